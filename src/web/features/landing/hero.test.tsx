import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubMatchMedia } from '@web/test/render';
import { Hero, HEADLINE_INTERVAL_MS, RotatingHeadline } from './hero';

describe('RotatingHeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the next of the four headlines every 3 seconds and wraps around', () => {
    renderWithProviders(<RotatingHeadline />);
    const texts: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      texts.push(screen.getByTestId('hero-headline').textContent ?? '');
      act(() => vi.advanceTimersByTime(HEADLINE_INTERVAL_MS - 1));
      expect(screen.getByTestId('hero-headline').textContent).toBe(texts[i]);
      act(() => vi.advanceTimersByTime(1));
    }
    expect(HEADLINE_INTERVAL_MS).toBe(3000);
    expect(texts.slice(0, 4)).toEqual([
      'Turn product photos into images that sell',
      'Lifestyle scenes without a photo shoot',
      'UGC-style content in about a minute',
      'Short product videos from a single photo',
    ]);
    expect(texts[4]).toBe(texts[0]);
    // One stable heading for assistive technology.
    expect(screen.getByRole('heading', { level: 1, name: 'Turn product photos into images that sell' })).toBeTruthy();
  });

  it('still changes without the slide-in when reduced motion is asked for', () => {
    stubMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    renderWithProviders(<RotatingHeadline />);
    const first = screen.getByTestId('hero-headline');
    expect(first.className).not.toContain('animate');
    act(() => vi.advanceTimersByTime(HEADLINE_INTERVAL_MS));
    expect(screen.getByTestId('hero-headline').textContent).toBe('Lifestyle scenes without a photo shoot');
  });
});

describe('Hero', () => {
  it('links Start Creating Free to /signup and opens the guided demo, which steps', async () => {
    stubMatchMedia({ '(max-width: 767px)': false });
    renderWithProviders(<Hero />);
    expect(screen.getByRole('link', { name: /Start Creating Free/ }).getAttribute('href')).toBe('/signup');
    fireEvent.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guided demo' });
    expect(within(dialog).getByTestId('demo-desktop')).toBeTruthy();
    const step = within(dialog).getByTestId('demo-step');
    expect(step.textContent).toContain('Step 1 of 4');
    expect(step.textContent).toContain('Upload a product photo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(step.textContent).toContain('Step 2 of 4');
    expect(step.textContent).toContain('Describe product and audience');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous step' }));
    expect(step.textContent).toContain('Step 1 of 4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close demo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
