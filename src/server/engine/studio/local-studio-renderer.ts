/**
 * The local studio renderer: a deterministic renderer, not a
 * generative model. It cuts the product out (the photo's alpha or GrabCut), builds a procedural
 * scene for the chosen style and time of day, lays a contact shadow and a cast shadow that follow
 * the light, grades the scene, and places the product with its own pixels at a uniform scale.
 * Output: exactly outputSize(aspectRatio) at LOCAL_RENDER_LONG_SIDE_PX[quality] (1024, 1536 or 2048 px
 * on the long side), PNG or JPEG (quality JPEG_QUALITY[quality]), with its real MIME type.
 */
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { JPEG_QUALITY, LOCAL_RENDER_LONG_SIDE_PX, outputSize, RENDER_LONG_SIDE_PX, type Gobo, type ImageSettings, type ProductClass, type SceneHints, type SetPiece } from '../../../shared/catalog';
import { computeCutout, type Cutout } from '../cutout/cutout';
import { productRgba } from '../cutout/foreground-colour';
import { ImageProviderError, type ImageRenderRequest, type RenderedImage } from '../../providers/ai/images/image-provider';

/** What the studio renderer draws from: an image request with the decoded cut-out (computed here when absent). */
export type StudioImageRequest = Omit<ImageRenderRequest, 'matte' | 'lock'> & { cutout?: Cutout };
import { setPieceColour, STYLE_LOOKS, TIME_LOOKS, type StyleLook, type TimeLook } from './studio-look';
import { sceneSvg } from './studio-scene';
import { compose, MAX_UPSCALE } from './composition';
import { relight, shadingSide } from './product-light';
import { goboSvg } from './gobo';
import { setPieceSvg } from './studio-set';
import { applyDepthOfField } from './depth-of-field';
import { applySurfaceTexture } from './surface-texture';
import { advancedLook } from './advanced-style';
import { isFlatLay } from '../cutout/flat-lay';
import { borderContact } from '../cutout/border-contact';
import { contactShadowAlpha, footingOf, type Footing } from './grounding';
import { withProvenance } from '../image/provenance';

/** Where the product was placed in the output, px; `scale` is output px per source px. */
export interface ProductLayout {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
  /** The product's box in the source photo, px. */
  source: { x: number; y: number; width: number; height: number };
  /** The composition: set piece and gobo used, light side, and whether the photo was laid flat. */
  set: SetPiece;
  gobo: Gobo;
  lightSide: -1 | 1;
  flatLay: boolean;
  /** Camera tilt of a casual (hand-held) look, degrees; 0 when level. The box above is before the tilt. */
  tiltDegrees: number;
  /**
   * y of the surface line the product stands on, px (before the tilt): the product's lowest
   * opaque row is the row above it. The frame's height when the photo cuts the product's bottom.
   */
  surfaceY: number;
  /** The product's class the set and framing followed. */
  productClass: ProductClass;
  /** The fill the framing aimed at: max(width / frame width, height / frame height) of the box, 0-1. */
  targetFill: number;
  /** Objects standing on their own contact line (a scatter of candies: one per candy). */
  objects: number;
  /** The scene drawn: the idea's after the advanced style, with the backdrop the style used. */
  scene: SceneHints;
}

export interface StudioRender extends RenderedImage {
  layout: ProductLayout;
}

/**
 * Scene raster scale per quality (the backdrop is soft, so it is drawn smaller and upscaled): 563,
 * 768 and 1024 px on the long side for the 1024, 1536 and 2048 px outputs.
 */
const SCENE_SCALE: Record<ImageSettings['quality'], number> = { low: 0.55, medium: 0.5, high: 0.5 };

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

/**
 * The product as RGBA cropped to its box, with the matte as alpha and the edge band's colours
 * cleaned of the old background (./../../media/foreground-colour.ts); where the matte is 255 the
 * pixels are the photo's own.
 */
