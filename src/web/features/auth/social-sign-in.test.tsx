import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { SocialSignIn } from './social-sign-in';

describe('social sign-in buttons', () => {
  it('shows nothing when the server has no Google or GitHub keys', async () => {
    const fetch = mockFetch(() => json(200, { socialProviders: [] }));
    renderWithProviders(<SocialSignIn />, { path: '/signin' });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/auth-options', expect.anything()));
    expect(screen.queryByTestId('social-sign-in')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the configured providers and starts the sign-in, coming back to the page in ?next=', async () => {
    const fetch = mockFetch((url) => {
      if (url === '/api/v1/auth-options') return json(200, { socialProviders: ['google', 'github'] });
      if (url.startsWith('/api/auth/sign-in/social')) return json(200, { url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1', redirect: false });
      return json(404, {});
    });
    const user = userEvent.setup();
    renderWithProviders(<SocialSignIn />, { path: '/signin?next=%2Flibrary' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u.startsWith('/api/auth/sign-in/social'))).toBe(true));
    const [, init] = fetch.mock.calls.find(([u]) => u.startsWith('/api/auth/sign-in/social'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ provider: 'google', callbackURL: '/library', newUserCallbackURL: '/library', errorCallbackURL: '/signin' });
  });

  it('never sends the browser back to another site', async () => {
    const fetch = mockFetch((url) => {
      if (url === '/api/v1/auth-options') return json(200, { socialProviders: ['github'] });
      return json(200, { url: 'https://github.com/login/oauth/authorize', redirect: false });
    });
    const user = userEvent.setup();
    renderWithProviders(<SocialSignIn />, { path: '/signin?next=%2F%2Fevil.example' });
    await user.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u.startsWith('/api/auth/sign-in/social'))).toBe(true));
    const [, init] = fetch.mock.calls.find(([u]) => u.startsWith('/api/auth/sign-in/social'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ callbackURL: '/' });
  });

  it('explains an address the provider has not verified, after the provider sends the user back', async () => {
    mockFetch(() => json(200, { socialProviders: ['github'] }));
    renderWithProviders(<SocialSignIn />, { path: '/signin?error=email_not_verified' });
    expect(await screen.findByText('Please confirm your email first: we sent a link to the address of that account.')).toBeTruthy();
  });
});
