/**
 * fal.ai image-editing models as an image engine: FLUX.2 [pro]
 * edit by default, or another FLUX.2 edit model, Seedream (4.5 or 4.0) edit or FLUX.1 Kontext, chosen
 * by FAL_IMAGE_MODEL. The product photo goes as a data URI with the shared prompt
 * (./prompt-builder.ts) through fal's queue (../fal/fal-queue.ts: submit, poll status with backoff,
 * fetch the result, the same client as the Kling video engine), then the result image is downloaded
 * from fal's CDN only (host allow-list, size cap) and turned into our exact output size and format.
 * Which input schema a model takes, and its size limits, come from the model catalogue
 * (../model-catalog.ts).
 *
 * Vendor docs:
 *   - FLUX.2 [pro] edit: https://fal.ai/models/fal-ai/flux-2-pro/edit/llms.txt (the [max] and [flex]
 *     edit endpoints share the schema) input `prompt`, `image_urls` (list of URLs or data URIs),
 *     `image_size` (`{ width, height }` or a preset; default `auto`), `seed`, `safety_tolerance`
 *     ('1'-'5', default '2'), `enable_safety_checker`, `output_format` (jpeg|png); output
 *     `{ images: [{ url, width, height, content_type }], seed }`. We send our exact output size.
 *   - FLUX.1 Kontext [pro]: https://fal.ai/models/fal-ai/flux-pro/kontext/llms.txt
 *     input `prompt`, `image_url` (URL or data URI), `aspect_ratio` (21:9, 16:9, 4:3, 3:2, 1:1, 2:3,
 *     3:4, 9:16, 9:21), `num_images` (1-4), `output_format` (jpeg|png), `safety_tolerance` ('1'-'6',
 *     default '2'), `seed`, `guidance_scale`; output `{ images: [{ url, width, height, content_type }],
 *     has_nsfw_concepts: [bool], seed, prompt }`.
 *   - Seedream 4.0 edit: https://fal.ai/models/fal-ai/bytedance/seedream/v4/edit/llms.txt and 4.5 edit:
 *     https://fal.ai/docs/model-api-reference/image-generation-api/bytedance-seedream-v4.5
 *     input `prompt`, `image_urls` (list, up to 10), `image_size` ({ width, height }; 4.0: at least
 *     921 600 pixels; 4.5: 2560x1440 to 4096x4096 pixels), `num_images`, `max_images`, `seed`,
 *     `enable_safety_checker`; output `{ images: [...], seed }`.
 *   - More photos of one product: FLUX.2 and Seedream edits get them as further
 *     `image_urls` after the photo (up to the catalogue's `maxReferenceImages`: FLUX.2 8, Seedream
 *     10); Kontext and Fill take one image, so they get none. Edits: the image to
 *     edit and the instruction's prompt (./prompt-builder.ts `buildEditPrompt`).
 *   - FLUX.1 [pro] Fill, the product lock's masked edit (./product-lock.ts):
 *     https://fal.ai/models/fal-ai/flux-pro/v1/fill/llms.txt input `prompt`, `image_url` and
 *     `mask_url` (URLs or data URIs; "needs to match the dimensions of" each other), `num_images`
 *     (1-4), `output_format` (jpeg|png), `safety_tolerance` ('1'-'6', default '2'), `seed`; output
 *     `{ images: [{ url, width, height, content_type }], has_nsfw_concepts, seed, prompt }` at the
 *     input's size. Black Forest Labs' FLUX.1 Fill guide: "black areas will be preserved while white
 *     areas will be inpainted" (https://docs.bfl.ai/flux_tools/flux_1_fill), so the mask sent is the
 *     lock's `maskInverted`. With `req.lock` the render goes to this model (`fillModel`, default
 *     DEFAULT_MODELS.falFill) whatever FAL_IMAGE_MODEL is; the configured model paints when the lock
 *     is off. The caller composites the product's own pixels back.
 *   - Queue and errors: see ../fal/fal-queue.ts.
 */
