import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@web/test/render';
import { AccountView } from './account-view';
import { accountTabOf } from './tabs';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@web/features/auth/session', () => ({
  useAuth: () => ({ user: { id: 'u1' }, isPending: false, signOut: async () => {}, refresh: async () => {} }),
}));
const prefs = vi.hoisted(() => ({ setTheme: vi.fn(), setLanguage: vi.fn(async () => {}) }));
vi.mock('@web/features/preferences/preferences', () => ({
  usePreferences: () => ({ language: 'en', setLanguage: prefs.setLanguage }),
}));
vi.mock('@web/features/theme/theme-provider', () => ({
  useTheme: () => ({ theme: 'light', resolvedTheme: 'light', setTheme: prefs.setTheme, adoptTheme: () => {} }),
}));

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/account', element: <AccountView email="ana@example.com" /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  prefs.setTheme.mockReset();
  mockFetch((url) => {
    if (url === '/api/v1/billing') return json(200, { tier: 'Free', status: 'none', period: null, periodStart: '2026-03-01T12:00:00Z', periodEnd: '2026-03-31T12:00:00Z', nextBillingDate: null, renewal: false, scheduledTier: null, monthlyAllowance: 10, usedThisPeriod: 0, remaining: 10, daysLeft: 20, usagePercent: 0, maxImagesPerGeneration: 1, mode: 'test', portalAvailable: false });
    if (url.startsWith('/api/v1/credits/transactions')) return json(200, { items: [], nextCursor: null });
    return json(404, {});
  });
});

describe('account sections', () => {
  it('reads the section from ?tab=, settings by default', () => {
    expect(accountTabOf(null)).toBe('settings');
    expect(accountTabOf('billing')).toBe('billing');
    expect(accountTabOf('nope')).toBe('settings');
  });

  it('opens settings by default with theme and language choices', async () => {
    const user = userEvent.setup();
    renderAt('/account');
    const tabs = screen.getByRole('tablist', { name: 'Account sections' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Settings', 'Notifications', 'Privacy', 'Billing', 'Help and support']);
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(prefs.setTheme).toHaveBeenCalledWith('dark');
  });

  it('opens billing from ?tab=billing and moves between sections in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/account?tab=billing');
    expect(await screen.findByTestId('billing-overview')).toBeTruthy();
    expect(screen.getByText('Credit history')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Privacy' }));
    expect(router.state.location.search).toBe('?tab=privacy');
    expect(screen.getByText('Coming soon')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(router.state.location.search).toBe('');
  });
});
