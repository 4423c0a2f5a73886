import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Generation } from './api';
import { ResultsView } from './results-view';
import { mockFetch, renderWithProviders } from './test-utils';

const img = (n: number) => ({ id: `img-${n}`, width: 1536, height: 1024, format: 'png' as const, saved: true, createdAt: '2025-01-01T00:00:00Z' });
const generation = (over: Partial<Generation> = {}): Generation => ({
  id: 'g',
  status: 'partial',
  stage: 'done',
  progress: 100,
  requestedCount: 3,
  failedCount: 1,
  creditsRefunded: 1,
  creditsReserved: 3,
  createdAt: '2025-01-01T00:00:00Z',
  settings: { aspectRatio: '3:2', quality: 'high', count: 3, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' },
  scenarioTitle: 'Studio hero',
  images: [img(1), img(2)],
  ...over,
});

describe('ResultsView', () => {
  it('says how many images failed and how many credits were refunded', () => {
    renderWithProviders(<ResultsView generation={generation()} onGenerateMore={() => {}} onNewCreation={() => {}} />);
    const note = screen.getByTestId('refund-note');
    expect(note.textContent).toContain('1 of 3 images could not be created.');
    expect(note.textContent).toContain('1 credit was refunded to your balance.');
  });

  it('shows why an image was refunded when its product changed (fidelity check)', () => {
    const notice = 'The product changed too much in 1 image, so its credits were refunded.';
    renderWithProviders(<ResultsView generation={generation({ notice })} onGenerateMore={() => {}} onNewCreation={() => {}} />);
    expect(screen.getByTestId('refund-note').textContent).toContain(notice);
    expect(screen.getByTestId('fidelity-notice').textContent).toBe(notice);
  });

  it('downloads one selected image as its file and several as a zip', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const fetch = mockFetch(() => new Response(new Blob(['x']), { status: 200 }));
    const { user } = renderWithProviders(<ResultsView generation={generation()} onGenerateMore={() => {}} onNewCreation={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select image 1' }));
    await user.click(screen.getByRole('button', { name: 'Download selected (1)' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/images/img-1/file?download=1', expect.anything()));
    await user.click(screen.getByRole('checkbox', { name: 'Select image 2' }));
    await user.click(screen.getByRole('button', { name: 'Download selected (2)' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/images/archive?ids=img-1,img-2', expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Download all' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });

  it('offers generate more and new creation; a failed generation says nothing was created', async () => {
    const more = vi.fn();
    const fresh = vi.fn();
    const { user } = renderWithProviders(
      <ResultsView generation={generation({ status: 'failed', failedCount: 1, requestedCount: 1, creditsRefunded: 1, images: [] })} onGenerateMore={more} onNewCreation={fresh} />,
    );
    expect(screen.getByText("We couldn't create your images")).toBeTruthy();
    expect(screen.getByTestId('refund-note').textContent).toContain('The image could not be created.');
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    await user.click(screen.getByRole('button', { name: /New creation/ }));
    expect(more).toHaveBeenCalledOnce();
    expect(fresh).toHaveBeenCalledOnce();
  });

  it("with 'Auto-save images' off: saves one image or all the rest to the library, and says unsaved ones are deleted", async () => {
    const fetch = mockFetch(() => new Response(null, { status: 204 }));
    const unsaved = generation({ status: 'succeeded', failedCount: 0, creditsRefunded: 0, images: [img(1), img(2), img(3)].map((i) => ({ ...i, saved: false })) });
    const { user } = renderWithProviders(<ResultsView generation={unsaved} onGenerateMore={() => {}} onNewCreation={() => {}} />);
    expect(screen.getByTestId('unsaved-note').textContent).toContain('deleted 24 hours after they were made');
    await user.click(screen.getByRole('button', { name: 'Save image 2 to your library' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/images/img-2/save', expect.objectContaining({ method: 'POST' })));
    expect(screen.queryByRole('button', { name: 'Save image 2 to your library' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save all 2 to library' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/images/img-3/save', expect.objectContaining({ method: 'POST' })));
    expect(fetch).toHaveBeenCalledWith('/api/v1/images/img-1/save', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved-note')).toBeNull());
    expect(screen.getByText('Every image is saved in your library.')).toBeTruthy();
  });
});
