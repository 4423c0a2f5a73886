/**
 * The product layer of the parallax orbit, cut to the product (issue 14 item 5, budget: a 5 s 1080p
 * clip in <= 8 s on 2 cores). Warping and blending a full-frame RGBA layer doubled the cost of the
 * orbit; only the product's own area moves, so the layer is the product's patch (the matte's box plus a
 * transparent border), warped in a fixed output rectangle that holds its image in every frame, and
 * overlaid there at a fixed, whole-pixel position (the motion stays sub-pixel inside the warp, so it does
 * not jitter).
 *
 * Geometry: frame pixel u of the output shows canvas x = win.x + u * win.width / W. For the patch output
 * rectangle R (frame px) and the patch's place G on the canvas, the patch's input corners are
 * win.x + R.x * win.width / W - G.x and that plus R.width * win.width / W; both are linear in the eased
 * progress because the window is, so the patch path is again a CameraPath.
 */
import { bboxOf, boxBlur } from '../../media/mask-ops';
import type { CameraPath, Rect } from './camera-path';
import { holeRadius } from './parallax-fill';

/** The product layer: RGBA pixels of the patch, where it is overlaid, and its own path. */
export interface ProductPatch {
  /** RGBA, width*height*4 bytes; transparent outside the product and along the whole border. */
  rgba: Buffer;
  width: number;
  height: number;
  /** Where the warped patch is overlaid on the frame (px, even). */
  x: number;
  y: number;
  /** The window over the patch per frame (same interpolation as the canvas path). */
  path: CameraPath;
}

const even = (v: number) => 2 * Math.floor(v / 2);

/**
 * The product layer's alpha: the matte, plus a ring of the photo's own backdrop as wide as the hole the
 * background layer fills (./parallax-fill.ts holeRadius), opaque almost to its end. Without the ring, the
 * filled-in area around the product showed as a light halo even when the layers were aligned (looked
 * at); with it, only the sliver the parallax uncovers shows the fill.
 */
function layerAlpha(matte: Buffer, W: number, H: number): Buffer {
  const n = W * H;
  const binary = new Float32Array(n);
  for (let i = 0; i < n; i += 1) binary[i] = matte[i]! >= 8 ? 1 : 0;
  const spread = boxBlur(binary, W, H, holeRadius(W));
  const alpha = Buffer.alloc(n);
  for (let i = 0; i < n; i += 1) alpha[i] = Math.max(matte[i]!, Math.round(255 * Math.min(1, spread[i]! * 24)));
  return alpha;
}

/**
 * Cuts the product layer out of a full-canvas layer.
 * Input: canvas RGB (W*H*3) and matte (W*H, 255 = product), the canvas/output size (px) and the product
 * layer's camera path over the canvas. The patch's alpha is the matte plus a thin fading ring (layerAlpha). Output: the ProductPatch, or null when the matte is empty.
 * Never throws for consistent buffers.
 */
export function productPatch(rgb: Buffer, matte: Buffer, W: number, H: number, path: CameraPath): ProductPatch | null {
  const alpha = layerAlpha(matte, W, H);
  const found = bboxOf(alpha, W, H, 1);
  if (!found) return null;
  // G: the matte's box with a 4 px transparent border, on even coordinates, inside the canvas.
  const gx = even(Math.max(0, found.x - 4));
  const gy = even(Math.max(0, found.y - 4));
  const gw = Math.min(W, found.x + found.width + 4) - gx;
  const gh = Math.min(H, found.y + found.height + 4) - gy;
  // R: the union of G's image in the first and last frames (extremes: the mapping is monotonic in time).
  const images = [path.start, path.end].map((win) => {
    const k = W / win.width;
    return { x0: (gx - win.x) * k, y0: (gy - win.y) * k, x1: (gx + gw - win.x) * k, y1: (gy + gh - win.y) * k };
  });
  const rx = even(Math.max(0, Math.floor(Math.min(...images.map((i) => i.x0)) - 2)));
  const ry = even(Math.max(0, Math.floor(Math.min(...images.map((i) => i.y0)) - 2)));
  // The patch input and its warped output have one size: big enough for R and for G (overlay clips at the frame).
  const width = even(Math.max(Math.ceil(Math.max(...images.map((i) => i.x1)) - rx + 4), gw + 2) + 1);
  const height = even(Math.max(Math.ceil(Math.max(...images.map((i) => i.y1)) - ry + 4), gh + 2) + 1);

  // Pixels of G with the matte as alpha; everything else (and the outer border) stays transparent, so
  // sampling beyond the patch repeats transparent pixels.
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 1; y < Math.min(gh, height - 1); y += 1) {
    for (let x = 1; x < Math.min(gw, width - 1); x += 1) {
      const s = (gy + y) * W + gx + x;
      const d = (y * width + x) * 4;
      rgba[d] = rgb[s * 3]!;
      rgba[d + 1] = rgb[s * 3 + 1]!;
      rgba[d + 2] = rgb[s * 3 + 2]!;
      rgba[d + 3] = alpha[s]!;
    }
  }
  const toPatch = (win: Rect): Rect => {
    const s = win.width / W;
    return { x: win.x + rx * s - gx, y: win.y + ry * s - gy, width: width * s, height: height * s };
  };
  return { rgba, width, height, x: rx, y: ry, path: { start: toPatch(path.start), end: toPatch(path.end) } };
}
