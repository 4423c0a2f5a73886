/**
 * Camera paths of the local video engine: where the camera window lies over the
 * canvas in every frame, so that the product's whole box stays inside the frame from the first frame
 * to the last.
 *
 * A window is a rectangle of the canvas with the output's aspect ratio; the frame shows that window
 * scaled to the output size. A path is a start and an end window; frame n shows the window whose
 * left, top and width are interpolated linearly between them with the eased progress
 * e(n) = (1 - cos(pi n / (frames - 1))) / 2, so every move starts and ends at rest.
 *
 * Why containment holds in every frame: "the window contains the box" and "the window lies inside the
 * canvas" are each four linear inequalities on (left, top, right, bottom). Both end windows satisfy them,
 * and every intermediate window is a convex combination of the two ends, so it satisfies them too. The
 * planner therefore only has to choose end windows that contain the product box (plus a margin) and lie
 * inside the canvas; cameraWindowAt is the same formula the ffmpeg expressions evaluate.
 */

/** A rectangle in canvas pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A camera path: the windows of the first and the last frame (canvas px, output ratio). */
export interface CameraPath {
  start: Rect;
  end: Rect;
}

/** The camera moves of the local engine (motion-intent.ts). */
export type CameraMove = 'push_in' | 'pull_out' | 'pan_left' | 'pan_right' | 'orbit';

/** Margin kept around the product box inside every window, as a fraction of the canvas's short side. */
export const PRODUCT_MARGIN = 0.03;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Eased progress of frame `frame` (0-based) of `frames`: 0 at the first frame, 1 at the last. */
export function easedProgress(frame: number, frames: number): number {
  if (frames <= 1) return 1;
  return 0.5 - 0.5 * Math.cos((Math.PI * frame) / (frames - 1));
}

/** The window of frame `frame` (0-based) of `frames` on a path (canvas px). */
export function cameraWindowAt(path: CameraPath, frame: number, frames: number): Rect {
  const e = easedProgress(frame, frames);
  const lerp = (a: number, b: number) => a + (b - a) * e;
  return {
    x: lerp(path.start.x, path.end.x),
    y: lerp(path.start.y, path.end.y),
    width: lerp(path.start.width, path.end.width),
    height: lerp(path.start.height, path.end.height),
  };
}

/** True when `inner` lies inside `outer` (tolerance `eps` px). */
export function rectContains(outer: Rect, inner: Rect, eps = 1e-6): boolean {
  return (
    inner.x >= outer.x - eps &&
    inner.y >= outer.y - eps &&
    inner.x + inner.width <= outer.x + outer.width + eps &&
    inner.y + inner.height <= outer.y + outer.height + eps
  );
}

