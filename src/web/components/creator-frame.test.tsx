/** CreatorFrame: the heading and guide, the steps that open in order, Back and Next. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { CreatorFrame, type CreatorFrameProps } from './creator-frame';

const STEPS = ['product', 'copy', 'export'] as const;
type Step = (typeof STEPS)[number];

function renderFrame(over: Partial<CreatorFrameProps<Step>>) {
  const onStep = vi.fn();
  vi.stubGlobal('scrollTo', vi.fn());
  renderWithProviders(
    <CreatorFrame<Step>
      title="Ad Creatives"
      subtitle="In every size."
      guide={{ to: '/help/ad-creatives', label: 'How it works' }}
      steps={STEPS}
      step="product"
      onStep={onStep}
      complete={{ product: true, copy: false, export: true }}
      stepsLabel="Steps"
      nameOf={(s) => `Step ${s}`}
      nav={{ back: 'Back', next: 'Next', nextTestId: 'next', note: <p>Write a headline.</p> }}
      {...over}
    >
      <p>the step</p>
    </CreatorFrame>,
  );
  return onStep;
}

describe('CreatorFrame', () => {
  it('shows the heading with its guide, the step and the note', () => {
    renderFrame({});
    expect(screen.getByRole('heading', { level: 1, name: 'Ad Creatives' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How it works' }).getAttribute('href')).toBe('/help/ad-creatives');
    expect(screen.getByRole('main').textContent).toBe('the step');
    expect(screen.getByText('Write a headline.')).toBeTruthy();
  });

  it('opens the steps up to the first incomplete one, and moves with Next and Back', () => {
    const onStep = renderFrame({ step: 'product' });
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    const [first, second, third] = Array.from(nav.querySelectorAll('button'));
    expect(first!.getAttribute('aria-current')).toBe('step');
    expect((second as HTMLButtonElement).disabled).toBe(false);
    expect((third as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('next'));
    expect(onStep).toHaveBeenLastCalledWith('copy');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    fireEvent.click(second!);
    expect(onStep).toHaveBeenLastCalledWith('copy');
  });

  it('holds Next back on an incomplete step and goes back with Back', () => {
    const onStep = renderFrame({ step: 'copy' });
    expect((screen.getByTestId('next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onStep).toHaveBeenLastCalledWith('product');
  });

  it('has no Next on the last step', () => {
    renderFrame({ step: 'export', complete: { product: true, copy: true, export: true } });
    expect(screen.queryByTestId('next')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('hides Back and Next when nav is null', () => {
    renderFrame({ nav: null });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByTestId('next')).toBeNull();
  });
});
