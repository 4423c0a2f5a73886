/**
 * What a page that fails shows instead of React Router's developer page: when a chunk of the
 * build could not be loaded (a deploy replaced it while the page was open), the page reloads once
 * by itself, then says a new version is available with a Reload button; any other error says
 * something went wrong, with Reload and a link home. Imported eagerly: it must work when chunks
 * do not load. The error is logged.
 */
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForNewVersion } from '@web/lib/new-version';

/** The root route's error screen. */
export function RouteErrorScreen() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const newVersion = isChunkLoadError(error);
  // A new build: reload once by itself (nothing shows meanwhile); the screen shows when that already happened.
  const [reloading, setReloading] = useState(newVersion);
  useEffect(() => {
    console.error(newVersion ? 'A chunk of the app could not be loaded (a new version was deployed?)' : 'A page failed', error);
    if (newVersion && !reloadOnceForNewVersion()) setReloading(false);
  }, [error, newVersion]);
  if (reloading) return null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 py-16 text-center text-foreground" data-testid="route-error">
      <div className="max-w-md space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t(newVersion ? 'routeError.newVersionTitle' : 'routeError.crashTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t(newVersion ? 'routeError.newVersionBody' : 'routeError.crashBody')}</p>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {/* Plain elements: the UI kit's chunks may be the ones that failed. */}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground shadow-xs outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <RefreshCw className="size-4" aria-hidden />
          {t('routeError.reload')}
        </button>
        {!newVersion && (
          <a href="/" className="text-sm font-medium underline underline-offset-4">
            {t('routeError.home')}
          </a>
        )}
      </div>
    </main>
  );
}
