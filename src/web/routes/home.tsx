/**
 * / : the landing page when signed out, the dashboard when signed in (spec section 2). On mount, a
 * local-storage flag 'billing' equal to 'true' sends the visitor to /pricing (the flag is cleared so
 * the home page stays reachable).
 */
import { ArrowRight, ImageIcon, Sparkles, Video } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '@web/components/layout/page-loading';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/session';
import { Dashboard } from '@web/features/home/dashboard';

/** Local-storage flag that sends the home page to /pricing. */
export const BILLING_FLAG_KEY = 'billing';

/** Whether the billing flag is set; clears it when it is. */
export function takeBillingFlag(): boolean {
  try {
    if (localStorage.getItem(BILLING_FLAG_KEY) !== 'true') return false;
    localStorage.removeItem(BILLING_FLAG_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Home page: landing or dashboard. */
export default function HomePage() {
  const { user, isPending } = useAuth();
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  useEffect(() => {
    if (takeBillingFlag()) void navigate('/pricing', { replace: true });
  }, [navigate]);
  useEffect(() => {
    document.title = user ? `${t('title')} · Vitrine` : `Vitrine · ${t('landing.pitch')}`;
  }, [user, t]);
  if (isPending) return <PageLoading />;
  return user ? <Dashboard name={user.name} /> : <Landing />;
}

function Landing() {
  const { t } = useTranslation('home');
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
                {t('common:actions.startCreatingFree')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/signin">{t('common:actions.signIn')}</Link>
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
