/**
 * The 403 page of /admin: a signed-in user who is not an administrator, in their
 * language, with a way back home. The server refuses every admin route to them as well.
 */
import { House, ShieldX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@web/components/logo';
import { Button } from '@web/components/ui/button';

/** 'Access denied' for non-admins. */
export function ForbiddenPage() {
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = `403 · Vitrine`;
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border/60">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center px-4 sm:px-6">
          <Link to="/" className="flex items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label="Vitrine">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className="bg-vitrine flex flex-1 flex-col items-center justify-center gap-6 px-6 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <ShieldX className="size-7" aria-hidden />
        </span>
        <p className="text-6xl font-bold tracking-tighter text-muted-foreground/60">403</p>
        <div className="max-w-md space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t('forbidden.title')}</h1>
          <p className="text-pretty text-muted-foreground">{t('forbidden.body')}</p>
        </div>
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden />
            {t('forbidden.home')}
          </Link>
        </Button>
      </main>
    </div>
  );
}
