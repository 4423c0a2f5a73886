/**
 * Layout rules of every family on every placement: texts and the logo inside the placement's safe
 * zone, the product inside the canvas, no two text boxes and no text box and product box sharing
 * area, and families adapting by shape (a row on thin banners, side by side on wide ones, stacked
 * on tall ones) rather than cropping.
 */
import { describe, expect, it } from 'vitest';
import { AD_LAYOUTS, AD_PLACEMENTS, AD_PLACEMENT_IDS } from '../../../shared/ad-creatives';
import { insideRect, overlaps } from './ad-checks';
import { layoutAd, shapeOf, type AdContent } from './ad-layout';

const full: AdContent = { subline: true, badge: true, quote: true, author: true, logo: true };

describe('layoutAd', () => {
  it('keeps every text and the logo in the safe zone and clear of each other and of the product, on every family and placement', () => {
    for (const layout of AD_LAYOUTS) {
      for (const placement of AD_PLACEMENT_IDS) {
        const frame = layoutAd(placement, layout, full);
        const where = `${layout} on ${placement}`;
        const { width, height } = AD_PLACEMENTS[placement];
        expect([where, frame.width, frame.height]).toEqual([where, width, height]);
        expect([where, insideRect(frame.product, { x: 0, y: 0, width, height })]).toEqual([where, true]);
        expect([where, frame.product.width > 0 && frame.product.height > 0]).toEqual([where, true]);
        const boxes = frame.texts.map((t) => ({ name: t.role, rect: t.rect }));
        if (frame.logo) boxes.push({ name: 'logo' as never, rect: frame.logo });
        for (const b of boxes) {
          expect([where, b.name, insideRect(b.rect, frame.safe)]).toEqual([where, b.name, true]);
          // The offer badge's disc sits on the corner of the product's box, where a contained product
          // rarely reaches: the renderer's pixel check (productClear) guards that one.
          if (!(layout === 'offer-badge' && b.name === 'badge')) expect([where, b.name, overlaps(b.rect, frame.product)]).toEqual([where, b.name, false]);
        }
        for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect([where, boxes[i]!.name, boxes[j]!.name, overlaps(boxes[i]!.rect, boxes[j]!.rect)]).toEqual([where, boxes[i]!.name, boxes[j]!.name, false]);
      }
    }
  });

  it("keeps Meta Stories' top 14% and bottom 20% free of text, and Reels' bottom 35%", () => {
    const stories = layoutAd('meta-stories', 'hero-centre', full);
    expect(stories.safe.y).toBe(Math.round(1920 * 0.14));
    expect(stories.safe.y + stories.safe.height).toBe(1920 - Math.round(1920 * 0.2));
    const reels = layoutAd('meta-reels', 'hero-centre', full);
    expect(reels.safe.y + reels.safe.height).toBe(1920 - Math.round(1920 * 0.35));
  });

  it('adapts by shape: a row on thin banners, side by side on wide ones, stacked on tall ones', () => {
    expect([shapeOf(728, 90), shapeOf(1200, 628), shapeOf(1080, 1080), shapeOf(1080, 1920)]).toEqual(['banner', 'wide', 'square', 'tall']);
    const banner = layoutAd('google-728x90', 'product-left', full);
    const headline = banner.texts.find((t) => t.role === 'headline')!;
    const cta = banner.texts.find((t) => t.role === 'cta')!;
    expect(banner.product.x + banner.product.width).toBeLessThanOrEqual(headline.rect.x);
    expect(headline.rect.x + headline.rect.width).toBeLessThanOrEqual(cta.rect.x);
    const wide = layoutAd('linkedin-single-image', 'product-left', full);
    expect(wide.product.x + wide.product.width).toBeLessThanOrEqual(wide.texts.find((t) => t.role === 'headline')!.rect.x);
    const tall = layoutAd('pinterest-standard', 'hero-centre', full);
    expect(tall.texts.find((t) => t.role === 'headline')!.rect.y + 1).toBeLessThan(tall.product.y);
    expect(tall.texts.find((t) => t.role === 'cta')!.rect.y).toBeGreaterThan(tall.product.y + tall.product.height - 1);
  });
});
