/**
 * The product as an RGBA image with no halo of the old background: in the edge
 * band (0 < alpha < 255) a pixel's colour is a mix of product and backdrop, so the product colour F
 * is estimated there with blur-fusion (Forte and Pitié, "Approximate Fast Foreground Colour
 * Estimation", ICIP 2021: two passes, radius 90 then 6 at 1000 px, scaled here to the image):
 *
 *   F = blur(F·a)/blur(a) + a · (I - a·blur(F·a)/blur(a) - (1-a)·blur(B·(1-a))/blur(1-a))
 *
 * Where alpha is 255 the formula gives F = I exactly: inside the matte the product's pixels are the
 * photo's own: the product's own pixels stay the product's.
 * Estimation runs at most at 1536 px on the long side and is upscaled; the final formula runs at the
 * output size.
 */
import sharp from 'sharp';
import type { RawImage } from '../image/decode-image';
import { boxBlur } from './mask-ops';
import { workingSize } from './matting-engine';

const ESTIMATE_LONG_SIDE = 1536;

/** F and B estimates by one blur-fusion pass (all planes 0..1, 3 planes for colours). */
function blurFusion(image: Float32Array[], f: Float32Array[], b: Float32Array[], alpha: Float32Array, width: number, height: number, r: number) {
  const n = width * height;
  const inv = new Float32Array(n);
  for (let i = 0; i < n; i += 1) inv[i] = 1 - alpha[i]!;
  const ba = boxBlur(alpha, width, height, r);
  const bInv = boxBlur(inv, width, height, r);
  const outF: Float32Array[] = [];
  const outB: Float32Array[] = [];
  for (let c = 0; c < 3; c += 1) {
    const fa = new Float32Array(n);
    const bb = new Float32Array(n);
    for (let i = 0; i < n; i += 1) {
      fa[i] = f[c]![i]! * alpha[i]!;
      bb[i] = b[c]![i]! * inv[i]!;
    }
    const bf = boxBlur(fa, width, height, r);
    const bbg = boxBlur(bb, width, height, r);
    const F = new Float32Array(n);
    const B = new Float32Array(n);
    for (let i = 0; i < n; i += 1) {
      const mf = bf[i]! / (ba[i]! + 1e-5);
      const mb = bbg[i]! / (bInv[i]! + 1e-5);
      const a = alpha[i]!;
      F[i] = Math.min(1, Math.max(0, mf + a * (image[c]![i]! - a * mf - (1 - a) * mb)));
      B[i] = mb;
    }
    outF.push(F);
    outB.push(B);
  }
  return { F: outF, B: outB };
}

/**
 * Estimated product colour and backdrop colour of every pixel, as 8-bit RGB at the estimation size.
 * Input: RGB or RGBA `image` and its `matte` (width*height bytes), both at the same size.
 */
async function estimate(image: RawImage, matte: Buffer, longSide: number = ESTIMATE_LONG_SIDE): Promise<{ f: Buffer; b: Buffer; width: number; height: number }> {
  const { width, height } = workingSize(image.width, image.height, longSide);
  const rgb = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .removeAlpha()
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const a8 = await sharp(matte, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const n = width * height;
  const alpha = new Float32Array(n);
  for (let i = 0; i < n; i += 1) alpha[i] = a8[i]! / 255;
  const planes = [0, 1, 2].map((c) => {
    const p = new Float32Array(n);
    for (let i = 0; i < n; i += 1) p[i] = rgb[i * 3 + c]! / 255;
    return p;
  });
  const long = Math.max(width, height);
  const first = blurFusion(planes, planes, planes, alpha, width, height, Math.max(3, Math.round((90 * long) / 1000 / 2)));
  const second = blurFusion(planes, first.F, first.B, alpha, width, height, Math.max(1, Math.round((6 * long) / 1000 / 2)));
  const f = Buffer.alloc(n * 3);
  const b = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i += 1)
    for (let c = 0; c < 3; c += 1) {
      f[i * 3 + c] = Math.round(second.F[c]![i]! * 255);
      b[i * 3 + c] = Math.round(second.B[c]![i]! * 255);
    }
  return { f, b, width, height };
}

/**
 * The cut-out as RGBA: colours of the photo with the edge band's colours estimated, alpha = matte.
 * Input: `image` (RGB or RGBA, 8-bit) and `matte` (width*height bytes) at the same size.
 * Output: RGBA bytes, width*height*4. Pixels with alpha 255 keep the photo's exact colours.
 * `options.estimateLongSide` lowers the size the (smooth) colour estimates are made at (default 1536
 * px); the final formula still runs at the image's size.
 */
export async function productRgba(image: RawImage, matte: Buffer, options: { estimateLongSide?: number } = {}): Promise<Buffer> {
  const { width, height, channels } = image;
  const n = width * height;
  const est = await estimate(image, matte, options.estimateLongSide);
  const up = (data: Buffer) =>
    est.width === width && est.height === height
      ? Promise.resolve(data)
      : sharp(data, { raw: { width: est.width, height: est.height, channels: 3 } }).resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const [f, b] = await Promise.all([up(est.f), up(est.b)]);
  const out = Buffer.alloc(n * 4);
  for (let i = 0; i < n; i += 1) {
    const a8 = matte[i]!;
    out[i * 4 + 3] = a8;
    for (let c = 0; c < 3; c += 1) {
      const I = image.data[i * channels + c]!;
      if (a8 === 255) {
        out[i * 4 + c] = I;
      } else if (a8 === 0) {
        out[i * 4 + c] = f[i * 3 + c]!;
      } else {
        const a = a8 / 255;
        const F = f[i * 3 + c]!;
        const v = F + a * (I - a * F - (1 - a) * b[i * 3 + c]!);
        out[i * 4 + c] = Math.min(255, Math.max(0, Math.round(v)));
      }
    }
  }
  return out;
}
