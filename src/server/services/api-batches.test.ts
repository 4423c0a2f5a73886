import { describe, expect, it } from 'vitest';
import { apiBatchItemInputSchema, createApiBatchSchema } from '../../shared/contracts/api-batches';
import { itemCost, sceneSettings } from './api-batches';

const photo = '3f1c2b7e-8a41-4c55-9d3e-2f0a6b1c9d10';

describe('batch items', () => {
  it('cost 1 credit a packshot and imageCost(quality, count) a scene, low and 1 image by default', () => {
    expect(itemCost({ type: 'packshot', sourceImageId: photo, preset: 'amazon' })).toBe(1);
    expect(itemCost({ type: 'scene', sourceImageId: photo, features: 'Mug', audience: 'Cooks' })).toBe(1);
    expect(itemCost({ type: 'scene', sourceImageId: photo, features: 'Mug', audience: 'Cooks', settings: { quality: 'high', count: 3 } })).toBe(9);
    expect(itemCost({ type: 'scene', sourceImageId: photo, features: 'Mug', audience: 'Cooks', settings: { quality: 'medium', count: 2 } })).toBe(4);
  });

  it("fill scene settings with defaults and the idea's suggested style and time of day", () => {
    expect(sceneSettings(undefined, { suggestedStyle: 'minimal', suggestedTimeOfDay: 'golden_hour' })).toEqual({
      aspectRatio: '1:1',
      quality: 'low',
      count: 1,
      format: 'jpg',
      highlightProduct: false,
      style: 'minimal',
      timeOfDay: 'golden_hour',
    });
    // A suggestion outside the settings' values falls back; the caller's choice always wins.
    expect(sceneSettings({ style: 'vibrant' }, { suggestedStyle: 'unknown', suggestedTimeOfDay: 'dusk' })).toMatchObject({ style: 'vibrant', timeOfDay: 'natural' });
    expect(sceneSettings({ advancedStyle: 'casual', format: 'png' })).toMatchObject({ style: 'lifestyle', advancedStyle: 'casual', format: 'png' });
  });

  it('take a photo by id or by URL, never both or neither, and a scene from an idea or a brief', () => {
    const ok = (item: unknown) => apiBatchItemInputSchema.safeParse(item).success;
    expect(ok({ type: 'packshot', sourceImageId: photo, preset: 'etsy' })).toBe(true);
    expect(ok({ type: 'packshot', url: 'https://shop.example.com/a.jpg', preset: 'etsy' })).toBe(true);
    expect(ok({ type: 'packshot', sourceImageId: photo, url: 'https://shop.example.com/a.jpg', preset: 'etsy' })).toBe(false);
    expect(ok({ type: 'packshot', preset: 'etsy' })).toBe(false);
    expect(ok({ type: 'packshot', sourceImageId: photo, preset: 'etsy', count: 2 })).toBe(false);
    expect(ok({ type: 'scene', sourceImageId: photo, scenarioId: photo })).toBe(true);
    expect(ok({ type: 'scene', url: 'https://shop.example.com/a.jpg', scenarioId: photo })).toBe(false);
    expect(ok({ type: 'scene', url: 'https://shop.example.com/a.jpg', features: 'Stoneware mug', audience: 'Cooks', idea: 6 })).toBe(true);
    expect(ok({ type: 'scene', url: 'https://shop.example.com/a.jpg', features: 'Stoneware mug', audience: 'Cooks', idea: 7 })).toBe(false);
    expect(ok({ type: 'scene', url: 'https://shop.example.com/a.jpg', features: 'Stoneware mug' })).toBe(false);
    expect(ok({ type: 'scene', sourceImageId: photo, scenarioId: photo, idea: 2 })).toBe(false);
  });

  it('hold 1 to 100 items', () => {
    const item = { type: 'packshot', sourceImageId: photo, preset: 'amazon' };
    expect(createApiBatchSchema.safeParse({ items: Array(100).fill(item) }).success).toBe(true);
    expect(createApiBatchSchema.safeParse({ items: Array(101).fill(item) }).success).toBe(false);
    expect(createApiBatchSchema.safeParse({ items: [] }).success).toBe(false);
  });
});
