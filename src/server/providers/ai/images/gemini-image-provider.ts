/**
 * Google's Gemini image models (Gemini 3.1 Flash Image by default, GEMINI_IMAGE_MODEL) as an image
 * engine: the product photo as inline data plus the shared
 * prompt (./prompt-builder.ts) go to `generateContent`; the image comes back as inline base64 data
 * and is turned into our exact output size and format.
 *
 * Vendor docs:
 *   - Image generation and editing: https://ai.google.dev/gemini-api/docs/image-generation
 *     `POST {base}/v1beta/models/{model}:generateContent`, header `x-goog-api-key`, body
 *     `{ contents: [{ parts: [{ text }, { inline_data: { mime_type, data } }] }],
 *        generationConfig: { responseModalities: ['IMAGE'], imageConfig: { aspectRatio, imageSize } } }`.
 *     `imageSize` ('1K', '2K', '4K'; https://ai.google.dev/api/generate-content#ImageConfig) is sent
 *     to the models whose catalogue entry lists resolutions (Gemini 3 image models); low quality asks
 *     for 1K (about $0.067 on gemini-3.1-flash-image), medium and high for 2K (about $0.101), our
 *     1536 px output being larger than 1K. The aspect ratios each model takes are in the model
 *     catalogue (../model-catalog.ts; Gemini 3.1 Flash Image model card:
 *     https://docs.cloud.google.com/vertex-ai/generative-ai/docs/models/gemini/3-1-flash-image).
 *     The REST API reads request fields in snake_case or camelCase and answers in camelCase:
 *     `candidates[0].content.parts[].inlineData { mimeType, data }`.
 *   - Several images: more photos of the same product go as further
 *     `inline_data` parts after the first (image editing with several input images,
 *     https://ai.google.dev/gemini-api/docs/image-generation 'Image editing'); how many a model
 *     takes is the model catalogue's `maxReferenceImages` (14 for Gemini 3 image models, 3 for
 *     Gemini 2.5 Flash Image). Edits: the image to edit and `buildEditPrompt`.
 *   - Request size: inline data up to 20 MB per request, prompt included
 *     (https://ai.google.dev/gemini-api/docs/image-understanding; Google has since raised the inline
 *     limit, but 20 MB holds everywhere): when the base64 of the images would pass INLINE_BUDGET_BYTES,
 *     the more photos of the product are sent as JPEG at REFERENCE_LONG_SIDE px (they only show the
 *     product's shape), and a request still over it is refused before any call.
 *   - Errors: `{ error: { code, message, status, details } }` with RetryInfo `retryDelay` on 429
 *     (https://ai.google.dev/gemini-api/docs/troubleshooting); 500 INTERNAL and 503 UNAVAILABLE
 *     are documented as temporary ("retry your request"), so a generateContent call is repeated in
 *     place after them; it is stateless and a failed one returns no image.
 *   - Product lock (./product-lock.ts): Gemini takes no mask, so with `req.lock`
 *     the canvas (the product already placed on a grey ground at our layout) is the first image,
 *     with instructions to replace only the grey ground and leave the product untouched; the result
 *     is handed back as sent (./provider-image-io.ts `toLockedResult`) and the caller's composite
 *     stretches it onto our frame (not cropped) and puts the product's own pixels back at the box.
 *   - Blocked output: `promptFeedback.blockReason`, or `finishReason` such as IMAGE_SAFETY,
 *     PROHIBITED_CONTENT, SAFETY (https://ai.google.dev/api/generate-content#FinishReason).
 */
import sharp from 'sharp';
import { outputSize, type AspectRatio, type Quality } from '../../../../shared/catalog';
import { createProviderHttpClient, withDeadline, type ProviderAdapterOptions, type ProviderHttpClient, type VendorErrorSummary } from '../http';
import { DEFAULT_MODELS, findModel } from '../model-catalog';
import { ImageProviderError, imageProviderError, type ImageProvider, type ImageRenderRequest, type RenderedImage } from './image-provider';
import { estimateGeminiImageCostUsd, type GeminiUsage } from './price-table';
import { buildEditPrompt, buildImagePrompt } from './prompt-builder';
import { decodeBase64Image, ImageBytesError, prepareSourceImage, toLockedResult, toRenderedImage, type PreparedSource } from './provider-image-io';

