/**
 * The product cut (./product-lock.ts `cutProduct`) as stored bytes, so a photo's product is cut
 * once per matte, when its cut-out is made or touched up, and not again by every generation that
 * locks or checks it (this keeps the server's own time around a provider call small).
 *
 * Layout: the 4 ASCII bytes 'VPC1', a big-endian uint32 n, n bytes of UTF-8 JSON (the header:
 * fingerprint, width, height, box, surroundLuma, flatLay), then the RGBA as a PNG (width x height
 * px, alpha = the matte). The fingerprint says which matte (and which version of the cut's code)
 * the bytes were made from; a reader that expects another one gets null and cuts again.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { CutoutStroke } from '../../../shared/contracts/cutout';
import type { ProductCut } from './product-lock';

const MAGIC = Buffer.from('VPC1', 'ascii');

/** Bump when `cutProduct`'s output changes: stored cuts made by older code are then cut again. */
export const PRODUCT_CUT_VERSION = 1;

/**
 * The fingerprint of a matte's product cut.
 * Input: the storage key of the matte in use and the touch-up strokes that made it (none for the
 * automatic matte); both decide the matte of a given photo.
 * Output: 40 hex characters: SHA-1 of the version, the key and the strokes as [mode, radius,
 * points] lists (a canonical form: PostgreSQL's jsonb reorders object keys, so strokes read back
 * from the row do not serialise as they came in).
 */
export function productCutFingerprint(matteKey: string, strokes: readonly CutoutStroke[] | null | undefined): string {
  const canonical = (strokes ?? []).map((s) => [s.mode, s.radius, s.points]);
  return createHash('sha1').update(`${PRODUCT_CUT_VERSION}\n${matteKey}\n${JSON.stringify(canonical)}`).digest('hex');
}

export interface Header {
  fingerprint: string;
  width: number;
  height: number;
  box: ProductCut['box'];
  surroundLuma: number | null;
  flatLay: boolean;
}

/**
 * Encodes a product cut with its fingerprint.
 * Output: the bytes described in the module docstring (PNG at compression level 1: fast to read back).
 */
export async function encodeProductCut(cut: ProductCut, fingerprint: string): Promise<Buffer> {
  const header: Header = { fingerprint, width: cut.width, height: cut.height, box: cut.box, surroundLuma: cut.surroundLuma, flatLay: cut.flatLay };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length, 0);
  const png = await sharp(cut.rgba, { raw: { width: cut.width, height: cut.height, channels: 4 } }).png({ compressionLevel: 1 }).toBuffer();
  return Buffer.concat([MAGIC, length, json, png]);
}

/**
 * The header of stored product-cut bytes, without decoding the picture (cheap: no pixels).
 * Input: the stored bytes. Output: fingerprint, size (px), box (px), surroundLuma and flatLay, or
 * null when the bytes are not a product cut.
 */
export function readProductCutHeader(data: Buffer): Header | null {
  if (data.length < 8 || !data.subarray(0, 4).equals(MAGIC)) return null;
  const n = data.readUInt32BE(4);
  if (8 + n > data.length) return null;
  try {
    return JSON.parse(data.subarray(8, 8 + n).toString('utf8')) as Header;
  } catch {
    return null;
  }
}

/**
 * Reads a stored product cut back.
 * Input: the stored bytes and the fingerprint of the matte now in use.
 * Output: the ProductCut, or null when the bytes are not a product cut, were made from another
 * matte or by another version, or do not decode to the size they announce (the caller cuts again).
 */
export async function decodeProductCut(data: Buffer, fingerprint: string): Promise<ProductCut | null> {
  if (data.length < 8 || !data.subarray(0, 4).equals(MAGIC)) return null;
  const n = data.readUInt32BE(4);
  if (8 + n > data.length) return null;
  let header: Header;
  try {
    header = JSON.parse(data.subarray(8, 8 + n).toString('utf8')) as Header;
  } catch {
    return null;
  }
  if (header.fingerprint !== fingerprint) return null;
  try {
    const { data: rgba, info } = await sharp(data.subarray(8 + n)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    if (info.width !== header.width || info.height !== header.height || info.channels !== 4) return null;
    return { rgba, width: header.width, height: header.height, box: header.box, surroundLuma: header.surroundLuma, flatLay: header.flatLay };
  } catch {
    return null;
  }
}
