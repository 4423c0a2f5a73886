import { describe, expect, it } from 'vitest';
import { listingSlotsFor } from './catalogue-runs';

describe('listingSlotsFor', () => {
  const features = 'Porcelain\nDishwasher safe\nHolds a double espresso with room for milk foam\nLead-free glaze';

  it('fills a template from the product: callouts from its features, detail ranks in turn, its photos, its newest scenes', () => {
    const { slots, leftOut } = listingSlotsFor(['main', 'scene', 'infographic', 'detail', 'detail', 'angles', 'scene'], { features, photos: ['p1', 'p2', 'p3'], coverProductPx: 2000 }, ['s-new', 's-old'], 2000);
    expect(slots).toEqual([
      { kind: 'main' },
      { kind: 'scene', imageId: 's-new' },
      {
        kind: 'infographic',
        callouts: [
          { icon: 'check', title: 'Porcelain' },
          { icon: 'check', title: 'Dishwasher safe' },
          { icon: 'check', title: 'Holds a double espresso with', text: 'room for milk foam' },
          { icon: 'check', title: 'Lead-free glaze' },
        ],
      },
      { kind: 'detail', rank: 0 },
      { kind: 'detail', rank: 1 },
      { kind: 'angles', sourceImageIds: ['p1', 'p2', 'p3'] },
      { kind: 'scene', imageId: 's-old' },
    ]);
    expect(leftOut).toEqual([]);
  });

  it('leaves out what the product cannot fill, never inventing it', () => {
    const { slots, leftOut } = listingSlotsFor(['main', 'infographic', 'angles', 'scene', 'detail', 'detail', 'detail', 'detail'], { features: 'Crisp, red', photos: ['p1'], coverProductPx: 1905 }, [], 2000);
    expect(slots.map((s) => s.kind)).toEqual(['main', 'detail', 'detail', 'detail']);
    expect(leftOut).toEqual(['infographic', 'angles', 'scene', 'detail']);
    // Angles take at most 6 photos.
    const many = listingSlotsFor(['main', 'angles'], { features: '', photos: ['1', '2', '3', '4', '5', '6', '7', '8'], coverProductPx: 500 }, [], 2000);
    expect(many.slots[1]).toEqual({ kind: 'angles', sourceImageIds: ['1', '2', '3', '4', '5', '6'] });
  });

  it('leaves out detail crops that would enlarge the photo more than 3 times at the marketplace width', () => {
    // A crop is 35 % of the product's longer side: 1905 px gives 667 px, 3.0x at 2000 px wide; 1800 px, 3.17x.
    expect(listingSlotsFor(['main', 'detail'], { features: '', photos: ['p1'], coverProductPx: 1905 }, [], 2000).slots).toEqual([{ kind: 'main' }, { kind: 'detail', rank: 0 }]);
    expect(listingSlotsFor(['main', 'detail', 'detail'], { features: '', photos: ['p1'], coverProductPx: 1800 }, [], 2000)).toEqual({ slots: [{ kind: 'main' }], leftOut: ['detail', 'detail'] });
    // Mercado Livre's 1200 px: the same product gets its crops.
    expect(listingSlotsFor(['main', 'detail'], { features: '', photos: ['p1'], coverProductPx: 1800 }, [], 1200).leftOut).toEqual([]);
  });
});
