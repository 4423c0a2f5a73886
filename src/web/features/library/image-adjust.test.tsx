import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImageAdjustOffer } from '@shared/contracts/creation';
import { finishedGeneration, json, mockFetch, renderWithProviders } from '@web/features/create/test-utils';
import { AdjustImageButton } from './image-adjust';

const offer: ImageAdjustOffer = { current: { offsetX: 0, size: 1, lightSide: 'auto', timeOfDay: 'natural' }, newVariantCredits: 3, newVariantLocked: false };

const finished = (id: string, creditsReserved: number) => finishedGeneration(id, creditsReserved, { id: 'img-new', width: 2048, height: 2048 });

function server(posted: unknown[], engine = { name: 'local-studio', hosted: false, productLock: false }) {
  return mockFetch(async (url, init) => {
    if (url.endsWith('/image-engine')) return json(200, engine);
    if (url.endsWith('/images/img-1/adjustments') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { newVariant: boolean };
      posted.push(body);
      return json(202, { id: 'gen-adjust', status: 'queued', creditsReserved: body.newVariant ? 3 : 0 });
    }
    if (url.endsWith('/generations/gen-adjust')) return json(200, finished('gen-adjust', 0));
    return json(200, {});
  });
}

describe('AdjustImageButton', () => {
  it('sends the moved, scaled, relit image for free, then shows the adjusted image', async () => {
    const posted: unknown[] = [];
    server(posted);
    const onAdjusted = vi.fn();
    const { user } = renderWithProviders(<AdjustImageButton imageId="img-1" offer={offer} onAdjusted={onAdjusted} />);
    await user.click(await screen.findByRole('button', { name: 'Adjust' }));
    expect(screen.getByText('Free: moving, sizing, light and colour cost no credits.')).toBeTruthy();
    // Nothing changed yet: nothing to send.
    const submit = screen.getByRole('button', { name: 'Adjust' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: '20' } });
    expect(screen.getByText('20 % to the right')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Product size'), { target: { value: '85' } });
    await user.click(screen.getByRole('radio', { name: 'Left' }));
    await user.click(screen.getByRole('radio', { name: 'Golden hour' }));
    await user.click(screen.getByRole('radio', { name: 'Sky' }));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    await screen.findByText('Your adjusted image is ready and in your library.');
    expect(posted).toEqual([{ adjustment: { offsetX: 0.2, size: 0.85, lightSide: 'left', timeOfDay: 'golden_hour', setColour: '#a9bccd' }, newVariant: false }]);
    expect((screen.getByAltText('The adjusted image') as HTMLImageElement).src).toContain('/api/v1/images/img-new/file');
    await waitFor(() => expect(onAdjusted).toHaveBeenCalledWith('img-new'));
  });

  it('keeps a new variant of a premium idea locked on a plan without premium ideas, and says where to unlock it; the free changes stay open', async () => {
    const posted: unknown[] = [];
    server(posted);
    const { user } = renderWithProviders(<AdjustImageButton imageId="img-1" offer={{ ...offer, newVariantLocked: true }} />);
    await user.click(await screen.findByRole('button', { name: 'Adjust' }));
    const box = screen.getByRole('checkbox', { name: 'Draw a new variant of the set' });
    expect(box.hasAttribute('disabled')).toBe(true);
    await user.click(box);
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('adjust-new-variant-locked').textContent).toBe(
      'This idea is a premium one: new variants of it come with paid plans. Moving, sizing and relighting this image stay free. See plans',
    );
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: '-10' } });
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    await screen.findByText('Your adjusted image is ready and in your library.');
    expect(posted).toEqual([{ adjustment: { offsetX: -0.1, size: 1, lightSide: 'auto', timeOfDay: 'natural', setColour: null }, newVariant: false }]);
  });

  it("prices a new variant at one image of the image's quality", async () => {
    const posted: unknown[] = [];
    server(posted);
    const { user } = renderWithProviders(<AdjustImageButton imageId="img-1" offer={offer} />);
    await user.click(await screen.findByRole('button', { name: 'Adjust' }));
    await user.click(screen.getByLabelText('Draw a new variant of the set'));
    expect(screen.getByText('Costs 3 credits')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adjust for 3 credits' }));
    await screen.findByText('Your adjusted image is ready and in your library.');
    expect(posted).toEqual([{ adjustment: { offsetX: 0, size: 1, lightSide: 'auto', timeOfDay: 'natural', setColour: null }, newVariant: true }]);
  });

  it('is hidden on images without the offer, and while a hosted engine runs', async () => {
    const fetch = server([], { name: 'openai', hosted: true, productLock: true });
    const first = renderWithProviders(<AdjustImageButton imageId="img-1" offer={offer} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Adjust' })).toBeNull();
    first.unmount();
    server([]);
    renderWithProviders(<AdjustImageButton imageId="img-1" offer={null} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Adjust' })).toBeNull();
  });
});
