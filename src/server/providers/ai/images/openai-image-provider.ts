/**
 * OpenAI image edits as an image engine: the user's product
 * photo and the shared prompt (./prompt-builder.ts) go to `POST {base}/images/edits`; the result
 * comes back base64 and is turned into our exact output size and format (./provider-image-io.ts).
 *
 * Vendor docs:
 *   - Create image edit: https://platform.openai.com/docs/api-reference/images/createEdit
 *     multipart/form-data: `image` (png/webp/jpg < 50 MB), `prompt` (<= 32 000 characters for GPT
 *     image models), `model`, `n`, `size`, `quality` (low|medium|high|auto), `output_format`
 *     (png|jpeg|webp), `input_fidelity` (high|low; GPT image models before version 2, not the mini
 *     ones; "For `gpt-image-2`, omit this parameter"). GPT image models always answer `data[].b64_json`.
 *   - Sizes: gpt-image-2 accepts any width and height in multiples of 16 with a long-to-short ratio
 *     of at most 3:1, edges up to 3840 px and 655 360 to 8 294 400 pixels in all; earlier GPT image
 *     models only 1024x1024, 1536x1024 and 1024x1536
 *     (https://platform.openai.com/docs/guides/image-generation 'Customize image output'). Which model
 *     takes which sizes, and `input_fidelity`, is read from the model catalogue (../model-catalog.ts);
 *     an id the catalogue does not know is judged by its version number.
 *   - Product lock (./product-lock.ts): with `req.lock` the `image` part is our
 *     canvas (the product already placed on a grey ground) and the `mask` part the lock's mask: "an
 *     additional image whose fully transparent areas (alpha zero) indicate where the image should be
 *     edited"; a PNG with an alpha channel, of the same dimensions as the image (createEdit `mask`).
 *     GPT image models treat the mask as guidance, so they may still repaint the product: the caller
 *     composites the product's own pixels back. Models whose catalogue entry has no mask get the
 *     canvas alone. The result is handed back as sent (./provider-image-io.ts `toLockedResult`):
 *     the caller's composite stretches it onto our frame (not cropped), keeping the product's place.
 *   - Several images: GPT image models take up to 16 input images (createEdit
 *     `image`: "You can provide up to 16 images"); several are sent as repeated `image[]` parts, as
 *     OpenAI's official SDK serialises an image array. The first is the photo (or the lock's canvas,
 *     which the `mask` applies to), the others are more photos of the same product.
 *   - Edits: with `req.instruction` the image is the image to edit (or the lock's
 *     canvas made of it) and the prompt is the instruction (./prompt-builder.ts `buildEditPrompt`).
 *   - Errors: `{ error: { message, type, param, code } }`
 *     (https://platform.openai.com/docs/guides/error-codes); 429 `insufficient_quota` is a billing
 *     state, not a rate limit, so it is not retried.
 *   - Retries: OpenAI's official SDKs retry 408, 409, 429, 5xx and connection errors of every
 *     request by default (https://github.com/openai/openai-node#retries), so an edit is repeated in
 *     place after a 5xx as well; the call is synchronous and a failed one returns no image.
 */
import { outputSize, type AspectRatio } from '../../../../shared/catalog';
import {
  createProviderHttpClient,
  type ProviderAdapterOptions,
  describeGenericError,
  withDeadline,
  type ProviderHttpClient,
} from '../http';
import { DEFAULT_MODELS, findModel, type ModelSizes } from '../model-catalog';
import { ImageProviderError, imageProviderError, type ImageProvider, type ImageRenderRequest, type RenderedImage } from './image-provider';
import { estimateOpenAiImageCostUsd, type OpenAiImageUsage } from './price-table';
import { buildEditPrompt, buildImagePrompt } from './prompt-builder';
import { decodeBase64Image, ImageBytesError, prepareSourceImage, toLockedResult, toRenderedImage } from './provider-image-io';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_IMAGE_MODEL = DEFAULT_MODELS.openaiImage;

/** Sizes of GPT image models before gpt-image-2. */
export const OPENAI_FIXED_SIZES = [
  { width: 1024, height: 1024 },
  { width: 1536, height: 1024 },
  { width: 1024, height: 1536 },
] as const;

export interface OpenAiImageProviderOptions extends ProviderAdapterOptions {
  /** OpenAI API key, sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** API base URL including `/v1` (default https://api.openai.com/v1; tests point it at a fake). */
  baseUrl?: string;
  /** Image model (default gpt-image-2). */
  model?: string;
}

