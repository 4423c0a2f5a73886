import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_VERSION_RELOAD_KEY } from '@web/lib/new-version';
import { RouteErrorScreen } from './route-error';

function renderFailing(error: Error) {
  const router = createMemoryRouter(
    [
      {
        ErrorBoundary: RouteErrorScreen,
        children: [
          {
            path: '/',
            lazy: async () => {
              throw error;
            },
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => sessionStorage.clear());

describe('RouteErrorScreen', () => {
  it('says a new version is available when a chunk could not load after the one reload', async () => {
    // The page already reloaded for the new build a moment ago: no second reload.
    sessionStorage.setItem(NEW_VERSION_RELOAD_KEY, String(Date.now()));
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/cookies-Gone0000.js'));
    expect(await screen.findByRole('heading', { name: 'A new version of Vitrine is available' })).toBeTruthy();
    expect(screen.getByText(/Vitrine was updated while this page was open/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText('Hey developer', { exact: false })).toBeNull();
  });

  it('says something went wrong for any other error, with Reload and a way home', async () => {
    renderFailing(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(sessionStorage.getItem(NEW_VERSION_RELOAD_KEY)).toBeNull();
  });
});
