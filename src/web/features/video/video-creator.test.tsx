import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/features/create/test-utils';
import type { Tier } from '@shared/catalog';
import type { Schemas } from '@web/lib/api-client';
import type { Video } from './api';
import { VideoCreator } from './video-creator';

const IMAGE_ID = '00000000-0000-4000-8000-000000000001';
const VIDEO_ID = '00000000-0000-4000-8000-0000000000v1';

const me = (tier: Tier, creditsBalance = 42): Schemas['Me'] => ({
  user: { id: 'u1', name: 'Ana', email: 'ana@example.com', profession: null },
  tier,
  subscribed: tier !== 'Free',
  subscriptionEnd: null,
  creditsBalance,
});

const libraryItem: Schemas['LibraryItem'] = {
  id: IMAGE_ID,
  type: 'generated',
  width: 1536,
  height: 1024,
  format: 'png',
  prompt: 'mug on a table',
  title: 'Morning mug',
  favorite: false,
  kind: 'scene',
  studioPreset: null,
  createdAt: '2025-03-01T10:00:00Z',
};

const video = (over: Partial<Video>): Video => ({
  id: VIDEO_ID,
  imageId: '00000000-0000-4000-8000-00000000000a',
  status: 'running',
  stage: 'rendering',
  progress: 40,
  durationSeconds: 10,
  aspectRatio: '9:16',
  width: 1080,
  height: 1920,
  title: 'Porcelain mug',
  prompt: 'Slow push-in',
  createdAt: '2025-03-02T10:00:00Z',
  creditsRefunded: 0,
  ...over,
});

describe('VideoCreator', () => {
  it('shows the Starter message with a link to pricing and no Generate button', async () => {
    mockFetch((url) => (url.startsWith('/api/v1/me') ? json(200, me('Starter')) : json(200, { items: [], nextCursor: null })));
    renderWithProviders(<VideoCreator />);
    expect(
      await screen.findByText(
        'Video generation is not available on the Starter plan. Upgrade to Plus for video access, or try our Free tier to test the feature!',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /See plans/ }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: /Generate video/ })).toBeNull();
  });

  it('shows the unknown-tier message for a tier without video', async () => {
    // A tier outside the contract (an older or newer server): the page must still say something useful.
    mockFetch(() => json(200, me('Enterprise' as Tier)));
    renderWithProviders(<VideoCreator />);
    expect(await screen.findByText('Video generation is available on Free, Founders, Plus, and Pro plans.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Generate video/ })).toBeNull();
  });

  it('sends the chosen image, prompt, duration and ratio, follows progress, then plays the video', async () => {
    let polls = 0;
    const fetch = mockFetch((url, init) => {
      if (url.startsWith('/api/v1/me')) return json(200, me('Plus'));
      if (url.startsWith('/api/v1/images?')) return json(200, { items: [libraryItem], nextCursor: null });
      if (url === '/api/v1/videos/motion-prompt') return json(200, { prompt: 'Slow push-in on the mug' });
      if (url === '/api/v1/videos' && init?.method === 'POST') return json(202, { id: VIDEO_ID, status: 'queued' });
      if (url === `/api/v1/videos/${VIDEO_ID}`) {
        polls += 1;
        return json(200, polls < 2 ? video({ progress: 40 }) : video({ status: 'succeeded', stage: 'done', progress: 100 }));
      }
      return json(404, { error: { code: 'not_found', message: 'Not found' } });
    });
    const { user } = renderWithProviders(<VideoCreator />);

    expect(await screen.findByText('5 credits')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Use Morning mug' }));
    const prompt = screen.getByRole('textbox', { name: 'Motion prompt' }) as HTMLTextAreaElement;
    await waitFor(() => expect(prompt.value).toBe('Slow push-in on the mug'));
    const suggestCall = fetch.mock.calls.find(([u]) => u === '/api/v1/videos/motion-prompt');
    expect(JSON.parse(String(suggestCall?.[1]?.body))).toMatchObject({ imageId: IMAGE_ID, language: 'en' });

    await user.clear(prompt);
    await user.type(prompt, 'Orbit around the mug');
    expect(screen.getByText('20/500')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '10 s' }));
    await user.click(screen.getByRole('radio', { name: '9:16 portrait' }));
    await user.click(screen.getByRole('button', { name: /Generate video/ }));

    await waitFor(() => expect(fetch.mock.calls.some(([u, i]) => u === '/api/v1/videos' && i?.method === 'POST')).toBe(true));
    const post = fetch.mock.calls.find(([u, i]) => u === '/api/v1/videos' && i?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      imageId: IMAGE_ID,
      prompt: 'Orbit around the mug',
      durationSeconds: 10,
      aspectRatio: '9:16',
    });

    // Live progress first...
    expect(await screen.findByText('Rendering the camera move…')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    // ...then the video plays in the page.
    const player = await screen.findByTestId('video-player', {}, { timeout: 15_000 });
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe(`/api/v1/videos/${VIDEO_ID}/file`);
    // The result is named after the product.
    expect(screen.getByText('Porcelain mug')).toBeTruthy();
    expect(player.getAttribute('poster')).toBe(`/api/v1/videos/${VIDEO_ID}/poster`);
    expect(player.hasAttribute('controls')).toBe(true);
    expect(screen.getByRole('link', { name: /Download/ }).getAttribute('href')).toBe(`/api/v1/videos/${VIDEO_ID}/file?download=1`);

    await user.click(screen.getByRole('button', { name: /New video/ }));
    expect(await screen.findByRole('button', { name: /Generate video/ })).toBeTruthy();
  });

  it('says how many credits were refunded when a video fails', async () => {
    mockFetch((url, init) => {
      if (url.startsWith('/api/v1/me')) return json(200, me('Free', 10));
      if (url.startsWith('/api/v1/images?')) return json(200, { items: [libraryItem], nextCursor: null });
      if (url === '/api/v1/videos/motion-prompt') return json(200, { prompt: 'Pan left' });
      if (url === '/api/v1/videos' && init?.method === 'POST') return json(202, { id: VIDEO_ID, status: 'queued' });
      return json(200, video({ status: 'failed', stage: 'done', creditsRefunded: 5 }));
    });
    const { user } = renderWithProviders(<VideoCreator />);
    await user.click(await screen.findByRole('button', { name: 'Use Morning mug' }));
    await user.click(screen.getByRole('button', { name: /Generate video/ }));
    const message = await screen.findByTestId('video-failed-message');
    expect(message.textContent).toContain('5 credits were refunded to your balance.');
  });

  it('shows the server message when credits are insufficient', async () => {
    mockFetch((url, init) => {
      if (url.startsWith('/api/v1/me')) return json(200, me('Plus'));
      if (url.startsWith('/api/v1/images?')) return json(200, { items: [libraryItem], nextCursor: null });
      if (url === '/api/v1/videos/motion-prompt') return json(200, { prompt: 'Pan left' });
      return json(402, { error: { code: 'insufficient_credits', message: 'You do not have enough credits.' } });
    });
    const { user } = renderWithProviders(<VideoCreator />);
    await user.click(await screen.findByRole('button', { name: 'Use Morning mug' }));
    await user.click(screen.getByRole('button', { name: /Generate video/ }));
    const alert = await screen.findByTestId('video-generate-error');
    expect(within(alert).getByText('You do not have enough credits.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });
});
