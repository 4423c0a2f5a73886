import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isNavActive, visibleNavItems } from '@web/features/shell/nav-items';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { json, mockFetch, stubMatchMedia } from '@web/test/render';
import { AppLayout } from './app-layout';

const auth = vi.hoisted(() => ({ user: null as null | { id: string; name: string; email: string; emailVerified: boolean; isAdmin?: boolean } }));
vi.mock('@web/features/auth/session', () => ({
  useAuth: () => ({ user: auth.user, isPending: false, signOut: async () => {}, refresh: async () => {} }),
}));
vi.mock('@web/features/preferences/preferences', () => ({
  usePreferences: () => ({ language: 'en', setLanguage: async () => {} }),
}));
vi.mock('@web/features/theme/theme-provider', () => ({
  useTheme: () => ({ theme: 'light', resolvedTheme: 'light', setTheme: () => {}, adoptTheme: () => {} }),
}));

function renderAt(path: string) {
  const router = createMemoryRouter([{ Component: AppLayout, children: [{ path: '*', element: <p>page</p> }] }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const ME = { user: { id: 'u1', name: 'Ana', email: 'ana@example.com', profession: null }, tier: 'Free', subscribed: false, subscriptionEnd: null, creditsBalance: 1234 };

describe('navigation entries', () => {
  it('hides create, library and videos from signed-out visitors', () => {
    expect(visibleNavItems(false).map((i) => i.key)).toEqual(['home', 'account']);
    expect(visibleNavItems(true).map((i) => i.key)).toEqual(['home', 'create', 'library', 'videos', 'account']);
    expect(isNavActive('/create/ugc', '/create')).toBe(true);
    expect(isNavActive('/library', '/')).toBe(false);
  });
});

describe('AppLayout', () => {
  beforeEach(() => {
    auth.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true };
    mockFetch((url) => (url === '/api/v1/me' ? json(200, ME) : json(404, {})));
  });

  it('on a phone: bottom navigation with the five entries, create highlighted; credits in the top bar', async () => {
    stubMatchMedia({ '(max-width: 767px)': true });
    renderAt('/library');
    const nav = screen.getByTestId('bottom-nav');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/', '/create', '/library', '/videos', '/account']);
    expect(within(nav).getByRole('link', { name: 'Library' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('1,234 credits')).toBeTruthy();
  });

  it('has no bottom navigation on /create/ugc', () => {
    stubMatchMedia({ '(max-width: 767px)': true });
    renderAt('/create/ugc');
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
  });

  it('on a large screen: the sidebar with entries, switchers, sign-out and the version label', async () => {
    stubMatchMedia({ '(max-width: 767px)': false });
    renderAt('/');
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0] as HTMLElement;
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Create', 'Library', 'Videos', 'Account']);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByText('Vitrine v3.0')).toBeTruthy();
    expect(await screen.findByTestId('sidebar-credits')).toBeTruthy();
  });

  it("the sidebar links to /admin for an admin only (the session's role)", async () => {
    stubMatchMedia({ '(max-width: 767px)': false });
    const first = renderAt('/');
    expect(screen.getByTestId('sidebar-help')).toBeTruthy();
    expect(screen.queryByTestId('sidebar-admin')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    first.unmount();

    auth.user = { ...auth.user!, isAdmin: true };
    renderAt('/');
    const link = screen.getByRole('link', { name: 'Admin' });
    expect(link.getAttribute('href')).toBe('/admin');
    expect(link.dataset.testid).toBe('sidebar-admin');
  });

  it('signed out: no sidebar or bottom navigation', () => {
    auth.user = null;
    stubMatchMedia({ '(max-width: 767px)': true });
    renderAt('/');
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('signed out: the header links the logo to /, Sign In and the account icon to /signin, Start Now to /signup', () => {
    auth.user = null;
    stubMatchMedia({ '(max-width: 767px)': false });
    renderAt('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Vitrine home' }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(within(header).getByRole('link', { name: 'Sign in to your account' }).getAttribute('href')).toBe('/signin');
    expect(within(header).getByRole('link', { name: 'Start Now' }).getAttribute('href')).toBe('/signup');
  });
});
