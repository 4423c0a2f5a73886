/**
 * The Product Display flow's model: slots a marketplace forbids are blocked with its reason, the
 * default set per marketplace, measurements typed with a comma or a point, callouts started from
 * the product's features, the main image kept first, and the request sent to the server.
 */
import { describe, expect, it } from 'vitest';
import { calloutsFromFeatures } from '@shared/listing-sets';
import { defaultSlots, dimensionsOf, INITIAL_LISTING, type ListingDesign, moveSlot, newSlot, parseMeasure, requestOf, slotBlocked, slotProblem } from './listing-design';

const design = (over: Partial<ListingDesign> = {}): ListingDesign => ({ ...INITIAL_LISTING, productId: 'p', title: 'Cup', sourceImageId: 'a', photoIds: ['a', 'b'], ...over });

describe('listing design', () => {
  it('blocks what eBay and Mercado Livre forbid, a second main image, and angles without two photos', () => {
    expect(slotBlocked(design({ marketplace: 'ebay' }), 'infographic', 0)).toBe('marketplace');
    expect(slotBlocked(design({ marketplace: 'mercado_livre' }), 'dimensions', 0)).toBe('marketplace');
    expect(slotBlocked(design({ marketplace: 'amazon' }), 'infographic', 0)).toBeNull();
    const withMain = design({ slots: [newSlot('main', design(), '')] });
    expect(slotBlocked(withMain, 'main', 0)).toBe('mainTaken');
    expect(slotBlocked(design({ photoIds: ['a'] }), 'angles', 0)).toBe('photos');
    expect(slotBlocked(design(), 'scene', 0)).toBe('scenes');
    expect(slotBlocked(design(), 'scene', 2)).toBeNull();
  });

  it('starts each marketplace with the slots it allows', () => {
    expect(defaultSlots(design(), '').map((s) => s.kind)).toEqual(['main', 'infographic', 'dimensions', 'detail', 'detail', 'angles']);
    expect(defaultSlots(design({ marketplace: 'ebay' }), '').map((s) => s.kind)).toEqual(['main', 'detail', 'detail', 'angles']);
    const details = defaultSlots(design(), '').filter((s) => s.kind === 'detail');
    expect(details.map((s) => (s.kind === 'detail' ? s.rank : -1))).toEqual([0, 1]);
  });

  it('reads figures typed with a comma or a point, and never sends a guess', () => {
    expect(parseMeasure('12,5')).toBe(12.5);
    expect(parseMeasure(' 7 ')).toBe(7);
    expect(parseMeasure('7cm')).toBeNull();
    expect(parseMeasure('-3')).toBeNull();
    expect(dimensionsOf({ width: '12,5', height: '', depth: '', unit: 'cm', weight: '', weightUnit: 'kg' })).toBeNull();
    expect(dimensionsOf({ width: '12,5', height: '7', depth: '', unit: 'in', weight: '0.3', weightUnit: 'lb' })).toEqual({ width: 12.5, height: 7, unit: 'in', weight: 0.3, weightUnit: 'lb' });
  });

  it('starts callouts from the product features: a long line keeps its first words as the title and the rest as its text', () => {
    const c = calloutsFromFeatures('Porcelain\n- Dishwasher safe\nHolds a double espresso with room for milk foam; Lead-free glaze');
    expect(c).toEqual([
      { icon: 'check', title: 'Porcelain' },
      { icon: 'check', title: 'Dishwasher safe' },
      { icon: 'check', title: 'Holds a double espresso with', text: 'room for milk foam' },
      { icon: 'check', title: 'Lead-free glaze' },
    ]);
    const long = calloutsFromFeatures(`Keeps drinks hot ${'for many hours on a cold morning walk '.repeat(3)}`)[0]!;
    expect(long.title).toBe('Keeps drinks hot for many');
    expect(long.text!.length).toBeLessThanOrEqual(72);
    expect(long.text!.endsWith('…')).toBe(true);
    expect(calloutsFromFeatures('a;b;c;d;e;f;g')).toHaveLength(5);
    // Amazon-style bullets split at their lead.
    expect(calloutsFromFeatures('DOUBLE ESPRESSO: holds 90 ml with room for foam\nKeeps heat – thick porcelain walls all round\nGift-ready: boxed')).toEqual([
      { icon: 'check', title: 'DOUBLE ESPRESSO', text: 'holds 90 ml with room for foam' },
      { icon: 'check', title: 'Keeps heat', text: 'thick porcelain walls all round' },
      { icon: 'check', title: 'Gift-ready: boxed' },
    ]);
    // Commas inside a line stay in it; text with no line, bullet or semicolon splits at commas.
    expect(calloutsFromFeatures('Porcelain, glazed\nDishwasher safe').map((c) => c.title)).toEqual(['Porcelain, glazed', 'Dishwasher safe']);
    expect(calloutsFromFeatures('Porcelain, glazed; Dishwasher safe').map((c) => c.title)).toEqual(['Porcelain, glazed', 'Dishwasher safe']);
    expect(calloutsFromFeatures('Porcelain, glazed, 90 ml').map((c) => c.title)).toEqual(['Porcelain', 'glazed', '90 ml']);
    const infographic = newSlot('infographic', design(), 'One line only');
    expect(infographic.kind === 'infographic' && infographic.callouts).toHaveLength(3);
    expect(slotProblem(infographic, design())).toBe('callouts');
  });

  it('keeps the main image first and sends trimmed slots without their keys', () => {
    const d = design({ dimensions: { width: '9', height: '8,5', depth: '', unit: 'cm', weight: '', weightUnit: 'kg' } });
    const slots = [newSlot('main', d, ''), newSlot('detail', d, ''), newSlot('dimensions', d, ''), { ...newSlot('comparison', d, ''), title: ' Fits a hand ', lines: [' A ', ''] }];
    expect(moveSlot(slots as never, 1, 0)).toBe(slots);
    expect(moveSlot(slots as never, 2, 1).map((s) => s.kind)).toEqual(['main', 'dimensions', 'detail', 'comparison']);
    const request = requestOf({ ...d, slots: slots as never });
    expect(request).toEqual({
      productId: 'p',
      sourceImageId: 'a',
      marketplace: 'amazon',
      dimensions: { width: 9, height: 8.5, unit: 'cm' },
      slots: [{ kind: 'main' }, { kind: 'detail', rank: 0 }, { kind: 'dimensions' }, { kind: 'comparison', title: 'Fits a hand', lines: ['A'] }],
    });
  });
});
