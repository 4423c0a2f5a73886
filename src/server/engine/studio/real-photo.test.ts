/**
 * Real photos end to end through the local engine (tests/fixtures/photos): a motorcycle in a
 * garage, an orange, scattered candies seen from above, and a lighter on a cluttered desk (cut out
 * with one Keep stroke and a Select click, as a seller would). Each is cut out by the model, given
 * the six ideas the local idea engine writes for it, and drawn by the studio renderer with each
 * idea once, the six covering two aspect ratios and the three variants. Every image draws the
 * chosen idea's set (one the product's class suits), stands the product on the surface with no
 * gap under its lowest pixel (a flat lay lies on it), fills the class's framing target and keeps
 * the product whole in the frame unless the photo cuts it. The cut-outs say what happened: the
 * motorcycle's shelf leftovers, the candies kept together and cut by the photo's edge.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { outputSize, type AspectRatio, type ProductClass } from '../../../shared/catalog';
import type { CutoutStroke, CutoutWarning } from '../../../shared/contracts/cutout';
import { computeCutout, type Cutout } from '../cutout/cutout';
import { isFlatLay } from '../cutout/flat-lay';
import { createModelEngine } from '../cutout/matting-engine';
import { touchUpMatte } from '../cutout/touch-up';
import { decodeImage } from '../image/decode-image';
import { analyzeImage } from '../image/image-analysis';
import { cutoutConfident } from '../packshot/packshot-compliance';
import { buildLocalScenarios } from '../scenarios/local-scenario-engine';
import { FILL_TARGETS, FLAT_LAY_FILL, setSuits } from './composition';
import { footingOf } from './grounding';
import { renderStudioImage } from './local-studio-renderer';

const PHOTOS = path.resolve(__dirname, '../../../../tests/fixtures/photos');

interface RealPhoto {
  file: string;
  features: string;
  /** The class the idea engine should read from the features. */
  productClass: ProductClass;
  /** Warnings the automatic cut-out must give. */
  warnings: CutoutWarning[];
  /** Separate objects the cut-out keeps (counted in the photo). */
  objects?: { min: number; max: number };
  /** Touch-up strokes a seller adds before creating (px of the photo, turned into fractions). */
  strokes?: (width: number, height: number) => CutoutStroke[];
  /** Whether the photo cuts the product (it may then meet the frame's edge). */
  cutByPhoto?: boolean;
}

const CASES: RealPhoto[] = [
  { file: 'motorcycle-garage.jpg', features: 'Red 400 cc motorcycle, restored, new tyres', productClass: 'vehicle', warnings: ['check_leftovers'] },
  { file: 'orange.jpg', features: 'Fresh Valencia oranges, juicy and sweet', productClass: 'tabletop', warnings: [] },
  { file: 'candies-scattered.png', features: 'Sugar-coated chocolate candies in bright colours', productClass: 'tabletop', warnings: ['objects_kept', 'touches_frame'], objects: { min: 10, max: 14 }, cutByPhoto: true },
  {
    file: 'desk-lighter-clutter.jpg',
    features: 'Pink refillable pocket lighter',
    productClass: 'small',
    // The model keeps the ball and misses the lighter: one Keep stroke along it, then a click on it.
    warnings: ['several_objects'],
    strokes: (w, h) => [
      { mode: 'keep', radius: 10 / w, points: [[336 / w, 335 / h], [336 / w, 440 / h]] },
      { mode: 'select', radius: 0.02, points: [[336 / w, 400 / h]] },
    ],
  },
];

/** The matte over the box the renderer cut the product from, scaled as the product was placed. */
async function placedAlpha(cutout: Cutout, box: { x: number; y: number; width: number; height: number }, width: number, height: number): Promise<Buffer> {
  const crop = Buffer.alloc(box.width * box.height);
  for (let y = 0; y < box.height; y += 1) cutout.matte.copy(crop, y * box.width, (box.y + y) * cutout.width + box.x, (box.y + y) * cutout.width + box.x + box.width);
  return sharp(crop, { raw: { width: box.width, height: box.height, channels: 1 } }).resize(width, height, { fit: 'fill', kernel: 'lanczos3' }).extractChannel(0).raw().toBuffer();
}

