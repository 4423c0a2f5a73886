/** Main object, confidence and warnings on synthetic soft mattes. */
import { describe, expect, it } from 'vitest';
import { selectMainObject } from './main-object';

/** A soft matte with discs: [cx, cy, r, value] in px; edges ramp over 2 px. */
function discs(width: number, height: number, list: [number, number, number, number?][]) {
  const data = Buffer.alloc(width * height);
  for (const [cx, cy, r, value = 255] of list)
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const v = Math.round(Math.max(0, Math.min(1, (r - d) / 2 + 0.5)) * value);
        if (v > data[y * width + x]!) data[y * width + x] = v;
      }
  return { width, height, data };
}

describe('main object', () => {
  it('keeps one clean object with high confidence and no warning', () => {
    const main = selectMainObject(discs(200, 200, [[100, 100, 50]]))!;
    expect(main.warnings).toEqual([]);
    expect(main.confidence).toBeGreaterThan(0.9);
    expect(main.coverage).toBeCloseTo((Math.PI * 50 * 50) / 40000, 1);
  });

  it('prefers the central object and leaves a small side object out, with a warning', () => {
    const main = selectMainObject(discs(300, 200, [[150, 100, 40], [30, 30, 18]]))!;
    expect(main.matte[100 * 300 + 150]).toBe(255);
    expect(main.matte[30 * 300 + 30]).toBe(0);
    expect(main.warnings).toContain('several_objects');
    expect(main.confidence).toBeLessThan(0.9);
  });

  it('keeps both parts of a pair (e.g. two shoes) without a warning', () => {
    const main = selectMainObject(discs(300, 200, [[90, 100, 40], [210, 100, 38]]))!;
    expect(main.matte[100 * 300 + 90]).toBe(255);
    expect(main.matte[100 * 300 + 210]).toBe(255);
    expect(main.warnings).not.toContain('several_objects');
  });

  it('warns when the product runs into the frame', () => {
    const main = selectMainObject(discs(200, 200, [[100, 180, 60]]))!;
    expect(main.warnings).toContain('touches_frame');
  });

  it('warns about uncertain edges when much of the object is neither product nor background', () => {
    // A disc at alpha ~60 % inside a small crisp core: most of it is uncertain.
    const soft = discs(200, 200, [[100, 100, 70, 150], [100, 100, 25]]);
    const main = selectMainObject(soft)!;
    expect(main.warnings).toContain('uncertain_edges');
    expect(main.confidence).toBeLessThan(0.5);
  });

  it('says it kept several objects when it keeps three or more, and never that it kept one', () => {
    // Eleven sweets of a scatter, each its own object, all kept.
    const sweets: [number, number, number][] = Array.from({ length: 11 }, (_, i) => [40 + (i % 6) * 60, 60 + Math.floor(i / 6) * 90, 22]);
    const main = selectMainObject(discs(400, 240, sweets))!;
    for (const [cx, cy] of sweets) expect(main.matte[cy * 400 + cx]).toBe(255);
    expect(main.warnings).toContain('objects_kept');
    expect(main.warnings).not.toContain('several_objects');
    expect(main.objectCount).toBe(11);
  });

  it('warns about a product the photo cuts even along a short stretch of its edge', () => {
    // A small disc cut by the left edge over about a fifth of its height (under a tenth of the photo's side).
    const main = selectMainObject(discs(400, 400, [[12, 200, 30]]))!;
    expect(main.warnings).toContain('touches_frame');
    expect(selectMainObject(discs(400, 400, [[200, 200, 30]]))!.warnings).not.toContain('touches_frame');
  });

  it('warns that something behind the product may be left when part of it is only half certain', () => {
    // A crisp product with a half-certain block joined to it (a box behind it, alpha about 70 %).
    const soft = discs(300, 200, [[120, 100, 50]]);
    for (let y = 40; y < 160; y += 1) for (let x = 160; x < 240; x += 1) soft.data[y * 300 + x] = Math.max(soft.data[y * 300 + x]!, 180);
    const main = selectMainObject(soft)!;
    expect(main.warnings).toContain('check_leftovers');
    expect(selectMainObject(discs(300, 200, [[120, 100, 50]]))!.warnings).not.toContain('check_leftovers');
  });

  it('answers null when nothing reaches alpha 128', () => {
    expect(selectMainObject(discs(50, 50, [[25, 25, 10, 100]]))).toBeNull();
  });
});