import { z } from 'zod';
import { outputSize, type AspectRatio, type ImageSettings } from '../../../../shared/catalog';
import type { Logger } from '../../../logger';
import { FAL_DEFAULT_DOWNLOAD_ALLOW_LIST } from '../fal/fal-media';
import { createFalQueue, waitForFalResult, type FalQueue } from '../fal/fal-queue';
import { createAllowListedDownloader, withDeadline, type Semaphore, type Sleep } from '../http';
import { ImageProviderError, imageProviderError, type ImageProvider, type ImageRenderRequest, type RenderedImage } from './image-provider';
import { DEFAULT_MODELS, findModel } from '../model-catalog';
import { estimateFalImageCostUsd } from './price-table';
import { buildEditPrompt, buildImagePrompt } from './prompt-builder';
import { decodeBase64Image, ImageBytesError, prepareSourceImage, toDataUri, toLockedResult, toRenderedImage } from './provider-image-io';

export const FAL_DEFAULT_IMAGE_MODEL = DEFAULT_MODELS.falImage;

/** The input schemas we speak ('fill': masked edits of the product lock only). */
export type FalImageFamily = 'kontext' | 'seedream' | 'flux2' | 'fill';

/**
 * Which schema a model id uses: the model catalogue's, else by the id's name.
 * @returns null for a model of no family we speak.
 */
export function falImageFamily(modelId: string): FalImageFamily | null {
  const known = findModel('fal', modelId);
  if (known) return known.kind === 'image' ? (known.request?.falImageSchema ?? null) : null;
  if (/kontext/.test(modelId)) return 'kontext';
  if (/seedream/.test(modelId)) return 'seedream';
  if (/flux-2[^/]*\/edit$/.test(modelId)) return 'flux2';
  if (/\/fill$/.test(modelId)) return 'fill';
  return null;
}

/** Input of FLUX.1 [pro] Fill (field names from its llms.txt); white in the mask is painted. */
export interface FalFillInput {
  prompt: string;
  image_url: string;
  mask_url: string;
  num_images: 1;
  output_format: 'png' | 'jpeg';
  safety_tolerance: '1' | '2' | '3' | '4' | '5' | '6';
  seed?: number;
}

/** Input of FLUX.1 Kontext (field names from its llms.txt). */
export interface FalKontextInput {
  prompt: string;
  image_url: string;
  aspect_ratio: AspectRatio;
  num_images: 1;
  output_format: 'png' | 'jpeg';
  safety_tolerance: '1' | '2' | '3' | '4' | '5' | '6';
  seed?: number;
}

/** Input of FLUX.2 edit models (field names from fal-ai/flux-2-pro/edit's llms.txt). */
export interface FalFlux2Input {
  prompt: string;
  image_urls: string[];
  image_size: { width: number; height: number };
  output_format: 'png' | 'jpeg';
  safety_tolerance: '1' | '2' | '3' | '4' | '5';
  enable_safety_checker: true;
  seed?: number;
}

/** Input of Seedream 4.x edit (field names from its llms.txt). */
export interface FalSeedreamInput {
  prompt: string;
  image_urls: string[];
  image_size: { width: number; height: number };
  num_images: 1;
  max_images: 1;
  enable_safety_checker: true;
  seed?: number;
}

