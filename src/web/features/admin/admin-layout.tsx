/**
 * The /admin area's own layout, outside the shared one: while the
 * session is read it shows 'Loading...'; signed out it sends the visitor to /signin; signed in it asks
 * the server (GET /api/v1/admin/session) and shows the 403 page to anyone who is not an admin. The
 * server checks the role on every admin route as well. Admins get a header with the sections (a
 * scrolling row below 1536 px; Chats shows how many users wait, Refunds how many requests), language and theme, and the page.
 */
import { Activity, ArrowLeft, ClipboardList, Gauge, Images, LifeBuoy, ListChecks, Mail, MessagesSquare, ReceiptText, ServerCog, Users } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '@web/components/logo';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { useAuth } from '@web/features/auth/session';
import { PageLoading } from '@web/features/shell/page-loading';
import { NavigationProgress, SkipLink } from '@web/features/shell/shell-parts';
import { SIGN_IN_PATH } from '@web/features/shell/signed-in-layout';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { useAdminChats, useAdminRefunds, useAdminSession } from './api';
import { ForbiddenPage } from './forbidden-page';

const LanguageSwitcher = lazy(() => import('@web/components/language-switcher').then((m) => ({ default: m.LanguageSwitcher })));
const ThemeToggle = lazy(() => import('@web/components/theme-toggle').then((m) => ({ default: m.ThemeToggle })));

/** The sections of the admin area, in menu order. */
export const ADMIN_SECTIONS = [
  { to: '/admin', key: 'overview', icon: Gauge, end: true },
  { to: '/admin/users', key: 'users', icon: Users, end: false },
  { to: '/admin/tickets', key: 'tickets', icon: LifeBuoy, end: false },
  { to: '/admin/chats', key: 'chats', icon: MessagesSquare, end: false },
  { to: '/admin/refunds', key: 'refunds', icon: ReceiptText, end: false },
  { to: '/admin/broadcasts', key: 'broadcasts', icon: Mail, end: false },
  { to: '/admin/gallery', key: 'gallery', icon: Images, end: false },
  { to: '/admin/jobs', key: 'jobs', icon: ListChecks, end: false },
  { to: '/admin/providers', key: 'providers', icon: ServerCog, end: false },
  { to: '/admin/audit', key: 'audit', icon: ClipboardList, end: false },
] as const;

function AdminHeader({ email }: { email: string }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 w-full max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="flex items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('common:nav.home')}>
          <Logo />
        </Link>
        <Badge variant="accent" className="gap-1">
          <Activity aria-hidden />
          {t('admin:badge')}
        </Badge>
        <nav aria-label={t('admin:nav.label')} className="ml-2 hidden items-center gap-0.5 2xl:flex">
          {ADMIN_SECTIONS.map((s) => (
            <SectionLink key={s.key} section={s} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <span className="hidden max-w-48 truncate text-xs text-muted-foreground min-[1800px]:inline" title={email}>
            {email}
          </span>
          <Suspense fallback={<span className="size-9" />}>
            <LanguageSwitcher />
            <ThemeToggle />
          </Suspense>
          <Button asChild variant="ghost" size="sm" className="gap-1.5">
            <Link to="/">
              <ArrowLeft aria-hidden />
              <span className="hidden sm:inline">{t('admin:nav.backToApp')}</span>
            </Link>
          </Button>
        </div>
      </div>
      <nav aria-label={t('admin:nav.label')} className="flex gap-1 overflow-x-auto border-t border-border/60 px-2 py-1.5 2xl:hidden">
        {ADMIN_SECTIONS.map((s) => (
          <SectionLink key={s.key} section={s} />
        ))}
      </nav>
    </header>
  );
}

/** A count beside an admin section (nothing when it is zero), announced by `label`. */
function CountPill({ count, label, testId }: { count: number; label: string; testId: string }) {
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums" aria-label={label} data-testid={testId}>
      {count}
    </span>
  );
}

/** How many users wait for an answer in live chat, beside the Chats section. */
function WaitingCount() {
  const { t } = useTranslation('admin');
  const waiting = useAdminChats().data?.waiting ?? 0;
  return <CountPill count={waiting} label={t('chats.waitingCount', { count: waiting })} testId="admin-chats-waiting-badge" />;
}

/** How many money-back requests wait for a decision, beside the Refunds section. */
function PendingRefunds() {
  const { t } = useTranslation('admin');
  const pending = useAdminRefunds().data?.pending ?? 0;
  return <CountPill count={pending} label={t('refunds.pendingCount', { count: pending })} testId="admin-refunds-badge" />;
}

function SectionLink({ section }: { section: (typeof ADMIN_SECTIONS)[number] }) {
  const { t } = useTranslation('admin');
  const Icon = section.icon;
  return (
    <NavLink
      to={section.to}
      end={section.end}
      className={({ isActive }) =>
        cn(
          'inline-flex shrink-0 items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          isActive && 'bg-secondary text-foreground',
        )
      }
    >
      <Icon className="size-4" aria-hidden />
      {t(`nav.${section.key}`)}
      {section.key === 'chats' ? <WaitingCount /> : section.key === 'refunds' ? <PendingRefunds /> : null}
    </NavLink>
  );
}

/** The gate and the shell. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user, isPending } = useAuth();
  const session = useAdminSession(user?.id ?? null);
  useEffect(() => {
    document.title = `${t('title')} · Vitrine`;
  }, [t]);

  if (isPending) return <PageLoading />;
  if (!user) return <Navigate to={SIGN_IN_PATH} replace />;
  if (session.isPending) return <PageLoading />;
  if (session.error) {
    const status = session.error instanceof ApiError ? session.error.status : 0;
    if (status === 401) return <Navigate to={SIGN_IN_PATH} replace />;
    if (status === 403) return <ForbiddenPage />;
    return (
      <div className="mx-auto w-full max-w-xl p-6">
        <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void session.refetch()} />
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <SkipLink />
      <NavigationProgress />
      <AdminHeader email={session.data.email} />
      <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 outline-none sm:px-6 sm:py-8">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

/** Default export for the lazy route. */
export default AdminLayout;
