/**
 * The shared layout of the app's pages. Signed in: the sidebar (icons-only when collapsed; a sheet on
 * phones), a slim top bar and, under 768px, the bottom navigation (not on /create/ugc). Signed out: the
 * top bar with language, theme and 'Sign In'.
 */
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Logo } from '@web/components/logo';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@web/components/ui/sidebar';
import { useAuth } from '@web/features/auth/session';
import { CreditsChip } from '@web/features/shell/credits';
import { bottomNavHidden } from '@web/features/shell/nav-items';
import { cn } from '@web/lib/utils';
import { AppSidebar } from './app-sidebar';
import { BottomNav } from './bottom-nav';
import { NavigationProgress, SkipLink } from './shell-parts';
import { TopBar } from './top-bar';

function SignedInHeader() {
  const { t } = useTranslation('common');
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-border/60 bg-background/85 px-3 backdrop-blur md:h-12 md:px-4">
      <SidebarTrigger label={t('nav.toggleSidebar')} className="-ml-1" />
      <Link to="/" className="flex items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:hidden" aria-label={t('nav.home')}>
        <Logo />
      </Link>
      <kbd className="hidden rounded border bg-muted px-1.5 py-0.5 font-sans text-[11px] text-muted-foreground md:inline" aria-hidden>
        Ctrl B
      </kbd>
      <CreditsChip className="ml-auto md:hidden" />
    </header>
  );
}

function SignedInLayout() {
  const { pathname } = useLocation();
  const withBottomNav = !bottomNavHidden(pathname);
  return (
    <SidebarProvider>
      <AppSidebar />
      <SidebarInset>
        <SignedInHeader />
        <main
          id="main"
          tabIndex={-1}
          className={cn('flex flex-1 flex-col outline-none', withBottomNav && 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0')}
        >
          <Outlet />
        </main>
      </SidebarInset>
      {withBottomNav && <BottomNav />}
    </SidebarProvider>
  );
}

function SignedOutLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
    </div>
  );
}

/** Layout of the pages under the shared shell. */
export function AppLayout() {
  const { user } = useAuth();
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      {user ? <SignedInLayout /> : <SignedOutLayout />}
      <ScrollRestoration />
    </>
  );
}

/** Default export for the lazy route. */
export default AppLayout;
