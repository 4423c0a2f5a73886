/**
 * Session expiry everywhere: a 401 from any /api/v1 call, through either API
 * client, signs the user out, clears the user's local state and cached data, and sends them to
 * /signin with the message flag and the page to return to; a 401 from /api/auth (a wrong password)
 * does not. Return paths are only ever paths of this app.
 */
import { useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '@web/features/auth/session';
import { apiFetch } from '@web/lib/api';
import { api, unwrap } from '@web/lib/api-client';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { clearLocalState, isSessionScoped, onSessionExpired, reportStatus, safeReturnPath, signInPath } from './session-expiry';

describe('return paths', () => {
  it('keeps paths of this app with their query and hash', () => {
    expect(safeReturnPath('/library')).toBe('/library');
    expect(safeReturnPath('/library?type=source#top')).toBe('/library?type=source#top');
    expect(safeReturnPath('/help/faq?q=credits')).toBe('/help/faq?q=credits');
  });

  it('refuses anything that could leave the app, and the sign-in pages themselves', () => {
    for (const bad of [null, undefined, '', 'library', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/signin', '/signup?x=1']) {
      expect(safeReturnPath(bad), String(bad)).toBe('/');
    }
  });

  it('builds the sign-in address with the message flag and the way back', () => {
    expect(signInPath('/library', true)).toBe('/signin?expired=1&next=%2Flibrary');
    expect(signInPath('/videos?page=2', false)).toBe('/signin?next=%2Fvideos%3Fpage%3D2');
    expect(signInPath('/', true)).toBe('/signin?expired=1');
    expect(signInPath('//evil.example', false)).toBe('/signin');
  });
});

describe('local state', () => {
  it("clears the user's local and session storage but keeps the device's theme and language", () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('i18nextLng', 'de');
    localStorage.setItem('billing', 'true');
    localStorage.setItem('vitrine.create.draft', '{}');
    sessionStorage.setItem('anything', '1');
    clearLocalState();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(localStorage.getItem('billing')).toBeNull();
    expect(localStorage.getItem('vitrine.create.draft')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    localStorage.clear();
  });
});

describe('401 reports', () => {
  let heard: ReturnType<typeof vi.fn<() => void>>;
  let stop: () => void;
  beforeEach(() => {
    heard = vi.fn<() => void>();
    stop = onSessionExpired(heard);
  });
  afterEach(() => stop());

  it('only a 401 from /api/v1 counts', () => {
    expect(isSessionScoped('/api/v1/images')).toBe(true);
    expect(isSessionScoped('http://localhost:3000/api/v1/me?x=1')).toBe(true);
    expect(isSessionScoped('/api/auth/sign-in/email')).toBe(false);
    expect(isSessionScoped('/api/dev/mailbox')).toBe(false);
    reportStatus(401, '/api/auth/sign-in/email');
    reportStatus(403, '/api/v1/me');
    reportStatus(500, '/api/v1/me');
    expect(heard).not.toHaveBeenCalled();
    reportStatus(401, '/api/v1/me');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('the typed client, the fetch wrapper and multipart uploads report a 401', async () => {
    mockFetch((url) => (url.startsWith('/api/v1/') ? json(401, { error: { code: 'unauthorized', message: 'Sign in' } }) : json(200, {})));
    await expect(unwrap(api.GET('/me'))).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/api/v1/images')).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('a wrong password (401 from /api/auth) is not an expiry', async () => {
    mockFetch(() => json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }));
    await expect(apiFetch('/api/auth/sign-in/email', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 401 });
    expect(heard).not.toHaveBeenCalled();
  });
});

/** Shows the user, and seeds a cached query so the test can see it dropped. */
function Probe() {
  const { user, sessionExpired } = useAuth();
  const client = useQueryClient();
  useEffect(() => {
    client.setQueryData(['me'], { creditsBalance: 42 });
    client.setQueryData(['library', 'images'], { items: [1, 2, 3] });
  }, [client]);
  return (
    <>
      <p data-testid="who">{user ? user.email : 'signed out'}</p>
      <p data-testid="expired">{String(sessionExpired)}</p>
    </>
  );
}

describe('the auth provider on a 401', () => {
  const session = {
    user: { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
    session: { id: 's1', token: 't1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
  };

  it('signs out at once, clears cached data and local state, and sends the user to /signin with the way back', async () => {
    let signedIn = true;
    const fetch = mockFetch((url) => {
      if (url.startsWith('/api/auth/get-session')) return json(200, signedIn ? session : null);
      if (url.startsWith('/api/auth/sign-out')) {
        signedIn = false;
        return json(200, { success: true });
      }
      return json(404, {});
    });
    window.history.pushState({}, '', '/library?type=source');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('billing', 'true');
    const onExpired = vi.fn();
    const { client } = renderWithProviders(
      <AuthProvider onSessionExpired={onExpired}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('ana@example.com'));
    expect(client.getQueryData(['library', 'images'])).toBeDefined();

    expect(screen.getByTestId('expired').textContent).toBe('false');
    act(() => reportStatus(401, '/api/v1/images?type=source'));
    expect(screen.getByTestId('who').textContent).toBe('signed out');
    // The signed-in gate's own redirect then carries the message too.
    expect(screen.getByTestId('expired').textContent).toBe('true');
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledWith('/signin?expired=1&next=%2Flibrary%3Ftype%3Dsource');
    expect(client.getQueryData(['me'])).toBeUndefined();
    expect(client.getQueryData(['library', 'images'])).toBeUndefined();
    expect(localStorage.getItem('billing')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/auth/sign-out'))).toBe(true));

    // More 401s from requests still in flight do not navigate again.
    act(() => reportStatus(401, '/api/v1/me'));
    expect(onExpired).toHaveBeenCalledTimes(1);
    localStorage.clear();
    window.history.pushState({}, '', '/');
  });

  it('ignores a 401 when nobody is signed in', async () => {
    mockFetch((url) => (url.startsWith('/api/auth/get-session') ? json(200, null) : json(404, {})));
    const onExpired = vi.fn();
    renderWithProviders(
      <AuthProvider onSessionExpired={onExpired}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('signed out'));
    act(() => reportStatus(401, '/api/v1/me'));
    expect(onExpired).not.toHaveBeenCalled();
  });
});
