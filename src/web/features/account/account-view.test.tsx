import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@web/test/render';
import { AccountView } from './account-view';
import { accountTabOf } from './tabs';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@web/features/auth/session', () => ({
  useAuth: () => ({ user: { id: 'u1' }, isPending: false, signOut: async () => {}, refresh: async () => {} }),
}));
const prefs = vi.hoisted(() => ({
  setTheme: vi.fn(),
  adoptTheme: vi.fn(),
  setLanguage: vi.fn(async () => {}),
  savePreferences: vi.fn(async (changes: Record<string, unknown>) => ({ theme: 'light', language: 'en', autoSaveImages: true, autoSaveSettings: true, ...changes })),
}));
vi.mock('@web/features/preferences/preferences', () => ({
  usePreferences: () => ({
    language: 'en',
    setLanguage: prefs.setLanguage,
    saved: { theme: 'light', language: 'en', autoSaveImages: true, autoSaveSettings: true },
    savePreferences: prefs.savePreferences,
  }),
}));
vi.mock('@web/features/theme/theme-provider', () => ({
  useTheme: () => ({ theme: 'light', resolvedTheme: 'light', setTheme: prefs.setTheme, adoptTheme: prefs.adoptTheme }),
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
  prefs.adoptTheme.mockReset();
  prefs.savePreferences.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  mockFetch((url) => {
    if (url === '/api/v1/billing') return json(200, { tier: 'Free', status: 'none', period: null, periodStart: '2026-03-01T12:00:00Z', periodEnd: '2026-03-31T12:00:00Z', nextBillingDate: null, renewal: false, scheduledTier: null, monthlyAllowance: 10, usedThisPeriod: 0, remaining: 10, daysLeft: 20, usagePercent: 0, maxImagesPerGeneration: 1, mode: 'test', portalAvailable: false });
    if (url.startsWith('/api/v1/credits/transactions')) return json(200, { items: [], nextCursor: null });
    return json(404, {});
  });
});

describe('account sections', () => {
  it('reads the section from ?tab=, the profile by default', () => {
    expect(accountTabOf(null)).toBe('profile');
    expect(accountTabOf('billing')).toBe('billing');
    expect(accountTabOf('settings')).toBe('settings');
    expect(accountTabOf('nope')).toBe('profile');
  });

  it('lists the sections with the profile first and opens it by default', async () => {
    renderAt('/account');
    const tabs = screen.getByRole('tablist', { name: 'Account sections' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile', 'Settings', 'Notifications', 'Privacy', 'Billing', 'API', 'Help and support']);
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  });

  it('saves theme and language from settings and says so', async () => {
    const user = userEvent.setup();
    renderAt('/account?tab=settings');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(prefs.adoptTheme).toHaveBeenCalledWith('dark');
    expect(prefs.savePreferences).toHaveBeenCalledWith({ theme: 'dark' });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
  });

  it("saves each auto-save switch, and puts it back with 'Failed to save preferences' when saving fails", async () => {
    const user = userEvent.setup();
    renderAt('/account?tab=settings');
    const images = screen.getByRole('switch', { name: 'Auto-save images' });
    expect(images.getAttribute('aria-checked')).toBe('true');
    await user.click(images);
    expect(prefs.savePreferences).toHaveBeenCalledWith({ autoSaveImages: false });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));

    prefs.savePreferences.mockRejectedValueOnce(new Error('offline'));
    const settings = screen.getByRole('switch', { name: 'Auto-save settings' });
    await user.click(settings);
    expect(prefs.savePreferences).toHaveBeenCalledWith({ autoSaveSettings: false });
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save preferences. Please try again.'));
    // Not saved: the switch shows the saved value again.
    await vi.waitFor(() => expect(settings.getAttribute('aria-checked')).toBe('true'));
  });

  it('opens billing from ?tab=billing and moves between sections in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/account?tab=billing');
    expect(await screen.findByTestId('billing-overview')).toBeTruthy();
    expect(screen.getByText('Credit history')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Privacy' }));
    expect(router.state.location.search).toBe('?tab=privacy');
    expect(await screen.findByTestId('privacy-panel')).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(router.state.location.search).toBe('');
  });
});
