/**
 * The auth stores are reset at the end of each web test file: no timer touches `window` after the
 * file ends, and no session carries over to the next file.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { authClient } from '@web/lib/auth-client';
import { resetAuthStores } from './auth-stores';

function SessionReader() {
  const session = authClient.useSession();
  return <p>{session.isPending ? 'pending' : session.data ? `signed in as ${session.data.user.email}` : 'signed out'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("removes the session's window listener now instead of 1 s after the last reader unmounts", () => {
  resetAuthStores();
  vi.useFakeTimers();
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
  const view = render(<SessionReader />);
  expect(view.container.textContent).toBe('pending');
  view.unmount();
  const removed = vi.spyOn(window, 'removeEventListener');

  resetAuthStores();
  expect(removed).toHaveBeenCalledWith('storage', expect.any(Function));

  removed.mockClear();
  vi.advanceTimersByTime(2_000);
  expect(removed).not.toHaveBeenCalled();
});

it('forgets the session a file signed in with: the next reader fetches its own', async () => {
  resetAuthStores();
  const user = { id: 'u1', email: 'ana@example.com', name: 'Ana', emailVerified: true, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() };
  const session = { id: 's1', userId: 'u1', token: 't', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() };
  const signedIn = vi.fn(async () => new Response(JSON.stringify({ user, session }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', signedIn);
  const first = render(<SessionReader />);
  expect(await screen.findByText('signed in as ana@example.com')).toBeTruthy();
  first.unmount();

  resetAuthStores();
  const signedOut = vi.fn(async () => new Response('null', { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', signedOut);
  const second = render(<SessionReader />);
  expect(second.container.textContent).toBe('pending');
  expect(await screen.findByText('signed out')).toBeTruthy();
  expect(signedOut).toHaveBeenCalled();
  second.unmount();
});

it("keeps the client's own listener on the session signal, which sign-in and sign-out flip", () => {
  const signal = authClient.$store.atoms.$sessionSignal as unknown as { lc: number };
  resetAuthStores();
  const afterOne = signal.lc;
  expect(afterOne).toBeGreaterThan(0);
  resetAuthStores();
  expect(signal.lc).toBe(afterOne);
});
