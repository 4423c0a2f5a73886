import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { CommunityGallery, GALLERY_PAGE_SIZE, shuffle } from './community-gallery';
import { SCENE_IMAGES } from './images';

/** A deterministic random source (a small LCG). */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const published = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
    width: 600,
    height: 800,
    style: 'studio',
    aspectRatio: '3:4',
    timeOfDay: 'golden_hour',
    publishedAt: '2026-11-01T10:00:00.000Z',
  }));

function serveGallery(pages: { items: ReturnType<typeof published>; nextCursor: string | null }[]) {
  return mockFetch((url) => {
    if (!url.startsWith('/api/v1/gallery?')) return json(404, {});
    const cursor = new URLSearchParams(url.split('?')[1]).get('cursor');
    return json(200, pages[cursor ? Number(cursor) : 0]);
  });
}

describe('CommunityGallery', () => {
  beforeEach(() => {
    serveGallery([{ items: [], nextCursor: null }]);
  });

  it('has more than one page of sample images', () => {
    expect(SCENE_IMAGES.length).toBeGreaterThan(GALLERY_PAGE_SIZE);
    expect(GALLERY_PAGE_SIZE).toBe(16);
  });

  it('with nothing published, shows the samples 16 per page in the order of the injected random source', async () => {
    const expected = shuffle(SCENE_IMAGES, seeded(7)).map((i) => i.file);
    expect(expected).not.toEqual(SCENE_IMAGES.map((i) => i.file));
    renderWithProviders(<CommunityGallery random={seeded(7)} />);
    const list = await screen.findByTestId('community-gallery');
    const items = () => within(list).getAllByRole('listitem').map((li) => li.getAttribute('data-file'));
    expect(items()).toEqual(expected.slice(0, 16));
    for (const img of within(list).getAllByRole('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('width')).toBeTruthy();
      expect(img.getAttribute('alt')).toMatch(/style/);
    }
    expect(within(list).getAllByText('Sample')).toHaveLength(16);
    expect(screen.getByText(`Showing 16 of ${SCENE_IMAGES.length} images`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(items()).toEqual(expected);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows published images first and fills with samples while there are too few', async () => {
    serveGallery([{ items: published(3), nextCursor: null }]);
    renderWithProviders(<CommunityGallery random={seeded(3)} />);
    const list = await screen.findByTestId('community-gallery');
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(16);
    expect(tiles.slice(0, 3).map((li) => li.getAttribute('data-kind'))).toEqual(['community', 'community', 'community']);
    expect(tiles.slice(3).every((li) => li.getAttribute('data-kind') === 'sample')).toBe(true);
    const img = within(tiles[0]!).getByRole('img');
    expect(img.getAttribute('src')).toMatch(/^\/api\/v1\/gallery\/00000000-0000-4000-8000-00000000000[0-2]\/file$/);
    expect(img.getAttribute('alt')).toBe('Image shared by a Vitrine user: Studio style, golden hour');
    expect(within(list).getAllByText('Community')).toHaveLength(3);
  });

  it('with a full page published, shows only published images and loads the next page from the server', async () => {
    const fetchMock = serveGallery([
      { items: published(16), nextCursor: '1' },
      { items: published(2, 16), nextCursor: null },
    ]);
    renderWithProviders(<CommunityGallery random={seeded(5)} />);
    const list = await screen.findByTestId('community-gallery');
    expect(within(list).getAllByRole('listitem').every((li) => li.getAttribute('data-kind') === 'community')).toBe(true);
    expect(screen.getByText('Showing 16 images')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 18 of 18 images');
    expect(within(list).getAllByRole('listitem')).toHaveLength(18);
    expect(within(list).queryByText('Sample')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/gallery?limit=16', '/api/v1/gallery?limit=16&cursor=1']);
  });

  it('shows the samples when the gallery cannot be read', async () => {
    mockFetch(() => json(500, { error: { code: 'x', message: 'down' } }));
    renderWithProviders(<CommunityGallery random={seeded(9)} />);
    const list = await screen.findByTestId('community-gallery');
    expect(within(list).getAllByRole('listitem').every((li) => li.getAttribute('data-kind') === 'sample')).toBe(true);
  });

  it('another random source gives another order', () => {
    const a = shuffle(SCENE_IMAGES, seeded(1)).map((i) => i.file);
    const b = shuffle(SCENE_IMAGES, seeded(2)).map((i) => i.file);
    expect(a).not.toEqual(b);
    expect([...a].sort()).toEqual([...b].sort());
  });
});
