/**
 * The interface every image engine implements: the local studio renderer by default, hosted
 * generative models by configuration (design.md 'Engines').
 */
import type { ImageSettings, SceneHints } from '../../../../shared/catalog';
import type { Cutout } from '../../media/cutout';
import { ProviderError, type ProviderErrorDetails } from '../http/provider-error';

export interface ImageRenderRequest {
  /** The stored source photo (PNG or JPEG, already auto-oriented). */
  source: Buffer;
  /** Precomputed cut-out of `source`; computed by the engine when absent. */
  cutout?: Cutout;
  settings: ImageSettings;
  scene: SceneHints;
  /** The scenario's full scene description. */
  prompt: string;
  /** Index of the image in its generation (0..2); varies the composition. */
  variant: number;
  seed: number;
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
   * generation job then computes the cut-out once and passes it in. Hosted models edit the photo
   * directly and skip that work.
   */
  readonly usesCutout?: boolean;
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
