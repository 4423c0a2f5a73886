/**
 * The engine's façade: every verb Vitrine's own imaging offers to services, with inputs and outputs
 * that cross a process boundary as they are (encoded image bytes, plain objects; never decoded
 * pixels, which would cost a copy of tens of megabytes each way).
 *
 * Two implementations: `createInlineEngine()` (./inline-engine.ts) runs a verb in the calling
 * thread; `createEnginePool()` (./pool/engine-pool.ts) runs it in a pool of worker processes, so
 * the process that serves HTTP does I/O and queries only. Services take an `Engine` and never know
 * which one they have.
 *
 * Errors keep their class across the boundary (./engine-errors.ts): MediaInputError (unreadable
 * photo), CropOutOfBoundsError (avatar crop), PackshotError, ImageProviderError and
 * VideoProviderError (local renderers, with `retryable`), EngineBusyError (the pool's queue is
 * full: try later), EngineCrashError (the worker died or ran out of memory during the task).
 */
import type { ImageSettings, Language, SceneHints } from '../../shared/catalog';
import type { CutoutStroke, CutoutMethod, CutoutWarning } from '../../shared/contracts/cutout';
import type { StudioSpec } from '../../shared/studio-presets';
import type { ComplianceReport } from '../../shared/contracts/studio';
import type { UploadType } from './image/decode-image';
import type { ImageAnalysis } from './image/image-analysis';
import type { SquareCrop } from './image/avatar-image';
import type { BBox } from './cutout/mask-ops';
import type { FidelityResult } from './product/product-fidelity';
import type { LockedComposite } from './product/product-lock';
import type { ImageRenderRequest, ProductLockInput, RenderedImage, StoredMatte } from '../providers/ai/images/image-provider';
import type { VideoRenderRequest, RenderedVideo } from '../providers/ai/videos/video-provider';
import type { AdRenderInput, RenderedAd } from './ads/ad-render';
import type { ListingRenderInput, ListingRenderResult } from './listing/listing-image';
import type { FinishImageInput } from './image/ai-label';

/** A stored matte: 8-bit grey PNG at the photo's size (255 = product), and how it was made. */
export type MatteRef = StoredMatte;

/** What a cut-out or a touch-up produces, ready to store. */
export interface CutoutResult {
  /** The matte as an 8-bit grey PNG at the photo's size. */
  mattePng: Buffer;
  /** The photo's oriented size, px. */
  width: number;
  height: number;
  method: CutoutMethod;
  confidence: number | null;
  warnings: CutoutWarning[];
  /** Whether the product lies flat, seen from above (the layouts centre it). */
  flatLay: boolean;
  /** Size of the product's box in the photo (matte >= 128), px: what an output can enlarge without going soft. */
  productBox: { width: number; height: number };
  /** Separate objects kept as the product, when the cut-out counted them (an automatic one); null after a touch-up. */
  objectCount: number | null;
  /** The product cut from this matte, encoded with `fingerprint` (./product/product-cut-store.ts); null when no fingerprint was given (nothing will lock or check the product). */
  productCut: Buffer | null;
}

/** An upload made ready to store: re-encoded, auto-oriented, within the pixel cap; and what it shows. */
export interface PreparedUpload {
  /** The stored copy: PNG or JPEG (WebP and AVIF uploads are converted). */
  normalized: { data: Buffer; type: 'png' | 'jpeg'; width: number; height: number };
  analysis: ImageAnalysis;
}

/** One image of the local studio renderer: the request of an ImageProvider, with the stored matte instead of a decoded cut-out. */
export interface StudioRenderInput {
  source: Buffer;
  matte: MatteRef;
  settings: ImageSettings;
  scene: SceneHints;
  prompt: string;
  variant: number;
  seed: number;
  /** The user's changes to the layout (move across, size, light side); see ImageRenderRequest.adjust. */
  adjust?: ImageRenderRequest['adjust'];
  /** The language the image's description is written in (default: the fallback language). */
  language?: Language;
}

