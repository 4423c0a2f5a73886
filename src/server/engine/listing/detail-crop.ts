/**
 * Detail crops: a region of the product's own photo shown at the listing's full size, with no text
 * or artwork (every marketplace takes it).
 *
 * Where the detail is: the photo's gradient energy (|Sobel x| + |Sobel y| of its luma) inside the
 * product and away from its outline (the matte blurred by 1.2 % of the photo's side still at 98 %:
 * the outline against the backdrop would otherwise win), summed over windows of the crop's size in
 * which the product (matte >= 128) covers at least 90 % (60 % for a product too thin for that); the
 * most detailed window first, then the next that overlaps the ones before by at most 20 %
 * (intersection over union; 35 %, then 50 %, when the product holds no more distinct regions). The
 * crop's side is 35 % of the product's longer side, in the listing's aspect ratio.
 *
 * A crop is never enlarged silently: the result says by how much the photo's pixels were enlarged
 * (output width / crop width), and the check fails above 1.
 */
import sharp from 'sharp';
import type { ListingRegion } from '../../../shared/contracts/listing-sets';
import { LISTING_DETAIL_SHARE } from '../../../shared/listing-sets';
import { MediaInputError } from '../image/decode-image';
import { encodeListingJpeg, listingChecks, type RenderedListingImage } from './listing-canvas';
import type { DigitalSourceType } from '../../../shared/provenance';

/** Longest side the detail search works at, px (the crop itself is cut from the full photo). */
const SEARCH_SIDE = 640;
/** Share of a window the product must cover: first 90 %, then (a thin product) 60 %. */
const COVERS = [0.9, 0.6];
/** Overlap allowed with the regions before: 20 %, then more when the product holds no more distinct ones. */
const IOUS = [0.2, 0.35, 0.5];

export interface MatteRaster {
  /** width*height bytes, 255 = product. */
  data: Uint8Array;
  width: number;
  height: number;
}

const iou = (a: ListingRegion, b: ListingRegion) => {
  const ix = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const inter = ix * iy;
  return inter / (a.width * a.height + b.width * b.height - inter);
};

/**
 * Up to `count` regions of the photo with the most detail, best first, as fractions of the photo.
 * Input: the photo (any format sharp reads), its matte at the photo's oriented size, the crop's
 * aspect ratio (width / height). Output: regions (fewer when the product has no more distinct ones).
 * @throws MediaInputError when the photo cannot be read or the matte holds no product.
 */
