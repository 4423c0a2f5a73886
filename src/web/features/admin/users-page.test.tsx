/**
 * The admin users page's search is kept in `?q=`: a click on a user made while the admin is still
 * typing opens that user (the search's own address update must not pull the page back to the list),
 * the list is fetched for what was typed, and the box follows the address on back and forward.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '@web/test/render';
import type { AdminUser } from './api';
import { UsersPage } from './users-page';

const user = (over: Partial<AdminUser>): AdminUser => ({
  id: 'u1',
  name: 'Gus Granted',
  email: 'gus@example.com',
  emailVerified: true,
  banned: false,
  complimentaryTier: null,
  role: 'user',
  tier: 'Free',
  creditsBalance: 10,
  createdAt: '2026-11-02T10:00:00.000Z',
  lastActiveAt: null,
  ...over,
});
const everyone = [user({}), user({ id: 'u2', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' })];

/** The users page in a data router, as the app runs it; a user's page takes `userPageMs` to load. */
function renderAt(path: string, userPageMs = 0) {
  const router = createMemoryRouter(
    [
      { path: '/admin/users', element: <UsersPage /> },
      {
        path: '/admin/users/:id',
        // As the lazy route module and its data take a moment on a busy machine.
        loader: () => new Promise((resolve) => setTimeout(() => resolve(null), userPageMs)),
        element: <h1>The user page</h1>,
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let fetched: string[] = [];
beforeEach(() => {
  fetched = [];
  mockFetch((url) => {
    fetched.push(url);
    const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    const items = everyone.filter((u) => u.email.includes(q) || u.name.includes(q));
    return json(200, { items, total: items.length, page: 0, limit: 25 });
  });
});

// Events here are dispatched as a browser does, outside act(), so router updates land on their own.
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('UsersPage search', () => {
  it('opens the user clicked while the search was still being typed', async () => {
    const router = renderAt('/admin/users', 600);
    const link = await screen.findByRole('link', { name: 'Gus Granted' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'gus@example.com' } });
    // The admin clicks the user in the list on screen before the pause in typing has passed.
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'The user page' })).toBeTruthy();
    // Well past the pause: still on the user's page.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(router.state.location.pathname).toBe('/admin/users/u1');
    expect(screen.getByRole('heading', { name: 'The user page' })).toBeTruthy();
  });

  it('keeps the search in the address as typed, fetches the list once typing pauses, and follows back and forward', async () => {
    const router = renderAt('/admin/users');
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search users' });
    await screen.findByRole('link', { name: 'Ada Admin' });
    fireEvent.change(box, { target: { value: 'g' } });
    fireEvent.change(box, { target: { value: 'gus ' } });
    expect(box.value).toBe('gus ');
    await waitFor(() => expect(router.state.location.search).toBe('?q=gus'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ada Admin' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Gus Granted' })).toBeTruthy();
    // One fetch for the whole list and one for what was typed, none per keystroke.
    expect(fetched.filter((u) => u.includes('q=g')).map((u) => new URL(u, 'http://localhost').searchParams.get('q'))).toEqual(['gus']);

    await router.navigate('/admin/users?q=ada');
    await waitFor(() => expect(box.value).toBe('ada'));
    expect(await screen.findByRole('link', { name: 'Ada Admin' })).toBeTruthy();
    await router.navigate(-1);
    await waitFor(() => expect(box.value).toBe('gus'));
  });
});
