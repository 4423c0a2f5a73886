/**
 * Stored cut-out mattes: a Cutout's matte kept as an 8-bit greyscale PNG next to its source photo,
 * so a photo is cut out once (cut-out cached per photo).
 */
import sharp from 'sharp';
import type { Cutout } from './cutout';
import { bboxOf } from './mask-ops';

/**
 * Encodes a matte as a greyscale PNG.
 * Input: `matte`, raw 8-bit single channel, `width` x `height` px, row-major (255 = product).
 * Output: PNG bytes (compression level 6). Errors: sharp's error when the sizes do not match the buffer.
 */
export async function encodeMattePng(matte: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(matte, { raw: { width, height, channels: 1 } }).png({ compressionLevel: 6 }).toBuffer();
}

/**
 * Reads a stored matte PNG back into a Cutout.
 * Input: the PNG bytes; `method`, how the matte was first made ('alpha' or 'grabcut').
 * Output: the Cutout (size in px, 8-bit single-channel matte, bbox of matte >= 128), or null when
 * the matte holds no product pixel (the caller computes the cut-out again).
 * Errors: sharp's error when the bytes cannot be decoded.
 */
export async function readMattePng(png: Buffer, method: Cutout['method']): Promise<Cutout | null> {
  const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const matte = info.channels === 1 ? data : firstChannel(data, info.channels);
  const bbox = bboxOf(matte, info.width, info.height, 128);
  return bbox ? { width: info.width, height: info.height, matte, bbox, method } : null;
}

function firstChannel(data: Buffer, channels: number): Buffer {
  const out = Buffer.alloc(data.length / channels);
  for (let i = 0; i < out.length; i += 1) out[i] = data[i * channels]!;
  return out;
}
