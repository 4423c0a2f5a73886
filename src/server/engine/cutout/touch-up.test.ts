/**
 * Touch-up strokes: plant_pot.jpg, where the model alone picks the clothes peg,
 * reaches IoU >= 0.85 against its reference matte with two strokes; strokes are hard constraints;
 * the same strokes give the same matte.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CutoutStroke } from '../../../shared/contracts/cutout';
import { computeCutout } from './cutout';
import { decodeImage } from '../image/decode-image';
import { createModelEngine } from './matting-engine';
import { rasterizeStrokes, STROKE_KEEP, STROKE_REMOVE, touchUpMatte } from './touch-up';
import { matteIou } from './mask-ops';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/samples');

/** The strokes a seller paints on plant_pot.jpg: one Keep through the leaves and the pot, one Remove over the clutter on the left. */
export const PLANT_POT_STROKES: CutoutStroke[] = [
  { mode: 'keep', radius: 0.025, points: [[0.25, 0.4], [0.5, 0.3], [0.85, 0.35], [0.56, 0.5], [0.56, 0.75], [0.45, 0.8], [0.66, 0.8], [0.56, 0.95]] },
  { mode: 'remove', radius: 0.05, points: [[0.05, 0.05], [0.08, 0.5], [0.3, 0.8], [0.3, 0.98]] },
];


describe('touch-up', () => {
  it('rasterises round brushes along polylines, the latest stroke on top', () => {
    const marks = rasterizeStrokes(
      [
        { mode: 'keep', radius: 0.05, points: [[0.1, 0.5], [0.9, 0.5]] },
        { mode: 'remove', radius: 0.05, points: [[0.5, 0.1], [0.5, 0.9]] },
      ],
      100,
      100,
    );
    expect(marks[50 * 100 + 20]).toBe(STROKE_KEEP);
    expect(marks[20 * 100 + 50]).toBe(STROKE_REMOVE);
    expect(marks[50 * 100 + 50]).toBe(STROKE_REMOVE);
    expect(marks[10 * 100 + 10]).toBe(0);
  });

  it('turns the peg-only matte of plant_pot.jpg into the plant with two strokes (IoU >= 0.85), the same every time', async () => {
    const photo = fs.readFileSync(path.join(SAMPLES, 'plant_pot.jpg'));
    const ref = await sharp(path.join(SAMPLES, 'plant_pot_matte.png')).extractChannel(0).raw().toBuffer();
    const auto = await computeCutout(photo, { engine: createModelEngine() });
    const { rgba } = await decodeImage(photo);
    const edited = await touchUpMatte(rgba, auto.matte, PLANT_POT_STROKES);
    expect(edited.method).toBe('touch_up');
    expect(matteIou(auto.matte, ref)).toBeLessThan(0.5);
    expect(matteIou(edited.matte, ref)).toBeGreaterThanOrEqual(0.85);
    // Hard constraints: every painted pixel has the stroke's value.
    const marks = rasterizeStrokes(PLANT_POT_STROKES, rgba.width, rgba.height);
    for (let i = 0; i < marks.length; i += 1) {
      if (marks[i] === STROKE_KEEP) expect(edited.matte[i]).toBe(255);
      if (marks[i] === STROKE_REMOVE) expect(edited.matte[i]).toBe(0);
    }
    const again = await touchUpMatte(rgba, auto.matte, PLANT_POT_STROKES);
    expect(again.matte.equals(edited.matte)).toBe(true);
  });

  it('returns the automatic matte when there is no stroke, and removes what a Remove stroke covers', async () => {
    const photo = fs.readFileSync(path.join(SAMPLES, 'apple.jpg'));
    const auto = await computeCutout(photo, { engine: createModelEngine() });
    const { rgba } = await decodeImage(photo);
    expect((await touchUpMatte(rgba, auto.matte, [])).matte.equals(auto.matte)).toBe(true);
    const cut = await touchUpMatte(rgba, auto.matte, [{ mode: 'remove', radius: 0.04, points: [[0.2, 0.5], [0.8, 0.5]] }]);
    expect(cut.matte[256 * 512 + 256]).toBe(0);
    expect(cut.matte[150 * 512 + 256]).toBe(255);
  });
});
