/**
 * The page a confirmation link lands on: signed in by the confirmation, the way in leads on to the
 * page the sign-up began on its way to (a trial on /pricing), or home; signed out, through sign-in
 * with that page as its `next`. A `next` outside the app leads home.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { AuthProvider } from './session';
import { EmailConfirmedView } from './email-confirmed-view';

afterEach(() => vi.unstubAllGlobals());

function session(signedIn: boolean) {
  mockFetch((url) => {
    if (url.includes('/api/auth/get-session')) return signedIn ? json(200, { session: { id: 's1' }, user: { id: 'u1', email: 'ana@example.com', name: 'Ana', emailVerified: true } }) : json(200, null);
    return json(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
}

describe('EmailConfirmedView', () => {
  it('leads a signed-in user on to the trial they asked for before signing up', async () => {
    session(true);
    renderWithProviders(
      <AuthProvider>
        <EmailConfirmedView error={null} next="/pricing?trial=Plus" />
      </AuthProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Continue' });
    expect(link.getAttribute('href')).toBe('/pricing?trial=Plus');
  });

  it('sends a signed-out user through sign-in to that page, and leads home without one or with an outside one', async () => {
    session(false);
    const { unmount } = renderWithProviders(
      <AuthProvider>
        <EmailConfirmedView error={null} next="/pricing?trial=Pro" />
      </AuthProvider>,
    );
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(`/signin?next=${encodeURIComponent('/pricing?trial=Pro')}`);
    unmount();
    renderWithProviders(
      <AuthProvider>
        <EmailConfirmedView error={null} next="//evil.example/x" />
      </AuthProvider>,
    );
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/signin');
  });
});
