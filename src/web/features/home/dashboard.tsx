/**
 * Signed-in home: greeting with 'start creating', quick actions, the
 * stats card (GET /api/v1/me/stats), the Recent Images card, the products card and recent activity. Numbers and dates use
 * Intl with the current language.
 */
import {
  ArrowRight,
  Boxes,
  Heart,
  ImageIcon,
  ImagePlus,
  Images,
  Settings,
  Sparkles,
  TrendingUp,
  Upload,
  Wand2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductsCard } from './products-card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreditSummary } from '@web/components/credit-summary';
import { MediaGrid } from '@web/components/media/media-grid';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { useMe, useStats } from '@web/features/me/api';
import { cn } from '@web/lib/utils';
import { HistoryGate } from '@web/features/privacy/history-gate';
import { TrialBanner } from '@web/features/billing/trial-offer';
import { RECENT_SHOWN, type RecentImage, thumbnailUrl, useRecentImages, viewAllCount } from './recent';
import { EmptyState } from '@web/components/media/empty-state';

/** Reloads the page (the Retry button of a failed load). */
function reload(): void {
  window.location.reload();
}

function useFormatters() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'pt';
  const number = new Intl.NumberFormat(lng);
  const relative = new Intl.RelativeTimeFormat(lng, { numeric: 'auto' });
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    number: (n: number) => number.format(n),
    date: (iso: string) => date.format(new Date(iso)),
    relative: (iso: string, now = Date.now()) => {
      const seconds = Math.round((Date.parse(iso) - now) / 1000);
      const abs = Math.abs(seconds);
      if (abs < 60) return relative.format(0, 'second');
      if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
      if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
      if (abs < 30 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
      return date.format(new Date(iso));
    },
  };
}

function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={cn('inline-block h-[1em] animate-pulse rounded-md bg-muted align-middle', className)} />;
}

