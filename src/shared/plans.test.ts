/**
 * The image price list (docs/decisions/004-quality-based-image-cost.md): whole credits by quality,
 * `imageCost` as count x price, and a reservation that splits back into exactly one price per image.
 */
import { describe, expect, it } from 'vitest';
import { reservedShare } from '../server/services/reservations';
import { QUALITIES, type Quality } from './catalog';
import { CREDIT_COSTS, IMAGE_CREDITS_BY_QUALITY, imageCost } from './plans';

describe('image cost by quality', () => {
  it('is low 1, medium 2, high 3 credits per image, a video 5', () => {
    expect(IMAGE_CREDITS_BY_QUALITY).toEqual({ low: 1, medium: 2, high: 3 });
    expect(CREDIT_COSTS).toEqual({ imageByQuality: { low: 1, medium: 2, high: 3 }, video: 5 });
  });

  it('charges count x the price of the quality', () => {
    expect([1, 2, 3].map((n) => imageCost('low', n))).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((n) => imageCost('medium', n))).toEqual([2, 4, 6]);
    expect([1, 2, 3].map((n) => imageCost('high', n))).toEqual([3, 6, 9]);
  });

  it('refuses counts that are not whole numbers of at least 1, and unknown qualities', () => {
    for (const count of [0, -1, 1.5, Number.NaN]) expect(() => imageCost('low', count)).toThrow(RangeError);
    expect(() => imageCost('ultra' as Quality, 1)).toThrow(RangeError);
  });

  it("splits a reservation back into exactly each image's price", () => {
    for (const quality of QUALITIES) {
      for (const count of [1, 2, 3]) {
        const reserved = imageCost(quality, count);
        const shares = Array.from({ length: count }, (_, i) => reservedShare(reserved, count, i));
        expect(shares).toEqual(Array(count).fill(IMAGE_CREDITS_BY_QUALITY[quality]));
      }
    }
  });
});
