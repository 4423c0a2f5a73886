import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GenerationProgress } from './generation-progress';
import './test-utils';

describe('GenerationProgress', () => {
  it.each([
    ['analyzing_image', 'Analyzing image', 10],
    ['generating_scenarios', 'Generating scenarios', 35],
    ['generating_images', 'Generating images', 70],
  ] as const)('shows the stage text for %s', (stage, text, progress) => {
    render(<GenerationProgress stage={stage} progress={progress} count={1} />);
    expect(screen.getByTestId('progress-stage').textContent).toBe(text);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe(String(progress));
    expect(screen.getByText(`${progress}%`)).toBeTruthy();
    const current = document.querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe(text);
  });

  it('lists the three stages while queued and clamps the bar to 0-100', () => {
    render(<GenerationProgress stage="queued" progress={140} count={3} />);
    expect(screen.getByTestId('progress-stage').textContent).toBe('Getting ready…');
    for (const text of ['Analyzing image', 'Generating scenarios', 'Generating images']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Creating 3 images. You can stay on this page.')).toBeTruthy();
  });
});
