/** PreviewStatus: the loading line, the error (the API's message or a fallback, with a way out), else the preview. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { PreviewStatus } from './preview-status';

const texts = { loadingText: 'Drawing the previews…', errorText: 'Could not load.' };

describe('PreviewStatus', () => {
  it('shows the loading line instead of the preview while loading', () => {
    render(
      <PreviewStatus loading error={null} {...texts}>
        <p>the preview</p>
      </PreviewStatus>,
    );
    expect(screen.getByText('Drawing the previews…')).toBeTruthy();
    expect(screen.queryByText('the preview')).toBeNull();
  });

  it("shows an API error's own message, with the action after it", () => {
    render(
      <PreviewStatus loading={false} error={new ApiError(422, 'listing_cutout_uncertain', 'The cut-out is uncertain.')} {...texts} errorAction={<button type="button">Touch up</button>}>
        <p>the preview</p>
      </PreviewStatus>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The cut-out is uncertain. Touch up');
    expect(screen.getByRole('button', { name: 'Touch up' })).toBeTruthy();
    expect(screen.queryByText('the preview')).toBeNull();
  });

  it('shows the fallback for any other error, with nothing after it when no action is given', () => {
    render(
      <PreviewStatus loading={false} error={new TypeError('Failed to fetch')} {...texts}>
        <p>the preview</p>
      </PreviewStatus>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not load.');
  });

  it('shows the preview when loaded', () => {
    render(
      <PreviewStatus loading={false} error={null} {...texts}>
        <p>the preview</p>
      </PreviewStatus>,
    );
    expect(screen.getByText('the preview')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
