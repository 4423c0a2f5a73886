/**
 * /create: workflow choice: UGC Creator (to /create/ugc), Video Creator (to
 * /create/video), Studio Photos (to /create/studio: marketplace-ready packshots), Ad Creatives (to
 * /create/adgenius: ads in every placement size), Product Display (to /create/product-display: a
 * product's listing images for one marketplace) and, beside them,
 * Import products (to /products/import: a Shopify store or a CSV). The
 * signed-in gate sends signed-out visitors to /signin.
 */
import { ArrowRight, Camera, Film, LayoutGrid, type LucideIcon, Megaphone, PackagePlus, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

type Workflow = { key: 'ugc' | 'video' | 'studio' | 'ads' | 'listing' | 'import'; icon: LucideIcon; to: string | null; tone: string };

const WORKFLOWS: readonly Workflow[] = [
  { key: 'ugc', icon: Sparkles, to: '/create/ugc', tone: 'from-violet-500/15 to-fuchsia-500/10 text-violet-700 dark:text-violet-300' },
  { key: 'video', icon: Film, to: '/create/video', tone: 'from-sky-500/15 to-emerald-500/10 text-sky-700 dark:text-sky-300' },
  { key: 'studio', icon: Camera, to: '/create/studio', tone: 'from-amber-500/15 to-rose-500/10 text-amber-700 dark:text-amber-300' },
  { key: 'ads', icon: Megaphone, to: '/create/adgenius', tone: 'from-rose-500/15 to-orange-500/10 text-rose-700 dark:text-rose-300' },
  { key: 'listing', icon: LayoutGrid, to: '/create/product-display', tone: 'from-indigo-500/15 to-sky-500/10 text-indigo-700 dark:text-indigo-300' },
  { key: 'import', icon: PackagePlus, to: '/products/import', tone: 'from-emerald-500/15 to-teal-500/10 text-emerald-700 dark:text-emerald-300' },
];

function WorkflowCard({ workflow }: { workflow: Workflow }) {
  const { t } = useTranslation('pages');
  const { key, icon: Icon, to, tone } = workflow;
  const body = (
    <>
      <span className={cn('flex size-12 items-center justify-center rounded-xl bg-gradient-to-br', tone)}>
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="flex items-center gap-2">
        <span className="text-lg font-semibold tracking-tight">{t(`create.${key}.title`)}</span>
        {to == null && <Badge variant="secondary">{t('create.comingSoon')}</Badge>}
      </span>
      <span className="flex-1 text-sm text-pretty text-muted-foreground">{t(`create.${key}.description`)}</span>
      <span className="text-xs font-medium text-muted-foreground">{t(`create.${key}.meta`)}</span>
      {to != null && (
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-primary">
          {t(`create.${key}.cta`)}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
      )}
    </>
  );
  const base = 'group flex h-full flex-col gap-3 rounded-2xl border bg-card p-6 text-left shadow-sm';
  if (to == null) {
    return (
      <div className={cn(base, 'cursor-not-allowed opacity-70')} aria-disabled="true" data-testid={`workflow-${key}`}>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={to}
      data-testid={`workflow-${key}`}
      className={cn(base, 'outline-none transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring')}
    >
      {body}
    </Link>
  );
}

/** Workflow choice page. */
export default function CreatePage() {
  const { t } = useTranslation('pages');
  useEffect(() => {
    document.title = `${t('create.pageTitle')} · Vitrine`;
  }, [t]);
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">{t('create.title')}</h1>
        <p className="text-muted-foreground">{t('create.subtitle')}</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {WORKFLOWS.map((w) => (
          <li key={w.key}>
            <WorkflowCard workflow={w} />
          </li>
        ))}
      </ul>
    </div>
  );
}
