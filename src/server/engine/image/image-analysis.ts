/**
 * Quick analysis of an uploaded photo, on a copy at most 128 px wide so it fits
 * in a request: dimensions, dominant colours, whether the alpha channel is usable, and a
 * suggested product box. The full cut-out (GrabCut) runs later, in the generation job.
 */
import sharp from 'sharp';
import { decodeImage, isAlphaUsable } from './decode-image';
import { bboxOf, otsuThreshold, type BBox } from '../cutout/mask-ops';

export interface ImageAnalysis {
  /** Pixels, after EXIF orientation. */
  width: number;
  height: number;
  format: 'png' | 'jpeg';
  /** True when the alpha channel separates a product from a transparent background. */
  hasAlpha: boolean;
  /** 3-5 colours '#rrggbb' of the product region, most dominant first. */
  dominantColors: string[];
  /** Suggested product box in source pixels. */
  suggestedCutout: BBox;
}

const SMALL = 128;

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * Analyses a PNG or JPEG photo.
 * @throws MediaInputError (from decode-image) when the bytes are not a decodable PNG/JPEG.
 */
export async function analyzeImage(input: Buffer): Promise<ImageAnalysis> {
  const decoded = await decodeImage(input);
  const { width, height } = decoded.rgba;
  const hasAlpha = decoded.fileHasAlpha && isAlphaUsable(decoded.rgba);
  const scale = Math.min(1, SMALL / Math.max(width, height));
  const w = Math.max(4, Math.round(width * scale));
  const h = Math.max(4, Math.round(height * scale));
  const { data } = await sharp(decoded.rgba.data, { raw: { width, height, channels: 4 } })
    .resize(w, h, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });

  // Product mask on the small copy: the alpha channel, else distance from the border's median colour.
  const mask = new Uint8Array(w * h);
  if (hasAlpha) {
    for (let i = 0; i < w * h; i += 1) mask[i] = data[i * 4 + 3]! >= 128 ? 1 : 0;
  } else {
    const border: number[][] = [[], [], []];
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        if (x > 0 && y > 0 && x < w - 1 && y < h - 1) continue;
        for (let c = 0; c < 3; c += 1) border[c]!.push(data[(y * w + x) * 4 + c]!);
      }
    }
    const median = border.map((v) => v.sort((a, b) => a - b)[v.length >> 1] ?? 0);
    const dist = new Uint8Array(w * h);
    for (let i = 0; i < w * h; i += 1) {
      const d =
        Math.abs(data[i * 4]! - median[0]!) + Math.abs(data[i * 4 + 1]! - median[1]!) + Math.abs(data[i * 4 + 2]! - median[2]!);
      dist[i] = Math.min(255, Math.round(d / 1.5));
    }
    const t = Math.max(24, otsuThreshold(dist));
    for (let i = 0; i < w * h; i += 1) mask[i] = dist[i]! > t ? 1 : 0;
  }
  let box = bboxOf(mask, w, h, 1);
  const covered = box ? (box.width * box.height) / (w * h) : 0;
  if (!box || covered < 0.02) box = { x: Math.round(w * 0.15), y: Math.round(h * 0.15), width: Math.round(w * 0.7), height: Math.round(h * 0.7) };
  const suggestedCutout: BBox = {
    x: Math.round(box.x / scale),
    y: Math.round(box.y / scale),
    width: Math.min(width, Math.round(box.width / scale)),
    height: Math.min(height, Math.round(box.height / scale)),
  };

  // Dominant colours: 4-bit-per-channel histogram over the product region (whole image if empty).
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  const useMask = mask.some((v) => v === 1);
  for (let i = 0; i < w * h; i += 1) {
    if (useMask && mask[i] !== 1) continue;
    if (data[i * 4 + 3]! < 128) continue;
    const r = data[i * 4]!;
    const g = data[i * 4 + 1]!;
    const b = data[i * 4 + 2]!;
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const bucket = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bucket.n += 1;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
  }
  const ranked = [...buckets.values()].sort((a, b) => b.n - a.n);
  const dominantColors: string[] = [];
  for (const bucket of ranked) {
    const colour = hex(bucket.r / bucket.n, bucket.g / bucket.n, bucket.b / bucket.n);
    if (!dominantColors.includes(colour)) dominantColors.push(colour);
    if (dominantColors.length === 5) break;
  }
  while (dominantColors.length < 3) dominantColors.push(dominantColors[0] ?? '#808080');
  return { width, height, format: decoded.format, hasAlpha, dominantColors, suggestedCutout };
}