/** A planner over one canvas and one product box (the box grown by PRODUCT_MARGIN, clipped to the canvas). */
function planner(W: number, H: number, box: Rect | null) {
  const m = PRODUCT_MARGIN * Math.min(W, H);
  // Without a cut-out, the middle of the canvas stands in for the product.
  const b = box ?? { x: W * 0.3, y: H * 0.25, width: W * 0.4, height: H * 0.5 };
  const x0 = clamp(b.x - m, 0, W);
  const y0 = clamp(b.y - m, 0, H);
  const x1 = clamp(b.x + b.width + m, 0, W);
  const y1 = clamp(b.y + b.height + m, 0, H);
  const guard = { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
  /** Narrowest window width that still holds the guarded box. */
  const minWidth = Math.min(W, Math.max(guard.width, (guard.height * W) / H));
  const centre = { x: b.x + b.width / 2, y: b.y + b.height / 2 };

  /** Width of a window zoomed `zoom` times, never narrower than the guarded box needs. */
  const widthAt = (zoom: number) => clamp(W / zoom, minWidth, W);
  /** The range of window centres (one axis) that keep the window in the canvas and around the guard. */
  const range = (size: number, side: number, lo: number, hi: number): [number, number] => {
    const a = Math.max(size / 2, hi - size / 2);
    const b2 = Math.min(side - size / 2, lo + size / 2);
    return a <= b2 ? [a, b2] : [(a + b2) / 2, (a + b2) / 2];
  };
  /** The window of width `w` centred as near to (cx, cy) as the rules allow. */
  const windowAt = (w: number, cx: number, cy: number): Rect => {
    const h = (w * H) / W;
    const [ax, bx] = range(w, W, guard.x, guard.x + guard.width);
    const [ay, by] = range(h, H, guard.y, guard.y + guard.height);
    const x = clamp(cx, ax, bx) - w / 2;
    const y = clamp(cy, ay, by) - h / 2;
    return { x, y, width: w, height: h };
  };
  /**
   * Start and end windows of widths w0 and w1 whose centres travel (dx, dy) around (cx, cy), shortened
   * (and slid) as far as needed for both to obey the rules.
   */
  const travel = (w0: number, w1: number, cx: number, cy: number, dx: number, dy: number): CameraPath => {
    const h0 = (w0 * H) / W;
    const h1 = (w1 * H) / W;
    const r0 = { x: range(w0, W, guard.x, guard.x + guard.width), y: range(h0, H, guard.y, guard.y + guard.height) };
    const r1 = { x: range(w1, W, guard.x, guard.x + guard.width), y: range(h1, H, guard.y, guard.y + guard.height) };
    const axis = (c: number, d: number, a: [number, number], b2: [number, number]) => {
      let s = clamp(c - d / 2, a[0], a[1]);
      const e = clamp(s + d, b2[0], b2[1]);
      s = clamp(e - d, a[0], a[1]);
      return [s, e] as const;
    };
    const [sx, ex] = axis(cx, dx, r0.x, r1.x);
    const [sy, ey] = axis(cy, dy, r0.y, r1.y);
    return {
      start: { x: sx - w0 / 2, y: sy - h0 / 2, width: w0, height: h0 },
      end: { x: ex - w1 / 2, y: ey - h1 / 2, width: w1, height: h1 },
    };
  };
  /**
   * Moves that use what room the guarded box leaves when a centred zoom would barely move: the tightest
   * window pushed to the far end of its range (zoom and drift), and a slide from one end of the range to
   * the other at the width that leaves the most room along x or along y. `dir` picks the slide's direction.
   */
  const roomyMoves = (dir: number): CameraPath[] => {
    const full = { x: 0, y: 0, width: W, height: H };
    const moves: CameraPath[] = [];
    // Zoom and drift: the tightest window at the end of its range farthest from the canvas centre.
    const w1 = minWidth;
    const h1 = (w1 * H) / W;
    const rx = range(w1, W, guard.x, guard.x + guard.width);
    const ry = range(h1, H, guard.y, guard.y + guard.height);
    const far = (r: [number, number], mid: number) => (Math.abs(r[0] - mid) >= Math.abs(r[1] - mid) ? r[0] : r[1]);
    moves.push({ start: full, end: { x: far(rx, W / 2) - w1 / 2, y: far(ry, H / 2) - h1 / 2, width: w1, height: h1 } });
    // Slides along x and along y, each at the width that leaves it the most room.
    const slideX = clamp((W + guard.width) / 2, minWidth, W);
    const slideY = clamp(((H + guard.height) / 2) * (W / H), minWidth, W);
    for (const [w, axis] of [
      [slideX, 'x'],
      [slideY, 'y'],
    ] as const) {
      const h = (w * H) / W;
      const ax = range(w, W, guard.x, guard.x + guard.width);
      const ay = range(h, H, guard.y, guard.y + guard.height);
      const cy = clamp(centre.y, ay[0], ay[1]);
      const cx = clamp(centre.x, ax[0], ax[1]);
      const [a, b] = axis === 'x' ? ax : ay;
      const [from, to] = dir > 0 ? [a, b] : [b, a];
      const at = (c: number): Rect => (axis === 'x' ? { x: c - w / 2, y: cy - h / 2, width: w, height: h } : { x: cx - w / 2, y: c - h / 2, width: w, height: h });
      moves.push({ start: at(from), end: at(to) });
    }
    return moves;
  };
  return { W, H, centre, widthAt, windowAt, travel, roomyMoves };
}

/**
 * How much a path visibly moves the picture: the largest displacement (output px) between the first and
 * the last frame of a canvas point seen in both, as a share of the output's short side. Input: a path
 * over a canvas of the output's size (px). Output: >= 0.
 */
export function pathMotion(path: CameraPath, width: number, height: number): number {
  const { start: a, end: b } = path;
  const x0 = Math.max(a.x, b.x);
  const y0 = Math.max(a.y, b.y);
  const x1 = Math.min(a.x + a.width, b.x + b.width);
  const y1 = Math.min(a.y + a.height, b.y + b.height);
  let most = 0;
  for (const [x, y] of [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ] as const) {
    const dx = ((x - a.x) * width) / a.width - ((x - b.x) * width) / b.width;
    const dy = ((y - a.y) * height) / a.height - ((y - b.y) * height) / b.height;
    most = Math.max(most, Math.hypot(dx, dy));
  }
  return most / Math.min(width, height);
}

/**
 * Share of a full push-in's motion under which a push-in or pull-out reads as nearly static and a move
 * that uses the room left is taken instead (looked at: a 1.07x push on a product filling the photo).
 */
export const MIN_MOTION_SHARE = 0.6;
/** The zoom of a full push-in or pull-out. */
const PUSH_ZOOM = 1.15;

/**
 * Plans a single-layer camera move.
 * Input: the move, the canvas size (px; the canvas has the output's ratio), the product box on the canvas
 * (px; null without a cut-out: the middle of the canvas stands in), and the seed (its parity picks the
 * orbit's direction). Output: a path whose every frame holds the box grown by PRODUCT_MARGIN (clipped to
 * the canvas) and stays inside the canvas (see the module docstring). Moves:
 * - push_in: the whole canvas -> zoom 1.15 centred as near the product as allowed (less zoom for a large
 *   product). When the box leaves so little room that this moves the picture less than MIN_MOTION_SHARE
 *   of a full push-in (pathMotion), the move within the room that moves it most instead: the whole
 *   canvas to the tightest window drifted to the end of its range, or a slide across the room along x or
 *   y (direction by the seed's parity);
 * - pull_out: the reverse of push_in;
 * - pan_left / pan_right: zoom 1.12 -> 1.15 while the camera travels up to 10 % of the width, centred on the product;
 * - orbit: zoom 1.06 -> 1.12 with a diagonal drift of up to 7 % of the width and 4 % of the height.
 * A large product shortens the zoom and the travel rather than leaving the frame. Never throws.
 */
export function planCameraPath(move: CameraMove, width: number, height: number, box: Rect | null, seed: number): CameraPath {
  const p = planner(width, height, box);
  switch (move) {
    case 'push_in':
    case 'pull_out': {
      const full = { x: 0, y: 0, width, height };
      let path: CameraPath = { start: full, end: p.windowAt(p.widthAt(PUSH_ZOOM), p.centre.x, p.centre.y) };
      const zoomed = { width: width / PUSH_ZOOM, height: height / PUSH_ZOOM };
      const centred = { x: (width - zoomed.width) / 2, y: (height - zoomed.height) / 2, ...zoomed };
      const wanted = MIN_MOTION_SHARE * pathMotion({ start: full, end: centred }, width, height);
      if (pathMotion(path, width, height) < wanted) {
        // The product leaves little room: the move that shows the most motion within it.
        for (const alt of p.roomyMoves(seed % 2 === 0 ? 1 : -1)) {
          if (pathMotion(alt, width, height) > pathMotion(path, width, height)) path = alt;
        }
      }
      return move === 'push_in' ? path : { start: path.end, end: path.start };
    }
    case 'pan_left':
    case 'pan_right': {
      const dir = move === 'pan_right' ? 1 : -1;
      return p.travel(p.widthAt(1.12), p.widthAt(1.15), p.centre.x, p.centre.y, dir * 0.1 * width, 0);
    }
    case 'orbit': {
      const dir = seed % 2 === 0 ? 1 : -1;
      return p.travel(p.widthAt(1.06), p.widthAt(1.12), p.centre.x, p.centre.y, dir * 0.07 * width, -0.04 * height);
    }
  }
}

/**
 * Plans the two-layer parallax orbit (with a cut-out): the background layer (the scene with the product
 * filled in) drifts sideways about 2 % of the width and slightly upwards at zoom 1.10 -> 1.12, while the
 * product layer drifts a fifth as far the other way and grows 1.10 -> 1.125 (looked at: larger offsets
 * uncover too much of the filled-in area behind the product, which then reads as a halo). Both layers share their
 * centre at mid-move, so the product sits where it stood. Input and guarantees as planCameraPath: the
 * product layer's path holds the product box in every frame; both paths stay inside the canvas.
 */
export function planParallaxPaths(width: number, height: number, box: Rect | null, seed: number): { back: CameraPath; front: CameraPath } {
  const p = planner(width, height, box);
  const dir = seed % 2 === 0 ? 1 : -1;
  const front = p.travel(p.widthAt(1.1), p.widthAt(1.125), p.centre.x, p.centre.y, -dir * 0.004 * width, 0);
  // The background is not bound by the product box: only by the canvas.
  const free = planner(width, height, { x: width / 2, y: height / 2, width: 0, height: 0 });
  const mid = cameraWindowAt(front, 1, 3);
  const back = free.travel(width / 1.1, width / 1.12, mid.x + mid.width / 2, mid.y + mid.height / 2, dir * 0.02 * width, -0.01 * height);
  return { back, front };
}
