/**
 * Routes of the web app. Every page, both layouts and the signed-in gate are lazy
 * modules; a page's translations load with it. The signed-in pages sit under one gate (`signedIn`), in
 * the shared layout and, for the test billing portal, in the bare one. The first load shows the translated 'Loading...' placeholder, later
 * navigations a thin progress bar. Unknown paths show the 404 page, which logs the path. A page
 * that fails to load or render shows features/shell/route-error (a new version: reload once).
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '@web/features/shell/page-loading';
import { RouteErrorScreen } from '@web/features/shell/route-error';
import type { SignedInHandle } from '@web/features/shell/signed-in-layout';
import { loadNamespaces, type Namespace } from '@web/i18n';

/** A route module: the page, and for a signed-in page the optional view signed-out visitors see instead. */
type PageModule = { default: ComponentType; SignedOut?: ComponentType };

/** Lazy route from a module's default export, with the translation namespaces it needs. */
function page(load: () => Promise<PageModule>, namespaces: readonly Namespace[] = []): RouteObject['lazy'] {
  return async () => {
    const [mod] = await Promise.all([load(), loadNamespaces(namespaces)]);
    const handle: SignedInHandle | undefined = mod.SignedOut ? { signedOut: mod.SignedOut } : undefined;
    return handle ? { Component: mod.default, handle } : { Component: mod.default };
  };
}

/**
 * The signed-in pages under one gate (features/shell/signed-in-layout): signed-out visitors go to
 * /signin, or see the page's own `SignedOut` view when its module exports one.
 */
function signedIn(children: RouteObject[]): RouteObject {
  return { lazy: page(() => import('./features/shell/signed-in-layout')), children };
}

/** The route table (exported for tests). */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    // A page that fails (a chunk of a replaced build, a crash): our screen, never the developer page.
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        // The shared layout: sidebar and bottom navigation when signed in, top bar when signed out.
        lazy: page(() => import('./features/shell/app-layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/home'), ['home']) },
          signedIn([
            { path: 'create', lazy: page(() => import('./routes/create'), ['pages']) },
            { path: 'create/ugc', lazy: page(() => import('./routes/create-ugc'), ['create', 'library', 'products']) },
            { path: 'create/video', lazy: page(() => import('./routes/create-video'), ['video']) },
            { path: 'create/studio', lazy: page(() => import('./routes/create-studio'), ['studio', 'create', 'library']) },
            { path: 'create/adgenius', lazy: page(() => import('./routes/create-adgenius'), ['ads', 'products']) },
            { path: 'create/product-display', lazy: page(() => import('./routes/create-product-display'), ['listing', 'products', 'create']) },
            { path: 'library', lazy: page(() => import('./routes/library'), ['library', 'studio']) },
            { path: 'products', lazy: page(() => import('./routes/products'), ['products', 'studio', 'create']) },
            { path: 'products/import', lazy: page(() => import('./routes/products-import'), ['products']) },
            { path: 'products/runs/:id', lazy: page(() => import('./routes/catalogue-run'), ['products']) },
            { path: 'products/:id', lazy: page(() => import('./routes/product'), ['products']) },
            { path: 'videos', lazy: page(() => import('./routes/videos'), ['video']) },
            { path: 'account', lazy: page(() => import('./routes/account'), ['account', 'billing', 'notifications', 'privacy', 'support']) },
          ]),
          { path: 'signin', lazy: page(() => import('./routes/auth'), ['auth']) },
          { path: 'signup', lazy: page(() => import('./routes/auth'), ['auth']) },
          { path: 'pricing', lazy: page(() => import('./routes/pricing'), ['billing']) },
          { path: 'help/getting-started', lazy: page(() => import('./routes/help-getting-started'), ['help']) },
          { path: 'help/import-products', lazy: page(() => import('./routes/help-import-products'), ['help']) },
          { path: 'help/ad-creatives', lazy: page(() => import('./routes/help-ad-creatives'), ['help', 'ads', 'pages']) },
          { path: 'help/product-display', lazy: page(() => import('./routes/help-product-display'), ['help', 'listing', 'pages']) },
          { path: 'help/ai-marking', lazy: page(() => import('./routes/help-ai-marking'), ['help', 'account', 'create']) },
          { path: 'help/faq', lazy: page(() => import('./routes/help-faq'), ['help']) },
          { path: 'help/tutorials', lazy: page(() => import('./routes/help-tutorials'), ['help']) },
          { path: 'help/api-docs', lazy: page(() => import('./routes/help-api-docs'), ['help', 'account']) },
          // Linked from the footer.
          { path: 'privacy', lazy: page(() => import('./routes/privacy'), ['legal']) },
          { path: 'terms', lazy: page(() => import('./routes/terms'), ['legal']) },
          { path: 'cookies', lazy: page(() => import('./routes/cookies'), ['legal']) },
        ],
      },
      {
        // The admin area, outside the shared layout with its own header: signed-out visitors
        // go to /signin, signed-in users who are not admins see the 403 page (features/admin/admin-layout).
        path: 'admin',
        lazy: page(() => import('./features/admin/admin-layout'), ['admin']),
        children: [
          { index: true, lazy: page(() => import('./routes/admin/overview'), ['admin']) },
          { path: 'users', lazy: page(() => import('./routes/admin/users'), ['admin']) },
          { path: 'users/:id', lazy: page(() => import('./routes/admin/user'), ['admin']) },
          { path: 'tickets', lazy: page(() => import('./routes/admin/tickets'), ['admin']) },
          { path: 'tickets/:id', lazy: page(() => import('./routes/admin/ticket'), ['admin']) },
          { path: 'chats', lazy: page(() => import('./routes/admin/chats'), ['admin']) },
          { path: 'chats/:id', lazy: page(() => import('./routes/admin/chat'), ['admin']) },
          { path: 'refunds', lazy: page(() => import('./routes/admin/refunds'), ['admin']) },
          { path: 'broadcasts', lazy: page(() => import('./routes/admin/broadcasts'), ['admin']) },
          { path: 'broadcasts/:id', lazy: page(() => import('./routes/admin/broadcast'), ['admin']) },
          { path: 'gallery', lazy: page(() => import('./routes/admin/gallery'), ['admin']) },
          { path: 'jobs', lazy: page(() => import('./routes/admin/jobs'), ['admin']) },
          { path: 'providers', lazy: page(() => import('./routes/admin/providers'), ['admin']) },
          { path: 'audit', lazy: page(() => import('./routes/admin/audit'), ['admin']) },
        ],
      },
      {
        // Outside the shared layout, the test-mode payment pages, dev tools and the 404 page.
        lazy: page(() => import('./features/shell/bare-layout')),
        children: [
          { path: 'email-confirmation', lazy: page(() => import('./routes/email-confirmation'), ['auth']) },
          { path: 'reset-password', lazy: page(() => import('./routes/reset-password'), ['auth']) },
          { path: 'success', lazy: page(() => import('./routes/success'), ['billing']) },
          { path: 'cancel', lazy: page(() => import('./routes/cancel'), ['billing']) },
          // Links in emails that work signed out: unsubscribe, and the account deletion confirmation.
          { path: 'unsubscribe', lazy: page(() => import('./routes/unsubscribe'), ['notifications']) },
          { path: 'account/delete', lazy: page(() => import('./routes/account-delete'), ['privacy']) },
          // Test-mode stand-ins for the payment provider's checkout and customer portal.
          { path: 'checkout/test/:id', lazy: page(() => import('./routes/checkout-test'), ['billing']) },
          signedIn([{ path: 'billing/test-portal', lazy: page(() => import('./routes/billing-test-portal'), ['billing']) }]),
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