function Stat({ label, value, icon, testId }: { label: string; value: ReactNode; icon: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border bg-background/60 p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Stats card: credits (with plan), total images, this month, favorites, credits used. */
export function StatsCard() {
  const { t } = useTranslation('home');
  const fmt = useFormatters();
  const stats = useStats();
  const me = useMe();
  const s = stats.data;
  const credits = s?.creditsBalance ?? me.data?.creditsBalance;
  const usedPct = s && s.totalCredits > 0 ? Math.min(100, Math.round((s.creditsUsed / s.totalCredits) * 100)) : 0;

  return (
    <CreditSummary
      label={t('stats.credits')}
      aside={me.data ? <Badge variant={me.data.subscribed ? 'accent' : 'secondary'}>{t(`common:tiers.${me.data.tier}`)}</Badge> : null}
      balance={credits != null ? fmt.number(credits) : <Skeleton className="w-16" />}
      balanceTestId="credits-balance"
      usage={
        stats.isError
          ? null
          : {
              percent: usedPct,
              label: t('stats.used'),
              text: s ? t('stats.usedOf', { used: fmt.number(s.creditsUsed), total: fmt.number(s.totalCredits) }) : <Skeleton className="w-32" />,
            }
      }
    >
      {stats.isError ? (
        <RetryAlert title={t('stats.loadFailed')} message={t('stats.error')} retryLabel={t('common:actions.retry')} onRetry={reload} />
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          <Stat label={t('stats.totalImages')} icon={<Images className="size-3.5" aria-hidden />} value={s ? fmt.number(s.totalImages) : <Skeleton className="w-8" />} testId="stat-total" />
          <Stat label={t('stats.thisMonth')} icon={<TrendingUp className="size-3.5" aria-hidden />} value={s ? fmt.number(s.imagesThisMonth) : <Skeleton className="w-8" />} testId="stat-month" />
          <Stat label={t('stats.favorites')} icon={<Heart className="size-3.5" aria-hidden />} value={s ? fmt.number(s.favoritesCount) : <Skeleton className="w-8" />} testId="stat-favorites" />
          <Stat label={t('stats.used')} icon={<Sparkles className="size-3.5" aria-hidden />} value={s ? fmt.number(s.creditsUsed) : <Skeleton className="w-8" />} testId="stat-used" />
        </dl>
      )}
    </CreditSummary>
  );
}

function Thumbnail({ image }: { image: RecentImage }) {
  const { t } = useTranslation('home');
  const fmt = useFormatters();
  const label = image.title || image.prompt || t('recent.untitled');
  return (
    <li className="group relative overflow-hidden rounded-xl border bg-muted">
      <Link to="/library" className="block outline-none focus-visible:ring-[3px] focus-visible:ring-ring" title={`${label} · ${fmt.date(image.createdAt)}`}>
        <img
          src={thumbnailUrl(image.id)}
          alt={label}
          loading="lazy"
          decoding="async"
          width={image.width}
          height={image.height}
          className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span className="absolute bottom-1.5 left-1.5 rounded-md bg-background/85 px-1.5 py-0.5 text-[10px] font-medium backdrop-blur">
          {t(`recent.type.${image.type}`)}
        </span>
      </Link>
    </li>
  );
}

/** Recent Images card: 5 thumbnails of the merged lists, 'View all N images', empty and error states. */
export function RecentImagesCard() {
  const { t } = useTranslation('home');
  const fmt = useFormatters();
  const recent = useRecentImages();
  const stats = useStats();
  const shown = recent.items.slice(0, RECENT_SHOWN);
  const more = viewAllCount(recent.items.length, stats.data?.totalImages);

  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">{t('recent.title')}</CardTitle>
          <CardDescription>{t('recent.description')}</CardDescription>
        </div>
        <Button asChild variant="ghost" size="sm" className="shrink-0">
          <Link to="/library">
            {t('recent.viewAll')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <div className="space-y-3">
          <MediaGrid
            items={shown}
            className="grid grid-cols-3 gap-2 sm:grid-cols-5"
            testId="recent-images"
            loading={recent.isPending}
            skeleton={{ count: RECENT_SHOWN, aspect: 'aspect-square', caption: false, tileClassName: (i) => (i >= 3 ? 'hidden sm:block' : undefined) }}
            error={recent.isError ? { message: t('recent.error'), retryLabel: t('common:actions.retry'), onRetry: reload } : null}
            empty={
              <EmptyState
                size="card"
                icon={<ImagePlus aria-hidden />}
                title={t('recent.empty')}
                body={t('recent.emptyHint')}
                action={
                  <Button asChild>
                    <Link to="/create/ugc">
                      <Wand2 aria-hidden />
                      {t('recent.createFirst')}
                    </Link>
                  </Button>
                }
              />
            }
            footer={
              more != null && (
                <Button asChild variant="outline" className="w-full">
                  <Link to="/library">{t('recent.viewAllCount', { count: more, formatted: fmt.number(more) })}</Link>
                </Button>
              )
            }
            renderItem={(image) => <Thumbnail image={image} />}
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** The latest uploads and generations as a short timeline; 'No recent activity' when there are none. */
export function ActivityCard() {
  const { t } = useTranslation('home');
  const fmt = useFormatters();
  const recent = useRecentImages();
  const items = recent.items.slice(0, 4);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">{t('activity.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : items.length === 0 || recent.isError ? (
          <p className="text-sm text-muted-foreground">{t('activity.none')}</p>
        ) : (
          <ol className="space-y-3">
            {items.map((image) => {
              const Icon = image.type === 'generated' ? Sparkles : Upload;
              return (
                <li key={image.id} className="flex items-start gap-3 text-sm">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-3.5" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{t(`activity.${image.type}`)}</span>
                    <span className="block truncate text-muted-foreground">{image.title || image.prompt || t('recent.untitled')}</span>
                  </span>
                  <time dateTime={image.createdAt} title={fmt.date(image.createdAt)} className="shrink-0 text-xs text-muted-foreground">
                    {fmt.relative(image.createdAt)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

const QUICK_ACTIONS = [
  { key: 'library', to: '/library', icon: ImageIcon },
  { key: 'products', to: '/products', icon: Boxes },
  { key: 'create', to: '/create', icon: Wand2 },
  { key: 'account', to: '/account', icon: Settings },
] as const;

/** View library, products, create content, account settings. */
export function QuickActions() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="quick-actions-title" className="space-y-3">
      <h2 id="quick-actions-title" className="text-sm font-medium text-muted-foreground">
        {t('quickActions.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {QUICK_ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key} className="min-w-0">
            <Link
              to={to}
              className="group flex h-full flex-col items-center gap-2 rounded-xl border bg-card p-3 text-center shadow-xs outline-none transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-sm focus-visible:ring-[3px] focus-visible:ring-ring sm:flex-row sm:gap-3 sm:p-4 sm:text-left"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="w-full min-w-0 flex-1 sm:w-auto">
                <span className="block max-w-full text-xs leading-tight font-medium break-words hyphens-auto sm:text-sm">{t(`quickActions.${key}`)}</span>
                <span className="hidden text-xs text-muted-foreground sm:block">{t(`quickActions.${key}Hint`)}</span>
              </span>
              <ArrowRight className="hidden size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 sm:block" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The signed-in home page. */
export function Dashboard({ name }: { name: string }) {
  const { t } = useTranslation('home');
  // A 401 here (an expired session) signs the user out and opens /signin (lib/session-expiry.ts).
  const me = useMe();
  const displayName = me.data?.user.name || name;
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-semibold tracking-tight">{t('hello', { name: displayName })}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button asChild size="lg">
          <Link to="/create">
            <Sparkles aria-hidden />
            {t('startCreating')}
          </Link>
        </Button>
      </header>

      <TrialBanner />

      <QuickActions />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <HistoryGate>
            <RecentImagesCard />
            <ProductsCard />
            <ActivityCard />
          </HistoryGate>
        </div>
        <div className="min-w-0 space-y-6 max-lg:order-first">
          <StatsCard />
        </div>
      </div>
    </div>
  );
}
