import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubMatchMedia } from '@web/test/render';
import { AUTO_RESUME_MS, BeforeAfterSlider } from './before-after-slider';
import { landingImage } from './images';

function renderSlider() {
  renderWithProviders(
    <BeforeAfterSlider
      before={landingImage('coffee-before.webp')}
      after={landingImage('coffee-1.webp')}
      beforeAlt="original"
      afterAlt="generated"
      beforeLabel="Before"
      afterLabel="After"
      label="Compare"
      valueText={(p) => `${p}% original photo`}
    />,
  );
  const frame = screen.getByTestId('before-after');
  frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
  return { frame, handle: screen.getByRole('slider', { name: 'Compare' }) };
}

describe('BeforeAfterSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia({ '(prefers-reduced-motion: reduce)': false });
  });
  afterEach(() => vi.useRealTimers());

  it('animates on its own, stops when dragged and resumes 7 s after the drag', () => {
    const { frame, handle } = renderSlider();
    expect(frame.getAttribute('data-auto')).toBe('true');
    act(() => vi.advanceTimersByTime(1500));
    expect(Number(handle.getAttribute('aria-valuenow'))).not.toBe(50);

    fireEvent.pointerDown(frame, { clientX: 40, pointerId: 1, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(frame, { clientX: 50, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerUp(frame, { clientX: 50, pointerId: 1, pointerType: 'mouse' });
    expect(handle.getAttribute('aria-valuenow')).toBe('25');
    expect(handle.getAttribute('aria-valuetext')).toBe('25% original photo');
    expect(frame.getAttribute('data-auto')).toBe('false');

    act(() => vi.advanceTimersByTime(AUTO_RESUME_MS - 100));
    expect(frame.getAttribute('data-auto')).toBe('false');
    expect(handle.getAttribute('aria-valuenow')).toBe('25');
    act(() => vi.advanceTimersByTime(100));
    expect(frame.getAttribute('data-auto')).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    expect(handle.getAttribute('aria-valuenow')).not.toBe('25');
    expect(AUTO_RESUME_MS).toBe(7000);
  });

  it('moves with the keyboard and restarts the 7 s countdown on each key', () => {
    const { frame, handle } = renderSlider();
    act(() => vi.advanceTimersByTime(100));
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('10');
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('5');
    act(() => vi.advanceTimersByTime(5000));
    expect(frame.getAttribute('data-auto')).toBe('false');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle.getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(AUTO_RESUME_MS));
    expect(frame.getAttribute('data-auto')).toBe('true');
  });

  it('does not sweep when reduced motion is asked for', () => {
    stubMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const { frame, handle } = renderSlider();
    act(() => vi.advanceTimersByTime(3000));
    expect(frame.getAttribute('data-auto')).toBe('false');
    expect(handle.getAttribute('aria-valuenow')).toBe('50');
  });
});
