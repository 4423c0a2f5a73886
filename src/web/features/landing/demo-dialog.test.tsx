import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubMatchMedia } from '@web/test/render';
import { DEMO_STEP_MS, DemoDialog } from './demo-dialog';

describe('DemoDialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays one step at a time, pauses, and ends with a sign-up link', () => {
    stubMatchMedia({ '(max-width: 767px)': false });
    renderWithProviders(<DemoDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Guided demo' });
    const step = within(dialog).getByTestId('demo-step');
    expect(step.textContent).toContain('Step 1 of 4');
    act(() => vi.advanceTimersByTime(DEMO_STEP_MS));
    expect(step.textContent).toContain('Step 2 of 4');
    act(() => vi.advanceTimersByTime(DEMO_STEP_MS));
    expect(step.textContent).toContain('Pick a scenario');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause the demo' }));
    act(() => vi.advanceTimersByTime(DEMO_STEP_MS * 3));
    expect(step.textContent).toContain('Step 3 of 4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to step 4' }));
    expect(step.textContent).toContain('Get your images');
    expect(within(dialog).getByRole('link', { name: /Start Creating Free/ }).getAttribute('href')).toBe('/signup');
    expect(dialog.querySelectorAll('img').length).toBeGreaterThanOrEqual(3);
  });

  it('shows the phone variant under 768px and starts paused with reduced motion', () => {
    stubMatchMedia({ '(max-width: 767px)': true, '(prefers-reduced-motion: reduce)': true });
    renderWithProviders(<DemoDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('demo-mobile')).toBeTruthy();
    expect(within(dialog).queryByTestId('demo-desktop')).toBeNull();
    act(() => vi.advanceTimersByTime(DEMO_STEP_MS * 2));
    expect(within(dialog).getByTestId('demo-step').textContent).toContain('Step 1 of 4');
    expect(within(dialog).getByRole('button', { name: 'Play the demo' })).toBeTruthy();
  });
});
