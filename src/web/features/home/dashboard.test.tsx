import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import type { Schemas } from '@web/lib/api-client';
import { RecentImagesCard, StatsCard } from './dashboard';
import { mergeRecentImages, type RecentImage, viewAllCount } from './recent';

function image(id: string, type: 'generated' | 'source', createdAt: string): RecentImage {
  return { id, type, width: 512, height: 512, format: 'png', prompt: `prompt ${id}`, title: null, favorite: false, kind: 'scene', studioPreset: null, createdAt };
}

/** n images of a type, one per hour going back from a start time. */
function series(prefix: string, type: 'generated' | 'source', n: number, startHour: number): RecentImage[] {
  return Array.from({ length: n }, (_, i) => image(`${prefix}${i}`, type, new Date(Date.UTC(2026, 0, 10, startHour - i * 2)).toISOString()));
}

const STATS: Schemas['UserStats'] = { totalImages: 42, imagesThisMonth: 7, favoritesCount: 3, creditsBalance: 9, creditsUsed: 1, totalCredits: 10 };
const ME: Schemas['Me'] = { user: { id: 'u1', name: 'Ana', email: 'ana@example.com', profession: null }, tier: 'Free', subscribed: false, subscriptionEnd: null, creditsBalance: 9 };

function api({ generated, source, stats = STATS }: { generated: RecentImage[] | number; source: RecentImage[] | number; stats?: typeof STATS | number }) {
  return mockFetch((url) => {
    if (url.startsWith('/api/v1/images?type=generated')) return typeof generated === 'number' ? json(generated, { error: { code: 'X', message: 'x' } }) : json(200, { items: generated, nextCursor: null });
    if (url.startsWith('/api/v1/images?type=source')) return typeof source === 'number' ? json(source, { error: { code: 'X', message: 'x' } }) : json(200, { items: source, nextCursor: null });
    if (url.startsWith('/api/v1/me/stats?tz=')) return typeof stats === 'number' ? json(stats, { error: { code: 'X', message: 'x' } }) : json(200, stats);
    if (url === '/api/v1/me') return json(200, ME);
    return json(404, { error: { code: 'NOT_FOUND', message: url } });
  });
}

describe('recent images merge', () => {
  it('merges both lists newest first and keeps 10', () => {
    const generated = series('g', 'generated', 10, 23); // 23h, 21h, 19h, ...
    const source = series('s', 'source', 10, 22); // 22h, 20h, ...
    const merged = mergeRecentImages(generated, source);
    expect(merged).toHaveLength(10);
    expect(merged.map((i) => i.id)).toEqual(['g0', 's0', 'g1', 's1', 'g2', 's2', 'g3', 's3', 'g4', 's4']);
  });

  it('shows View all N only when more than 5 exist', () => {
    expect(viewAllCount(5, 5)).toBeNull();
    expect(viewAllCount(3, null)).toBeNull();
    expect(viewAllCount(6, null)).toBe(6);
    expect(viewAllCount(10, 42)).toBe(42);
  });
});

describe('RecentImagesCard', () => {
  it('asks for 10 of each source and shows the 5 newest of the merged list with View all N images', async () => {
    const fetchMock = api({ generated: series('g', 'generated', 10, 23), source: series('s', 'source', 10, 22) });
    renderWithProviders(<RecentImagesCard />);
    const list = await screen.findByTestId('recent-images');
    const imgs = within(list).getAllByRole('img');
    expect(imgs).toHaveLength(5);
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(
      ['g0', 's0', 'g1', 's1', 'g2'].map((id) => `/api/v1/images/${id}/file?size=thumb`),
    );
    expect((await screen.findByRole('link', { name: 'View all 42 images' })).getAttribute('href')).toBe('/library');
    expect((screen.getByRole('link', { name: 'View all' })).getAttribute('href')).toBe('/library');
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/v1/images?type=generated&limit=10&sort=newest');
    expect(urls).toContain('/api/v1/images?type=source&limit=10&sort=newest');
  });

  it('has no View all N button with 5 images or fewer', async () => {
    api({ generated: series('g', 'generated', 3, 23), source: series('s', 'source', 2, 22), stats: { ...STATS, totalImages: 5 } });
    renderWithProviders(<RecentImagesCard />);
    expect(within(await screen.findByTestId('recent-images')).getAllByRole('img')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: /View all \d+ images/ })).toBeNull();
  });

  it('shows the empty state with a link to the UGC flow', async () => {
    api({ generated: [], source: [], stats: { ...STATS, totalImages: 0 } });
    renderWithProviders(<RecentImagesCard />);
    expect(await screen.findByText('No images created yet')).toBeTruthy();
    expect((screen.getByRole('link', { name: 'Create Your First Image' })).getAttribute('href')).toBe('/create/ugc');
  });

  it('says Failed to fetch recent images with Retry when a list fails', async () => {
    api({ generated: series('g', 'generated', 2, 23), source: 500 });
    renderWithProviders(<RecentImagesCard />);
    expect(await screen.findByText('Failed to fetch recent images')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('StatsCard', () => {
  it('shows credits, totals, this month, favorites and used', async () => {
    api({ generated: [], source: [] });
    renderWithProviders(<StatsCard />);
    expect(await screen.findByText('1 of 10 credits used')).toBeTruthy();
    expect((screen.getByTestId('stat-total')).textContent).toContain('42');
    expect((screen.getByTestId('credits-balance')).textContent).toContain('9');
    expect((screen.getByTestId('stat-month')).textContent).toContain('7');
    expect((screen.getByTestId('stat-favorites')).textContent).toContain('3');
    expect((screen.getByTestId('stat-used')).textContent).toContain('1');
    expect(screen.getByText('1 of 10 credits used')).toBeTruthy();
  });

  it("says 'Failed to load statistics' and Failed to fetch user statistics with Retry when the stats fail", async () => {
    api({ generated: [], source: [], stats: 500 });
    renderWithProviders(<StatsCard />);
    expect(await screen.findByText('Failed to load statistics')).toBeTruthy();
    expect(screen.getByText('Failed to fetch user statistics')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
