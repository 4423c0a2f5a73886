/**
 * /cookies: the cookies this instance may set, as the server lists them from the
 * code (src/server/services/site/cookie-inventory.ts: better-auth's names under this instance's
 * options and the sidebar cookie), with what each does and how long it lasts; the web app's
 * local-storage keys (src/shared/browser-storage.ts); and the payment page's own cookies when Stripe
 * is configured.
 */
import { useTranslation } from 'react-i18next';
import { LOCAL_STORAGE_KEYS } from '@shared/browser-storage';
import type { LegalInfo } from './api';
import { LegalLayout, LegalSection } from './legal-layout';

/** '7 days', '5 minutes', '1 hour' in the current language (Intl unit format). */
export function formatDuration(seconds: number, language: string): string {
  const units: [Intl.NumberFormatOptions['unit'], number][] = [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (seconds >= size && seconds % size === 0) {
      return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(seconds / size);
    }
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds);
}

const STORAGE = ['theme', 'language', 'billing'] as const;

function CookiesContent({ info }: { info: LegalInfo }) {
  const { t, i18n } = useTranslation('legal');
  const language = i18n.resolvedLanguage ?? 'pt';
  return (
    <>
      <LegalSection id="cookies-list" title={t('cookies.table.caption')}>
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="cookie-table">
            <caption className="sr-only">{t('cookies.table.caption')}</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t('cookies.table.name')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('cookies.table.purpose')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('cookies.table.duration')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('cookies.table.setBy')}</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {info.cookies.map((cookie) => (
                <tr key={cookie.name} className="align-top">
                  <th scope="row" className="px-3 py-2.5 font-mono text-xs font-medium whitespace-nowrap">{cookie.name}</th>
                  <td className="px-3 py-2.5">{t(`cookies.purposes.${cookie.purpose}`)}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap">{cookie.maxAgeSeconds == null ? t('cookies.browserSession') : formatDuration(cookie.maxAgeSeconds, language)}</td>
                  <td className="px-3 py-2.5">{cookie.setBy === 'server' ? t('cookies.table.server') : t('cookies.table.browser')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-muted-foreground">{t('cookies.noBanner')}</p>
      </LegalSection>
      <LegalSection id="cookies-storage" title={t('cookies.storage.title')}>
        <p>{t('cookies.storage.intro')}</p>
        <dl className="space-y-2">
          {STORAGE.map((key) => (
            <div key={key} className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-3">
              <dt className="font-mono text-xs leading-6 font-medium">{LOCAL_STORAGE_KEYS[key]}</dt>
              <dd>{t(`cookies.storage.${key}`)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('cookies.storage.signOut')}</p>
      </LegalSection>
      {info.payments === 'stripe' && (
        <LegalSection id="cookies-payments" title={t('cookies.payments.title')}>
          <p>{t('cookies.payments.body')}</p>
        </LegalSection>
      )}
    </>
  );
}

/** The cookie page. */
export function CookiesPage() {
  return <LegalLayout page="cookies">{(info) => <CookiesContent info={info} />}</LegalLayout>;
}
