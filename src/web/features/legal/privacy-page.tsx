/**
 * /privacy: what this instance stores and for how long (retention periods from
 * the server's auth configuration), what it does not do, the processors the operator configured
 * with what each receives, and the user's rights with where to use them (Account → Privacy,
 * Profile, Notifications).
 */
import { ArrowRight, Database, Download, Eraser, MessageSquareWarning, PencilLine, ServerCog, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/session';
import type { LegalInfo } from './api';
import { LegalLayout, LegalSection } from './legal-layout';

/** What is stored, in the order the page lists it. */
const STORED = ['account', 'sessions', 'links', 'content', 'preferences', 'billing', 'support', 'security', 'logs'] as const;
/** The rights, each with its icon. */
const RIGHTS = [
  { key: 'access', icon: Download },
  { key: 'rectify', icon: PencilLine },
  { key: 'erase', icon: Eraser },
  { key: 'object', icon: ShieldOff },
  { key: 'complain', icon: MessageSquareWarning },
] as const;

/** The account section where the rights are used. */
export const PRIVACY_TAB_PATH = '/account?tab=privacy';

function Processors({ info }: { info: LegalInfo }) {
  const { t } = useTranslation('legal');
  if (info.processors.length === 0) return <p data-testid="processors-none">{t('privacy.processors.none')}</p>;
  return (
    <>
      <p>{t('privacy.processors.intro')}</p>
      <ul className="space-y-3" data-testid="processors">
        {info.processors.map((p) => (
          <li key={`${p.id}|${p.host ?? ''}`} className="rounded-xl border bg-card p-4">
            <p className="flex flex-wrap items-center gap-x-2 font-semibold">
              <ServerCog className="size-4 text-muted-foreground" aria-hidden />
              {p.name}
              <span className="text-sm font-normal text-muted-foreground">
                {p.purposes.map((purpose) => t(`privacy.processors.purposes.${purpose}`)).join(' · ')}
              </span>
            </p>
            {p.host && p.host !== p.name && <p className="mt-1 text-sm text-muted-foreground">{t('privacy.processors.host', { host: p.host })}</p>}
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {p.purposes.map((purpose) => (
                <li key={purpose}>{t('privacy.processors.receives', { what: t(`privacy.processors.data.${purpose}`) })}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t('privacy.processors.policies')}</p>
    </>
  );
}

function PrivacyContent({ info }: { info: LegalInfo }) {
  const { t } = useTranslation('legal');
  const { user } = useAuth();
  return (
    <>
      <LegalSection id="privacy-stored" title={t('privacy.stored.title')}>
        <p>{t('privacy.stored.intro')}</p>
        <dl className="space-y-4">
          {STORED.map((key) => (
            <div key={key} className="flex gap-3">
              <Database className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <div>
                <dt className="font-medium">{t(`privacy.stored.${key}.title`)}</dt>
                <dd className="text-foreground/85">
                  {t(`privacy.stored.${key}.body`, {
                    days: info.retention.sessionDays,
                    hours: info.retention.confirmationLinkHours,
                    minutes: info.retention.passwordResetLinkMinutes,
                  })}
                </dd>
              </div>
            </div>
          ))}
        </dl>
      </LegalSection>
      <LegalSection id="privacy-not-done" title={t('privacy.notDone.title')}>
        <p>{t('privacy.notDone.body')}</p>
      </LegalSection>
      <LegalSection id="privacy-processors" title={t('privacy.processors.title')}>
        <Processors info={info} />
      </LegalSection>
      <LegalSection id="privacy-rights" title={t('privacy.rights.title')}>
        <p>{t('privacy.rights.intro')}</p>
        <ul className="space-y-4">
          {RIGHTS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-3">
              <Icon className="mt-1 size-4 shrink-0 text-primary dark:text-indigo-300" aria-hidden />
              <div>
                <p className="font-medium">{t(`privacy.rights.${key}.title`)}</p>
                <p className="text-foreground/85">{t(`privacy.rights.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
        {info.operator.email && <p>{t('operator.contactHint', { email: info.operator.email })}</p>}
        <div className="flex flex-wrap items-center gap-3 pt-1">
          <Button asChild>
            <Link to={user ? PRIVACY_TAB_PATH : `/signin?next=${encodeURIComponent(PRIVACY_TAB_PATH)}`} data-testid="privacy-tab-link">
              {t('privacy.rights.openPrivacy')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          {!user && <span className="text-sm text-muted-foreground">{t('privacy.rights.signInFirst')}</span>}
        </div>
      </LegalSection>
      <p className="text-sm text-muted-foreground">
        <Link to="/cookies" className="text-primary underline underline-offset-2 dark:text-indigo-300">
          {t('privacy.cookiesLink')}
        </Link>
      </p>
    </>
  );
}

/** The privacy policy page. */
export function PrivacyPage() {
  return <LegalLayout page="privacy">{(info) => <PrivacyContent info={info} />}</LegalLayout>;
}
