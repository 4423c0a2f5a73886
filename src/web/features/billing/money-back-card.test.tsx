import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MoneyBackStatus } from '@shared/contracts/money-back';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { MONEY_BACK_KEY } from './api';
import { MoneyBackCard } from './money-back-card';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const payment = { tier: 'Plus' as const, amountMinor: 4900, currency: 'eur', paidAt: '2026-11-20T10:00:00Z' };
const status = (over: Partial<MoneyBackStatus> = {}): MoneyBackStatus => ({
  windowDays: 14,
  canRequest: true,
  blocker: null,
  firstPayment: payment,
  deadline: '2026-12-04T10:00:00Z',
  request: null,
  ...over,
});
const request = (over: Partial<NonNullable<MoneyBackStatus['request']>> = {}): NonNullable<MoneyBackStatus['request']> => ({
  id: '7b0f6c1e-8d0a-4c55-9a43-1f0c2d3e4a5b',
  status: 'pending',
  tier: 'Plus',
  amountMinor: 4900,
  currency: 'eur',
  paidAt: payment.paidAt,
  requestedAt: '2026-11-25T09:00:00Z',
  decidedAt: null,
  creditsTakenBack: null,
  ...over,
});
const text = () => (screen.getByTestId('money-back-state').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('MoneyBackCard', () => {
  it('inside the window: what was paid, until when, what a refund does, and sends the request with the note', async () => {
    let current = status();
    const fetch = mockFetch((url, init) => {
      if (init?.method === 'POST') {
        current = status({ canRequest: false, blocker: 'requested', request: request() });
        return json(201, current.request);
      }
      return json(200, current);
    });
    renderWithProviders(<MoneyBackCard />);
    expect(await screen.findByText('14-day money-back guarantee')).toBeTruthy();
    expect(text()).toContain('You paid €49.00 for Plus on 20 November 2026. You can ask for it back until 4 December 2026.');
    expect(text()).toContain('your subscription ends at once');

    fireEvent.click(screen.getByRole('button', { name: 'Ask for a refund' }));
    fireEvent.change(await screen.findByLabelText('Anything we should know? (optional)'), { target: { value: '  Not for my shop  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(text()).toContain('You asked for your €49.00 back on 25 November 2026.'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/v1/billing/money-back');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ message: 'Not for my shop' });
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).toBeNull();
  });

  it('after approval: the refund and the credits taken back', async () => {
    mockFetch(() => json(200, status({ canRequest: false, blocker: 'requested', request: request({ status: 'approved', decidedAt: '2026-11-26T09:00:00Z', creditsTakenBack: 150 }) })));
    renderWithProviders(<MoneyBackCard />);
    await screen.findByTestId('money-back');
    expect(text()).toBe('Refunded on 26 November 2026: €49.00. Your account is on the Free plan.150 unspent credits of the period were taken back.');
  });

  it('after a decline inside the window: the decline and the way to ask again', async () => {
    mockFetch(() => json(200, status({ request: request({ status: 'declined', decidedAt: '2026-11-26T09:00:00Z' }) })));
    renderWithProviders(<MoneyBackCard />);
    await screen.findByTestId('money-back');
    expect(text()).toContain('Your request was declined on 26 November 2026');
    expect(screen.getByRole('button', { name: 'Ask for a refund' })).toBeTruthy();
  });

  it('shows nothing without a payment, or after the window without a request', async () => {
    const fetch = mockFetch(() => json(200, status({ canRequest: false, blocker: 'no_payment', firstPayment: null, deadline: null })));
    const { container, unmount, client } = renderWithProviders(<MoneyBackCard />);
    // Only once the answer is in: an empty card before it would prove nothing.
    await waitFor(() => expect(client.getQueryState(MONEY_BACK_KEY)?.status).toBe('success'));
    expect(fetch).toHaveBeenCalled();
    expect(container.textContent).toBe('');
    unmount();
    mockFetch(() => json(200, status({ canRequest: false, blocker: 'window_closed' })));
    const second = renderWithProviders(<MoneyBackCard />);
    await waitFor(() => expect(second.client.getQueryState(MONEY_BACK_KEY)?.status).toBe('success'));
    expect(second.container.textContent).toBe('');
  });
});
