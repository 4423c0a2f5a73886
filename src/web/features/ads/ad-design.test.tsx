/**
 * The flow's design as the API takes it: variants that differ from A in the chosen dimension only,
 * texts trimmed with empty optional ones left out, and blank or repeated variant values caught
 * before the server refuses them.
 */
import { describe, expect, it } from 'vitest';
import { type AdDesign, INITIAL_DESIGN, requestOf, variantsOf, variantsProblem } from './ad-design';

const design = (over: Partial<AdDesign>): AdDesign => ({
  ...INITIAL_DESIGN,
  product: { productId: 'p1', title: 'Apple', source: { sourceImageId: 's1' } },
  brandKitId: 'k1',
  texts: { headline: ' Crisp apples ', subline: '', cta: 'Order', badge: '  ' },
  ...over,
});

describe('ad design', () => {
  it('makes variants that differ from A only in the dimension', () => {
    const headline = variantsOf(design({ dimension: 'headline', others: ['For the road'] }));
    expect(headline).toEqual([
      { texts: { headline: 'Crisp apples', cta: 'Order' }, layout: 'product-left', scheme: 'light', colourIndex: 0 },
      { texts: { headline: 'For the road', cta: 'Order' }, layout: 'product-left', scheme: 'light', colourIndex: 0 },
    ]);
    expect(variantsOf(design({ dimension: 'layout', others: ['hero-centre'] }))[1]).toMatchObject({ layout: 'hero-centre', texts: { headline: 'Crisp apples' } });
    expect(variantsOf(design({ dimension: 'colour', others: ['bold:1'] }))[1]).toMatchObject({ scheme: 'bold', colourIndex: 1, layout: 'product-left' });
  });

  it('catches blank and repeated variant values', () => {
    expect(variantsProblem(design({ others: [''] }))).toBe('blank');
    expect(variantsProblem(design({ others: ['crisp apples'] }))).toBe('repeated');
    expect(variantsProblem(design({ dimension: 'colour', others: ['light:0'] }))).toBe('repeated');
    expect(variantsProblem(design({ others: ['Other'] }))).toBeNull();
  });

  it('builds the request with the product, kit, placements and format', () => {
    expect(requestOf(design({}))).toMatchObject({ productId: 'p1', product: { sourceImageId: 's1' }, brandKitId: 'k1', placements: ['meta-feed-square', 'meta-stories', 'google-300x250'], dimension: 'headline', format: 'png' });
    expect(() => requestOf({ ...INITIAL_DESIGN })).toThrow();
  });
});
