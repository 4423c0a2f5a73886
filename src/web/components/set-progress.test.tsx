/** SetProgress: the progress while a set is made, then its downloads and outcome notes, then the images. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { SetProgress, type SetProgressProps } from './set-progress';

const texts: SetProgressProps['texts'] = {
  making: 'Making your creatives…',
  done: 'Your set is ready',
  progress: '1 of 4 made',
  download: 'Download zip',
  zipHint: 'A folder per placement.',
  open: 'Open in library',
  newSet: 'Make another set',
  partial: 'Some creatives could not be made.',
  failed: 'The set could not be made.',
};

function renderSet(over: Partial<SetProgressProps>) {
  const onRestart = vi.fn();
  renderWithProviders(
    <SetProgress status="running" done={1} total={4} downloadable archiveUrl="/api/v1/ad-sets/s1/archive" archiveTestId="zip" openTo="/products/p1" onRestart={onRestart} texts={texts} {...over}>
      <p>the images</p>
    </SetProgress>,
  );
  return onRestart;
}

describe('SetProgress', () => {
  it('shows the progress while making, without the downloads', () => {
    renderSet({ status: 'running' });
    expect(screen.getByRole('heading', { name: 'Making your creatives…' })).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('1 of 4 made')).toBeTruthy();
    expect(screen.queryByTestId('zip')).toBeNull();
    expect(screen.queryByText('A folder per placement.')).toBeNull();
    expect(screen.getByText('the images')).toBeTruthy();
  });

  it('offers the zip, the open link and a new set once finished', () => {
    const onRestart = renderSet({ status: 'succeeded', done: 4 });
    expect(screen.getByRole('heading', { name: 'Your set is ready' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('zip').getAttribute('href')).toBe('/api/v1/ad-sets/s1/archive');
    expect(screen.getByRole('link', { name: 'Open in library' }).getAttribute('href')).toBe('/products/p1');
    expect(screen.getByText('A folder per placement.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make another set' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('notes a partial set, and a failed one with nothing to download', () => {
    renderSet({ status: 'partial', done: 4 });
    expect(screen.getByRole('alert').textContent).toBe('Some creatives could not be made.');
  });

  it('has no downloads for a failed set with no image', () => {
    renderSet({ status: 'failed', done: 4, downloadable: false });
    expect(screen.getByRole('alert').textContent).toBe('The set could not be made.');
    expect(screen.queryByTestId('zip')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make another set' })).toBeNull();
  });
});
