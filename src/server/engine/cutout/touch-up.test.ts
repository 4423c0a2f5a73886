/**
 * Touch-up strokes: plant_pot.jpg, where the model alone picks the clothes peg,
 * reaches IoU >= 0.85 against its reference matte with two strokes; strokes are hard constraints;
 * the same strokes give the same matte; a stroke changes only what it paints and the region
 * connected to it (a Remove stroke over a box joined to the product never takes product pixels;
 * a Keep stroke never removes product and never reaches past its region).
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
import type { RawImage } from '../image/decode-image';
import { labelComponents, matteIou } from './mask-ops';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/samples');
const PHOTOS = path.resolve(__dirname, '../../../../tests/fixtures/photos');

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

  it('gives the same plant on a large photo, where a Keep stroke\'s region is refined on a smaller copy and scaled back up (IoU >= 0.85)', async () => {
    const source = fs.readFileSync(path.join(SAMPLES, 'plant_pot.jpg'));
    const meta = await sharp(source).metadata();
    // Three times the sample's size: the strokes' regions are wider than the 1000 px refinement copy.
    const width = (meta.width ?? 0) * 3;
    const height = (meta.height ?? 0) * 3;
    const big = await sharp(source).resize(width, height, { fit: 'fill' }).jpeg({ quality: 92 }).toBuffer();
    const grow = (m: Buffer, w: number, h: number) => sharp(m, { raw: { width: w, height: h, channels: 1 } }).resize(width, height, { fit: 'fill', kernel: 'nearest' }).extractChannel(0).raw().toBuffer();
    const ref = await sharp(path.join(SAMPLES, 'plant_pot_matte.png')).extractChannel(0).resize(width, height, { fit: 'fill', kernel: 'nearest' }).raw().toBuffer();
    const auto = await computeCutout(source, { engine: createModelEngine() });
    const { rgba } = await decodeImage(big);
    const edited = await touchUpMatte(rgba, await grow(auto.matte, auto.width, auto.height), PLANT_POT_STROKES);
    expect(matteIou(edited.matte, ref)).toBeGreaterThanOrEqual(0.85);
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

  /**
   * A product (200x200 px) with a box (60x50 px) joined to it by a 20x6 px bridge, as a cut-out
   * that pulled in a box behind the product; the photo is flat grey (a Remove stroke reads no pixel).
   */
  function productWithBox(): { photo: RawImage; matte: Buffer; width: number; height: number; product: (x: number, y: number) => boolean; box: (x: number, y: number) => boolean } {
    const width = 400;
    const height = 400;
    const product = (x: number, y: number) => x >= 100 && x < 300 && y >= 100 && y < 300;
    const box = (x: number, y: number) => x >= 320 && x < 380 && y >= 150 && y < 200;
    const bridge = (x: number, y: number) => x >= 300 && x < 320 && y >= 170 && y < 176;
    const matte = Buffer.alloc(width * height);
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if (product(x, y) || box(x, y) || bridge(x, y)) matte[y * width + x] = 255;
    return { photo: { data: Buffer.alloc(width * height * 3, 128), width, height, channels: 3 }, matte, width, height, product, box };
  }

  it('a Remove stroke over a box joined to the product removes the box it cuts off and not one product pixel', async () => {
    const { photo, matte, width, height, product, box } = productWithBox();
    // A short stroke across the bridge, clear of the product's edge (x = 300).
    const stroke: CutoutStroke = { mode: 'remove', radius: 4 / 400, points: [[310 / 400, 160 / 400], [310 / 400, 186 / 400]] };
    const edited = await touchUpMatte(photo, matte, [stroke]);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        if (product(x, y)) expect(edited.matte[y * width + x]).toBe(255);
        if (box(x, y)) expect(edited.matte[y * width + x]).toBe(0);
      }
  });

  it('a Remove stroke over part of a box changes only the pixels it paints when nothing is cut off', async () => {
    const { photo, matte, width, height } = productWithBox();
    // Down from above the box to two thirds of its height: the box's right part stays joined below the stroke.
    const stroke: CutoutStroke = { mode: 'remove', radius: 8 / 400, points: [[350 / 400, 140 / 400], [350 / 400, 178 / 400]] };
    const edited = await touchUpMatte(photo, matte, [stroke]);
    const painted = rasterizeStrokes([stroke], width, height);
    let changedOutside = 0;
    let leftOfBox = 0;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const i = y * width + x;
        if (painted[i] === STROKE_REMOVE) expect(edited.matte[i]).toBe(0);
        // Outside the brush and its 1 px rim, nothing changes, and the box's part still joined to the product stays.
        else if ((Math.abs(x - 350) > 9.5 || y > 187.5) && edited.matte[i] !== matte[i]) changedOutside += 1;
        if (x >= 320 && x < 340 && y >= 150 && y < 200 && edited.matte[i] === 255) leftOfBox += 1;
      }
    expect(changedOutside).toBe(0);
    expect(leftOfBox).toBe(20 * 50);
    // The right part of the box, still joined to the rest under the stroke, stays too.
    expect(edited.matte[195 * width + 375]).toBe(255);
  });

  it('on a cluttered photo, a Remove stroke leaves the matte away from it byte for byte, and a Keep stroke never removes product nor reaches past its region', async () => {
    const photo = fs.readFileSync(path.join(SAMPLES, 'plant_pot.jpg'));
    const auto = await computeCutout(photo, { engine: createModelEngine() });
    const { rgba } = await decodeImage(photo);
    const { width, height } = rgba;
    // Remove over the clutter on the left.
    const remove = PLANT_POT_STROKES[1]!;
    const removed = await touchUpMatte(rgba, auto.matte, [remove]);
    const painted = rasterizeStrokes([{ ...remove, radius: remove.radius + 2 / Math.max(width, height) }], width, height);
    const before = new Uint8Array(auto.matte.length);
    for (let i = 0; i < before.length; i += 1) before[i] = auto.matte[i]! >= 128 ? 1 : 0;
    let changedAway = 0;
    for (let i = 0; i < painted.length; i += 1) {
      if (painted[i] !== 0 && removed.matte[i]! <= auto.matte[i]!) continue;
      // Away from the brush, a pixel may only change by leaving with a piece the stroke cut off (it was product, now 0).
      if (removed.matte[i] !== auto.matte[i] && !(removed.matte[i] === 0)) changedAway += 1;
      expect(removed.matte[i]!).toBeLessThanOrEqual(auto.matte[i]!);
    }
    expect(changedAway).toBe(0);
    // Keep through the leaves: product only grows, and only inside the stroke's region.
    const keep = PLANT_POT_STROKES[0]!;
    const kept = await touchUpMatte(rgba, auto.matte, [{ ...keep, points: keep.points.slice(0, 3) }]);
    for (let i = 0; i < kept.matte.length; i += 1) expect(kept.matte[i]!).toBeGreaterThanOrEqual(auto.matte[i]!);
    const long = Math.max(width, height);
    const xs = keep.points.slice(0, 3).map(([x = 0]) => x * width);
    const ys = keep.points.slice(0, 3).map(([, y = 0]) => y * height);
    const r = keep.radius * long;
    const boxW = Math.max(...xs) - Math.min(...xs) + 2 * r;
    const boxH = Math.max(...ys) - Math.min(...ys) + 2 * r;
    const reach = Math.max(0.5 * Math.max(boxW, boxH), 0.05 * long) + 4;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const outside = x < Math.min(...xs) - r - reach || x > Math.max(...xs) + r + reach || y < Math.min(...ys) - r - reach || y > Math.max(...ys) + r + reach;
        if (outside) expect(kept.matte[y * width + x]).toBe(auto.matte[y * width + x]);
      }
  });

  it('on a motorcycle in a garage, a Remove stroke over the boxes behind the handlebar takes them and no part of the motorcycle; a Keep stroke along the tyre leaves the gaps between the spokes out', async () => {
    // The automatic cut-out keeps the boxes on the shelf behind the handlebar (x 340-445, y 100-185 px).
    const photo = fs.readFileSync(path.join(PHOTOS, 'motorcycle-garage.jpg'));
    const auto = await computeCutout(photo, { engine: createModelEngine() });
    const { rgba } = await decodeImage(photo);
    const { width, height } = rgba;
    const at = (x: number, y: number): [number, number] => [x / width, y / height];
    const inZone = (i: number) => {
      const x = i % width;
      const y = (i - x) / width;
      return x >= 335 && x <= 450 && y >= 100 && y <= 190;
    };
    const boxPixels = (matte: Buffer) => {
      let n = 0;
      for (let y = 110; y <= 122; y += 1) for (let x = 406; x <= 430; x += 1) n += matte[y * width + x]! >= 128 ? 1 : 0;
      return n;
    };
    expect(boxPixels(auto.matte)).toBeGreaterThan(200);
    const remove: CutoutStroke[] = [
      { mode: 'remove', radius: 8 / width, points: [at(404, 116), at(432, 116)] },
      { mode: 'remove', radius: 7 / width, points: [at(366, 130), at(392, 130)] },
    ];
    const removed = await touchUpMatte(rgba, auto.matte, remove);
    expect(boxPixels(removed.matte)).toBe(0);
    let motorcycle = 0;
    for (let i = 0; i < auto.matte.length; i += 1) {
      if (inZone(i) || auto.matte[i]! < 128) continue;
      motorcycle += 1;
      // Every pixel of the motorcycle away from the boxes keeps its exact value.
      if (removed.matte[i] !== auto.matte[i]) expect({ x: i % width, y: Math.floor(i / width), was: auto.matte[i], now: removed.matte[i] }).toBeNull();
    }
    expect(motorcycle).toBeGreaterThan(60_000);

    // Keep along the front tyre: the matte's holes the brush does not touch (the garage seen
    // between the spokes, whose red storage box is the colour of the fender) stay background.
    const keep: CutoutStroke = { mode: 'keep', radius: 8 / width, points: [at(640, 330), at(660, 380), at(630, 430)] };
    const kept = await touchUpMatte(rgba, auto.matte, [keep]);
    for (let i = 0; i < kept.matte.length; i += 1) expect(kept.matte[i]!).toBeGreaterThanOrEqual(auto.matte[i]!);
    const background = Uint8Array.from(auto.matte, (a) => (a < 128 ? 1 : 0));
    const { labels, areas } = labelComponents(background, width, height);
    const open = new Uint8Array(areas.length);
    for (let x = 0; x < width; x += 1) open[labels[x]!] = open[labels[(height - 1) * width + x]!] = 1;
    for (let y = 0; y < height; y += 1) open[labels[y * width]!] = open[labels[y * width + width - 1]!] = 1;
    const brush = rasterizeStrokes([{ ...keep, radius: keep.radius + 2 / width }], width, height);
    for (let i = 0; i < brush.length; i += 1) if (brush[i] !== 0) open[labels[i]!] = 1;
    let holePixels = 0;
    for (let i = 0; i < labels.length; i += 1) {
      const l = labels[i]!;
      const x = i % width;
      const y = (i - x) / width;
      // The front wheel's holes.
      if (l === 0 || open[l] || x < 505 || x > 690 || y < 260 || y > 455) continue;
      holePixels += 1;
      expect(kept.matte[i]!).toBeLessThan(128);
    }
    expect(holePixels).toBeGreaterThan(500);
  }, 60_000);

  it('on a desk of small things, a Keep stroke takes the lighter the model missed, and a Remove stroke or a Select click drops the ball without pulling in the pencil, lid or coin', async () => {
    // The model keeps the ball (centre 395,185) and misses the lighter (x 318-358, y 315-460).
    const photo = fs.readFileSync(path.join(PHOTOS, 'desk-lighter-clutter.jpg'));
    const auto = await computeCutout(photo, { engine: createModelEngine() });
    const { rgba } = await decodeImage(photo);
    const { width, height } = rgba;
    expect(auto.matte[185 * width + 395]).toBeGreaterThanOrEqual(128);
    expect(auto.matte[390 * width + 336]).toBeLessThan(128);
    const at = (x: number, y: number): [number, number] => [x / width, y / height];
    const keep: CutoutStroke = { mode: 'keep', radius: 10 / width, points: [at(336, 335), at(336, 440)] };
    const cases: [string, CutoutStroke[]][] = [
      ['Keep, then Remove over the ball', [keep, { mode: 'remove', radius: 64 / width, points: [at(385, 180), at(405, 192)] }]],
      ['Keep, then a Select click on the lighter', [keep, { mode: 'select', radius: 0.02, points: [at(336, 400)] }]],
    ];
    for (const [name, strokes] of cases) {
      const { matte } = await touchUpMatte(rgba, auto.matte, strokes);
      let outside = 0;
      let core = 0;
      for (let y = 0; y < height; y += 1)
        for (let x = 0; x < width; x += 1) {
          const product = matte[y * width + x]! >= 128;
          // Nothing but the lighter: its box grown by a few pixels.
          if (product && !(x >= 310 && x <= 362 && y >= 305 && y <= 465)) outside += 1;
          if (product && x >= 322 && x <= 350 && y >= 322 && y <= 450) core += 1;
        }
      expect(outside, name).toBe(0);
      expect(core / (29 * 129), name).toBeGreaterThan(0.95);
    }
  }, 60_000);

  it('a Select click keeps the object under it (or the nearest within its radius) and leaves the others out', async () => {
    // Three candies, each a separate object of the cut-out, with a soft 1 px fringe.
    const width = 300;
    const height = 100;
    const objects = [20, 120, 220];
    const matte = Buffer.alloc(width * height);
    for (let y = 29; y < 71; y += 1)
      for (let x = 0; x < width; x += 1)
        for (const left of objects) {
          if (x >= left && x < left + 60 && y >= 30 && y < 70) matte[y * width + x] = 255;
          else if (x >= left - 1 && x < left + 61 && (y === 29 || y === 70 || x === left - 1 || x === left + 60)) matte[y * width + x] = Math.max(matte[y * width + x]!, 90);
        }
    const photo: RawImage = { data: Buffer.alloc(width * height * 3, 128), width, height, channels: 3 };
    const inside = (left: number, x: number, y: number) => x >= left - 1 && x < left + 61 && y >= 29 && y < 71;
    const only = (m: Buffer, left: number) => {
      for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if (!inside(left, x, y)) expect(m[y * width + x]).toBe(0);
      for (let y = 30; y < 70; y += 1) for (let x = left; x < left + 60; x += 1) expect(m[y * width + x]).toBe(255);
    };
    const clicked = await touchUpMatte(photo, matte, [{ mode: 'select', radius: 0.02, points: [[150 / 300, 0.5]] }]);
    only(clicked.matte, 120);
    expect(clicked.method).toBe('touch_up');
    // A click just beside the third candy (4 px away, radius 6 px) picks it.
    only((await touchUpMatte(photo, matte, [{ mode: 'select', radius: 0.02, points: [[284 / 300, 0.5]] }])).matte, 220);
    // A click on nothing near an object changes nothing.
    expect((await touchUpMatte(photo, matte, [{ mode: 'select', radius: 0.02, points: [[100 / 300, 0.1]] }])).matte.equals(matte)).toBe(true);
    // A Keep stroke after a click brings back what it paints.
    const back = await touchUpMatte(photo, matte, [
      { mode: 'select', radius: 0.02, points: [[150 / 300, 0.5]] },
      { mode: 'keep', radius: 0.02, points: [[50 / 300, 0.5]] },
    ]);
    expect(back.matte[50 * width + 50]).toBe(255);
    expect(back.matte[50 * width + 250]).toBe(0);
  });
});
