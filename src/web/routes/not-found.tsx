/**
 * 404 page: 'Oops! Page not found' with a link home; the missing path is logged.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';

/** Not-found page. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
    document.title = `404 · Vitrine`;
  }, [location.pathname]);
  return (
    <div className="bg-vitrine flex flex-1 flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <p className="bg-gradient-to-b from-primary to-primary/40 bg-clip-text text-8xl font-bold tracking-tighter text-transparent">404</p>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('notFound.title')}</h1>
        <p className="text-sm break-all text-muted-foreground">{location.pathname}</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">{t('notFound.returnHome')}</Link>
      </Button>
    </div>
  );
}
