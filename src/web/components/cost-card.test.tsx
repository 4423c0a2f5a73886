/** CostCard: the price against the balance, the Make button, and why making failed. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api';
import { renderWithProviders } from '@web/test/render';
import { CostCard, type CostCardTexts } from './cost-card';

const texts = (balance: number | null): CostCardTexts => ({
  cost: 'This set costs 3 credits.',
  detail: '2 for the set, plus 1 for each extra variant.',
  balance: `Balance: ${balance ?? 0}`,
  make: 'Make the set',
  insufficient: 'Not enough credits for this set.',
  buyCredits: 'Get credits',
});

describe('CostCard', () => {
  it('shows the cost and the balance, and makes the set', async () => {
    const onMake = vi.fn(async () => undefined);
    renderWithProviders(<CostCard cost={3} balance={12} texts={texts(12)} onMake={onMake} makeTestId="make" />);
    expect(screen.getByText('This set costs 3 credits.')).toBeTruthy();
    expect(screen.getByText('2 for the set, plus 1 for each extra variant.')).toBeTruthy();
    expect(screen.getByText('Balance: 12')).toBeTruthy();
    expect(screen.queryByText('Not enough credits for this set.')).toBeNull();
    const make = screen.getByTestId('make') as HTMLButtonElement;
    expect(make.textContent).toBe('Make the set');
    fireEvent.click(make);
    await waitFor(() => expect(onMake).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(make.disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds the button back while making', async () => {
    let finish = () => {};
    const onMake = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<CostCard cost={3} balance={12} texts={texts(12)} onMake={onMake} makeTestId="make" />);
    const make = screen.getByTestId('make') as HTMLButtonElement;
    fireEvent.click(make);
    await waitFor(() => expect(make.disabled).toBe(true));
    finish();
    await waitFor(() => expect(make.disabled).toBe(false));
  });

  it('holds the button back and says so when the balance is short', () => {
    renderWithProviders(<CostCard cost={3} balance={2} texts={texts(2)} onMake={vi.fn()} makeTestId="make" />);
    expect((screen.getByTestId('make') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not enough credits for this set.')).toBeTruthy();
  });

  it("says nothing of an unknown balance and holds the button back only for the caller's reason", () => {
    const { rerender } = renderWithProviders(<CostCard cost={3} balance={null} texts={texts(null)} onMake={vi.fn()} makeTestId="make" />);
    expect(screen.queryByText('Balance: 0')).toBeNull();
    expect((screen.getByTestId('make') as HTMLButtonElement).disabled).toBe(false);
    rerender(<CostCard cost={3} balance={null} texts={texts(null)} onMake={vi.fn()} makeTestId="make" disabled />);
    expect((screen.getByTestId('make') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows why making failed, with a link to credits for insufficient_credits, in place of the short note', async () => {
    const onMake = vi.fn(async () => {
      throw new ApiError(402, 'insufficient_credits', 'You need 3 credits.');
    });
    // The balance read before the make was enough; the server says otherwise.
    renderWithProviders(<CostCard cost={3} balance={3} texts={texts(3)} onMake={onMake} makeTestId="make" errorAction={(code) => <span>action for {code}</span>} />);
    fireEvent.click(screen.getByTestId('make'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You need 3 credits. Get creditsaction for insufficient_credits');
    expect(screen.getByRole('link', { name: 'Get credits' }).getAttribute('href')).toBe('/pricing');
  });

  it('shows any other failure as text, without the credits link', async () => {
    renderWithProviders(
      <CostCard
        cost={1}
        balance={5}
        texts={texts(5)}
        onMake={async () => {
          throw new Error('offline');
        }}
        makeTestId="make"
        errorAction={(code) => code === null && <button type="button">Try later</button>}
      />,
    );
    fireEvent.click(screen.getByTestId('make'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error: offline Try later');
    expect(screen.queryByRole('link', { name: 'Get credits' })).toBeNull();
  });
});