export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';
export const GEMINI_DEFAULT_IMAGE_MODEL = DEFAULT_MODELS.geminiImage;

/** Aspect ratios every Gemini image model accepts in `imageConfig.aspectRatio`, for ids the catalogue does not know. */
export const GEMINI_ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'] as const;

/** Finish and block reasons that mean the vendor refused: retrying the same request will not help. */
const REFUSALS = new Set(['SAFETY', 'IMAGE_SAFETY', 'PROHIBITED_CONTENT', 'BLOCKLIST', 'SPII', 'RECITATION', 'IMAGE_PROHIBITED_CONTENT', 'IMAGE_RECITATION']);

export interface GeminiImageProviderOptions extends ProviderAdapterOptions {
  /** Gemini API key, sent as `x-goog-api-key`. */
  apiKey: string;
  /** API host (default https://generativelanguage.googleapis.com; tests point it at a fake). */
  baseUrl?: string;
  /** Model id (default gemini-3.1-flash-image); letters, digits, '.', '-' and '_' only. */
  model?: string;
}

/** The aspect ratios and resolutions a model takes (model catalogue; unknown ids: the common ratios, no resolution). */
function geminiSizes(model: string): { ratios: readonly string[]; resolutions: readonly string[] } {
  const sizes = findModel('gemini', model)?.capabilities.sizes;
  return sizes?.kind === 'aspect-ratios' ? sizes : { ratios: GEMINI_ASPECT_RATIOS, resolutions: [] };
}

/** The ratio a model supports nearest to one of ours (all seven of ours are supported as they are). */
export function geminiAspectRatio(ratio: AspectRatio, model: string = GEMINI_DEFAULT_IMAGE_MODEL): string {
  const supported = geminiSizes(model).ratios;
  if (supported.includes(ratio)) return ratio;
  const value = (r: string) => {
    const [w, h] = r.split(':').map(Number) as [number, number];
    return w / h;
  };
  const target = value(ratio);
  return [...supported].sort((a, b) => Math.abs(Math.log(value(a) / target)) - Math.abs(Math.log(value(b) / target)))[0]!;
}

/**
 * The `imageConfig.imageSize` to request: '1K' for low quality, '2K' otherwise (our output's long
 * side is 1536 px), among the resolutions the model lists.
 * @returns undefined for models without resolutions (the field is then not sent).
 */
export function geminiImageSize(model: string, quality: Quality): string | undefined {
  const { resolutions } = geminiSizes(model);
  if (resolutions.length === 0) return undefined;
  const wanted = quality === 'low' ? '1K' : '2K';
  return resolutions.includes(wanted) ? wanted : resolutions[0];
}

/** Parses a Google duration such as '30s' or '1.5s' into milliseconds. */
function durationMs(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d+(?:\.\d+)?)s$/.exec(value.trim());
  return m ? Number(m[1]) * 1000 : undefined;
}

/** Reads Google's error body `{ error: { code, message, status, details: [{ '@type', retryDelay }] } }`. */
export function describeGoogleError(body: unknown): VendorErrorSummary {
  if (typeof body === 'string') return { message: body.slice(0, 500) };
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  if (!error || typeof error !== 'object') return { message: '' };
  const e = error as { message?: unknown; status?: unknown; details?: unknown };
  const retry = Array.isArray(e.details)
    ? e.details.map((d) => durationMs((d as { retryDelay?: unknown } | null)?.retryDelay)).find((v) => v !== undefined)
    : undefined;
  const status = typeof e.status === 'string' ? e.status : undefined;
  const message = typeof e.message === 'string' ? e.message.slice(0, 500) : '';
  return { message: status ? `${status}: ${message}` : message, ...(status ? { code: status } : {}), ...(retry !== undefined ? { retryAfterMs: retry } : {}) };
}

