/**
 * How much of a product touches its photo's border: the photo cuts the product where the matte
 * runs into an edge (a bottle whose base is cropped, a candy cut by the frame). Renderers keep
 * that edge against the frame instead of standing a straight cut in the middle of a set, and the
 * cut-out warns about it.
 */

/** Alpha at or above which a pixel counts as product. */
const OPAQUE = 128;
/**
 * A side cuts the product when its opaque run along that edge is at least this fraction of the
 * product's extent along the same edge, and at least MIN_RUN_PX: a hair of matte on the border
 * is not a cut.
 */
export const CUT_FRACTION = 0.04;
const MIN_RUN_PX = 3;

export interface BorderContact {
  /** Opaque pixels on each border row or column, px. */
  pixels: { left: number; right: number; top: number; bottom: number };
  /** Per side: whether the photo cuts the product there (see CUT_FRACTION). */
  cut: { left: boolean; right: boolean; top: boolean; bottom: boolean };
  /** Opaque border pixels over the product's perimeter-ish extent (2 x (box width + box height)), 0-1. */
  fraction: number;
}

/**
 * Measures where the product touches the photo's border.
 * Input: the matte (width x height bytes, 255 = product) and the product's box (matte >= 128).
 * Output: BorderContact. Pure; O(width + height).
 */
export function borderContact(matte: Uint8Array, width: number, height: number, bbox: { width: number; height: number }): BorderContact {
  let top = 0;
  let bottom = 0;
  for (let x = 0; x < width; x += 1) {
    if (matte[x]! >= OPAQUE) top += 1;
    if (matte[(height - 1) * width + x]! >= OPAQUE) bottom += 1;
  }
  let left = 0;
  let right = 0;
  for (let y = 0; y < height; y += 1) {
    if (matte[y * width]! >= OPAQUE) left += 1;
    if (matte[y * width + width - 1]! >= OPAQUE) right += 1;
  }
  const cuts = (run: number, extent: number) => run >= MIN_RUN_PX && run >= extent * CUT_FRACTION;
  return {
    pixels: { left, right, top, bottom },
    cut: { left: cuts(left, bbox.height), right: cuts(right, bbox.height), top: cuts(top, bbox.width), bottom: cuts(bottom, bbox.width) },
    fraction: Math.min(1, (left + right + top + bottom) / Math.max(1, 2 * (bbox.width + bbox.height))),
  };
}