async function productLayer(source: Buffer, cutout: Cutout): Promise<{ rgba: Buffer; width: number; height: number; box: Cutout['bbox'] }> {
  const pad = 2;
  const box = {
    x: Math.max(0, cutout.bbox.x - pad),
    y: Math.max(0, cutout.bbox.y - pad),
    width: 0,
    height: 0,
  };
  box.width = Math.min(cutout.width - box.x, cutout.bbox.width + 2 * pad);
  box.height = Math.min(cutout.height - box.y, cutout.bbox.height + 2 * pad);
  const rgb = await sharp(source)
    .rotate()
    .toColourspace('srgb')
    .removeAlpha()
    .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
    .raw()
    .toBuffer();
  const matte = Buffer.alloc(box.width * box.height);
  for (let y = 0; y < box.height; y += 1) cutout.matte.copy(matte, y * box.width, (box.y + y) * cutout.width + box.x, (box.y + y) * cutout.width + box.x + box.width);
  const rgba = await productRgba({ data: rgb, width: box.width, height: box.height, channels: 3 }, matte);
  return { rgba, width: box.width, height: box.height, box };
}

/**
 * Cast shadow of the product on the ground, away from the light, as a full-frame RGBA layer.
 * Each object is projected from its own contact line (the footing's base under each column), so a
 * scatter of objects casts one shadow each and a motorcycle's shadow starts at its wheels.
 * Drawn at 1/4 resolution by projecting the silhouette, then blurred and upscaled.
 */
async function castShadow(
  alpha: Buffer,
  footing: Footing,
  place: { x: number; y: number; width: number; height: number },
  frame: { width: number; height: number },
  time: TimeLook,
  lightSide: -1 | 1,
): Promise<Buffer> {
  const q = 4;
  const W = Math.ceil(frame.width / q);
  const H = Math.ceil(frame.height / q);
  const canvas = new Uint8Array(W * H);
  const length = 0.16 + 0.5 * (1 - time.elevation);
  const spread = (0.15 + 0.75 * (1 - time.elevation)) * -lightSide;
  const tall = Math.max(1, footing.bottom + 1);
  // Every q-th pixel of the silhouette, projected onto the ground plane of its own object.
  for (let j = 0; j < place.height; j += q) {
    for (let i = 0; i < place.width; i += q) {
      const a = alpha[j * place.width + i]!;
      if (a < 8) continue;
      const base = footing.columnBase[i]!;
      if (base < 0 || j > base) continue;
      const above = base - j;
      const fade = 1 - 0.65 * Math.min(1, above / tall);
      const gy = Math.round((place.y + base - above * length) / q);
      const gx = Math.round((place.x + i + above * spread) / q);
      if (gy < 0 || gy >= H || gx < 0 || gx >= W) continue;
      const v = Math.round(a * fade);
      if (v > canvas[gy * W + gx]!) canvas[gy * W + gx] = v;
    }
  }
  const blur = Math.max(1.2, time.shadowBlur / q);
  const shadowAlpha = await sharp(Buffer.from(canvas), { raw: { width: W, height: H, channels: 1 } })
    .blur(blur)
    .resize(frame.width, frame.height, { fit: 'fill' })
    .linear(time.shadowOpacity, 0)
    .raw()
    .toBuffer();
  const rgba = Buffer.alloc(frame.width * frame.height * 4);
  for (let i = 0; i < frame.width * frame.height; i += 1) rgba[i * 4 + 3] = shadowAlpha[i]!;
  return rgba;
}

/**
 * Contact shadow along the product's contact points (./grounding.ts), as a full-frame RGBA layer:
 * a tight dark line where it touches the surface and a broader, lighter occlusion around it.
 */
async function contactShadow(footing: Footing, place: { x: number; y: number }, frame: { width: number; height: number }, opacity: number): Promise<Buffer> {
  const line = contactShadowAlpha(footing, { left: place.x, top: place.y }, frame, opacity);
  const raw = { width: frame.width, height: frame.height, channels: 1 as const };
  const long = Math.max(frame.width, frame.height);
  const [tight, broad] = await Promise.all([
    sharp(line, { raw }).blur(Math.max(1, long * 0.0012)).extractChannel(0).raw().toBuffer(),
    // The broad occlusion is spread thin by its blur: its gain brings it back to a visible shade.
    sharp(line, { raw }).blur(Math.max(3, footing.width * 0.015)).linear(1.8, 0).extractChannel(0).raw().toBuffer(),
  ]);
  const rgba = Buffer.alloc(frame.width * frame.height * 4);
  for (let i = 0; i < tight.length; i += 1) {
    const a = tight[i]! + broad[i]! - (tight[i]! * broad[i]!) / 255;
    rgba[i * 4 + 3] = Math.min(255, Math.round(a));
  }
  return rgba;
}

