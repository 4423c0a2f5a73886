/**
 * Layout of the pages outside the shared shell (email confirmation, password reset, checkout
 * success and cancel, admin) and of the 404 page: the product name linking home, then the page.
 */
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '@web/components/logo';
import { NavigationProgress, SkipLink } from './shell-parts';

/** Minimal layout without sidebar or navigation. */
export function BareLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center px-4 sm:px-6">
          <Link to="/" className="flex items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('nav.home')}>
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

/** Default export for the lazy route. */
export default BareLayout;
