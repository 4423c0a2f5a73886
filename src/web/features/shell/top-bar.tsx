import { ArrowRight, Languages, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '@web/components/logo';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/session';

// The menus (Radix popper) load right after first paint, keeping them out of the entry chunk.
const LanguageSwitcher = lazy(() => import('@web/components/language-switcher').then((m) => ({ default: m.LanguageSwitcher })));
const ThemeToggle = lazy(() => import('@web/components/theme-toggle').then((m) => ({ default: m.ThemeToggle })));

/** Same-size stand-ins while the menus load. */
function MenusPlaceholder() {
  const { i18n } = useTranslation();
  return (
    <>
      <Button variant="ghost" size="sm" className="h-9 gap-1.5 px-2.5" disabled aria-hidden tabIndex={-1}>
        <Languages />
        <span className="text-xs font-semibold uppercase">{i18n.resolvedLanguage}</span>
      </Button>
      <span className="size-9" />
    </>
  );
}

/**
 * Minimal top bar: product name (to /), language switcher, theme toggle and, signed out, 'Sign In'
 * and 'Start Now' (to /signup); on phones 'Sign In' becomes an icon button.
 */
export function TopBar() {
  const { t } = useTranslation('common');
  const { user, isPending } = useAuth();
  const { pathname } = useLocation();
  const showSignIn = !isPending && !user && pathname !== '/signin' && pathname !== '/signup';
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="flex items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <Suspense fallback={<MenusPlaceholder />}>
            <LanguageSwitcher />
            <ThemeToggle />
          </Suspense>
          {showSignIn && (
            <>
              <Button asChild size="icon" variant="ghost" className="sm:hidden">
                <Link to="/signin" aria-label={t('nav.signInIcon')} title={t('nav.signInIcon')}>
                  <UserRound aria-hidden />
                </Link>
              </Button>
              <Button asChild size="sm" variant="ghost" className="ml-1 hidden h-9 sm:inline-flex">
                <Link to="/signin">{t('actions.signIn')}</Link>
              </Button>
              <Button asChild size="sm" className="ml-1 h-9 px-3">
                <Link to="/signup">
                  {t('actions.startNow')}
                  <ArrowRight className="hidden sm:block" aria-hidden />
                </Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
