import { describe, expect, it } from 'vitest';
import { listingSlotsFor } from './catalogue-runs';

describe('listingSlotsFor', () => {
  const features = 'Porcelain\nDishwasher safe\nHolds a double espresso with room for milk foam\nLead-free glaze';

  it('fills a template from the product: callouts from its features, detail ranks in turn, its photos, its newest scenes', () => {
    const { slots, leftOut } = listingSlotsFor(['main', 'scene', 'infographic', 'detail', 'detail', 'angles', 'scene'], { features, photos: ['p1', 'p2', 'p3'] }, ['s-new', 's-old']);
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
    const { slots, leftOut } = listingSlotsFor(['main', 'infographic', 'angles', 'scene', 'detail', 'detail', 'detail', 'detail'], { features: 'Crisp, red', photos: ['p1'] }, []);
    expect(slots.map((s) => s.kind)).toEqual(['main', 'detail', 'detail', 'detail']);
    expect(leftOut).toEqual(['infographic', 'angles', 'scene', 'detail']);
    // Angles take at most 6 photos.
    const many = listingSlotsFor(['main', 'angles'], { features: '', photos: ['1', '2', '3', '4', '5', '6', '7', '8'] }, []);
    expect(many.slots[1]).toEqual({ kind: 'angles', sourceImageIds: ['1', '2', '3', '4', '5', '6'] });
  });
});