export interface FalImageProviderOptions {
  /** fal API key (FAL_KEY). */
  apiKey: string;
  /** Queue host (default https://queue.fal.run). */
  queueBaseUrl?: string;
  /** Model id (default fal-ai/flux-2-pro/edit); must be a FLUX.2 edit, Seedream edit or Kontext model. */
  model?: string;
  /** The masked edit model of the product lock (default fal-ai/flux-pro/v1/fill). */
  fillModel?: string;
  /** `safety_tolerance`, '1' strictest to '6' on Kontext, to '5' on FLUX.2 (default '2', fal's default). */
  safetyTolerance?: FalKontextInput['safety_tolerance'];
  /** Overall time per output image, milliseconds, from submit to converted bytes (default 120 000). */
  deadlineMs?: number;
  /** First wait between status polls, milliseconds (default 1000; doubles up to maxPollIntervalMs). */
  pollIntervalMs?: number;
  /** Longest wait between status polls, milliseconds (default 5000). */
  maxPollIntervalMs?: number;
  /** Host suffixes result images may be downloaded from (https only). */
  downloadAllowList?: readonly string[];
  /** Exact http loopback origins allowed for downloads (tests only). */
  insecureLoopbackOrigins?: readonly string[];
  /** Largest result image, bytes (default 40 MB). */
  maxImageBytes?: number;
  /** Shared fal concurrency limit (FAL_MAX_CONCURRENCY). */
  limiter?: Semaphore;
  logger?: Pick<Logger, 'warn'>;
  fetch?: typeof fetch;
  sleep?: Sleep;
  now?: () => number;
  random?: () => number;
}

const resultSchema = z.object({
  images: z
    .array(
      z.object({
        url: z.string().min(1),
        content_type: z.string().nullish(),
        width: z.number().nullish(),
        height: z.number().nullish(),
      }),
    )
    .min(1),
  has_nsfw_concepts: z.array(z.boolean()).nullish(),
});
type FalImageResult = z.infer<typeof resultSchema>;

/** The size limits of a Seedream model (catalogue; unknown ids: Seedream 4.0's). */
function seedreamLimits(model: string): { minEdge: number; maxEdge: number; minPixels: number } {
  const sizes = findModel('fal', model)?.capabilities.sizes;
  return sizes?.kind === 'pixels' ? sizes : { minEdge: 1024, maxEdge: 4096, minPixels: 921_600 };
}

/**
 * Seedream's `image_size` for an aspect ratio: our output size scaled up to the model's minimum edge
 * and area (4.0: each side >= 1024 px; 4.5: at least 2560x1440 pixels), edges at most 4096 px.
 */
export function seedreamImageSize(ratio: AspectRatio, model: string = 'fal-ai/bytedance/seedream/v4/edit'): { width: number; height: number } {
  const target = outputSize(ratio);
  const limits = seedreamLimits(model);
  const scale = Math.max(1, limits.minEdge / Math.min(target.width, target.height), Math.sqrt(limits.minPixels / (target.width * target.height)));
  let width = Math.min(limits.maxEdge, Math.round(target.width * scale));
  let height = Math.min(limits.maxEdge, Math.round(target.height * scale));
  // Rounding must not leave the area under the minimum.
  while (width * height < limits.minPixels && Math.max(width, height) < limits.maxEdge) {
    width = Math.min(limits.maxEdge, width + 1);
    height = Math.min(limits.maxEdge, Math.round((width * target.height) / target.width));
  }
  return { width, height };
}

/** The input of any family. */
export type FalImageInput = FalKontextInput | FalSeedreamInput | FalFlux2Input | FalFillInput;

/**
 * The model input of one render.
 * @param family the model's schema. @param imageUrl the photo as a data URI.
 * @param options.model the model id, for its size limits.
 */
