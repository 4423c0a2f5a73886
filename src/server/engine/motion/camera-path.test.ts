/**
 * The product stays in frame: every frame of every camera move contains the product's whole box,
 * and no window leaves the canvas. The windows are evaluated frame by frame with the same formula the
 * ffmpeg expressions use (cameraWindowAt), for several product boxes in the three output sizes.
 */
import { describe, expect, it } from 'vitest';
import { cameraWindowAt, MIN_MOTION_SHARE, pathMotion, planCameraPath, planParallaxPaths, rectContains, type CameraMove, type CameraPath, type Rect } from './camera-path';

const MOVES: CameraMove[] = ['push_in', 'pull_out', 'pan_left', 'pan_right', 'orbit'];
const SIZES = [
  [1920, 1080],
  [1080, 1920],
  [1080, 1080],
] as const;
const FRAMES = [150, 300];

/** Product boxes as fractions of the canvas: centred, near each edge, in a corner, large, wide, tall. */
const BOXES: Record<string, [number, number, number, number]> = {
  centre: [0.4, 0.4, 0.2, 0.2],
  'near left edge': [0.02, 0.35, 0.2, 0.3],
  'near right edge': [0.8, 0.3, 0.18, 0.4],
  'near top edge': [0.35, 0.01, 0.3, 0.2],
  'near bottom edge': [0.3, 0.75, 0.35, 0.24],
  corner: [0.85, 0.85, 0.13, 0.13],
  large: [0.06, 0.06, 0.88, 0.88],
  wide: [0.05, 0.4, 0.9, 0.2],
  tall: [0.42, 0.03, 0.16, 0.94],
  'fills the width': [0.03, 0.3, 0.94, 0.4],
  'fills the height, off-centre': [0.1, 0.04, 0.3, 0.92],
  '88 % of the width': [0.06, 0.3, 0.88, 0.4],
  tiny: [0.6, 0.2, 0.01, 0.01],
};

function boxOn(width: number, height: number, [x, y, w, h]: [number, number, number, number]): Rect {
  return { x: x * width, y: y * height, width: w * width, height: h * height };
}

function expectContained(path: CameraPath, frames: number, canvas: Rect, box: Rect, label: string) {
  for (let n = 0; n < frames; n += 1) {
    const win = cameraWindowAt(path, n, frames);
    if (!rectContains(win, box, 1e-6) || !rectContains(canvas, win, 1e-6)) {
      expect.fail(`${label}, frame ${n}: window ${JSON.stringify(win)} vs box ${JSON.stringify(box)} on ${canvas.width}x${canvas.height}`);
    }
    // The window keeps the output's ratio (no stretching).
    expect(Math.abs(win.width / win.height - canvas.width / canvas.height)).toBeLessThan(1e-6);
  }
}

describe('camera paths keep the product box in every frame', () => {
  for (const [width, height] of SIZES) {
    const canvas = { x: 0, y: 0, width, height };
    for (const [name, fractions] of Object.entries(BOXES)) {
      const box = boxOn(width, height, fractions);
      it(`${width}x${height}, ${name} box`, () => {
        for (const frames of FRAMES) {
          for (const move of MOVES) {
            for (const seed of [0, 1]) {
              expectContained(planCameraPath(move, width, height, box, seed), frames, canvas, box, `${move} seed ${seed}`);
            }
          }
          for (const seed of [0, 1]) {
            const { back, front } = planParallaxPaths(width, height, box, seed);
            expectContained(front, frames, canvas, box, `parallax product layer seed ${seed}`);
            expectContained(back, frames, canvas, { x: width / 2, y: height / 2, width: 0, height: 0 }, `parallax background seed ${seed}`);
          }
        }
      });
    }
  }
});

describe('camera paths still move', () => {
  const W = 1920;
  const H = 1080;
  const box = boxOn(W, H, BOXES.centre!);

  it('push-in ends zoomed on the product; pull-out starts there', () => {
    const push = planCameraPath('push_in', W, H, box, 0);
    expect(push.start).toEqual({ x: 0, y: 0, width: W, height: H });
    expect(W / push.end.width).toBeCloseTo(1.15, 3);
    const pull = planCameraPath('pull_out', W, H, box, 0);
    expect(pull.start).toEqual(push.end);
    expect(pull.end).toEqual(push.start);
  });

  it('pans travel about 10 % of the width in their direction', () => {
    const right = planCameraPath('pan_right', W, H, box, 0);
    const left = planCameraPath('pan_left', W, H, box, 0);
    const centreX = (r: Rect) => r.x + r.width / 2;
    expect(centreX(right.end) - centreX(right.start)).toBeGreaterThan(0.09 * W);
    expect(centreX(left.end) - centreX(left.start)).toBeLessThan(-0.09 * W);
  });

  it('a product at the edge shortens the travel instead of leaving the frame', () => {
    const edge = boxOn(W, H, BOXES['near right edge']!);
    const right = planCameraPath('pan_right', W, H, edge, 0);
    expect(right.end.x + right.end.width).toBeGreaterThanOrEqual(edge.x + edge.width);
  });

  it('the orbit direction follows the seed parity', () => {
    const even = planCameraPath('orbit', W, H, box, 2);
    const odd = planCameraPath('orbit', W, H, box, 3);
    expect(Math.sign(even.end.x - even.start.x)).toBe(-Math.sign(odd.end.x - odd.start.x));
  });

  it('a push-in on a product that leaves little room for a zoom still moves, using the room there is', () => {
    // 88 % of the width: a zoom centred on it can only reach ~1.06x; there is room above and below.
    const fractions: [number, number, number, number] = [0.06, 0.3, 0.88, 0.4];
    for (const [width, height] of [
      [1080, 1920],
      [1080, 1080],
    ] as const) {
      const box = boxOn(width, height, fractions);
      const full = { x: 0, y: 0, width, height };
      const fullPush = pathMotion({ start: full, end: { x: (width - width / 1.15) / 2, y: (height - height / 1.15) / 2, width: width / 1.15, height: height / 1.15 } }, width, height);
      // The tightest window around the guarded box, centred on it: what a plain push-in would end on.
      const guard = 0.03 * Math.min(width, height);
      const tight = (box.width + 2 * guard);
      const centred = pathMotion({ start: full, end: { x: box.x + box.width / 2 - tight / 2, y: box.y + box.height / 2 - (tight * height) / width / 2, width: tight, height: (tight * height) / width } }, width, height);
      expect(centred).toBeLessThan(MIN_MOTION_SHARE * fullPush);
      const push = planCameraPath('push_in', width, height, box, 0);
      const pull = planCameraPath('pull_out', width, height, box, 1);
      expect(pathMotion(push, width, height), `${width}x${height}`).toBeGreaterThan(1.4 * centred);
      expect(pathMotion(pull, width, height), `${width}x${height}`).toBeGreaterThan(1.4 * centred);
      expectContained(push, 150, full, box, 'push-in with little room');
      expectContained(pull, 150, full, box, 'pull-out with little room');
    }
  });
});
