/** CheckFlagList: a green line when every check passed, else the status line and what to change. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckFlagList } from './check-flag-list';

describe('CheckFlagList', () => {
  it('says every check passed when there is nothing to change', () => {
    render(<CheckFlagList messages={[]} passedLabel="Every check passed" failedLabel="Needs a change" />);
    expect(screen.getByText('Every check passed')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Needs a change')).toBeNull();
  });

  it('lists what to change under the failed line, as a status', () => {
    render(<CheckFlagList messages={['The headline does not fit.', 'Raise the contrast.']} passedLabel="Every check passed" failedLabel="Needs a change" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Needs a change');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['The headline does not fit.', 'Raise the contrast.']);
    expect(screen.queryByText('Every check passed')).toBeNull();
  });
});
