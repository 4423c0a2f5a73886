import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/features/create/test-utils';
import type { Video } from './api';
import { VideosView } from './videos-view';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const video = (n: number, over: Partial<Video> = {}): Video => ({
  id: `vid-${n}`,
  imageId: '00000000-0000-4000-8000-00000000000a',
  status: 'succeeded',
  stage: 'done',
  progress: 100,
  durationSeconds: 5,
  aspectRatio: '16:9',
  width: 1920,
  height: 1080,
  title: null,
  prompt: `Push-in ${n}`,
  createdAt: '2025-03-01T10:00:00Z',
  creditsRefunded: 0,
  ...over,
});

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('VideosView', () => {
  it('shows the empty state with a button to create a video', async () => {
    mockFetch(() => json(200, { items: [], nextCursor: null }));
    renderWithProviders(<VideosView />);
    const cta = await screen.findByRole('link', { name: /Create your first video/ });
    expect(cta.getAttribute('href')).toBe('/create/video');
  });

  it('renders posters, durations and rendering progress, and loads more', async () => {
    mockFetch((url) =>
      url.includes('cursor=c2')
        ? json(200, { items: [video(3, { durationSeconds: 10, aspectRatio: '1:1' })], nextCursor: null })
        : json(200, { items: [video(1), video(2, { status: 'running', stage: 'saving', progress: 70 })], nextCursor: 'c2' }),
    );
    const { user } = renderWithProviders(<VideosView />);
    const posters = await screen.findAllByTestId('video-poster');
    expect(posters.map((p) => p.getAttribute('src'))).toEqual(['/api/v1/videos/vid-1/poster']);
    expect(screen.getByText('0:05')).toBeTruthy();
    const rendering = screen.getByTestId('video-rendering');
    expect(within(rendering).getByText('Saving your video…')).toBeTruthy();
    expect(within(rendering).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('70');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('0:10')).toBeTruthy();
    expect(screen.getAllByTestId('video-poster')).toHaveLength(2);
  });

  it('names a video by its product when it has a title', async () => {
    mockFetch(() => json(200, { items: [video(1, { title: 'Porcelain espresso cup' })], nextCursor: null }));
    const { user } = renderWithProviders(<VideosView />);
    await user.click(await screen.findByRole('button', { name: 'Play Porcelain espresso cup' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Porcelain espresso cup')).toBeTruthy();
  });

  it('plays a video in a dialog', async () => {
    mockFetch(() => json(200, { items: [video(1)], nextCursor: null }));
    const { user } = renderWithProviders(<VideosView />);
    await user.click(await screen.findByRole('button', { name: 'Play Push-in 1' }));
    const dialog = await screen.findByRole('dialog');
    const player = within(dialog).getByTestId('video-player') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('/api/v1/videos/vid-1/file');
    expect(player.autoplay).toBe(true);
    expect(within(dialog).getByRole('link', { name: /Download/ }).getAttribute('href')).toBe('/api/v1/videos/vid-1/file?download=1');
  });

  it('deletes after confirmation and says so; a failed delete says Delete Failed', async () => {
    let fail = false;
    const fetch = mockFetch((_url, init) => {
      if (init?.method === 'DELETE') return fail ? json(500, { error: { code: 'x', message: 'x' } }) : new Response(null, { status: 204 });
      return json(200, { items: [video(1), video(2)], nextCursor: null });
    });
    const { user } = renderWithProviders(<VideosView />);
    await user.click(await screen.findByRole('button', { name: 'Delete Push-in 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete this video?')).toBeTruthy();
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Video deleted'));
    expect(fetch.mock.calls.some(([u, i]) => u === '/api/v1/videos/vid-1' && i?.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Delete Push-in 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Delete Failed', expect.anything()));
  });
});
