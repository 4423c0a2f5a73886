/**
 * The interface every image engine implements: the local studio renderer by default, hosted
 * generative models by configuration (design.md 'Engines').
 */
import type { ImageSettings, SceneHints } from '../../../../shared/catalog';
import type { Cutout } from '../../media/cutout';

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

export interface RenderedImage {
  data: Buffer;
  /** The real type of `data`. */
  mime: 'image/png' | 'image/jpeg';
  format: 'png' | 'jpg';
  /** Pixels. */
  width: number;
  height: number;
}

export interface ImageProvider {
  readonly name: string;
  /** Renders one image. @throws ImageProviderError; aborts when `signal` fires. */
  render(req: ImageRenderRequest, signal?: AbortSignal): Promise<RenderedImage>;
}

/** A failed render; `retryable` says whether trying again may succeed (timeouts, 429, 5xx). */
export class ImageProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ImageProviderError';
  }
}