describe('real photos through the local engine', () => {
  for (const c of CASES) {
    it(`${c.file}: the chosen set in every variant, no gap under the product, its target size, whole in the frame`, async () => {
      const photo = fs.readFileSync(path.join(PHOTOS, c.file));
      const auto = await computeCutout(photo, { engine: createModelEngine() });
      for (const warning of c.warnings) expect(auto.warnings, c.file).toContain(warning);
      // The scatter's warning says how many it kept: the photo holds 14 candies, two of them cut by
      // its bottom edge, and candies that touch (the red and the brown one on the left) are one piece.
      if (c.objects) {
        expect(auto.objectCount, c.file).toBeGreaterThanOrEqual(c.objects.min);
        expect(auto.objectCount, c.file).toBeLessThanOrEqual(c.objects.max);
      }
      // The motorcycle's leftovers keep its packshot from being called marketplace-ready.
      if (c.warnings.includes('check_leftovers')) expect(cutoutConfident(auto.matte, auto.width, auto.height, auto)).toBe(false);
      const cutout = c.strokes ? await touchUpMatte((await decodeImage(photo)).rgba, auto.matte, c.strokes(auto.width, auto.height)) : auto;
      const analysis = await analyzeImage(photo);
      const flatLay = await isFlatLay(cutout);
      const ideas = buildLocalScenarios({
        features: c.features,
        audience: '',
        language: 'en',
        analysis: { width: cutout.width, height: cutout.height, hasAlpha: analysis.hasAlpha, dominantColors: analysis.dominantColors, flatLay },
      });
      expect(ideas).toHaveLength(6);
      for (const [k, idea] of ideas.entries()) {
        expect(idea.scene.productClass, idea.key).toBe(c.productClass);
        expect(setSuits(idea.scene.set ?? 'none', c.productClass), `${idea.key}: ${idea.scene.set}`).toBe(true);
        {
          // Each idea once; the ideas together cover both aspect ratios and the three variants.
          const aspectRatio: AspectRatio = k % 2 === 0 ? '3:2' : '9:16';
          const variant = k % 3;
          const frame = outputSize(aspectRatio, 1024);
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
          const where = `${c.file} ${idea.key} ${aspectRatio} v${variant}`;
          // What was chosen is what was drawn.
          expect(layout.set, where).toBe(idea.scene.set ?? 'none');
          expect(layout.flatLay, where).toBe(flatLay);
          // Whole in the frame, unless the photo cuts the product.
          if (!c.cutByPhoto) {
            expect(layout.x, where).toBeGreaterThanOrEqual(0);
            expect(layout.y, where).toBeGreaterThanOrEqual(0);
            expect(layout.x + layout.width, where).toBeLessThanOrEqual(frame.width);
            expect(layout.y + layout.height, where).toBeLessThanOrEqual(frame.height);
          }
          // At the class's target size (a set piece may shrink it by up to 15 %, as the composition rules allow).
          const range = flatLay ? FLAT_LAY_FILL : FILL_TARGETS[c.productClass];
          const fill = Math.max(layout.width / frame.width, layout.height / frame.height);
          expect(fill, where).toBeLessThanOrEqual(range.max + 0.01);
          expect(fill, where).toBeGreaterThanOrEqual(range.min * 0.85);
          // No gap: the lowest opaque row of the placed product is the row right above the surface.
          if (!flatLay) {
            const footing = footingOf(await placedAlpha(cutout, layout.source, layout.width, layout.height), layout.width, layout.height);
            expect(layout.y + footing.bottom + 1, where).toBe(layout.surfaceY);
          }
        }
      }
    }, 120_000);
  }
});
