/**
 * Routes of the web app (spec section 2). Every page is a lazy module under routes/; the initial load
 * shows the translated 'Loading...' placeholder, later navigations a thin progress bar.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '@web/components/layout/app-layout';
import { PageLoading } from '@web/components/layout/page-loading';

type PageModule = { default: ComponentType };

/** Lazy route from a page module's default export. */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** The route table (exported for tests). */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    children: [
      {
        // Shared layout: pages that will get the sidebar and bottom navigation.
        Component: AppLayout,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: 'signin', lazy: page(() => import('./routes/auth')) },
          { path: 'signup', lazy: page(() => import('./routes/auth')) },
          { path: 'create/ugc', lazy: page(() => import('./routes/create-ugc')) },
          { path: 'library', lazy: page(() => import('./routes/library')) },
        ],
      },
      {
        // Outside the shared layout (spec section 2): account links from emails, dev tools, 404.
        Component: AppLayout,
        children: [
          { path: 'email-confirmation', lazy: page(() => import('./routes/email-confirmation')) },
          { path: 'reset-password', lazy: page(() => import('./routes/reset-password')) },
          { path: 'dev/mailbox', lazy: page(() => import('./routes/dev-mailbox')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/** Creates the browser router for the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
