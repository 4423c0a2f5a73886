/**
 * The frame of /privacy, /terms and /cookies: the page title, links between the
 * three pages, the operator of this instance (OPERATOR_NAME, OPERATOR_EMAIL, OPERATOR_ADDRESS; a
 * visible notice names what the operator has not set), then the page's sections. The facts come from
 * GET /api/v1/site/legal; while they load a skeleton shows, and a failure offers Retry.
 */
import { AlertTriangle, Building2, Cookie, FileText, Mail, MapPin, Shield } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTabs } from '@web/components/page-tabs';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { type LegalInfo, missingOperatorVariables, useLegalInfo } from './api';

const PAGES = [
  { to: '/privacy', key: 'privacy', icon: Shield },
  { to: '/terms', key: 'terms', icon: FileText },
  { to: '/cookies', key: 'cookies', icon: Cookie },
] as const;

/** A titled section of a legal page. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-20 space-y-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="space-y-3 text-[15px] leading-relaxed text-pretty text-foreground/90">{children}</div>
    </section>
  );
}

function OperatorCard({ info }: { info: LegalInfo }) {
  const { t } = useTranslation('legal');
  const missing = missingOperatorVariables(info);
  const value = (text: string | null) => text ?? <span className="text-muted-foreground italic">{t('operator.missing')}</span>;
  return (
    <section aria-labelledby="legal-operator" className="space-y-4 rounded-2xl border bg-card p-5 shadow-xs sm:p-6" data-testid="legal-operator">
      <h2 id="legal-operator" className="text-base font-semibold">
        {t('operator.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('operator.intro', { url: info.publicUrl })}</p>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Building2 className="size-3.5" aria-hidden />
            {t('operator.name')}
          </dt>
          <dd className="mt-1 font-medium break-words" data-testid="operator-name">{value(info.operator.name)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Mail className="size-3.5" aria-hidden />
            {t('operator.email')}
          </dt>
          <dd className="mt-1 font-medium break-words" data-testid="operator-email">
            {info.operator.email ? (
              <a className="text-primary underline-offset-2 hover:underline dark:text-indigo-300" href={`mailto:${info.operator.email}`}>
                {info.operator.email}
              </a>
            ) : (
              value(null)
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <MapPin className="size-3.5" aria-hidden />
            {t('operator.address')}
          </dt>
          <dd className="mt-1 font-medium break-words" data-testid="operator-address">
            {info.operator.address ? info.operator.address.split(/\s*,\s*/).map((line, i) => <span key={i} className="block">{line}</span>) : value(null)}
          </dd>
        </div>
      </dl>
      {missing.length > 0 && (
        <Alert className="border-amber-500/40 bg-amber-500/10 text-amber-950 dark:text-amber-100 [&>svg]:text-amber-600 dark:[&>svg]:text-amber-300" data-testid="operator-not-configured">
          <AlertTriangle aria-hidden />
          <AlertTitle>{t('operator.notConfiguredTitle')}</AlertTitle>
          <AlertDescription>
            <p>{t('operator.notConfiguredBody', { variables: missing.join(', ') })}</p>
          </AlertDescription>
        </Alert>
      )}
    </section>
  );
}

function LegalSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <div className="h-40 animate-pulse rounded-2xl bg-muted" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2">
          <div className="h-6 w-1/3 animate-pulse rounded bg-muted" />
          <div className="h-4 w-full animate-pulse rounded bg-muted" />
          <div className="h-4 w-5/6 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}

/** A legal page: `page` picks the title and the current link; `children` renders from the facts. */
export function LegalLayout({ page, children }: { page: 'privacy' | 'terms' | 'cookies'; children: (info: LegalInfo) => ReactNode }) {
  const { t } = useTranslation('legal');
  const legal = useLegalInfo();
  const title = t(`${page}.title`);
  useEffect(() => {
    document.title = `${title} · Vitrine`;
  }, [title]);
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <PageTabs label={t('nav.label')} tabs={PAGES.map((p) => ({ ...p, label: t(`nav.${p.key}`) }))} className="mb-6" />
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-pretty text-muted-foreground">{t(`${page}.intro`)}</p>
      </header>
      {legal.isPending ? (
        <LegalSkeleton />
      ) : legal.isError || !legal.data ? (
        <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void legal.refetch()} />
      ) : (
        <div className="space-y-10">
          <OperatorCard info={legal.data} />
          {children(legal.data)}
        </div>
      )}
    </div>
  );
}
