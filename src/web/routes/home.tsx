/**
 * / : landing stub when signed out, a minimal dashboard when signed in (spec section 2). The dashboard
 * reads GET /api/v1/me with react-query.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Coins, Crown, ImageIcon, LogOut, RefreshCw, Sparkles, Video, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Tier } from '@shared/catalog';
import { PageLoading } from '@web/components/layout/page-loading';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/session';
import { ApiError, apiFetch } from '@web/lib/api';

/** GET /api/v1/me response. */
export type MeResponse = {
  user: { id: string; name: string; email: string; profession: string | null };
  tier: Tier;
  subscribed: boolean;
  subscriptionEnd: string | null;
  creditsBalance: number;
};

/** The signed-in user's account summary. */
export function useMe(enabled: boolean) {
  return useQuery({ queryKey: ['me'], queryFn: () => apiFetch<MeResponse>('/api/v1/me'), enabled });
}

/** Home page: landing or dashboard. */
export default function HomePage() {
  const { user, isPending } = useAuth();
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = user ? `${t('home.title')} · Vitrine` : `Vitrine · ${t('landing.pitch')}`;
  }, [user, t]);
  if (isPending) return <PageLoading />;
  return user ? <Dashboard name={user.name} /> : <Landing />;
}

function Landing() {
  const { t } = useTranslation('common');
  const tiles = [
    { icon: ImageIcon, label: t('landing.tiles.lifestyle'), tone: 'from-amber-200 to-rose-200 dark:from-amber-500/30 dark:to-rose-500/25' },
    { icon: Sparkles, label: t('landing.tiles.ugc'), tone: 'from-sky-200 to-indigo-200 dark:from-sky-500/30 dark:to-indigo-500/30' },
    { icon: Video, label: t('landing.tiles.video'), tone: 'from-emerald-200 to-teal-200 dark:from-emerald-500/25 dark:to-teal-500/25' },
  ];
  return (
    <section className="bg-vitrine flex flex-1 items-center">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="space-y-7 text-center lg:text-left">
          <Badge variant="accent" className="mx-auto lg:mx-0">
            <Sparkles aria-hidden />
            {t('landing.eyebrow')}
          </Badge>
          <h1 className="text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('landing.headline')}
          </h1>
          <p className="mx-auto max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">{t('landing.pitch')}</p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg">
              <Link to="/signup">
                {t('actions.startCreatingFree')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/signin">{t('actions.signIn')}</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t('landing.freeTrial')}</p>
        </div>
        <div aria-hidden className="relative mx-auto w-full max-w-md">
          <div className="h-7 rounded-t-2xl bg-[repeating-linear-gradient(90deg,var(--color-primary)_0_28px,color-mix(in_oklch,var(--color-primary)_35%,transparent)_28px_56px)]" />
          <div className="grid grid-cols-3 gap-3 rounded-b-2xl border bg-card p-4 shadow-2xl shadow-primary/10">
            {tiles.map(({ icon: Icon, label, tone }) => (
              <div key={label} className={`flex aspect-[3/4] flex-col justify-between rounded-xl bg-gradient-to-br ${tone} p-2.5`}>
                <Icon className="size-4 text-foreground/70" />
                <span className="rounded-md bg-background/70 px-1.5 py-0.5 text-[11px] font-medium backdrop-blur">{label}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function Dashboard({ name }: { name: string }) {
  const { t, i18n } = useTranslation('common');
  const { signOut, refresh } = useAuth();
  const me = useMe(true);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    // The server no longer knows this session: treat the user as signed out.
    if (me.error instanceof ApiError && me.error.status === 401) void refresh();
  }, [me.error, refresh]);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (e) {
      console.error(e);
      toast.error(t('messages.unexpected'));
    } finally {
      setSigningOut(false);
    }
  };

  const data = me.data;
  const displayName = data?.user.name || name;
  const renews = data?.subscribed && data.subscriptionEnd
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(data.subscriptionEnd))
    : null;

  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-semibold tracking-tight">{t('home.hello', { name: displayName })}</h1>
          <p className="text-muted-foreground">{t('home.subtitle')}</p>
        </div>
        <Button variant="outline" onClick={onSignOut} disabled={signingOut} aria-busy={signingOut}>
          {signingOut ? <Spinner /> : <LogOut aria-hidden />}
          {t('actions.signOut')}
        </Button>
      </div>

      {me.isError && !(me.error instanceof ApiError && me.error.status === 401) ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            <p>{t('home.loadFailed')}</p>
            <Button size="sm" variant="outline" onClick={() => void me.refetch()}>
              <RefreshCw aria-hidden />
              {t('actions.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <Crown className="size-4" aria-hidden />
              {t('home.plan')}
            </CardDescription>
            <CardTitle className="flex items-center gap-2 text-2xl">
              {data ? t(`tiers.${data.tier}`) : <Skeleton className="w-24" />}
              {data?.subscribed && <Badge variant="accent">{t('home.active')}</Badge>}
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">
            {data ? (renews ? t('home.renewsOn', { date: renews }) : t('home.freePlanHint')) : <Skeleton className="w-40" />}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <Coins className="size-4" aria-hidden />
              {t('home.credits')}
            </CardDescription>
            <CardTitle className="text-4xl tabular-nums" data-testid="credits-balance">
              {data ? new Intl.NumberFormat(i18n.resolvedLanguage).format(data.creditsBalance) : <Skeleton className="w-16" />}
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">{t('home.creditsHint')}</CardContent>
        </Card>
      </div>

      <Card className="border-dashed bg-transparent shadow-none">
        <CardContent className="flex flex-col items-center gap-3 py-2 text-center sm:flex-row sm:text-left">
          <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <Wand2 className="size-5" aria-hidden />
          </span>
          <p className="flex-1 text-sm text-muted-foreground">{t('home.comingSoon')}</p>
        </CardContent>
      </Card>
    </div>
  );
}

function Skeleton({ className }: { className?: string }) {
  return <span className={`inline-block h-[1em] animate-pulse rounded-md bg-muted align-middle ${className ?? ''}`} />;
}