/**
 * Drop shadow of a product lying flat, seen from above: its silhouette, offset away from the light
 * and blurred, as a full-frame RGBA layer.
 */
async function dropShadow(
  alpha: Buffer,
  place: { x: number; y: number; width: number; height: number },
  frame: { width: number; height: number },
  time: TimeLook,
  lightSide: -1 | 1,
): Promise<Buffer> {
  const dx = Math.round(-lightSide * frame.width * 0.012);
  const dy = Math.round(frame.height * 0.016);
  const canvas = Buffer.alloc(frame.width * frame.height);
  for (let y = 0; y < place.height; y += 1) {
    const ty = place.y + y + dy;
    if (ty < 0 || ty >= frame.height) continue;
    for (let x = 0; x < place.width; x += 1) {
      const tx = place.x + x + dx;
      if (tx >= 0 && tx < frame.width) canvas[ty * frame.width + tx] = alpha[y * place.width + x]!;
    }
  }
  const soft = await sharp(canvas, { raw: { width: frame.width, height: frame.height, channels: 1 } })
    .blur(Math.max(2, time.shadowBlur * 0.5))
    .linear(Math.min(0.7, time.shadowOpacity + 0.15), 0)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const rgba = Buffer.alloc(frame.width * frame.height * 4);
  for (let i = 0; i < soft.length; i += 1) rgba[i * 4 + 3] = soft[i]!;
  return rgba;
}

/**
 * A glossy floor: below the horizon each row shows the scene above it mirrored (the wall and the
 * set piece), fading with distance from the horizon. In place on an RGB frame.
 */
function mirrorOnGlass(rgb: Buffer, frame: { width: number; height: number }, horizonY: number): void {
  const { width: W, height: H } = frame;
  const y0 = Math.round(horizonY);
  const reach = Math.max(1, H - y0);
  for (let y = y0 + 1; y < H; y += 1) {
    const src = 2 * y0 - y;
    if (src < 0) break;
    const t = (y - y0) / reach;
    const k = 0.6 * (1 - t) * (1 - t);
    if (k < 0.01) break;
    const row = y * W * 3;
    const from = src * W * 3;
    for (let i = 0; i < W * 3; i += 1) rgb[row + i] = Math.round(rgb[row + i]! * (1 - k) + rgb[from + i]! * k);
  }
}

/**
 * The gobo as two RGBA layers: `onSet` (full frame, drawn under the product) and `onProduct` (the
 * product's box, drawn over it). The product stands nearer the light's pattern than the wall, so
 * the pattern falls on it softer and weaker (a third of the set's strength, blurred): a window's
 * mullion or a blind's slat never reads as a line printed across a label.
 */
async function goboLayers(
  gobo: string,
  frame: { width: number; height: number },
  place: { x: number; y: number; width: number; height: number },
  productAlpha: Buffer,
): Promise<{ onSet: Buffer; onProduct: Buffer }> {
  const onSet = await sharp(Buffer.from(gobo)).resize(frame.width, frame.height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
  const left = Math.max(0, place.x);
  const top = Math.max(0, place.y);
  const width = Math.min(frame.width, place.x + place.width) - left;
  const height = Math.min(frame.height, place.y + place.height) - top;
  const onProduct = Buffer.alloc(place.width * place.height * 4);
  if (width <= 0 || height <= 0) return { onSet, onProduct };
  const soft = await sharp(onSet, { raw: { width: frame.width, height: frame.height, channels: 4 } })
    .extract({ left, top, width, height })
    .blur(Math.max(1, Math.max(frame.width, frame.height) * 0.006))
    .raw()
    .toBuffer();
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const px = x + left - place.x;
      const py = y + top - place.y;
      const o = (py * place.width + px) * 4;
      const i = (y * width + x) * 4;
      onProduct[o] = soft[i]!;
      onProduct[o + 1] = soft[i + 1]!;
      onProduct[o + 2] = soft[i + 2]!;
      onProduct[o + 3] = Math.round((soft[i + 3]! * productAlpha[py * place.width + px]! * 0.34) / 255);
    }
  }
  return { onSet, onProduct };
}

