import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BillingSummary } from '@shared/contracts/billing';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { BillingOverview } from './billing-overview';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@web/features/auth/session', () => ({
  useAuth: () => ({ user: { id: 'u1' }, isPending: false, signOut: async () => {}, refresh: async () => {} }),
}));

const summary = (over: Partial<BillingSummary> = {}): BillingSummary => ({
  tier: 'Plus',
  status: 'active',
  period: 'month',
  periodStart: '2026-03-01T12:00:00Z',
  periodEnd: '2026-04-01T12:00:00Z',
  subscriptionEnd: '2026-04-01T12:00:00Z',
  nextBillingDate: '2026-04-01T12:00:00Z',
  renewal: true,
  scheduledTier: null,
  monthlyAllowance: 200,
  usedThisPeriod: 50,
  remaining: 180,
  daysLeft: 12,
  usagePercent: 25,
  maxImagesPerGeneration: 3,
  mode: 'stripe',
  portalAvailable: true,
  trial: null,
  trialAvailable: false,
  ...over,
});

const text = (id: string) => (screen.getByTestId(id).textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('BillingOverview', () => {
  it('shows plan, status, next billing date, allowance, usage, balance and days left', async () => {
    mockFetch(() => json(200, summary()));
    renderWithProviders(<BillingOverview />);
    expect(await screen.findByTestId('billing-overview')).toBeTruthy();
    expect(text('billing-plan')).toBe('Plus plan');
    expect(text('billing-status')).toBe('Active');
    expect(text('billing-next')).toBe('1 April 2026');
    expect(text('billing-renewal')).toBe('Renews on 1 April 2026');
    expect(text('billing-allowance')).toBe('200 credits');
    expect(text('billing-used')).toBe('50 credits');
    expect(text('billing-remaining')).toBe('180 credits');
    expect(text('billing-days-left')).toBe('12 days');
    expect(text('billing-images')).toBe('3');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Change plan/ }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByTestId('test-mode-label')).toBeNull();
  });

  it('caps the usage bar at 100 and never shows negative days', async () => {
    mockFetch(() => json(200, summary({ usagePercent: 140, daysLeft: -3 })));
    renderWithProviders(<BillingOverview />);
    await screen.findByTestId('billing-overview');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(text('billing-usage')).toBe("100% of this period's allowance used");
    expect(text('billing-days-left')).toBe('0 days');
  });

  it('says when the plan does not renew, a scheduled downgrade, a failed payment and test mode', async () => {
    mockFetch(() =>
      json(200, summary({ renewal: false, nextBillingDate: null, scheduledTier: 'Starter', status: 'past_due', mode: 'test', daysLeft: 1 })),
    );
    renderWithProviders(<BillingOverview />);
    await screen.findByTestId('billing-overview');
    expect(text('billing-next')).toBe('Does not renew');
    expect(text('billing-renewal')).toBe('Ends on 1 April 2026');
    expect(text('billing-scheduled')).toBe('Changes to Starter on 1 April 2026');
    expect(text('past-due')).toContain('Payment failed — update your card');
    expect(text('billing-days-left')).toBe('1 day');
    expect(screen.getByTestId('test-mode-label').textContent).toBe('Test mode');
  });

  it('dates the end of a cancelled yearly plan and its downgrade by the subscription end', async () => {
    mockFetch(() =>
      json(200, summary({ tier: 'Pro', period: 'year', renewal: false, nextBillingDate: null, subscriptionEnd: '2027-03-01T12:00:00Z', scheduledTier: 'Starter' })),
    );
    renderWithProviders(<BillingOverview />);
    await screen.findByTestId('billing-overview');
    await waitFor(() => expect(text('billing-renewal')).toBe('Ends on 1 March 2027'));
    expect(text('billing-scheduled')).toBe('Changes to Starter on 1 March 2027');
    expect(screen.getByText('Billed yearly')).toBeTruthy();
  });

  it('offers Upgrade without Manage billing to a Free user with no billing account', async () => {
    mockFetch(() =>
      json(200, summary({ tier: 'Free', status: 'none', period: null, renewal: false, nextBillingDate: null, monthlyAllowance: 10, usedThisPeriod: 2, remaining: 8, portalAvailable: false, maxImagesPerGeneration: 1 })),
    );
    renderWithProviders(<BillingOverview />);
    await screen.findByTestId('billing-overview');
    expect(text('billing-plan')).toBe('Free plan');
    expect(text('billing-status')).toBe('No subscription');
    expect(text('billing-renewal')).toBe('New free credits on 1 April 2026');
    expect(screen.queryByTestId('billing-next')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(screen.getByRole('link', { name: /Upgrade/ }).getAttribute('href')).toBe('/pricing');
  });

  it('logs a failed load and shows the Free plan with 0 credits', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => json(500, { error: { code: 'internal', message: 'boom' } }));
    renderWithProviders(<BillingOverview />);
    await screen.findByTestId('billing-overview');
    expect(text('billing-plan')).toBe('Free plan');
    expect(text('billing-status')).toBe('No subscription');
    expect(text('billing-remaining')).toBe('0 credits');
    expect(screen.queryByTestId('billing-renewal')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    await waitFor(() => expect(error).toHaveBeenCalled());
  });
});
