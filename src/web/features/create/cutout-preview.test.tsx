import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SourceImage } from './api';
import { CutoutPreview } from './cutout-preview';
import { json, mockFetch, renderWithProviders } from './test-utils';
import { UploadStep } from './upload-step';
import type { Cutout } from './use-cutout';

const ID = '11111111-1111-4111-8111-111111111111';

function sourceWith(cutout: Partial<Cutout>, size: { width?: number; height?: number } = {}): SourceImage {
  return {
    id: ID,
    width: size.width ?? 2000,
    height: size.height ?? 1500,
    format: 'jpg',
    createdAt: '2025-01-01T00:00:00Z',
    analysis: { hasAlpha: false, dominantColors: ['#ffffff'], suggestedCutout: { x: 100, y: 100, width: 1800, height: 1300 } },
    cutout: { status: 'pending', progress: 0, method: null, confidence: null, warnings: [], strokes: [], productBox: null, objectCount: null, error: null, updatedAt: '2025-01-01T00:00:00Z', ...cutout },
  };
}

const WAIT = { timeout: 10_000 };

describe('CutoutPreview', () => {
  it('shows the progress while the cut-out runs, then the cut-out image when it is ready', async () => {
    let polls = 0;
    const fetch = mockFetch((url) => {
      if (url === `/api/v1/source-images/${ID}`) {
        polls += 1;
        return polls < 3
          ? json(200, sourceWith({ status: 'running', progress: 40 }))
          : json(200, sourceWith({ status: 'ready', progress: 100, method: 'model', confidence: 0.95, updatedAt: '2025-01-01T00:00:09Z' }));
      }
      return json(404, { error: { code: 'not_found', message: 'Not found.' } });
    });
    renderWithProviders(<CutoutPreview source={sourceWith({ status: 'pending' })} />);

    expect(await screen.findByText('Cutting out your product…', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Cut-out progress' })).toBeTruthy();
    expect(screen.queryByTestId('cutout-image')).toBeNull();

    const img = (await screen.findByTestId('cutout-image', undefined, WAIT)) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`/api/v1/source-images/${ID}/cutout?maxSide=1024&v=2025-01-01T00%3A00%3A09Z`);
    expect(img.getAttribute('alt')).toBe('Your product, cut out');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: /Touch up/ })).toBeTruthy();

    // Polling stops once the cut-out is ready.
    const calls = fetch.mock.calls.length;
    await new Promise((r) => setTimeout(r, 1600));
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('shows a translated message for each warning', async () => {
    const ready = sourceWith(
      { status: 'ready', progress: 100, method: 'model', confidence: 0.4, warnings: ['uncertain_edges', 'several_objects', 'objects_kept', 'touches_frame', 'check_leftovers', 'small_product', 'too_small'] },
      { width: 259, height: 194 },
    );
    mockFetch(() => json(200, ready));
    renderWithProviders(<CutoutPreview source={ready} />);

    expect((await screen.findByTestId('cutout-warning-uncertain_edges')).textContent).toBe(
      'Some edges of the product are unclear, so the cut-out may be rough. A photo on a plain background works best, or touch up the edges.',
    );
    expect(screen.getByTestId('cutout-warning-several_objects').textContent).toBe(
      'We found other objects and left them out. If we kept the wrong one, touch it up or upload a photo of just your product.',
    );
    expect(screen.getByTestId('cutout-warning-objects_kept').textContent).toBe(
      "We kept several separate objects as your product. If some of them aren't part of it, use Select to keep one, or Remove to take others out.",
    );
    expect(screen.getByTestId('cutout-warning-touches_frame').textContent).toBe(
      "The photo's edge cuts part of your product, so it stays cut in your images. A photo with some space around the product works best.",
    );
    expect(screen.getByTestId('cutout-warning-check_leftovers').textContent).toBe(
      "Something behind or against the product may have been kept with it. Check the cut-out and remove anything that isn't your product.",
    );
    expect(screen.getByTestId('cutout-warning-small_product').textContent).toBe(
      "The cut-out covers only a small part of the photo. Check that it's the whole product and not just a detail; if not, touch it up or upload a closer photo.",
    );
    expect(screen.getByTestId('cutout-warning-too_small').textContent).toBe(
      'This photo (259 × 194 px) is smaller than the images we create (1536 px on the long side), so they may come out soft. A photo of at least 1500 px on the long side is best.',
    );
    expect(screen.getByRole('list', { name: 'Things to check before generating' }).children).toHaveLength(7);
  });

  it('says how many objects it kept when the cut-out counted them', async () => {
    const ready = sourceWith({ status: 'ready', progress: 100, method: 'model', confidence: 0.8, warnings: ['objects_kept'], objectCount: 11 });
    mockFetch(() => json(200, ready));
    renderWithProviders(<CutoutPreview source={ready} />);
    expect((await screen.findByTestId('cutout-warning-objects_kept')).textContent).toBe(
      "We kept 11 separate objects as your product. If some of them aren't part of it, use Select to keep one, or Remove to take others out.",
    );
  });

  it('shows no warning for a clean cut-out', async () => {
    const ready = sourceWith({ status: 'ready', progress: 100, method: 'alpha', confidence: 1 });
    mockFetch(() => json(200, ready));
    renderWithProviders(<CutoutPreview source={ready} />);
    expect(await screen.findByText("Your photo's own transparent background is used.")).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('UploadStep with a cut-out', () => {
  it('shows why the cut-out failed and still allows Continue and replacing the photo', async () => {
    const failed = sourceWith({ status: 'failed', progress: 100, error: 'We could not cut out the product in this photo. Try a photo with the product on a plain background.' });
    mockFetch(() => json(200, failed));
    const onContinue = vi.fn();
    const { user } = renderWithProviders(<UploadStep source={failed} onUploaded={() => {}} onContinue={onContinue} />);

    const alert = await screen.findByTestId('cutout-failed');
    expect(alert.textContent).toContain('We could not cut out the product in this photo. Try a photo with the product on a plain background.');
    expect(alert.textContent).toContain('You can still continue: your images will use the photo as it is. Or upload another photo.');
    expect(screen.queryByRole('button', { name: /Touch up/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Upload another image/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Continue/ }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
  });
});
