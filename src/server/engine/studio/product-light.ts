/**
 * The key light on the product itself. A cut-out carries the light of the photo it came from: a
 * product lit from the left in its photo, set under a key from the right, reads as pasted on. So
 * the renderer reads the side the product's own shading says it was lit from and puts the set's key
 * on that side, then lays a soft gradient over the product that brightens the side facing the key
 * and darkens the far one, as a broad source does on a rounded object (the cosine fall-off of
 * Lambert's law across the object, softened: studio keys are large sources).
 */

/** A product whose two sides differ by less than this (relative luminance) has no clear lit side. */
export const SHADING_THRESHOLD = 0.1;

/**
 * The side the product was lit from in its photo: -1 left, 1 right, null when its left and right
 * thirds (alpha-weighted mean luminance, Rec. 709 weights) differ by less than SHADING_THRESHOLD of
 * their mean. Thirds rather than halves, so a label or a print in the middle does not decide it.
 * Input: RGBA pixels (4 bytes a pixel), width and height in px. Output: -1, 1 or null.
 */
export function shadingSide(rgba: Buffer, width: number, height: number): -1 | 1 | null {
  const third = Math.floor(width / 3);
  if (third < 2) return null;
  let leftSum = 0;
  let leftWeight = 0;
  let rightSum = 0;
  let rightWeight = 0;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 200_000)));
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const o = (y * width + x) * 4;
      const a = rgba[o + 3]!;
      if (a < 128) continue;
      const lum = 0.2126 * rgba[o]! + 0.7152 * rgba[o + 1]! + 0.0722 * rgba[o + 2]!;
      if (x < third) {
        leftSum += lum;
        leftWeight += 1;
      } else if (x >= width - third) {
        rightSum += lum;
        rightWeight += 1;
      }
    }
  }
  if (leftWeight < 16 || rightWeight < 16) return null;
  const left = leftSum / leftWeight;
  const right = rightSum / rightWeight;
  const mean = (left + right) / 2;
  if (mean < 1 || Math.abs(right - left) / mean < SHADING_THRESHOLD) return null;
  return right > left ? 1 : -1;
}

/**
 * Lays the key light's gradient over the product, in place: each pixel's colour is multiplied by
 * 1 + strength * s, where s runs from -1 on the side away from the key to +1 on the side facing it
 * along a smooth (cosine) ramp across the product's opaque width. Alpha is left as it is.
 * Input: RGBA pixels, width and height in px, the key's side (-1 left, 1 right) and `strength`
 * (0..0.3; 0.08 reads as a soft key). Output: none (the buffer is changed).
 */
export function relight(rgba: Buffer, width: number, height: number, lightSide: -1 | 1, strength: number): void {
  if (strength <= 0 || width < 2) return;
  let minX = width;
  let maxX = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (rgba[(y * width + x) * 4 + 3]! >= 128) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
      }
    }
  }
  if (maxX <= minX) return;
  const gain = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const t = Math.min(1, Math.max(0, (x - minX) / (maxX - minX)));
    // -cos runs from -1 at the left edge to +1 at the right edge, flat at both ends.
    const s = -Math.cos(Math.PI * t) * lightSide;
    gain[x] = 1 + Math.min(0.3, strength) * s;
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 4;
      if (rgba[o + 3] === 0) continue;
      const g = gain[x]!;
      rgba[o] = Math.min(255, Math.round(rgba[o]! * g));
      rgba[o + 1] = Math.min(255, Math.round(rgba[o + 1]! * g));
      rgba[o + 2] = Math.min(255, Math.round(rgba[o + 2]! * g));
    }
  }
}
