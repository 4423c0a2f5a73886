/**
 * Framing and set rules of the studio composition, for every recipe of the local catalogue, every
 * aspect ratio, every product class and shape, both 'highlight' settings and the three variants:
 * the product fills its target, is never cut by the frame, stands on the set piece's top face or
 * on the floor, and every variant keeps the idea's set piece and light pattern.
 */
import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS, LOCAL_MIN_PRODUCT_SHARE, LOCAL_RENDER_LONG_SIDE_PX, localQualitySupported, outputSize, PRODUCT_CLASSES, QUALITIES, type ProductClass } from '../../../shared/catalog';
import { STUDIO_RECIPES } from '../scenarios/local-catalog/studio-recipes';
import { compose, FILL_TARGETS, FLAT_LAY_FILL, MAX_FILL, MAX_UPSCALE, NOT_HIGHLIGHTED, setSuits, SIDE_MARGIN } from './composition';

const SHAPES = { tall: { width: 300, height: 900 }, square: { width: 700, height: 650 }, wide: { width: 1200, height: 500 } };

describe('studio composition', () => {
  it('never enlarges a product past MAX_UPSCALE at a quality its size is offered for, in any recipe, ratio, class, shape, size or photo cut', () => {
    // The offered qualities (src/shared/catalog.ts) rest on this: a product whose long side is at
    // least LOCAL_MIN_PRODUCT_SHARE of the output's fills at most MAX_FILL of the frame.
    expect(MAX_FILL / LOCAL_MIN_PRODUCT_SHARE).toBeLessThanOrEqual(MAX_UPSCALE);
    let checked = 0;
    let largest = 0;
    const cuts = [undefined, { left: false, right: false, top: true, bottom: false }, { left: false, right: false, top: false, bottom: true }];
    for (const quality of QUALITIES) {
      const longSide = LOCAL_RENDER_LONG_SIDE_PX[quality];
      // The smallest product the quality is offered for, in a wide, a tall and a square shape.
      const px = Math.ceil(longSide * LOCAL_MIN_PRODUCT_SHARE);
      expect(localQualitySupported(quality, px)).toBe(true);
      if (quality !== 'low') expect(localQualitySupported(quality, px - 1)).toBe(false);
      for (const product of [{ width: px, height: Math.round(px * 0.4) }, { width: Math.round(px * 0.35), height: px }, { width: px, height: px }]) {
        for (const recipe of STUDIO_RECIPES) {
          for (const ratio of ASPECT_RATIOS) {
            const frame = outputSize(ratio, longSide);
            for (const productClass of PRODUCT_CLASSES) {
              for (const cut of cuts) {
                // A flat lay is framed whatever its photo cuts: once is enough.
                for (const flatLay of cut ? [false] : [false, true]) {
                  for (let variant = 0; variant < 3; variant += 1) {
                    const c = compose({ frame, product, highlight: true, productScale: 1.4, variant, set: recipe.set, gobo: recipe.gobo, lightSide: 1, flatLay, productClass, maxUpscale: Infinity, ...(cut ? { cut } : {}) });
                    largest = Math.max(largest, c.place.scale);
                    expect(c.place.scale, `${quality} ${recipe.key} ${ratio} ${productClass} ${product.width}x${product.height} v${variant}`).toBeLessThanOrEqual(MAX_UPSCALE + 1e-9);
                    checked += 1;
                  }
                }
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    // The bound is reached, not just respected: the rule offers no quality it does not need to refuse.
    expect(largest).toBeGreaterThan(MAX_UPSCALE * 0.95);
  });

  it('fills the target, keeps the product in the frame and keeps the idea in every variant', () => {
    let checked = 0;
    for (const recipe of STUDIO_RECIPES) {
      for (const ratio of ASPECT_RATIOS) {
        const frame = outputSize(ratio);
        for (const productClass of PRODUCT_CLASSES) {
          for (const product of Object.values(SHAPES)) {
            for (const highlight of [true, false]) {
              for (let variant = 0; variant < 3; variant += 1) {
                const c = compose({ frame, product, highlight, variant, set: recipe.set, gobo: recipe.gobo, lightSide: 1, flatLay: false, productClass, maxUpscale: Infinity });
                const where = `${recipe.key} ${ratio} ${productClass} ${product.width}x${product.height} hl=${highlight} v${variant}`;
                const { place } = c;
                // Never cut by the frame.
                expect(place.x, where).toBeGreaterThanOrEqual(0);
                expect(place.y, where).toBeGreaterThanOrEqual(0);
                expect(place.x + place.width, where).toBeLessThanOrEqual(frame.width);
                expect(place.y + place.height, where).toBeLessThanOrEqual(frame.height);
                // The product keeps its aspect ratio.
                expect(Math.abs(place.width / place.height - product.width / product.height) / (product.width / product.height), where).toBeLessThan(0.01);
                // The idea's set piece and gobo in every variant, unless the class does not suit the piece.
                expect(c.set, where).toBe(setSuits(recipe.set, productClass) ? recipe.set : 'none');
                expect(c.gobo, where).toBe(recipe.gobo);
                // The fill is within the class's range (a tall product on a raised set in a wide
                // frame may give way to the piece's room, never below 85 % of the range's minimum).
                const range = FILL_TARGETS[productClass];
                const k = highlight ? 1 : NOT_HIGHLIGHTED;
                const fill = Math.max(place.width / frame.width, place.height / frame.height);
                expect(fill, where).toBeLessThanOrEqual(range.max * k + 0.01);
                expect(fill, where).toBeGreaterThanOrEqual(c.set === 'none' || c.set === 'arch' ? range.min * k - 0.01 : range.min * k * 0.85);
                if (c.set === 'none' || c.set === 'arch') expect(Math.abs(fill - c.targetFill), where).toBeLessThan(0.01);
                // It stands on the floor below the horizon, or on the piece's top face.
                expect(c.surfaceY, where).toBe(place.y + place.height);
                expect(c.surfaceY, where).toBeGreaterThan(c.horizonY);
                if (c.piece && (c.set === 'podium' || c.set === 'plinth' || c.set === 'steps')) {
                  expect(c.surfaceY, where).toBeGreaterThanOrEqual(c.piece.top - c.piece.depth);
                  expect(c.surfaceY, where).toBeLessThanOrEqual(c.piece.top + c.piece.depth);
                  expect(place.x + place.width / 2, where).toBeGreaterThan(c.piece.x);
                  expect(place.x + place.width / 2, where).toBeLessThan(c.piece.x + c.piece.width);
                }
                checked += 1;
              }
            }
          }
        }
      }
    }
    expect(checked).toBe(STUDIO_RECIPES.length * ASPECT_RATIOS.length * PRODUCT_CLASSES.length * 3 * 2 * 3);
  });

  it('centres a highlighted product and sizes it by its class', () => {
    const frame = outputSize('1:1');
    const product = { width: 200, height: 400 };
    const heights: Record<ProductClass, number> = {} as Record<ProductClass, number>;
    for (const productClass of PRODUCT_CLASSES) {
      const c = compose({ frame, product, highlight: true, variant: 0, set: 'none', gobo: 'none', lightSide: 1, flatLay: false, productClass, maxUpscale: Infinity });
      heights[productClass] = c.place.height;
      // Bigger and centred: the box's centre within 6 % of the frame's centre on both axes.
      expect(Math.abs(c.place.x + c.place.width / 2 - frame.width / 2)).toBeLessThan(frame.width * 0.06);
      expect(Math.abs(c.place.y + c.place.height / 2 - frame.height / 2)).toBeLessThan(frame.height * 0.06);
    }
    expect(heights.small).toBeLessThan(heights.tabletop);
    expect(heights.tabletop).toBeLessThan(heights.large);
    expect(heights.large).toBeLessThan(heights.vehicle);
    // A small photo of the product is enlarged to the target only when the renderer asks for it.
    const capped = compose({ frame, product, highlight: true, variant: 0, set: 'none', gobo: 'none', lightSide: 1, flatLay: false });
    expect(capped.place.scale).toBeLessThanOrEqual(1.8);
  });

  it('stands a vehicle or a large product on the floor, never on a plinth, podium, steps or props', () => {
    const frame = outputSize('3:2');
    for (const productClass of ['vehicle', 'large'] as const) {
      for (const set of ['podium', 'plinth', 'steps', 'arch', 'blocks'] as const) {
        const c = compose({ frame, product: { width: 1000, height: 600 }, highlight: true, variant: 1, set, gobo: 'window', lightSide: -1, flatLay: false, productClass, maxUpscale: Infinity });
        expect(c.set).toBe('none');
        expect(c.piece).toBeNull();
        expect(c.gobo).toBe('window');
      }
    }
  });

  it('keeps a product the photo cuts against the frame edge that cuts it', () => {
    const frame = outputSize('4:3');
    const product = { width: 500, height: 700 };
    const bottom = compose({ frame, product, highlight: true, variant: 2, set: 'plinth', gobo: 'none', lightSide: 1, flatLay: false, cut: { left: false, right: false, top: false, bottom: true }, maxUpscale: Infinity });
    expect(bottom.place.y + bottom.place.height).toBe(frame.height);
    expect(bottom.set).toBe('none');
    const left = compose({ frame, product, highlight: true, variant: 2, set: 'none', gobo: 'none', lightSide: 1, flatLay: false, cut: { left: true, right: false, top: false, bottom: false }, maxUpscale: Infinity });
    expect(left.place.x).toBe(0);
    const right = compose({ frame, product, highlight: true, variant: 1, set: 'none', gobo: 'none', lightSide: 1, flatLay: false, cut: { left: false, right: true, top: false, bottom: false }, maxUpscale: Infinity });
    expect(right.place.x + right.place.width).toBe(frame.width);
  });

  it('lays a flat lay in the middle of the frame at its own fill', () => {
    for (const ratio of ASPECT_RATIOS) {
      const frame = outputSize(ratio);
      for (let variant = 0; variant < 3; variant += 1) {
        const c = compose({ frame, product: { width: 900, height: 600 }, highlight: true, variant, set: 'plinth', gobo: 'foliage', lightSide: 1, flatLay: true, maxUpscale: Infinity });
        const fill = Math.max(c.place.width / frame.width, c.place.height / frame.height);
        expect(fill).toBeGreaterThanOrEqual(FLAT_LAY_FILL.min - 0.01);
        expect(fill).toBeLessThanOrEqual(FLAT_LAY_FILL.max + 0.01);
        expect(c).toMatchObject({ set: 'none', gobo: 'foliage', flatLay: true });
      }
    }
  });

  it('keys every variant from the side the product was lit from in its photo, and varies the side otherwise', () => {
    const frame = outputSize('1:1');
    const base = { frame, product: { width: 600, height: 600 }, highlight: true, set: 'none', gobo: 'none', flatLay: false, maxUpscale: Infinity } as const;
    const sides = (litFrom: -1 | 1 | null) => [0, 1, 2].map((variant) => compose({ ...base, variant, lightSide: 1, productLitFrom: litFrom }).lightSide);
    expect(sides(-1)).toEqual([-1, -1, -1]);
    expect(sides(1)).toEqual([1, 1, 1]);
    expect(new Set(sides(null)).size).toBe(2);
  });
  it("follows the user's adjustment: moved across, scaled, keyed from the chosen side, never cut by the frame", () => {
    const frame = outputSize('1:1', 1024);
    const product = { width: 400, height: 600 };
    for (const set of ['none', 'podium', 'arch'] as const) {
      const base = compose({ frame, product, highlight: true, variant: 0, set, gobo: 'window', lightSide: 1, productLitFrom: 1, flatLay: false, maxUpscale: Infinity });
      const right = compose({ frame, product, highlight: true, variant: 0, set, gobo: 'window', lightSide: 1, productLitFrom: 1, flatLay: false, maxUpscale: Infinity, offsetX: 0.2 });
      // 20 % of the width, to the pixel (each x is rounded once), or as far as the product and the
      // set piece under or around it can go and keep the side margin inside the frame.
      const moved = right.place.x - base.place.x;
      const reach = Math.max(base.place.width, base.piece?.width ?? 0);
      const side = Math.min(frame.width * SIDE_MARGIN, Math.max(0, (frame.width - reach) / 2));
      const room = frame.width - side - reach / 2 - (base.place.x + base.place.width / 2);
      expect(Math.abs(moved - Math.min(frame.width * 0.2, room)), `${set} moved ${moved}, room ${room}`).toBeLessThanOrEqual(1);
      if (base.piece) expect(right.piece!.x - base.piece.x, set).toBe(right.place.x - base.place.x);
      // The user's side wins over the photo's.
      expect(compose({ frame, product, highlight: true, variant: 0, set, gobo: 'window', lightSide: 1, productLitFrom: 1, lightFrom: -1, flatLay: false, maxUpscale: Infinity }).lightSide).toBe(-1);
      const smaller = compose({ frame, product, highlight: true, variant: 0, set, gobo: 'window', lightSide: 1, flatLay: false, maxUpscale: Infinity, productScale: 0.7 });
      expect(smaller.place.height / base.place.height, set).toBeCloseTo(0.7, 1);
      // The furthest move with the largest size still keeps the product inside the frame.
      for (const offsetX of [-0.3, 0.3]) {
        const far = compose({ frame, product, highlight: true, variant: 2, set, gobo: 'window', lightSide: 1, flatLay: false, maxUpscale: Infinity, productScale: 1.3, offsetX });
        expect(far.place.x, set).toBeGreaterThanOrEqual(0);
        expect(far.place.x + far.place.width, set).toBeLessThanOrEqual(frame.width);
        expect(far.place.y + far.place.height, set).toBeLessThanOrEqual(frame.height);
        if (far.piece) {
          expect(far.piece.x, set).toBeGreaterThanOrEqual(0);
          expect(far.piece.x + far.piece.width, set).toBeLessThanOrEqual(frame.width);
        }
        // Never edge to edge: at most MAX_FILL of the frame along the tightest axis.
        expect(Math.max(far.place.width / frame.width, far.place.height / frame.height), set).toBeLessThanOrEqual(MAX_FILL + 0.01);
      }
    }
  });
});
