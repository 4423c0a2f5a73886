import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { BottomNav } from './bottom-nav';

vi.mock('@web/features/auth/session', () => ({
  useAuth: () => ({ user: { id: 'u1', name: 'Ana', email: 'ana@example.com' }, isPending: false, signOut: async () => {}, refresh: async () => {} }),
}));

describe('BottomNav', () => {
  it('marks Account and leads to Help and support while replies from support are unread', async () => {
    mockFetch((url) => (url.endsWith('/support/unread') ? json(200, { count: 2 }) : json(404, {})));
    renderWithProviders(<BottomNav />);
    const account = await screen.findByRole('link', { name: 'Account: 2 unread replies from support' });
    expect(account.getAttribute('href')).toBe('/account?tab=help');
    expect(screen.getByTestId('bottom-nav-support-unread')).toBeTruthy();
  });

  it('is the plain Account entry with nothing unread', async () => {
    const fetchMock = mockFetch(() => json(200, { count: 0 }));
    renderWithProviders(<BottomNav />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByTestId('bottom-nav-support-unread')).toBeNull();
  });
});