export function falImageInput(
  family: Exclude<FalImageFamily, 'fill'>,
  prompt: string,
  imageUrl: string,
  settings: Pick<ImageSettings, 'aspectRatio' | 'format'>,
  options: { seed?: number; safetyTolerance?: FalKontextInput['safety_tolerance']; model?: string; references?: string[] } = {},
): FalImageInput {
  const imageUrls = [imageUrl, ...(options.references ?? [])];
  const seed = options.seed !== undefined ? { seed: options.seed } : {};
  const outputFormat = settings.format === 'jpg' ? 'jpeg' : 'png';
  if (family === 'kontext') {
    return {
      prompt,
      image_url: imageUrl,
      aspect_ratio: settings.aspectRatio,
      num_images: 1,
      output_format: outputFormat,
      safety_tolerance: options.safetyTolerance ?? '2',
      ...seed,
    };
  }
  if (family === 'flux2') {
    const tolerance = options.safetyTolerance === '6' ? '5' : (options.safetyTolerance ?? '2');
    return {
      prompt,
      image_urls: imageUrls,
      // Our sizes are multiples of 16 and under 4 MP, as FLUX.2 wants.
      image_size: outputSize(settings.aspectRatio),
      output_format: outputFormat,
      safety_tolerance: tolerance,
      enable_safety_checker: true,
      ...seed,
    };
  }
  return {
    prompt,
    image_urls: imageUrls,
    image_size: seedreamImageSize(settings.aspectRatio, options.model),
    num_images: 1,
    max_images: 1,
    enable_safety_checker: true,
    ...seed,
  };
}

/**
 * Creates the engine.
 * @throws Error on a missing key, a model of another family, or bad options (configuration error).
 */