/** Where and how the product lock places the product: the same input builds the same lock. */
export interface LockPlacement {
  /** The product cut, as stored (./product/product-cut-store.ts), and the fingerprint it must carry. */
  cut: Buffer;
  fingerprint: string;
  settings: ImageSettings;
  variant: number;
  scene?: SceneHints;
  seed: number;
  /** The product's box in the frame, px, instead of the layout chosen from settings, variant and seed (edits). */
  place?: BBox;
  /** An edit: the parent image, which becomes the canvas. */
  editOf?: Buffer;
}

/** A packshot rendered and checked (the zone it was checked against stays in the engine). */
export interface CheckedPackshotResult {
  data: Buffer;
  mime: 'image/jpeg' | 'image/png';
  format: 'jpg' | 'png';
  width: number;
  height: number;
  background: string;
  productBox: BBox;
  compliance: ComplianceReport;
}

/** A listing image's input as it crosses to a worker: a detail crop carries the stored matte, not a decoded one. */
export type ListingEngineInput = Exclude<ListingRenderInput, { kind: 'detail' }> | (Omit<Extract<ListingRenderInput, { kind: 'detail' }>, 'matte'> & { matte: MatteRef | null });

export interface Engine {
  /**
   * The size an image's header announces, px, without decoding its pixels (no pixel limit: an
   * oversized image can be named as such). Light: the pool answers it in the calling process.
   * @throws MediaInputError when the header cannot be read.
   */
  imageSize(input: { data: Buffer }): Promise<{ width: number; height: number }>;
  /**
   * Re-encodes an upload (auto-oriented, at most `maxPixels`) and analyses it (alpha, dominant colours, suggested cut-out).
   * @throws MediaInputError when the bytes are not a readable PNG or JPEG.
   */
  prepareUpload(input: { data: Buffer; type: UploadType; maxPixels: number }, signal?: AbortSignal): Promise<PreparedUpload>;
  /** A square avatar of `sizePx` as WebP. @throws CropOutOfBoundsError, MediaInputError. */
  avatar(input: { data: Buffer; crop?: SquareCrop; sizePx: number; maxPixels: number }, signal?: AbortSignal): Promise<Buffer>;
  /** The size of an image once turned upright by its EXIF orientation, px, from its header. Light, like imageSize. @throws MediaInputError. */
  orientedSize(input: { data: Buffer }): Promise<{ width: number; height: number }>;
  /** A WebP thumbnail `widthPx` wide. */
  thumbnail(input: { data: Buffer; widthPx: number }, signal?: AbortSignal): Promise<Buffer>;
  /**
   * The automatic cut-out of a photo (its own alpha, else ISNet on the CPU, refined) and the product cut from it.
   * @throws MediaInputError for an unreadable photo; the model's errors.
   */
  cutout(input: { photo: Buffer; fingerprint: string | null }, signal?: AbortSignal): Promise<CutoutResult>;
  /**
   * The automatic matte with touch-up strokes applied (./cutout/touch-up.ts: each stroke changes only
   * what it paints and the region connected to it), and the product cut from it when `fingerprint`
   * is given (null: no cut; it is made when first used).
   */
  touchUp(input: { photo: Buffer; autoMatte: MatteRef; strokes: CutoutStroke[]; fingerprint: string | null }, signal?: AbortSignal): Promise<CutoutResult>;
  /** Whether the product of a stored matte lies flat (a top-down flat lay, ./cutout/flat-lay.ts); null when the matte holds no product. */
  flatLay(input: { matte: MatteRef }, signal?: AbortSignal): Promise<boolean | null>;
  /** The product cut from a photo with a stored matte, encoded with `fingerprint`. */
  productCut(input: { photo: Buffer; matte: MatteRef; fingerprint: string }, signal?: AbortSignal): Promise<Buffer>;
  /** The product cut out as an RGBA PNG (edge colours cleaned), with a long side of at most `maxSide` px. Null when the matte holds no product. */
  cutoutPng(input: { photo: Buffer; matte: MatteRef; maxSide?: number }, signal?: AbortSignal): Promise<Buffer | null>;
  /** One image of the local studio renderer. @throws ImageProviderError. */
  renderStudio(input: StudioRenderInput, signal?: AbortSignal): Promise<RenderedImage>;
  /** The canvas and masks a hosted engine paints around (the product lock). Null when the stored cut does not carry `fingerprint`. */
  productLock(input: LockPlacement, signal?: AbortSignal): Promise<ProductLockInput | null>;
  /** The product's own pixels pasted back over a hosted engine's output, at the lock's box, with a global grade. */
  compositeLocked(input: LockPlacement & { output: Buffer }, signal?: AbortSignal): Promise<(LockedComposite & { box: BBox }) | null>;
  /** How well the product in `output` matches the stored cut (0..1). Null when the cut does not carry `fingerprint`. */
  productFidelity(input: { cut: Buffer; fingerprint: string; output: Buffer }, signal?: AbortSignal): Promise<FidelityResult | null>;
  /**
   * A Studio Photos packshot of a photo with its matte, and its compliance report.
   * @throws MediaInputError (unreadable photo), MatteMismatchError (the matte is not the photo's size), PackshotError.
   */
  packshot(input: { photo: Buffer; matte: MatteRef; spec: StudioSpec }, signal?: AbortSignal): Promise<CheckedPackshotResult>;
  /**
   * One listing image other than the main packshot (./listing/listing-image.ts): an infographic,
   * a dimensions drawing, a detail crop (its region found from the stored matte when not given), other
   * angles, a comparison card or a library scene fitted to the marketplace's size.
   * @throws MediaInputError for an unreadable image or an empty cut-out.
   */
  renderListing(input: ListingEngineInput, signal?: AbortSignal): Promise<ListingRenderResult>;
  /**
   * A local motion clip (ffmpeg camera moves), framed on the product when `matte` is given.
   * @throws VideoProviderError (retryable on a timeout).
   */
  renderMotion(input: VideoRenderRequest, signal?: AbortSignal): Promise<RenderedVideo>;
  /**
   * One ad creative: a layout family on a placement with the brand's colours, fonts and logo, the
   * product's pixels and the user's texts, and its computed checks (./ads/ad-render.ts).
   * @throws MediaInputError for an unreadable product or logo.
   */
  renderAd(input: AdRenderInput, signal?: AbortSignal): Promise<RenderedAd>;
  /**
   * A brand kit's logo made safe: PNG, JPEG, WebP or a safe SVG, as a trimmed PNG (long side <= 1024 px).
   * @throws LogoError ('logo_not_image', 'logo_too_large', 'logo_svg_unsafe'; ./ads/brand-logo.ts).
   */
  brandLogo(input: { data: Buffer }, signal?: AbortSignal): Promise<{ png: Buffer; width: number; height: number }>;
  /**
   * An image made ready to store when the engine did not encode it (a hosted engine's output) or
   * the user asked for the visible label: the label drawn (when given) and the provenance statement
   * written, in the image's own format (./image/ai-label.ts).
   * @throws MediaInputError when the bytes are not a readable PNG or JPEG.
   */
  finishImage(input: FinishImageInput, signal?: AbortSignal): Promise<Buffer>;
  /**
   * The visible label alone, as an RGBA PNG of `width` x `height` px, transparent but for the pill
   * in the bottom-left corner: what a labelled video draws over every frame (./image/ai-label.ts).
   * @throws Error when the text is empty or longer than AI_LABEL_MAX_CHARS.
   */
  labelOverlay(input: { text: string; width: number; height: number }, signal?: AbortSignal): Promise<Buffer>;
  /** Stops the workers (a pool); nothing for the inline engine. */
  close(): Promise<void>;
}

/** The names of the engine's verbs (what a worker can be asked to run). */
export type EngineVerb = Exclude<keyof Engine, 'close' | 'imageSize' | 'orientedSize'>;
