import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/test/render';
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

describe('CommunityGallery', () => {
  it('has more than one page of real images', () => {
    expect(SCENE_IMAGES.length).toBeGreaterThan(GALLERY_PAGE_SIZE);
    expect(GALLERY_PAGE_SIZE).toBe(16);
  });

  it('shows 16 images per page in the order of the injected random source, then loads the rest', () => {
    const expected = shuffle(SCENE_IMAGES, seeded(7)).map((i) => i.file);
    expect(expected).not.toEqual(SCENE_IMAGES.map((i) => i.file));
    renderWithProviders(<CommunityGallery random={seeded(7)} />);
    const list = screen.getByTestId('community-gallery');
    const items = () => within(list).getAllByRole('listitem').map((li) => li.getAttribute('data-file'));
    expect(items()).toEqual(expected.slice(0, 16));
    for (const img of within(list).getAllByRole('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('width')).toBeTruthy();
      expect(img.getAttribute('alt')).toMatch(/style/);
    }
    expect(screen.getByText(`Showing 16 of ${SCENE_IMAGES.length} images`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(items()).toEqual(expected);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('another random source gives another order', () => {
    const a = shuffle(SCENE_IMAGES, seeded(1)).map((i) => i.file);
    const b = shuffle(SCENE_IMAGES, seeded(2)).map((i) => i.file);
    expect(a).not.toEqual(b);
    expect([...a].sort()).toEqual([...b].sort());
  });
});
