/**
 * The engine's verbs run in the calling thread. A worker of the pool (./pool/engine-worker.ts)
 * runs each task through this; tests and tools that want no worker use it directly
 * (`ENGINE_WORKERS=0`). Inputs and outputs: ./engine.ts.
 */
import sharp from 'sharp';
import type { Engine, MatteRef, CutoutResult } from './engine';
import { cutoutFromDecoded, type Cutout } from './cutout/cutout';
import { createMattingEngine, workingSize, type MattingEngine, type MattingEngineKind } from './cutout/matting-engine';
import { encodeMattePng, readMattePng } from './cutout/matte';
import { isFlatLay } from './cutout/flat-lay';
import { productRgba } from './cutout/foreground-colour';
import { photoFromBytes, touchUpMatte } from './cutout/touch-up';
import { decodeImage, MediaInputError } from './image/decode-image';
import { analyzeImage } from './image/image-analysis';
import { normaliseUpload, readImageSize } from './image/upload-image';
import { makeAvatar, orientedSize } from './image/avatar-image';
import { webpThumbnail } from './image/thumbnail';
import { renderPackshot, type Packshot, type PackshotInput } from './packshot/packshot';
import { checkPackshot, cutoutConfident } from './packshot/packshot-compliance';
import { buildProductLock, compositeLockedProduct, cutProduct } from './product/product-lock';
import { decodeProductCut, encodeProductCut } from './product/product-cut-store';
import { productFidelity, productTemplate } from './product/product-fidelity';
import { renderStudioImage } from './studio/local-studio-renderer';
import { describeStudioRender } from './scenarios/studio-description';
import { FALLBACK_LANGUAGE } from '../../shared/catalog';
import { createLocalMotionEngine, type LocalMotionEngineOptions } from './motion/local-motion-engine';
import { ImageProviderError } from '../providers/ai/images/image-provider';
import { MatteMismatchError } from './engine-errors';
import { renderAd } from './ads/ad-render';
import { finishImage, labelOverlay } from './image/ai-label';
import { renderListingImage, type ListingRenderInput } from './listing/listing-image';
import { prepareLogo } from './ads/brand-logo';

export interface InlineEngineOptions {
  /** The matting engine of automatic cut-outs: a kind ('model': ISNet, falling back to GrabCut; 'grabcut'), or an engine (tests). */
  matting?: MattingEngineKind | MattingEngine;
  /** Called once when the model cannot load and cut-outs fall back to GrabCut. */
  onMattingFallback?: (error: Error) => void;
  /** The local motion engine's settings (ffmpeg paths, timeout in ms, temporary directory). */
  motion?: LocalMotionEngineOptions;
  /** Replaces the packshot renderer (tests: one that breaks a preset's rules). */
  packshotRender?: (input: PackshotInput) => Promise<Packshot>;
}

/** A stored matte decoded, with the confidence and warnings it was stored with. Null when it holds no product. */
async function decodeMatte(ref: MatteRef): Promise<Cutout | null> {
  const cutout = await readMattePng(Buffer.from(ref.png.buffer, ref.png.byteOffset, ref.png.byteLength), ref.method);
  if (!cutout) return null;
  return { ...cutout, ...(ref.confidence !== undefined && ref.confidence !== null ? { confidence: ref.confidence } : {}), ...(ref.warnings ? { warnings: ref.warnings } : {}) };
}