interface GeminiPart {
  text?: string;
  inlineData?: { mimeType?: string; data?: string };
  inline_data?: { mime_type?: string; data?: string };
}
interface GeminiResponse {
  candidates?: { content?: { parts?: GeminiPart[] }; finishReason?: string }[];
  promptFeedback?: { blockReason?: string };
  usageMetadata?: GeminiUsage;
}

/** Most base64 bytes of inline images in one request (20 MB, less room for the prompt and JSON). */
export const INLINE_BUDGET_BYTES = 19 * 1024 * 1024;
/** Long side of the more photos of the product when the budget makes them smaller, px. */
export const REFERENCE_LONG_SIDE = 1024;

/**
 * Keeps a request's inline images within INLINE_BUDGET_BYTES of base64: the first image (the photo,
 * the lock's canvas or the image to edit) as it is; the others, when the whole would pass the budget,
 * re-encoded as JPEG (quality 85) at REFERENCE_LONG_SIDE px on the long side.
 * @throws ImageBytesError when the images are still over the budget.
 */
export async function fitInlineBudget(images: PreparedSource[]): Promise<PreparedSource[]> {
  const base64 = (list: PreparedSource[]) => list.reduce((sum, image) => sum + Math.ceil(image.data.length / 3) * 4, 0);
  if (base64(images) <= INLINE_BUDGET_BYTES) return images;
  const [first, ...rest] = images;
  const smaller = await Promise.all(
    rest.map(async (image) => {
      const { data, info } = await sharp(image.data)
        .rotate()
        .resize(REFERENCE_LONG_SIDE, REFERENCE_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer({ resolveWithObject: true });
      return { data, mime: 'image/jpeg' as const, width: info.width, height: info.height };
    }),
  );
  const fitted = [first!, ...smaller];
  if (base64(fitted) > INLINE_BUDGET_BYTES) throw new ImageBytesError(`the images are over Gemini's ${Math.round(INLINE_BUDGET_BYTES / 1024 / 1024)} MB inline limit`);
  return fitted;
}

/**
 * Creates the engine.
 * @throws Error on a missing key, a malformed model id or a bad base URL (configuration error).
 */
export function createGeminiImageProvider(options: GeminiImageProviderOptions): ImageProvider & { readonly model: string; readonly http: ProviderHttpClient } {
  const { apiKey, model = GEMINI_DEFAULT_IMAGE_MODEL, deadlineMs = 120_000, now = Date.now } = options;
  // Input images the model takes (model catalogue; unknown ids: 3, the smallest documented limit).
  const maxInputImages = findModel('gemini', model)?.capabilities.maxReferenceImages ?? 3;
  if (!apiKey) throw new Error('gemini image provider: apiKey is required');
  if (!/^[\w.-]+$/.test(model)) throw new Error(`gemini image provider: invalid model id '${model}'`);
  const http = createProviderHttpClient({
    provider: 'gemini',
    baseUrl: options.baseUrl ?? GEMINI_DEFAULT_BASE_URL,
    headers: { 'x-goog-api-key': apiKey },
    secrets: [apiKey],
    fetch: options.fetch,
    requestTimeoutMs: options.requestTimeoutMs ?? deadlineMs,
    maxRetries: options.maxRetries ?? 2,
    retryBaseDelayMs: options.retryBaseDelayMs ?? 1000,
    limiter: options.limiter,
    describeError: describeGoogleError,
    errorFactory: imageProviderError,
    logger: options.logger,
    sleep: options.sleep,
    now,
    random: options.random,
  });
  const fail = (message: string, retryable: boolean, code?: string) =>
    new ImageProviderError(`gemini image: ${message}`, retryable, { provider: 'gemini', ...(code ? { code } : {}) });

  async function render(req: ImageRenderRequest, signal?: AbortSignal): Promise<RenderedImage> {
    const started = performance.now();
    const { settings } = req;
    const extra = (req.references ?? []).slice(0, maxInputImages - 1);
    const prompt = req.instruction
      ? buildEditPrompt(req.instruction, { ...(req.lock ? { locked: 'reference' as const } : {}), references: extra.length })
      : buildImagePrompt({ scenario: req.prompt, settings, scene: req.scene, variant: req.variant, references: extra.length, ...(req.lock ? { locked: 'reference' as const } : {}) }).prompt;
    let images;
    try {
      images = await fitInlineBudget(await Promise.all([req.lock ? req.lock.canvas : req.source, ...extra].map((image) => prepareSourceImage(image))));
    } catch (err) {
      throw fail((err as Error).message, false);
    }
    const imageSize = geminiImageSize(model, settings.quality);
    const payload = {
      contents: [{ role: 'user', parts: [{ text: prompt }, ...images.map((image) => ({ inline_data: { mime_type: image.mime, data: image.data.toString('base64') } }))] }],
      generationConfig: { responseModalities: ['IMAGE'], imageConfig: { aspectRatio: geminiAspectRatio(settings.aspectRatio, model), ...(imageSize ? { imageSize } : {}) } },
    };
    const body = (await withDeadline(
      {
        deadlineMs,
        signal,
        now,
        onExpired: () => fail(`did not finish within ${Math.round(deadlineMs / 1000)} s`, true, 'deadline_exceeded'),
      },
      async (scope) =>
        (
          await http.request({
            method: 'POST',
            path: `/v1beta/models/${model}:generateContent`,
            json: payload,
            what: 'generateContent',
            signal: scope.signal,
            deadlineAt: scope.deadlineAt,
            // 500/503 are documented as temporary (module docstring).
            retryServerErrors: true,
          })
        ).body,
    )) as GeminiResponse | null;

    const response: GeminiResponse = body && typeof body === 'object' ? body : {};
    const blocked = response.promptFeedback?.blockReason;
    if (blocked) throw fail(`the request was blocked (${blocked})`, false, blocked);
    const candidate = response.candidates?.[0];
    const parts = candidate?.content?.parts ?? [];
    const image = parts
      .map((p) => (p.inlineData ? { mime: p.inlineData.mimeType, data: p.inlineData.data } : p.inline_data ? { mime: p.inline_data.mime_type, data: p.inline_data.data } : null))
      .find((p) => p && typeof p.data === 'string' && p.data.length > 0);
    if (!image?.data) {
      const reason = candidate?.finishReason;
      const text = parts.map((p) => p.text ?? '').join(' ').trim().slice(0, 200);
      const detail = `${reason ? ` (${reason})` : ''}${text ? `: ${text}` : ''}`;
      // A refusal stays a refusal; an answer without an image for no stated reason may succeed next time.
      throw fail(`no image in the response${detail}`, !(reason && REFUSALS.has(reason)), reason);
    }
    let rendered: RenderedImage;
    try {
      const bytes = decodeBase64Image(image.data);
      rendered = req.lock ? await toLockedResult(bytes) : await toRenderedImage(bytes, { ...outputSize(settings.aspectRatio), format: settings.format, quality: settings.quality });
    } catch (err) {
      if (err instanceof ImageBytesError) throw fail(err.message, false);
      throw err;
    }
    return {
      data: rendered.data,
      mime: rendered.mime,
      format: rendered.format,
      width: rendered.width,
      height: rendered.height,
      meta: {
        provider: 'gemini',
        model,
        latencyMs: Math.round(performance.now() - started),
        estimatedCostUsd: estimateGeminiImageCostUsd(model, response.usageMetadata, imageSize),
      },
    };
  }

  return { name: 'gemini', model, http, render, supportsLock: true, maxInputImages };
}