/** Grades the scene: exposure (times the composition's key level), contrast, saturation and an optional teal-orange split. */
function grade(image: Sharp, style: StyleLook, time: TimeLook, keyLevel = 1): Sharp {
  const c = style.contrast;
  const e = time.exposure * keyLevel;
  let out = image.linear(c * e, 128 * (1 - c) * e).modulate({ saturation: style.saturation });
  if (style.tealOrange > 0) {
    const k = style.tealOrange;
    out = out.recomb([
      [1 + 0.12 * k, 0.05 * k, -0.12 * k],
      [-0.02 * k, 1 + 0.02 * k, 0],
      [-0.1 * k, 0.08 * k, 1 + 0.05 * k],
    ]);
  }
  return out;
}

/**
 * Renders one image. `cutout` is computed when not given.
 * @throws ImageProviderError (not retryable) when the photo cannot be read; the signal's reason
 *   when aborted.
 */
export async function renderStudioImage(req: StudioImageRequest, signal?: AbortSignal): Promise<StudioRender> {
  const { settings } = req;
  // The quality buys the size (1024, 1536 or 2048 px on the long side); px measures of the looks
  // are given at RENDER_LONG_SIDE_PX and scale with it.
  const frame = outputSize(settings.aspectRatio, LOCAL_RENDER_LONG_SIDE_PX[settings.quality]);
  const pxScale = Math.max(frame.width, frame.height) / RENDER_LONG_SIDE_PX;
  const advanced = advancedLook(req.scene, STYLE_LOOKS[settings.style], settings.advancedStyle, req.seed + req.variant);
  const { scene } = advanced;
  // A set colour the user picked (an adjustment) shows on the wall, not only on the set pieces:
  // the backdrop takes at least half of it.
  const style = req.adjust?.colourChosen ? { ...advanced.style, accentMix: Math.max(advanced.style.accentMix, 0.5) } : advanced.style;
  const time = { ...TIME_LOOKS[settings.timeOfDay], shadowBlur: TIME_LOOKS[settings.timeOfDay].shadowBlur * pxScale };
  let cutout: Cutout;
  try {
    cutout = req.cutout ?? (await computeCutout(req.source, { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ImageProviderError(`cut-out failed: ${error instanceof Error ? error.message : String(error)}`, false);
  }
  throwIfAborted(signal);
  const product = await productLayer(req.source, cutout);
  const productClass = scene.productClass ?? 'tabletop';
  const contact = borderContact(cutout.matte, cutout.width, cutout.height, cutout.bbox);
  const composition = compose({
    frame,
    product,
    highlight: settings.highlightProduct,
    productScale: advanced.productScale * (req.adjust?.size ?? 1),
    offsetX: req.adjust?.offsetX ?? 0,
    ...(req.adjust && req.adjust.lightSide !== 'auto' ? { lightFrom: req.adjust.lightSide === 'left' ? -1 : 1 } : {}),
    variant: req.variant,
    set: scene.set ?? 'none',
    gobo: scene.gobo ?? 'none',
    lightSide: (req.seed & 1) === 0 ? -1 : 1,
    productLitFrom: shadingSide(product.rgba, product.width, product.height),
    flatLay: await isFlatLay(cutout),
    productClass,
    cut: contact.cut,
    // The product fills its framing target whatever its size in the photo; a product enlarged past
    // MAX_UPSCALE gets a stronger sharpening below, and the cut-out already warned (too_small).
    maxUpscale: Infinity,
  });
  const { place, horizonY, lightSide } = composition;

  const scaled = await sharp(product.rgba, { raw: { width: product.width, height: product.height, channels: 4 } })
    .resize(place.width, place.height, { fit: 'fill', kernel: 'lanczos3' })
    // An enlarged product gets an unsharp mask so its edges and print stay crisp; more when it
    // was enlarged past MAX_UPSCALE.
    .sharpen(place.scale > MAX_UPSCALE ? { sigma: 1.1, m1: 0.8, m2: 2 } : place.scale > 1.2 ? { sigma: 0.8, m1: 0.5, m2: 1.5 } : undefined)
    .raw()
    .toBuffer();
  const alpha = Buffer.alloc(place.width * place.height);
  for (let i = 0; i < alpha.length; i += 1) alpha[i] = scaled[i * 4 + 3]!;
  // Grounded: the product's lowest opaque row sits right on the surface line (no gap, no overlap).
  const footing = footingOf(alpha, place.width, place.height);
  if (footing.bottom >= 0 && !composition.flatLay) place.y = composition.surfaceY - footing.bottom - 1;

  const svg = sceneSvg(
    {
      width: frame.width,
      height: frame.height,
      hints: scene,
      style,
      time,
      lightSide,
      horizonY,
      focusX: place.x + place.width / 2,
      seed: req.seed + req.variant * 7919,
      topDown: composition.flatLay,
    },
    SCENE_SCALE[settings.quality],
  );
  // Rasterise at the small size first: resizing an SVG input in the same pipeline would make
  // librsvg draw it at full size. The set piece is drawn at full size (its edges are crisp), then
  // set and scene are graded together.
  const small = await sharp(Buffer.from(svg)).flatten({ background: '#808080' }).raw().toBuffer({ resolveWithObject: true });
  let sceneRaw = await sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: small.info.channels } })
    .resize(frame.width, frame.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const baseY = composition.piece && composition.piece.kind !== 'arch' && composition.piece.kind !== 'blocks' ? composition.piece.bottom : place.y + place.height;
  applySurfaceTexture(sceneRaw, frame, {
    surface: scene.surface,
    horizonY,
    baseY,
    topDown: composition.flatLay,
    strength: Math.max(0.35, style.texture),
    seed: req.seed,
  });
  // The camera focuses on the product: the table behind it and the wall go soft (set piece and
  // product, drawn next, stay sharp).
  await applyDepthOfField(sceneRaw, frame, { horizonY, baseY, topDown: composition.flatLay, sigmaPx: Math.max(frame.width, frame.height) * 0.0035 });
  const pieceTone = setPieceColour(scene.accent, style.backdropLight < 0.8 || time.exposure < 0.8, style.accentMix >= 0.6);
  const piece = setPieceSvg(composition.piece, place, frame, pieceTone, lightSide, horizonY);
  if (piece) {
    sceneRaw = await sharp(sceneRaw, { raw: { width: frame.width, height: frame.height, channels: 3 } })
      .composite([{ input: Buffer.from(piece), left: 0, top: 0 }])
      .removeAlpha()
      .raw()
      .toBuffer();
  }
  if (scene.surface === 'glass' && !composition.flatLay) mirrorOnGlass(sceneRaw, frame, horizonY);
  const graded = await grade(sharp(sceneRaw, { raw: { width: frame.width, height: frame.height, channels: 3 } }), style, time, composition.keyLevel)
    .raw()
    .toBuffer({ resolveWithObject: true });
  throwIfAborted(signal);

  // The key's direction on the product: a soft gradient brightening the side that faces it.
  relight(scaled, place.width, place.height, lightSide, (composition.flatLay ? 0.03 : 0.05) + 0.08 * time.keyStrength);
  // A touch of the scene's light on the product (at most a few percent) so it sits in the scene.
  const tint = [time.key.r / 255, time.key.g / 255, time.key.b / 255].map((v) => 1 + (v - 1) * 0.06 * time.keyStrength);
  const exposure = 1 + (time.exposure - 1) * 0.15;
  for (let i = 0; i < place.width * place.height; i += 1) {
    for (let ch = 0; ch < 3; ch += 1) {
      scaled[i * 4 + ch] = Math.min(255, Math.round(scaled[i * 4 + ch]! * tint[ch]! * exposure));
    }
  }
  const standing = !composition.flatLay && composition.surfaceY < frame.height;
  const shadow = composition.flatLay ? await dropShadow(alpha, place, frame, time, lightSide) : await castShadow(alpha, footing, place, frame, time, lightSide);
  throwIfAborted(signal);

  const layers: OverlayOptions[] = [
    { input: shadow, raw: { width: frame.width, height: frame.height, channels: 4 }, left: 0, top: 0 },
    ...(standing ? [{ input: await contactShadow(footing, place, frame, Math.min(0.8, time.shadowOpacity + 0.35)), raw: { width: frame.width, height: frame.height, channels: 4 as const }, left: 0, top: 0 }] : []),
  ];
  if (scene.surface === 'glass') {
    const reflection = Buffer.from(scaled);
    const rows = place.height;
    for (let y = 0; y < rows; y += 1) {
      const fade = Math.max(0, 0.42 * (1 - y / (rows * 0.6)));
      for (let x = 0; x < place.width; x += 1) {
        const i = (y * place.width + x) * 4 + 3;
        reflection[i] = Math.round(reflection[i]! * fade);
      }
    }
    const flipped = await sharp(reflection, { raw: { width: place.width, height: place.height, channels: 4 } })
      .flip()
      .raw()
      .toBuffer();
    const top = place.y + place.height;
    const visible = Math.min(place.height, frame.height - top);
    if (visible > 0) {
      const cropped = await sharp(flipped, { raw: { width: place.width, height: place.height, channels: 4 } })
        .extract({ left: 0, top: 0, width: place.width, height: visible })
        .raw()
        .toBuffer();
      layers.push({ input: cropped, raw: { width: place.width, height: visible, channels: 4 }, left: place.x, top });
    }
  }
  const gobo = goboSvg(composition.gobo, frame, lightSide, time.keyStrength, req.seed + req.variant);
  if (gobo) {
    const { onSet, onProduct } = await goboLayers(gobo, frame, place, alpha);
    layers.push({ input: onSet, raw: { width: frame.width, height: frame.height, channels: 4 }, left: 0, top: 0 });
    layers.push({ input: scaled, raw: { width: place.width, height: place.height, channels: 4 }, left: place.x, top: place.y });
    layers.push({ input: onProduct, raw: { width: place.width, height: place.height, channels: 4 }, left: place.x, top: place.y });
  } else {
    layers.push({ input: scaled, raw: { width: place.width, height: place.height, channels: 4 }, left: place.x, top: place.y });
  }

  let composed = sharp(graded.data, { raw: { width: frame.width, height: frame.height, channels: graded.info.channels } })
    .removeAlpha()
    .composite(layers);
  if (advanced.tiltDegrees !== 0) {
    // A hand-held camera: the frame tilted, then cropped back to the exact size (no corner shows).
    const flat = await composed.raw().toBuffer({ resolveWithObject: true });
    const rad = (Math.abs(advanced.tiltDegrees) * Math.PI) / 180;
    const grow = Math.cos(rad) + Math.sin(rad) * Math.max(frame.width / frame.height, frame.height / frame.width);
    const rotated = await sharp(flat.data, { raw: { width: flat.info.width, height: flat.info.height, channels: flat.info.channels } })
      .rotate(advanced.tiltDegrees, { background: '#808080' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const cw = Math.round(frame.width / grow);
    const ch = Math.round(frame.height / grow);
    composed = sharp(rotated.data, { raw: { width: rotated.info.width, height: rotated.info.height, channels: rotated.info.channels } })
      .extract({ left: Math.round((rotated.info.width - cw) / 2), top: Math.round((rotated.info.height - ch) / 2), width: cw, height: ch })
      .resize(frame.width, frame.height, { fit: 'fill', kernel: 'lanczos3' });
  }
  const jpg = settings.format === 'jpg';
  // The statement of how the image was made (docs/decisions/024-ai-marking.md): no generative model.
  composed = withProvenance(composed, 'compositeSynthetic');
  const data = await (jpg
    ? composed.jpeg({ quality: JPEG_QUALITY[settings.quality], mozjpeg: true, chromaSubsampling: '4:4:4' })
    : composed.png({ compressionLevel: 6, adaptiveFiltering: false })
  ).toBuffer();
  return {
    data,
    mime: jpg ? 'image/jpeg' : 'image/png',
    format: settings.format,
    width: frame.width,
    height: frame.height,
    layout: {
      ...place,
      source: product.box,
      set: composition.set,
      gobo: composition.gobo,
      lightSide,
      flatLay: composition.flatLay,
      tiltDegrees: advanced.tiltDegrees,
      surfaceY: composition.flatLay ? place.y + (footing.bottom + 1) : composition.surfaceY,
      productClass,
      targetFill: composition.targetFill,
      objects: footing.objects,
      scene: { ...scene, backdrop: style.seamless ? 'seamless' : scene.backdrop, set: composition.set, gobo: composition.gobo },
    },
  };
}

/** The local studio renderer in this thread, shaped like an ImageProvider that takes a decoded cut-out (benchmarks, scripts). */
export function createLocalStudioRenderer(): { name: string; usesCutout: true; render(req: StudioImageRequest, signal?: AbortSignal): Promise<StudioRender> } {
  return {
    name: 'local-studio',
    usesCutout: true,
    render: (req, signal) => renderStudioImage(req, signal),
  };
}