/** Bytes that crossed a process boundary arrive as Uint8Array: sharp and our code want Buffers. */
function buf(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Builds the engine that runs in this thread.
 * Input: options (matting engine, motion settings, test overrides). Output: an Engine (./engine.ts).
 */
export function createInlineEngine(options: InlineEngineOptions = {}): Engine {
  let matting: MattingEngine | undefined = typeof options.matting === 'object' ? options.matting : undefined;
  const mattingEngine = () => (matting ??= createMattingEngine(typeof options.matting === 'string' ? options.matting : 'model', options.onMattingFallback));
  const motion = createLocalMotionEngine(options.motion ?? {});
  const packshotRender = options.packshotRender ?? renderPackshot;

  async function resultOf(photo: Buffer, cutout: Cutout, fingerprint: string | null): Promise<CutoutResult> {
    const [mattePng, cut, flatLay] = await Promise.all([encodeMattePng(cutout.matte, cutout.width, cutout.height), fingerprint === null ? null : cutProduct(photo, cutout), isFlatLay(cutout)]);
    return {
      mattePng,
      width: cutout.width,
      height: cutout.height,
      method: cutout.method,
      confidence: cutout.confidence ?? null,
      warnings: cutout.warnings ?? [],
      flatLay,
      productBox: { width: cutout.bbox.width, height: cutout.bbox.height },
      objectCount: cutout.objectCount ?? null,
      productCut: cut && fingerprint !== null ? await encodeProductCut(cut, fingerprint) : null,
    };
  }

  /** The layout of a lock from its placement; null when the stored cut is not the one expected. */
  async function lockOf(input: Parameters<Engine['productLock']>[0]) {
    const cut = await decodeProductCut(buf(input.cut), input.fingerprint);
    if (!cut) return null;
    const built = await buildProductLock(cut, input.settings, input.variant, { ...(input.scene ? { scene: input.scene } : {}), seed: input.seed, ...(input.place ? { place: input.place } : {}) });
    if (input.editOf) {
      const frame = built.product.frame;
      built.lock.canvas = await sharp(buf(input.editOf)).rotate().toColourspace('srgb').removeAlpha().resize(frame.width, frame.height, { fit: 'fill' }).png({ compressionLevel: 3 }).toBuffer();
    }
    return built;
  }

  return {
    async imageSize({ data }) {
      try {
        return await readImageSize(buf(data));
      } catch (error) {
        throw new MediaInputError(error instanceof Error ? error.message : String(error));
      }
    },

    async prepareUpload({ data, type, maxPixels }) {
      const bytes = buf(data);
      const early = analyzeImage(bytes).catch(() => null);
      let normalized: { data: Buffer; type: 'png' | 'jpeg'; width: number; height: number };
      try {
        normalized = await normaliseUpload(bytes, type, maxPixels);
      } catch (error) {
        throw new MediaInputError(error instanceof Error ? error.message : String(error));
      }
      return { normalized, analysis: (await early) ?? (await analyzeImage(normalized.data)) };
    },

    avatar: ({ data, crop, sizePx, maxPixels }) => makeAvatar(buf(data), { ...(crop ? { crop } : {}), sizePx, maxPixels }),

    async orientedSize({ data }) {
      try {
        return await orientedSize(buf(data));
      } catch (error) {
        throw new MediaInputError(error instanceof Error ? error.message : String(error));
      }
    },

    thumbnail: ({ data, widthPx }) => webpThumbnail(buf(data), widthPx),

    async cutout({ photo, fingerprint }, signal) {
      const bytes = buf(photo);
      const decoded = await decodeImage(bytes);
      const cutout = await cutoutFromDecoded(decoded, { engine: mattingEngine(), ...(signal ? { signal } : {}) });
      return resultOf(bytes, cutout, fingerprint);
    },

    async touchUp({ photo, autoMatte, strokes, fingerprint }) {
      const bytes = buf(photo);
      const auto = await decodeMatte(autoMatte);
      if (!auto) throw new Error('the automatic matte holds no product');
      // The photo is decoded only around Keep strokes; the product cut is made when first used.
      const touched = await touchUpMatte(photoFromBytes(bytes, auto.width, auto.height), auto.matte, strokes);
      return resultOf(bytes, touched, fingerprint);
    },

    async flatLay({ matte }) {
      const cutout = await decodeMatte(matte);
      return cutout ? isFlatLay(cutout) : null;
    },

    async productCut({ photo, matte, fingerprint }) {
      const cutout = await decodeMatte(matte);
      if (!cutout) throw new Error('the matte holds no product');
      return encodeProductCut(await cutProduct(buf(photo), cutout), fingerprint);
    },

    async cutoutPng({ photo, matte, maxSide }) {
      const stored = await decodeMatte(matte);
      if (!stored) return null;
      const { rgba } = await decodeImage(buf(photo));
      const size = workingSize(rgba.width, rgba.height, maxSide ?? Math.max(rgba.width, rgba.height));
      let image = rgba;
      let alpha = stored.matte;
      if (size.width !== rgba.width || size.height !== rgba.height) {
        const data = await sharp(rgba.data, { raw: { width: rgba.width, height: rgba.height, channels: 4 } }).resize(size.width, size.height, { fit: 'fill' }).raw().toBuffer();
        image = { data, width: size.width, height: size.height, channels: 4 };
        alpha = await sharp(stored.matte, { raw: { width: stored.width, height: stored.height, channels: 1 } }).resize(size.width, size.height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
      }
      const out = await productRgba(image, alpha);
      return sharp(out, { raw: { width: image.width, height: image.height, channels: 4 } }).png({ compressionLevel: 6 }).toBuffer();
    },

    async renderStudio(input, signal) {
      const cutout = await decodeMatte(input.matte);
      if (!cutout) throw new ImageProviderError('the cut-out holds no product', false);
      const { layout, ...image } = await renderStudioImage(
        { source: buf(input.source), cutout, settings: input.settings, scene: input.scene, prompt: input.prompt, variant: input.variant, seed: input.seed, ...(input.adjust ? { adjust: input.adjust } : {}) },
        signal,
      );
      return { ...image, description: describeStudioRender(layout, input.settings, input.language ?? FALLBACK_LANGUAGE) };
    },

    async productLock(input) {
      return (await lockOf(input))?.lock ?? null;
    },

    async compositeLocked(input) {
      const built = await lockOf(input);
      if (!built) return null;
      const composite = await compositeLockedProduct(buf(input.output), built.lock, built.product, input.settings);
      return { ...composite, box: built.lock.box };
    },

    async productFidelity({ cut, fingerprint, output }) {
      const product = await decodeProductCut(buf(cut), fingerprint);
      if (!product) return null;
      return productFidelity(buf(output), await productTemplate(product));
    },

    async packshot({ photo, matte, spec }) {
      const decoded = await decodeImage(buf(photo));
      const cutout = await decodeMatte(matte);
      if (!cutout || cutout.width !== decoded.rgba.width || cutout.height !== decoded.rgba.height) throw new MatteMismatchError();
      const packshot = await packshotRender({ image: decoded.rgba, matte: cutout.matte, spec });
      const compliance = await checkPackshot(packshot, spec, cutoutConfident(cutout.matte, cutout.width, cutout.height, { method: matte.method, confidence: matte.confidence ?? null, warnings: matte.warnings ?? [] }));
      return { data: packshot.data, mime: packshot.mime, format: packshot.format, width: packshot.width, height: packshot.height, background: packshot.background, productBox: packshot.productBox, compliance };
    },

    async renderMotion({ matte, ...input }, signal) {
      // A matte with no product pixel frames the clip on the centre, as a still without a matte.
      const cutout = matte ? await decodeMatte(matte) : null;
      return motion.render({ ...input, image: buf(input.image), ...(cutout ? { cutout } : {}) }, signal);
    },

    finishImage: (input) => finishImage({ ...input, data: buf(input.data) }),

    labelOverlay: ({ text, width, height }) => labelOverlay(text, width, height),

    async renderAd(input) {
      return renderAd({ ...input, product: { ...input.product, data: buf(input.product.data) }, logo: input.logo ? buf(input.logo) : null });
    },

    async renderListing(input) {
      if (input.kind === 'detail') {
        const stored = input.matte ? await decodeMatte(input.matte) : null;
        return renderListingImage({ ...input, photo: buf(input.photo), matte: stored ? { data: stored.matte, width: stored.width, height: stored.height } : null });
      }
      const bytes = (b: Buffer) => buf(b);
      const fixed: ListingRenderInput =
        input.kind === 'scene' ? { ...input, image: bytes(input.image) } : input.kind === 'angles' ? { ...input, items: input.items.map((i) => ({ ...i, data: bytes(i.data) })) } : { ...input, cutout: bytes(input.cutout) };
      return renderListingImage(fixed);
    },

    async brandLogo({ data }) {
      return prepareLogo(buf(data));
    },

    async close() {},
  };
}
