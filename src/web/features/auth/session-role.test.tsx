/**
 * The session's role (better-auth's admin plugin puts `user.role` in the get-session answer) becomes
 * `isAdmin` on the web app's user: it only decides whether the sidebar shows the way to /admin.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from '@web/features/auth/session';
import { json, mockFetch, renderWithProviders } from '@web/test/render';

function Probe() {
  const { user, refresh } = useAuth();
  return (
    <>
      <p data-testid="admin">{user ? String(user.isAdmin) : 'signed out'}</p>
      <button type="button" onClick={() => void refresh()}>
        refresh
      </button>
    </>
  );
}

function session(role: string | undefined) {
  return {
    user: { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', ...(role === undefined ? {} : { role }) },
    session: { id: 's1', token: 't1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
  };
}

describe("the signed-in user's admin flag", () => {
  it("is true when the role holds 'admin', alone or among others, and false otherwise", async () => {
    // better-auth's session store is shared by the whole test file: one render, the session re-read per role.
    let role: string | undefined = 'user';
    mockFetch((url) => (url.startsWith('/api/auth/get-session') ? json(200, session(role)) : json(404, {})));
    renderWithProviders(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('false'));
    for (const [next, expected] of [
      ['admin', 'true'],
      [undefined, 'false'],
      ['user,admin', 'true'],
      ['user', 'false'],
    ] as const) {
      role = next;
      await userEvent.click(screen.getByRole('button', { name: 'refresh' }));
      await waitFor(() => expect(screen.getByTestId('admin').textContent, `role ${String(next)}`).toBe(expected));
    }
  });
});
