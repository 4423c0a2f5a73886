import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CreditTransactionItem } from '@shared/contracts/billing';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { CreditHistory } from './credit-history';

const item = (n: number, over: Partial<CreditTransactionItem> = {}): CreditTransactionItem => ({
  id: `t${n}`,
  amount: -1,
  reason: 'generation_reserve',
  balanceAfter: 100 - n,
  createdAt: '2026-03-10T09:30:00Z',
  ...over,
});

describe('CreditHistory', () => {
  it('lists entries with reason, signed coloured amount and balance, and loads more pages', async () => {
    const fetch = mockFetch((url) =>
      url === '/api/v1/credits/transactions?cursor=c2'
        ? json(200, { items: [item(3, { amount: 80, reason: 'monthly_grant', balanceAfter: 180 })], nextCursor: null })
        : json(200, { items: [item(1), item(2, { amount: 2, reason: 'generation_refund' })], nextCursor: 'c2' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CreditHistory />);
    const table = await screen.findByTestId('history-table');
    let rows = within(table).getAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(first.slice(1)).toEqual(['Image generation', '-1', '99']);
    expect(within(rows[0]!).getByText('-1').className).toContain('text-destructive');
    expect(within(rows[1]!).getByText('+2').className).toContain('text-emerald');
    expect(within(rows[1]!).getByText('Refund for images not produced')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Monthly credits')).toBeTruthy();
    rows = within(table).getAllByTestId('history-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('+80')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetch.mock.calls.map(([u]) => String(u))).toEqual(['/api/v1/credits/transactions', '/api/v1/credits/transactions?cursor=c2']);
    // The phone list holds the same entries.
    expect(within(screen.getByTestId('history-list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says when there is nothing yet', async () => {
    mockFetch(() => json(200, { items: [], nextCursor: null }));
    renderWithProviders(<CreditHistory />);
    expect(await screen.findByText('No credit movements yet.')).toBeTruthy();
  });

  it('offers Retry when loading fails', async () => {
    mockFetch(() => json(500, { error: { code: 'internal', message: 'x' } }));
    renderWithProviders(<CreditHistory />);
    expect(await screen.findByText('Could not load your credit history.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
