/**
 * The interface every image engine implements: the local studio renderer by default, hosted
 * generative models by configuration.
 */
import type { ImageSettings, Language, SceneHints } from '../../../../shared/catalog';
import type { CutoutMethod, CutoutWarning } from '../../../../shared/contracts/cutout';
import { ProviderError, type ProviderErrorDetails } from '../http/provider-error';

/**
 * Product lock: the product's cut-out already placed at our layout, and the area
 * the provider may repaint. Engines that take a mask send `canvas` + `mask` as a masked edit;
 * the others send `canvas` as the reference with instructions to paint only around the product.
 * Whatever the engine returns, the caller composites the product's own pixels back at `box`.
 */
export interface ProductLockInput {
  /** PNG at the output size: the product (halo-free colours) at `box` over a neutral grey ground. */
  canvas: Buffer;
  /**
   * PNG at the output size, OpenAI's documented mask convention
   * (https://platform.openai.com/docs/api-reference/images/createEdit `mask`): alpha 0 where the
   * engine may paint (the scene), alpha 255 over the product (kept). `maskInverted` is the same
   * as white-is-paint greyscale for engines that use that convention (fal fill, ComfyUI).
   */
  mask: Buffer;
  /** Greyscale PNG: 255 where the engine may paint, 0 over the product. */
  maskInverted: Buffer;
  /** The product's box on the canvas, output px. */
  box: { x: number; y: number; width: number; height: number };
}

/** A stored matte: 8-bit grey PNG at the photo's size (255 = product), and how it was made. */
export interface StoredMatte {
  png: Buffer;
  method: CutoutMethod;
  confidence?: number | null;
  warnings?: CutoutWarning[];
}

export interface ImageRenderRequest {
  /** The stored source photo (PNG or JPEG, already auto-oriented). */
  source: Buffer;
  /** The stored matte of `source` (engines that compose the cut-out: the local studio renderer); computed by the engine when absent. */
  matte?: StoredMatte;
  settings: ImageSettings;
  scene: SceneHints;
  /** The scenario's full scene description. */
  prompt: string;
  /** Product lock (hosted engines; on unless the user lets the AI redraw the product). */
  lock?: ProductLockInput;
  /** More photos of the same product (other angles, up to 3), sent as extra references where the model accepts several images. */
  references?: Buffer[];
  /** An edit instruction for an existing image: `source` is then the image to edit. */
  instruction?: string;
  /**
   * Changes to the layout of a local studio render (the studio renderer follows them; hosted
   * engines never get them): move the product across by `offsetX` (a fraction of the frame's width,
   * -0.3..0.3), scale it by `size` (0.7..1.3), take the key light from `lightSide`, and, when
   * `colourChosen`, let the scene's accent (the colour the user picked) tint the backdrop too.
   */
  adjust?: { offsetX: number; size: number; lightSide: 'auto' | 'left' | 'right'; colourChosen?: boolean };
  /** Index of the image in its generation (0..2); varies the composition. */
  variant: number;
  seed: number;
  /** The idea's language (engines that write the image's description write it in this language). */
  language?: Language;
}

/** How an image was made, recorded on its generated_images row. */
export interface RenderMeta {
  /** Vendor: 'openai', 'gemini', 'fal' (or 'local'). */
  provider: string;
  /** Vendor model id, e.g. 'gpt-image-2'. */
  model: string;
  /** Milliseconds from the start of the render to the converted bytes (vendor call, download, conversion). */
  latencyMs: number;
  /** Estimated vendor cost of this image, USD (./price-table.ts); null when unknown. */
  estimatedCostUsd: number | null;
}

export interface RenderedImage {
  /**
   * What the engine drew, in the request's language, when it knows it (the local studio renderer
   * writes it from its layout); stored with the image instead of the prompt.
   */
  description?: string;
  data: Buffer;
  /** The real type of `data`. */
  mime: 'image/png' | 'image/jpeg';
  format: 'png' | 'jpg';
  /** Pixels. */
  width: number;
  height: number;
  /** Set by hosted engines. */
  meta?: RenderMeta;
}

export interface ImageProvider {
  readonly name: string;
  /**
   * True when the engine composes the product's cut-out itself (the local studio renderer): the
   * generation job passes the stored cut-out in. Hosted engines edit a picture instead; the job
   * still reads the cut-out for them, to lock the product or to check it (services/product-guard.ts).
   */
  readonly usesCutout?: boolean;
  /** Whether the engine honours `lock` (hosted engines); the generation job builds the lock only then. */
  readonly supportsLock?: boolean;
  /** How many images (source + references) the configured model accepts; 1 when unknown. */
  readonly maxInputImages?: number;
  /** Renders one image. @throws ImageProviderError; aborts when `signal` fires. */
  render(req: ImageRenderRequest, signal?: AbortSignal): Promise<RenderedImage>;
}

/** A failed render; `retryable` says whether trying again may succeed (timeouts, 429, 5xx). */
export class ImageProviderError extends ProviderError {
  constructor(message: string, retryable: boolean, details: ProviderErrorDetails = {}) {
    super(message, retryable, details);
    this.name = 'ImageProviderError';
  }
}

/** Builds ImageProviderErrors for the shared provider HTTP client. */
export const imageProviderError = (message: string, retryable: boolean, details: ProviderErrorDetails): ImageProviderError =>
  new ImageProviderError(message, retryable, details);