export async function detailRegions(photo: Buffer, matte: MatteRaster, aspect: number, count: number): Promise<ListingRegion[]> {
  const scale = Math.min(1, SEARCH_SIDE / Math.max(matte.width, matte.height));
  const w = Math.max(1, Math.round(matte.width * scale));
  const h = Math.max(1, Math.round(matte.height * scale));
  let luma: Buffer;
  try {
    luma = await sharp(photo).rotate().resize(w, h, { fit: 'fill' }).greyscale().extractChannel(0).raw().toBuffer();
  } catch (error) {
    throw new MediaInputError(`the photo cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const mask = await sharp(Buffer.from(matte.data), { raw: { width: matte.width, height: matte.height, channels: 1 } }).resize(w, h, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  // The product's inside, away from its outline: the outline against the background is the
  // strongest gradient of any photo, and a crop of it shows the backdrop, not the product.
  const inner = await sharp(mask, { raw: { width: w, height: h, channels: 1 } })
    .blur(Math.max(1, Math.max(w, h) * 0.012))
    .extractChannel(0)
    .raw()
    .toBuffer();
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (mask[y * w + x]! >= 128) ((x0 = Math.min(x0, x)), (y0 = Math.min(y0, y)), (x1 = Math.max(x1, x)), (y1 = Math.max(y1, y)));
  if (x1 < 0) throw new MediaInputError('the cut-out holds no product');
  const longer = Math.max(x1 - x0 + 1, y1 - y0 + 1);
  let cw = Math.max(8, Math.round(longer * LISTING_DETAIL_SHARE * (aspect >= 1 ? 1 : aspect)));
  let ch = Math.max(8, Math.round(cw / aspect));
  if (cw > w) ((cw = w), (ch = Math.round(cw / aspect)));
  if (ch > h) ((ch = h), (cw = Math.round(ch * aspect)));

  // Integral images of gradient energy inside the product, and of the product's cover.
  const energy = new Float64Array((w + 1) * (h + 1));
  const cover = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let rowE = 0;
    let rowC = 0;
    for (let x = 0; x < w; x++) {
      const inside = mask[y * w + x]! >= 128;
      let g = 0;
      if (inner[y * w + x]! >= 250 && x > 0 && y > 0 && x < w - 1 && y < h - 1) {
        const at = (dx: number, dy: number) => luma[(y + dy) * w + x + dx]!;
        const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
        const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
        g = Math.abs(gx) + Math.abs(gy);
      }
      rowE += g;
      rowC += inside ? 1 : 0;
      energy[(y + 1) * (w + 1) + x + 1] = energy[y * (w + 1) + x + 1]! + rowE;
      cover[(y + 1) * (w + 1) + x + 1] = cover[y * (w + 1) + x + 1]! + rowC;
    }
  }
  const sum = (t: Float64Array, x: number, y: number) => t[(y + ch) * (w + 1) + x + cw]! - t[y * (w + 1) + x + cw]! - t[(y + ch) * (w + 1) + x]! + t[y * (w + 1) + x]!;
  const step = Math.max(1, Math.round(Math.min(cw, ch) / 10));
  let windows: { x: number; y: number; score: number }[] = [];
  for (const minCover of COVERS) {
    for (let y = 0; y + ch <= h; y += step) {
      for (let x = 0; x + cw <= w; x += step) {
        if (sum(cover, x, y) < minCover * cw * ch) continue;
        windows.push({ x, y, score: sum(energy, x, y) });
      }
    }
    if (windows.length) break;
  }
  if (windows.length === 0) windows = [{ x: Math.max(0, Math.min(w - cw, Math.round((x0 + x1 - cw) / 2))), y: Math.max(0, Math.min(h - ch, Math.round((y0 + y1 - ch) / 2))), score: 0 }];
  windows.sort((a, b) => b.score - a.score);
  const picked: ListingRegion[] = [];
  for (const maxIou of IOUS) {
    for (const win of windows) {
      if (picked.length >= count) break;
      const r = { x: win.x / w, y: win.y / h, width: cw / w, height: ch / h };
      if (picked.every((p) => iou(p, r) <= maxIou)) picked.push(r);
    }
  }
  return picked.map((r) => ({ x: round(r.x), y: round(r.y), width: round(r.width), height: round(r.height) }));
}

const round = (v: number) => Math.round(v * 10000) / 10000;

/**
 * A detail image: `region` of the photo, cut at the photo's full resolution and resized to fill
 * `width` x `height` (the region is widened or narrowed about its centre, inside the photo, to the
 * listing's aspect ratio first). @throws MediaInputError when the photo cannot be read.
 */
export async function renderDetail(input: { photo: Buffer; region: ListingRegion; width: number; height: number; sourceType: DigitalSourceType }): Promise<RenderedListingImage & { region: ListingRegion }> {
  const { width: W, height: H } = input;
  let meta;
  let upright: Buffer;
  try {
    upright = await sharp(input.photo).rotate().toBuffer();
    meta = await sharp(upright).metadata();
  } catch (error) {
    throw new MediaInputError(`the photo cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const pw = meta.width!;
  const ph = meta.height!;
  const aspect = W / H;
  let cw = input.region.width * pw;
  let ch = input.region.height * ph;
  const cx = (input.region.x + input.region.width / 2) * pw;
  const cy = (input.region.y + input.region.height / 2) * ph;
  if (cw / ch > aspect) ch = cw / aspect;
  else cw = ch * aspect;
  if (cw > pw) ((cw = pw), (ch = cw / aspect));
  if (ch > ph) ((ch = ph), (cw = ch * aspect));
  const left = Math.round(Math.max(0, Math.min(pw - cw, cx - cw / 2)));
  const top = Math.round(Math.max(0, Math.min(ph - ch, cy - ch / 2)));
  const width = Math.max(1, Math.min(pw - left, Math.round(cw)));
  const height = Math.max(1, Math.min(ph - top, Math.round(ch)));
  const { data, info } = await sharp(upright).extract({ left, top, width, height }).resize(W, H, { fit: 'fill', kernel: 'lanczos3' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const jpeg = await encodeListingJpeg({ data, width: info.width, height: info.height, channels: 3, sourceType: input.sourceType });
  const enlarged = W / width;
  const region = { x: round(left / pw), y: round(top / ph), width: round(width / pw), height: round(height / ph) };
  return { data: jpeg, width: W, height: H, checks: listingChecks({ width: info.width, height: info.height, expected: { width: W, height: H }, enlarged }), region };
}
