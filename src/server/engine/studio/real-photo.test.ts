/**
 * A real photo of a large product, end to end through the local engine: the motorcycle in a garage
 * of tests/fixtures/photos, cut out by the model, given the six ideas the local idea engine writes
 * for it, and drawn by the studio renderer at two aspect ratios and two variants each. Every image
 * draws the chosen idea's set (one a vehicle suits), stands the motorcycle on the surface with no
 * gap under its lowest pixel, fills the vehicle's framing target and keeps it whole in the frame.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { outputSize, type AspectRatio } from '../../../shared/catalog';
import { computeCutout } from '../cutout/cutout';
import { createModelEngine } from '../cutout/matting-engine';
import { analyzeImage } from '../image/image-analysis';
import { buildLocalScenarios } from '../scenarios/local-scenario-engine';
import { FILL_TARGETS, setSuits } from './composition';
import { footingOf } from './grounding';
import { renderStudioImage } from './local-studio-renderer';

const PHOTO = path.resolve(__dirname, '../../../../tests/fixtures/photos/motorcycle-garage.jpg');

describe('a motorcycle in a garage through the local engine', () => {
  it('gets vehicle sets, and every render stands it on the surface with no gap, at its target size, whole', async () => {
    const photo = fs.readFileSync(PHOTO);
    const cutout = await computeCutout(photo, { engine: createModelEngine() });
    const analysis = await analyzeImage(photo);
    const ideas = buildLocalScenarios({
      features: 'Red 400 cc motorcycle, restored, new tyres',
      audience: 'riders looking for a first bike',
      language: 'en',
      analysis: { width: cutout.width, height: cutout.height, hasAlpha: analysis.hasAlpha, dominantColors: analysis.dominantColors },
    });
    expect(ideas).toHaveLength(6);
    for (const [k, idea] of ideas.entries()) {
      expect(idea.scene.productClass, idea.key).toBe('vehicle');
      expect(setSuits(idea.scene.set ?? 'none', 'vehicle'), `${idea.key}: ${idea.scene.set}`).toBe(true);
      const aspectRatio: AspectRatio = k % 2 === 0 ? '3:2' : '9:16';
      const frame = outputSize(aspectRatio, 1024);
      for (const variant of [0, 1]) {
        const out = await renderStudioImage({
          source: photo,
          cutout,
          settings: { aspectRatio, quality: 'low', count: 1, format: 'jpg', highlightProduct: true, style: idea.suggestedStyle, timeOfDay: idea.suggestedTimeOfDay },
          scene: idea.scene,
          prompt: idea.description,
          variant,
          seed: 11,
        });
        const { layout } = out;
        const where = `${idea.key} ${aspectRatio} v${variant}`;
        // What was chosen is what was drawn.
        expect(layout.set, where).toBe(idea.scene.set ?? 'none');
        expect(layout.productClass, where).toBe('vehicle');
        // Whole in the frame (the photo does not cut the motorcycle).
        expect(layout.x, where).toBeGreaterThanOrEqual(0);
        expect(layout.y, where).toBeGreaterThanOrEqual(0);
        expect(layout.x + layout.width, where).toBeLessThanOrEqual(frame.width);
        expect(layout.y + layout.height, where).toBeLessThanOrEqual(frame.height);
        // At the vehicle's target size (a set piece may shrink it by up to 15 %, as the composition rules allow).
        const fill = Math.max(layout.width / frame.width, layout.height / frame.height);
        expect(fill, where).toBeLessThanOrEqual(FILL_TARGETS.vehicle.max + 0.01);
        expect(fill, where).toBeGreaterThanOrEqual(FILL_TARGETS.vehicle.min * 0.85);
        // No gap: the lowest opaque row of the placed product is the row right above the surface.
        // The matte over the box the renderer cut the product from, scaled as the product was.
        const box = layout.source;
        const boxAlpha = Buffer.alloc(box.width * box.height);
        for (let y = 0; y < box.height; y += 1) cutout.matte.copy(boxAlpha, y * box.width, (box.y + y) * cutout.width + box.x, (box.y + y) * cutout.width + box.x + box.width);
        const scaled = await sharp(boxAlpha, { raw: { width: box.width, height: box.height, channels: 1 } })
          .resize(layout.width, layout.height, { fit: 'fill', kernel: 'lanczos3' })
          .extractChannel(0)
          .raw()
          .toBuffer();
        const footing = footingOf(scaled, layout.width, layout.height);
        expect(layout.y + footing.bottom + 1, where).toBe(layout.surfaceY);
      }
    }
  }, 120_000);
});