/** The limits of gpt-image-2's sizes, for ids the catalogue does not know (OpenAI's image generation guide). */
const FLEXIBLE_FALLBACK: Extract<ModelSizes, { kind: 'flexible' }> = { kind: 'flexible', multipleOf: 16, maxEdge: 3840, maxRatio: 3, minPixels: 655_360, maxPixels: 8_294_400 };

/** A GPT image model's version number, for ids the catalogue does not know. */
function version(model: string): number | null {
  const m = /^gpt-image-(\d+(?:\.\d+)?)/.exec(model);
  return m ? Number(m[1]) : null;
}

/** The size rules of a model: the catalogue's, else flexible from gpt-image-2 on, else the fixed sizes. */
function sizeRules(model: string): ModelSizes {
  const sizes = findModel('openai', model)?.capabilities.sizes;
  if (sizes?.kind === 'flexible' || sizes?.kind === 'fixed') return sizes;
  return (version(model) ?? 0) >= 2 ? FLEXIBLE_FALLBACK : { kind: 'fixed', sizes: OPENAI_FIXED_SIZES };
}

/** Whether a model takes any size in multiples of 16 (gpt-image-2 and later; model catalogue). */
export function hasFlexibleSizes(model: string): boolean {
  return sizeRules(model).kind === 'flexible';
}

/** Whether a model takes a `mask` (model catalogue; unknown ids: every GPT image model does). */
export function supportsMask(model: string): boolean {
  return findModel('openai', model)?.capabilities.mask ?? /^gpt-image-\d/.test(model);
}

/**
 * Whether a model accepts `input_fidelity` (model catalogue). Unknown ids: GPT image models before
 * version 2 except the mini ones; not gpt-image-2 and later, for which OpenAI's API reference says
 * to omit it.
 */
export function supportsInputFidelity(model: string): boolean {
  const known = findModel('openai', model)?.capabilities.inputFidelity;
  if (known !== undefined) return known;
  const version = /^gpt-image-(\d+)/.exec(model);
  return version !== null && Number(version[1]) < 2 && !/mini/.test(model);
}

/** How many input images a model takes (model catalogue; unknown GPT image models: 16, others 1). */
export function openAiMaxInputImages(model: string): number {
  return findModel('openai', model)?.capabilities.maxReferenceImages ?? (/^gpt-image-\d/.test(model) ? 16 : 1);
}

/**
 * The `size` to request for an aspect ratio.
 * @returns for models with flexible sizes (gpt-image-2 and later): our output size (RENDER_LONG_SIDE_PX
 *   long side) in multiples of 16 within the model's limits; for earlier models the fixed size nearest in ratio.
 */
export function openAiImageSize(model: string, ratio: AspectRatio): { width: number; height: number } {
  const target = outputSize(ratio);
  const rules = sizeRules(model);
  if (rules.kind !== 'flexible') {
    const r = target.width / target.height;
    const fixed = rules.kind === 'fixed' ? rules.sizes : OPENAI_FIXED_SIZES;
    return [...fixed].sort((a, b) => Math.abs(Math.log(a.width / a.height / r)) - Math.abs(Math.log(b.width / b.height / r)))[0]!;
  }
  const step = rules.multipleOf;
  const round = (v: number) => Math.max(step, Math.round(v / step) * step);
  let width = round(target.width);
  let height = round(target.height);
  // Keep the ratio, the edges and the area within the model's limits.
  if (width / height > rules.maxRatio) width = height * rules.maxRatio;
  if (height / width > rules.maxRatio) height = width * rules.maxRatio;
  const scale = Math.min(1, rules.maxEdge / Math.max(width, height), Math.sqrt(rules.maxPixels / (width * height)));
  const grow = Math.max(1, Math.sqrt(rules.minPixels / (width * height)));
  width = round(width * scale * grow);
  height = round(height * scale * grow);
  return { width, height };
}

/**
 * Creates the engine.
 * @throws Error on a missing key or a bad base URL (configuration error, at startup).
 */