export function createFalImageProvider(options: FalImageProviderOptions): ImageProvider & { readonly model: string; readonly fillModel: string; readonly queue: FalQueue<FalImageInput> } {
  const {
    apiKey,
    model = FAL_DEFAULT_IMAGE_MODEL,
    deadlineMs = 120_000,
    pollIntervalMs = 1000,
    maxPollIntervalMs = 5000,
    maxImageBytes = 40 * 1024 * 1024,
    now = Date.now,
    sleep,
    random,
  } = options;
  const family = falImageFamily(model);
  if (!family || family === 'fill') throw new Error(`fal image provider: '${model}' is not a FLUX.2 edit, Seedream edit or FLUX.1 Kontext model`);
  const fillModel = options.fillModel ?? DEFAULT_MODELS.falFill;
  // Input images the model takes (model catalogue; Kontext and unknown ids: 1).
  const maxInputImages = family === 'kontext' ? 1 : (findModel('fal', model)?.capabilities.maxReferenceImages ?? 1);
  if (falImageFamily(fillModel) !== 'fill') throw new Error(`fal image provider: '${fillModel}' is not a fill (masked edit) model`);
  const queueFor = (modelId: string) =>
    createFalQueue<FalImageInput>({
      apiKey,
      queueBaseUrl: options.queueBaseUrl,
      modelId,
      fetch: options.fetch,
      limiter: options.limiter,
      errorFactory: imageProviderError,
      logger: options.logger,
      sleep,
      random,
      now,
    });
  const queue = queueFor(model);
  const fillQueue = queueFor(fillModel);
  const downloader = createAllowListedDownloader({
    provider: 'fal',
    allowList: options.downloadAllowList ?? FAL_DEFAULT_DOWNLOAD_ALLOW_LIST,
    insecureLoopbackOrigins: options.insecureLoopbackOrigins,
    accept: 'image/',
    maxBytes: maxImageBytes,
    timeoutMs: 60_000,
    limiter: options.limiter,
    errorFactory: imageProviderError,
    fetch: options.fetch,
    sleep,
    now,
    random,
  });
  const fail = (message: string, retryable: boolean, code?: string) =>
    new ImageProviderError(`fal image: ${message}`, retryable, { provider: 'fal', ...(code ? { code } : {}) });

  /** The bytes of a result image: a `data:` URI decoded locally, or a download from an allow-listed fal host. */
  async function fetchImage(url: string, signal: AbortSignal, deadlineAt: number): Promise<Buffer> {
    const data = /^data:image\/[\w.+-]+;base64,/i.exec(url);
    if (data) {
      if (url.length > maxImageBytes * 1.4) throw fail('result data URI is too large', false);
      return decodeBase64Image(url.slice(data[0].length));
    }
    return (await downloader.download(url, { signal, deadlineAt })).data;
  }

  async function render(req: ImageRenderRequest, signal?: AbortSignal): Promise<RenderedImage> {
    const started = performance.now();
    const { settings } = req;
    const { lock } = req;
    // The masked edit (Fill) takes one image: no extra photos with the lock.
    const extra = lock ? [] : (req.references ?? []).slice(0, maxInputImages - 1);
    const prompt = req.instruction
      ? buildEditPrompt(req.instruction, { ...(lock ? { locked: 'mask' as const } : {}), references: extra.length })
      : buildImagePrompt({ scenario: req.prompt, settings, scene: req.scene, variant: req.variant, references: extra.length, ...(lock ? { locked: 'mask' as const } : {}) }).prompt;
    let source;
    let references;
    try {
      source = await prepareSourceImage(lock ? lock.canvas : req.source);
      references = await Promise.all(extra.map((r) => prepareSourceImage(r)));
    } catch (err) {
      throw fail((err as Error).message, false);
    }
    const used = lock ? { queue: fillQueue, model: fillModel } : { queue, model };
    const input: FalImageInput = lock
      ? {
          prompt,
          image_url: toDataUri(source),
          mask_url: `data:image/png;base64,${lock.maskInverted.toString('base64')}`,
          num_images: 1,
          output_format: settings.format === 'jpg' ? 'jpeg' : 'png',
          safety_tolerance: options.safetyTolerance ?? '2',
          seed: req.seed,
        }
      : falImageInput(family as Exclude<FalImageFamily, 'fill'>, prompt, toDataUri(source), settings, { seed: req.seed, safetyTolerance: options.safetyTolerance, model, references: references.map((r) => toDataUri(r)) });
    let requestId: string | undefined;
    let finished = false;
    try {
      const bytes = await withDeadline(
        { deadlineMs, signal, now, onExpired: () => fail(`did not finish within ${Math.round(deadlineMs / 1000)} s`, true, 'deadline_exceeded') },
        async (scope) => {
          const submitted = await used.queue.submit(input, { signal: scope.signal, deadlineAt: scope.deadlineAt });
          requestId = submitted.requestId;
          const result = await waitForFalResult<FalImageResult>(
            used.queue,
            submitted.requestId,
            async (o) => used.queue.parse(resultSchema, await used.queue.result(submitted.requestId, o), 'result'),
            {
              pollIntervalMs,
              maxPollIntervalMs,
              deadlineMs: Math.max(0, scope.deadlineAt - now()),
              signal: scope.signal,
              errorFactory: imageProviderError,
              sleep,
              now,
              random,
            },
          );
          if (!result) throw fail('no result', true);
          finished = true;
          if (result.has_nsfw_concepts?.[0] === true) throw fail('the result was flagged by the safety checker', false, 'nsfw');
          return fetchImage(result.images[0]!.url, scope.signal, scope.deadlineAt);
        },
      );
      const rendered = lock ? await toLockedResult(bytes) : await toRenderedImage(bytes, { ...outputSize(settings.aspectRatio), format: settings.format, quality: settings.quality });
      return {
        data: rendered.data,
        mime: rendered.mime,
        format: rendered.format,
        width: rendered.width,
        height: rendered.height,
        meta: {
          provider: 'fal',
          model: used.model,
          latencyMs: Math.round(performance.now() - started),
          // The fill model's output has the canvas's size.
          estimatedCostUsd: estimateFalImageCostUsd(used.model, 'image_size' in input ? input.image_size : lock ? source : undefined, [source]),
        },
      };
    } catch (err) {
      // A request still queued or running when we give up (deadline, abort, transient failures) is
      // cancelled, best effort, so it does not run and bill for nothing.
      const refused = err instanceof ImageProviderError && !err.retryable;
      if (requestId && !finished && !refused) void used.queue.cancel(requestId, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
      if (err instanceof ImageBytesError) throw fail(err.message, false);
      throw err;
    }
  }

  return { name: 'fal', model, fillModel, queue, render, supportsLock: true, maxInputImages };
}
