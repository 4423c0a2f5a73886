/** CreditSummary: caption, balance, usage bar and text, and the content under them. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditSummary } from './credit-summary';

describe('CreditSummary', () => {
  it('shows the caption, the balance, the usage bar with its text and the facts', () => {
    render(
      <CreditSummary label="Credits" aside={<span>Pro</span>} balance="9" balanceTestId="balance" usage={{ percent: 10, label: 'Credits used', text: '1 of 10 credits used', textTestId: 'usage' }}>
        <p>facts</p>
      </CreditSummary>,
    );
    expect(screen.getByText('Credits')).toBeTruthy();
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('9');
    expect(screen.getByRole('progressbar', { name: 'Credits used' })).toBeTruthy();
    expect(screen.getByTestId('usage').textContent).toBe('1 of 10 credits used');
    expect(screen.getByText('facts')).toBeTruthy();
  });

  it('has no usage bar when usage is null', () => {
    render(<CreditSummary label="Credits" balance="9" usage={null} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
