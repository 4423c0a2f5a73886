/**
 * Web app entry: i18n, react-query, session, theme and saved preferences, router, plus the toast host
 * (sonner: top-center, up to 3 visible, 4000 ms). Nothing renders until the session and, when signed
 * in, the saved theme and language are known.
 */
import '@web/lib/zod-config';
import './styles.css';
import '@web/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath, RouterProvider } from 'react-router';
import { AuthProvider } from '@web/features/auth/session';
import { PageLoading } from '@web/features/shell/page-loading';
import { PreferencesProvider } from '@web/features/preferences/preferences';
import { useTheme } from '@web/features/theme/theme-provider';
import { ApiError } from '@web/lib/api';
import { reloadOnceForNewVersion } from '@web/lib/new-version';
import { createAppRouter } from '@web/router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      // Client errors (4xx) will not fix themselves: do not retry them.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

const router = createAppRouter();

// A chunk failed to load (a deploy replaced the build): load the page again once, at the address
// being navigated to when there is one (the navigation never committed), so the new build opens
// where the user was going; a second failure goes on to the route's error screen
// (features/shell/route-error), which says so.
window.addEventListener('vite:preloadError', (event) => {
  const pending = router.state.navigation.location;
  const reloaded = reloadOnceForNewVersion(window.sessionStorage, Date.now(), () =>
    pending ? window.location.assign(createPath(pending)) : window.location.reload(),
  );
  if (reloaded) event.preventDefault();
});

/** After an API 401: the sign-in page with the message and the way back. */
function goToSignIn(path: string): void {
  void router.navigate(path, { replace: true });
}

// Toasts only follow user actions, so the toast host loads right after the first paint.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function AppToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" visibleToasts={3} duration={4000} theme={resolvedTheme} richColors closeButton />
    </Suspense>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSessionExpired={goToSignIn}>
        <PreferencesProvider fallback={<PageLoading />}>
          <RouterProvider router={router} />
          <AppToaster />
        </PreferencesProvider>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
