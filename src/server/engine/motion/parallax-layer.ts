/**
 * The product layer of the parallax orbit, cut to the product (budget: a 5 s 1080p
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
import { bboxOf } from '../cutout/mask-ops';
import { productRgba } from '../cutout/foreground-colour';
import type { CameraPath, Rect } from './camera-path';

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

/** Context (px) around the product given to the edge-colour estimate, beyond the patch. */
const COLOUR_CONTEXT = 48;

/**
 * Cuts the product layer out of a full-canvas layer.
 * Input: canvas RGB (W*H*3) and matte (W*H, 255 = product), the canvas/output size (px) and the product
 * layer's camera path over the canvas. The patch's alpha is the matte itself, nothing of the backdrop
 * around it (the plate behind, ./parallax-fill.ts, is scenery there), and its colours are the cut-out's
 * halo-free foreground colours (../../media/foreground-colour.ts): where the matte is soft, the
 * backdrop's share is taken out of the colour, so the edge does not carry a rim of the old backdrop over
 * the moving plate; under alpha 0 the estimate continues the product's colours, so the warp's bilinear
 * interpolation never pulls a dark or foreign colour into the edge. Output: the ProductPatch, or null
 * when the matte is empty. Errors: sharp's, for inconsistent buffers.
 */
export async function productPatch(rgb: Buffer, matte: Buffer, W: number, H: number, path: CameraPath): Promise<ProductPatch | null> {
  const found = bboxOf(matte, W, H, 1);
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

  // Foreground colours over G and some context around it.
  const cx = Math.max(0, gx - COLOUR_CONTEXT);
  const cy = Math.max(0, gy - COLOUR_CONTEXT);
  const cw = Math.min(W, gx + gw + COLOUR_CONTEXT) - cx;
  const ch = Math.min(H, gy + gh + COLOUR_CONTEXT) - cy;
  const regionRgb = Buffer.alloc(cw * ch * 3);
  const regionMatte = Buffer.alloc(cw * ch);
  for (let y = 0; y < ch; y += 1) {
    rgb.copy(regionRgb, y * cw * 3, ((cy + y) * W + cx) * 3, ((cy + y) * W + cx + cw) * 3);
    matte.copy(regionMatte, y * cw, (cy + y) * W + cx, (cy + y) * W + cx + cw);
  }
  const fg = await productRgba({ data: regionRgb, width: cw, height: ch, channels: 3 }, regionMatte);

  // Pixels of G with the matte as alpha; the outer border stays transparent, so sampling beyond the
  // patch repeats transparent pixels.
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 1; y < Math.min(gh, height - 1); y += 1) {
    for (let x = 1; x < Math.min(gw, width - 1); x += 1) {
      const s = ((gy + y - cy) * cw + gx + x - cx) * 4;
      const d = (y * width + x) * 4;
      rgba[d] = fg[s]!;
      rgba[d + 1] = fg[s + 1]!;
      rgba[d + 2] = fg[s + 2]!;
      rgba[d + 3] = fg[s + 3]!;
    }
  }
  const toPatch = (win: Rect): Rect => {
    const s = win.width / W;
    return { x: win.x + rx * s - gx, y: win.y + ry * s - gy, width: width * s, height: height * s };
  };
  return { rgba, width, height, x: rx, y: ry, path: { start: toPatch(path.start), end: toPatch(path.end) } };
}
