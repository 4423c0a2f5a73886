/** The signed-in gate: one layout route holds every signed-in page; signed-out visitors go to /signin or see the page's own view. */
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { routes } from '@web/router';
import { SignedInLayout } from './signed-in-layout';

const auth = vi.hoisted(() => ({ user: null as null | { id: string; name: string; email: string; emailVerified: boolean }, isPending: false }));
vi.mock('@web/features/auth/session', () => ({
  useAuth: () => ({ user: auth.user, isPending: auth.isPending, signOut: async () => {}, refresh: async () => {} }),
}));

function SignedOutNotice() {
  return <p>sign in to see your videos</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: SignedInLayout,
        children: [
          { path: 'library', element: <p>library page</p> },
          { path: 'videos', element: <p>videos page</p>, handle: { signedOut: SignedOutNotice } },
        ],
      },
      { path: 'signin', element: <p>sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  auth.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true };
  auth.isPending = false;
});

describe('SignedInLayout', () => {
  it('shows the page to a signed-in user', async () => {
    renderAt('/library');
    expect(await screen.findByText('library page')).toBeTruthy();
  });

  it('shows Loading... until the session is known', () => {
    auth.isPending = true;
    renderAt('/library');
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.queryByText('library page')).toBeNull();
  });

  it('sends a signed-out visitor to /signin, replacing the entry', async () => {
    auth.user = null;
    const router = renderAt('/library');
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the page's own signed-out view when its route names one", async () => {
    auth.user = null;
    const router = renderAt('/videos');
    expect(await screen.findByText('sign in to see your videos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/videos');
  });
});

/** Paths of the route table, each with whether a SignedInLayout route encloses it. */
async function collect(list: RouteObject[], prefix: string, gated: boolean, out: Map<string, boolean>) {
  for (const route of list) {
    const path = route.index ? prefix || '/' : route.path ? `${prefix}${prefix ? '/' : ''}${route.path}` : prefix;
    if (route.children) {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
      const gate = (loaded as { Component?: unknown }).Component === SignedInLayout;
      await collect(route.children, path, gated || gate, out);
    } else {
      out.set(path || '/', gated);
    }
  }
}

describe('route table', () => {
  it('puts the signed-in pages, and only them, under the gate', async () => {
    const paths = new Map<string, boolean>();
    await collect(routes, '', false, paths);
    const gated = [...paths].filter(([, g]) => g).map(([p]) => p).sort();
    expect(gated).toEqual(['account', 'billing/test-portal', 'create', 'create/adgenius', 'create/product-display', 'create/studio', 'create/ugc', 'create/video', 'library', 'products', 'products/:id', 'products/import', 'products/runs/:id', 'videos']);
    for (const open of ['/', 'pricing', 'signin', 'signup', 'privacy', 'terms', 'cookies', 'help/faq', 'help/import-products', 'help/ad-creatives', 'help/product-display', 'success', 'cancel', 'reset-password', 'email-confirmation']) {
      expect(paths.get(open), open).toBe(false);
    }
  });

  it('the video pages name their sign-in message as their signed-out view; the others redirect', async () => {
    const find = (list: RouteObject[], path: string): RouteObject | undefined =>
      list.reduce<RouteObject | undefined>((hit, r) => hit ?? (r.path === path ? r : r.children ? find(r.children, path) : undefined), undefined);
    const handleOf = async (path: string) => {
      const lazy = find(routes, path)?.lazy;
      return typeof lazy === 'function' ? ((await lazy()) as { handle?: { signedOut?: unknown } }).handle : undefined;
    };
    const [videos, createVideo] = await Promise.all([import('@web/routes/videos'), import('@web/routes/create-video')]);
    expect((await handleOf('videos'))?.signedOut).toBe(videos.SignedOut);
    expect((await handleOf('create/video'))?.signedOut).toBe(createVideo.SignedOut);
    expect((await handleOf('library'))?.signedOut).toBeUndefined();
  });
});