export function createOpenAiImageProvider(options: OpenAiImageProviderOptions): ImageProvider & { readonly model: string; readonly http: ProviderHttpClient } {
  const { apiKey, model = OPENAI_DEFAULT_IMAGE_MODEL, deadlineMs = 120_000, now = Date.now } = options;
  if (!apiKey) throw new Error('openai image provider: apiKey is required');
  const maxInputImages = openAiMaxInputImages(model);
  const http = createProviderHttpClient({
    provider: 'openai',
    baseUrl: options.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
    headers: { Authorization: `Bearer ${apiKey}` },
    secrets: [apiKey],
    fetch: options.fetch,
    requestTimeoutMs: options.requestTimeoutMs ?? deadlineMs,
    maxRetries: options.maxRetries ?? 2,
    retryBaseDelayMs: options.retryBaseDelayMs ?? 1000,
    limiter: options.limiter,
    // `{ error: { message, type, code } }`: the code (or else the type) becomes the error's code.
    describeError: describeGenericError,
    isRetryable: (status, code) => (status === 429 && code === 'insufficient_quota' ? false : undefined),
    errorFactory: imageProviderError,
    logger: options.logger,
    sleep: options.sleep,
    now,
    random: options.random,
  });

  async function render(req: ImageRenderRequest, signal?: AbortSignal): Promise<RenderedImage> {
    const started = performance.now();
    const { settings } = req;
    const size = openAiImageSize(model, settings.aspectRatio);
    const masked = req.lock !== undefined && supportsMask(model);
    const locked = req.lock ? (masked ? ('mask' as const) : ('reference' as const)) : undefined;
    const extra = (req.references ?? []).slice(0, maxInputImages - 1);
    const prompt = req.instruction
      ? buildEditPrompt(req.instruction, { locked, references: extra.length })
      : buildImagePrompt({ scenario: req.prompt, settings, scene: req.scene, variant: req.variant, references: extra.length, ...(locked ? { locked } : {}) }).prompt;
    let source;
    let references;
    try {
      source = await prepareSourceImage(req.lock ? req.lock.canvas : req.source);
      references = await Promise.all(extra.map((r) => prepareSourceImage(r)));
    } catch (err) {
      throw new ImageProviderError(`openai image edit: ${(err as Error).message}`, false, { provider: 'openai' });
    }
    const form = new FormData();
    // One image: `image`; several: repeated `image[]` (module docstring).
    const imageField = references.length > 0 ? 'image[]' : 'image';
    form.append(imageField, new Blob([new Uint8Array(source.data)], { type: source.mime }), req.lock ? 'canvas.png' : source.mime === 'image/png' ? 'product.png' : 'product.jpg');
    for (const [i, reference] of references.entries()) {
      form.append(imageField, new Blob([new Uint8Array(reference.data)], { type: reference.mime }), `angle-${i + 1}.${reference.mime === 'image/png' ? 'png' : 'jpg'}`);
    }
    if (masked) form.append('mask', new Blob([new Uint8Array(req.lock!.mask)], { type: 'image/png' }), 'mask.png');
    form.append('prompt', prompt);
    form.append('model', model);
    form.append('n', '1');
    form.append('size', `${size.width}x${size.height}`);
    form.append('quality', settings.quality);
    form.append('output_format', settings.format === 'jpg' ? 'jpeg' : 'png');
    if (supportsInputFidelity(model)) form.append('input_fidelity', 'high');

    const body = await withDeadline(
      {
        deadlineMs,
        signal,
        now,
        onExpired: () => new ImageProviderError(`openai image edit did not finish within ${Math.round(deadlineMs / 1000)} s`, true, { provider: 'openai', code: 'deadline_exceeded' }),
      },
      async (scope) =>
        (
          await http.request({
            method: 'POST',
            path: '/images/edits',
            form,
            what: 'image edit',
            signal: scope.signal,
            deadlineAt: scope.deadlineAt,
            // Documented as retried by OpenAI's own SDKs (module docstring).
            retryServerErrors: true,
          })
        ).body,
    );

    const record = (body && typeof body === 'object' ? body : {}) as { data?: { b64_json?: unknown }[]; usage?: OpenAiImageUsage };
    const b64 = record.data?.[0]?.b64_json;
    if (typeof b64 !== 'string' || !b64) throw new ImageProviderError('openai image edit: the response has no data[0].b64_json', false, { provider: 'openai' });
    let rendered: RenderedImage;
    try {
      const target = outputSize(settings.aspectRatio);
      const bytes = decodeBase64Image(b64);
      rendered = req.lock ? await toLockedResult(bytes) : await toRenderedImage(bytes, { ...target, format: settings.format, quality: settings.quality });
    } catch (err) {
      if (err instanceof ImageBytesError) throw new ImageProviderError(`openai image edit: ${err.message}`, false, { provider: 'openai' });
      throw err;
    }
    return {
      data: rendered.data,
      mime: rendered.mime,
      format: rendered.format,
      width: rendered.width,
      height: rendered.height,
      meta: {
        provider: 'openai',
        model,
        latencyMs: Math.round(performance.now() - started),
        estimatedCostUsd: estimateOpenAiImageCostUsd(model, settings.quality, size, record.usage),
      },
    };
  }

  return { name: 'openai', model, http, render, supportsLock: true, maxInputImages };
}
