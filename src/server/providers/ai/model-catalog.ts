/**
 * The hosted AI models Vitrine knows, as data (one table): for each model id its vendor, kind,
 * lifecycle (current, deprecated with its announced shutdown, or retired), what it can do (mask,
 * reference images, sizes, clip lengths), the request fields that differ between models of one
 * vendor, and its list price per output. The adapters read their capability checks from it, the cost
 * estimates (./images/price-table.ts, ./videos/video-price-table.ts) their prices, `providers check`
 * (src/server/services/provider-health.ts) its warnings, and docs/providers.md its models table
 * (rendered by renderModelsTable; a test keeps the doc and this table equal).
 *
 * Retired ids stay here only as retired entries, so a configuration that still names one is warned
 * about; none may be a default.
 *
 * Every figure was read in the vendor's documentation on CHECKED_ON; the sources are the URLs of each
 * entry. Where the vendor's pages did not give a figure, the entry says so (`price: null`, or a note)
 * instead of guessing. Prices are list prices in USD for estimates; the invoice is the truth.
 */
import type { Quality } from '../../../shared/catalog';

/** The day the figures below were read in the vendors' documentation. */
export const CHECKED_ON = '2026-11-24';

export type ModelVendor = 'openai' | 'gemini' | 'fal';
export type ModelKind = 'image' | 'video';

/** Where a model is in its vendor's lifecycle. Dates are ISO days (YYYY-MM-DD). */
export type ModelStatus =
  | { state: 'current' }
  /** Announced for retirement; still answers until `shutdownOn` (null: no date announced yet). */
  | { state: 'deprecated'; deprecatedOn: string; shutdownOn: string | null; replacement: string; note?: string }
  /** Shut down: the vendor no longer answers this id. */
  | { state: 'retired'; retiredOn: string; replacement: string; note?: string };

/** Output sizes a model accepts. */
export type ModelSizes =
  /** Only these sizes (pixels). */
  | { kind: 'fixed'; sizes: readonly { width: number; height: number }[] }
  /** Any width and height in multiples of `multipleOf`, within the edge, ratio and area limits. */
  | { kind: 'flexible'; multipleOf: number; maxEdge: number; maxRatio: number; minPixels: number; maxPixels: number }
  /** One of these aspect ratios, at one of these resolutions (Gemini's `imageSize`); the vendor picks the pixels. */
  | { kind: 'aspect-ratios'; ratios: readonly string[]; resolutions: readonly string[] }
  /** An explicit `{ width, height }` within these limits (fal's `image_size`). */
  | { kind: 'pixels'; minEdge: number; maxEdge: number; minPixels: number; maxPixels: number; multipleOf: number };

/** What a model can do. */
export interface ModelCapabilities {
  /** Takes a mask that limits where it paints. */
  mask: boolean;
  /** Most input images one request takes (the product photo included); 0 for none. */
  maxReferenceImages: number;
  sizes: ModelSizes;
  /** Clip lengths in seconds (videos only). */
  durationsSeconds?: readonly number[];
  /**
   * OpenAI `input_fidelity` is accepted. Not for gpt-image-2: "For `gpt-image-2`, omit this
   * parameter" (OpenAI API reference, InputFidelity; the model reads every input image at high
   * fidelity by itself).
   */
  inputFidelity?: boolean;
}

/** Request fields that differ between models of the same vendor (read by the adapters). */
export interface ModelRequestShape {
  /** fal image models: which input schema (field names from each model's llms.txt); 'fill' takes a mask (product lock only). */
  falImageSchema?: 'kontext' | 'seedream' | 'flux2' | 'fill';
  /** fal Kling models: the field that carries the still. */
  imageField?: 'image_url' | 'start_image_url';
  /** fal Kling models: the schema has `generate_audio` (sent as false: our clips are silent, and audio costs more). */
  generateAudio?: boolean;
  /** fal Kling models: the schema has `cfg_scale`. */
  cfgScale?: boolean;
}

/** A list price, in the unit the vendor prices the model. */
export type ModelPrice =
  /** OpenAI GPT image models: USD per 1M tokens, and the per-image figures at 1024x1024 by quality. */
  | { kind: 'openai-tokens'; textInputPer1M: number; imageInputPer1M: number; imageOutputPer1M: number; perImage1024: Record<Quality, number> }
  /** Gemini image models: USD per 1M input and output image tokens, and output tokens per image by resolution. */
  | { kind: 'gemini-tokens'; inputPer1M: number; imageOutputPer1M: number; outputTokens: Record<string, number> }
  /** USD per output image. */
  | { kind: 'per-image'; usd: number }
  /** fal FLUX.2: the first megapixel of output, then each further megapixel of input and output, each rounded up. */
  | { kind: 'per-megapixel'; firstMegapixelUsd: number; extraMegapixelUsd: number }
  /** fal FLUX.2 [flex]: every megapixel of input and output, rounded up. */
  | { kind: 'per-megapixel-flat'; megapixelUsd: number }
  /** fal FLUX.1 [pro] Fill: every megapixel of output, rounded up. */
  | { kind: 'per-output-megapixel'; megapixelUsd: number }
  /** Videos: the first `baseSeconds` for `baseUsd`, then each further second. */
  | { kind: 'per-clip'; baseSeconds: number; baseUsd: number; perExtraSecondUsd: number }
  /** Videos: every second (without audio, which we never ask for). */
  | { kind: 'per-second'; usd: number };

/** One model. */
export interface ModelEntry {
  id: string;
  vendor: ModelVendor;
  kind: ModelKind;
  /** The vendor's name for it. */
  label: string;
  status: ModelStatus;
  capabilities: ModelCapabilities;
  request?: ModelRequestShape;
  /** List price per output; null when the vendor's pages read did not state one (cost unknown). */
  price: ModelPrice | null;
  /** The vendor page the id, capabilities and request fields come from. */
  docsUrl: string;
  /** The vendor page the price comes from. */
  priceUrl: string;
  /** What the pages did not settle, in one line. */
  note?: string;
}

const OPENAI_FIXED = [
  { width: 1024, height: 1024 },
  { width: 1536, height: 1024 },
  { width: 1024, height: 1536 },
] as const;
const OPENAI_PRICING = 'https://developers.openai.com/api/docs/pricing#image-generation';
const OPENAI_DEPRECATIONS = 'https://developers.openai.com/api/docs/deprecations';
const OPENAI_FLEXIBLE: ModelSizes = { kind: 'flexible', multipleOf: 16, maxEdge: 3840, maxRatio: 3, minPixels: 655_360, maxPixels: 8_294_400 };

/** Gemini image models' aspect ratios (Gemini 3.1 Flash Image model card; Gemini 3 Pro Image: the first ten). */
const GEMINI_31_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9', '1:4', '4:1', '1:8', '8:1'] as const;
const GEMINI_PRO_RATIOS = GEMINI_31_RATIOS.slice(0, 10);
const GEMINI_25_RATIOS = GEMINI_PRO_RATIOS;
const GEMINI_PRICING = 'https://ai.google.dev/gemini-api/docs/pricing';
const GEMINI_DEPRECATIONS = 'https://ai.google.dev/gemini-api/docs/deprecations';

const KONTEXT_RATIOS: ModelSizes = { kind: 'aspect-ratios', ratios: ['21:9', '16:9', '4:3', '3:2', '1:1', '2:3', '3:4', '9:16', '9:21'], resolutions: [] };
/** FLUX.2 edit: an explicit image_size of up to 4 MP in multiples of 16 (fal's ImageSize; BFL's FLUX.2 limits). */
const FLUX2_SIZES: ModelSizes = { kind: 'pixels', minEdge: 64, maxEdge: 4096, minPixels: 0, maxPixels: 4_194_304, multipleOf: 16 };

const KLING_V1_RETIRED: ModelStatus = {
  state: 'retired',
  retiredOn: '2026-09-15',
  replacement: 'fal-ai/kling-video/v2.6/pro/image-to-video',
  note: "Kling 1.5 and 1.6 reached end of life on 15 September 2026 (Kling's notice); fal's reference pages still list the endpoints",
};
const klingV1 = (id: string, label: string): ModelEntry => ({
  id,
  vendor: 'fal',
  kind: 'video',
  label,
  status: KLING_V1_RETIRED,
  capabilities: { mask: false, maxReferenceImages: 1, sizes: { kind: 'aspect-ratios', ratios: [], resolutions: [] }, durationsSeconds: [5, 10] },
  request: { imageField: 'image_url', cfgScale: true },
  price: null,
  docsUrl: `https://fal.ai/models/${id}/llms.txt`,
  priceUrl: `https://fal.ai/models/${id}/llms.txt`,
});
/** Kling's output follows the still's shape (no ratio to choose): the adapter crops the still to the ratio asked for. */
const KLING_SIZES: ModelSizes = { kind: 'aspect-ratios', ratios: [], resolutions: [] };
const kling = (id: string, label: string, price: ModelPrice | null, request: ModelRequestShape, extra: Partial<ModelEntry> = {}): ModelEntry => ({
  id,
  vendor: 'fal',
  kind: 'video',
  label,
  status: { state: 'current' },
  capabilities: { mask: false, maxReferenceImages: 1, sizes: KLING_SIZES, durationsSeconds: [5, 10] },
  request,
  price,
  docsUrl: `https://fal.ai/models/${id}/llms.txt`,
  priceUrl: `https://fal.ai/models/${id}/llms.txt`,
  ...extra,
});

/** The table. Order: vendor, then current before deprecated before retired. */
export const MODEL_CATALOG: readonly ModelEntry[] = [
  // --- OpenAI image edits (POST /v1/images/edits) ---
  {
    id: 'gpt-image-2',
    vendor: 'openai',
    kind: 'image',
    label: 'GPT Image 2',
    status: { state: 'current' },
    capabilities: { mask: true, maxReferenceImages: 16, sizes: OPENAI_FLEXIBLE, inputFidelity: false },
    price: { kind: 'openai-tokens', textInputPer1M: 5, imageInputPer1M: 8, imageOutputPer1M: 30, perImage1024: { low: 0.006, medium: 0.053, high: 0.211 } },
    docsUrl: 'https://developers.openai.com/api/docs/models/gpt-image-2',
    priceUrl: OPENAI_PRICING,
  },
  {
    id: 'gpt-image-1.5',
    vendor: 'openai',
    kind: 'image',
    label: 'GPT Image 1.5',
    status: {
      state: 'deprecated',
      deprecatedOn: '2026-06-02',
      shutdownOn: '2026-12-01',
      replacement: 'gpt-image-2',
      note: "OpenAI's page names its newer gpt-image-2.x models as replacements; Vitrine's adapter speaks gpt-image-2",
    },
    capabilities: { mask: true, maxReferenceImages: 16, sizes: { kind: 'fixed', sizes: OPENAI_FIXED }, inputFidelity: true },
    price: { kind: 'openai-tokens', textInputPer1M: 5, imageInputPer1M: 8, imageOutputPer1M: 32, perImage1024: { low: 0.009, medium: 0.034, high: 0.133 } },
    docsUrl: OPENAI_DEPRECATIONS,
    priceUrl: OPENAI_PRICING,
  },
  {
    id: 'gpt-image-1-mini',
    vendor: 'openai',
    kind: 'image',
    label: 'GPT Image 1 mini',
    status: { state: 'deprecated', deprecatedOn: '2026-06-02', shutdownOn: '2026-12-01', replacement: 'gpt-image-2' },
    capabilities: { mask: true, maxReferenceImages: 16, sizes: { kind: 'fixed', sizes: OPENAI_FIXED }, inputFidelity: false },
    price: { kind: 'openai-tokens', textInputPer1M: 2, imageInputPer1M: 2.5, imageOutputPer1M: 8, perImage1024: { low: 0.005, medium: 0.011, high: 0.036 } },
    docsUrl: OPENAI_DEPRECATIONS,
    priceUrl: OPENAI_PRICING,
  },
  {
    id: 'gpt-image-1',
    vendor: 'openai',
    kind: 'image',
    label: 'GPT Image 1',
    status: { state: 'retired', retiredOn: '2026-10-23', replacement: 'gpt-image-2' },
    capabilities: { mask: true, maxReferenceImages: 16, sizes: { kind: 'fixed', sizes: OPENAI_FIXED }, inputFidelity: true },
    price: null,
    docsUrl: OPENAI_DEPRECATIONS,
    priceUrl: OPENAI_PRICING,
  },

  // --- Gemini image models (POST /v1beta/models/{model}:generateContent) ---
  {
    id: 'gemini-3.1-flash-image',
    vendor: 'gemini',
    kind: 'image',
    label: 'Gemini 3.1 Flash Image (Nano Banana 2)',
    status: {
      state: 'deprecated',
      deprecatedOn: '2026-10-06',
      shutdownOn: null,
      replacement: 'gemini-nano-banana-2.1',
      note: 'generally available since 28 May 2026; Google deprecated it on 6 October 2026 without announcing a shutdown date',
    },
    capabilities: { mask: false, maxReferenceImages: 14, sizes: { kind: 'aspect-ratios', ratios: GEMINI_31_RATIOS, resolutions: ['1K', '2K', '4K'] } },
    price: { kind: 'gemini-tokens', inputPer1M: 0.5, imageOutputPer1M: 60, outputTokens: { '1K': 1120, '2K': 1680, '4K': 2520 } },
    docsUrl: 'https://docs.cloud.google.com/vertex-ai/generative-ai/docs/models/gemini/3-1-flash-image',
    priceUrl: GEMINI_PRICING,
  },
  {
    id: 'gemini-3-pro-image',
    vendor: 'gemini',
    kind: 'image',
    label: 'Gemini 3 Pro Image (Nano Banana Pro)',
    status: { state: 'current' },
    capabilities: { mask: false, maxReferenceImages: 14, sizes: { kind: 'aspect-ratios', ratios: GEMINI_PRO_RATIOS, resolutions: ['1K', '2K', '4K'] } },
    price: { kind: 'gemini-tokens', inputPer1M: 2, imageOutputPer1M: 120, outputTokens: { '1K': 1120, '2K': 1120, '4K': 2000 } },
    docsUrl: 'https://ai.google.dev/gemini-api/docs/models',
    priceUrl: GEMINI_PRICING,
  },
  {
    id: 'gemini-nano-banana-2.1',
    vendor: 'gemini',
    kind: 'image',
    label: 'Gemini Nano Banana 2.1',
    status: { state: 'current' },
    capabilities: { mask: false, maxReferenceImages: 14, sizes: { kind: 'aspect-ratios', ratios: GEMINI_31_RATIOS, resolutions: ['1K', '2K', '4K'] } },
    price: null,
    docsUrl: 'https://ai.google.dev/gemini-api/docs/changelog',
    priceUrl: GEMINI_PRICING,
    note: 'released 6 October 2026 as the successor of gemini-3.1-flash-image; its price was not on the Google pages read',
  },
  {
    id: 'gemini-2.5-flash-image',
    vendor: 'gemini',
    kind: 'image',
    label: 'Gemini 2.5 Flash Image (Nano Banana)',
    status: { state: 'retired', retiredOn: '2026-10-02', replacement: 'gemini-3.1-flash-image' },
    capabilities: { mask: false, maxReferenceImages: 3, sizes: { kind: 'aspect-ratios', ratios: GEMINI_25_RATIOS, resolutions: [] } },
    price: null,
    docsUrl: GEMINI_DEPRECATIONS,
    priceUrl: GEMINI_PRICING,
  },
  {
    id: 'gemini-3.1-flash-image-preview',
    vendor: 'gemini',
    kind: 'image',
    label: 'Gemini 3.1 Flash Image Preview',
    status: { state: 'retired', retiredOn: '2026-06-25', replacement: 'gemini-3.1-flash-image' },
    capabilities: { mask: false, maxReferenceImages: 14, sizes: { kind: 'aspect-ratios', ratios: GEMINI_31_RATIOS, resolutions: ['1K', '2K', '4K'] } },
    price: null,
    docsUrl: GEMINI_DEPRECATIONS,
    priceUrl: GEMINI_PRICING,
  },
  {
    id: 'gemini-3-pro-image-preview',
    vendor: 'gemini',
    kind: 'image',
    label: 'Gemini 3 Pro Image Preview',
    status: { state: 'retired', retiredOn: '2026-06-25', replacement: 'gemini-3-pro-image' },
    capabilities: { mask: false, maxReferenceImages: 14, sizes: { kind: 'aspect-ratios', ratios: GEMINI_PRO_RATIOS, resolutions: ['1K', '2K', '4K'] } },
    price: null,
    docsUrl: GEMINI_DEPRECATIONS,
    priceUrl: GEMINI_PRICING,
  },
  {
    id: 'gemini-2.5-flash-image-preview',
    vendor: 'gemini',
    kind: 'image',
    label: 'Gemini 2.5 Flash Image Preview',
    status: { state: 'retired', retiredOn: '2026-01-15', replacement: 'gemini-3.1-flash-image' },
    capabilities: { mask: false, maxReferenceImages: 3, sizes: { kind: 'aspect-ratios', ratios: GEMINI_25_RATIOS, resolutions: [] } },
    price: null,
    docsUrl: 'https://ai.google.dev/gemini-api/docs/changelog',
    priceUrl: GEMINI_PRICING,
  },

  // --- fal.ai image edits (queue API) ---
  {
    id: 'fal-ai/flux-2-pro/edit',
    vendor: 'fal',
    kind: 'image',
    label: 'FLUX.2 [pro] edit',
    status: { state: 'current' },
    capabilities: { mask: false, maxReferenceImages: 8, sizes: FLUX2_SIZES },
    request: { falImageSchema: 'flux2' },
    price: { kind: 'per-megapixel', firstMegapixelUsd: 0.03, extraMegapixelUsd: 0.015 },
    docsUrl: 'https://fal.ai/models/fal-ai/flux-2-pro/edit/llms.txt',
    priceUrl: 'https://fal.ai/models/fal-ai/flux-2-pro/edit/llms.txt',
    note: 'up to 8 reference images is Black Forest Labs’ limit for FLUX.2 [pro]; fal’s page does not state one',
  },
  {
    id: 'fal-ai/flux-2-max/edit',
    vendor: 'fal',
    kind: 'image',
    label: 'FLUX.2 [max] edit',
    status: { state: 'current' },
    capabilities: { mask: false, maxReferenceImages: 8, sizes: FLUX2_SIZES },
    request: { falImageSchema: 'flux2' },
    price: { kind: 'per-megapixel', firstMegapixelUsd: 0.07, extraMegapixelUsd: 0.03 },
    docsUrl: 'https://fal.ai/models/fal-ai/flux-2-max/edit/llms.txt',
    priceUrl: 'https://fal.ai/models/fal-ai/flux-2-max/edit/llms.txt',
  },
  {
    id: 'fal-ai/flux-2-flex/edit',
    vendor: 'fal',
    kind: 'image',
    label: 'FLUX.2 [flex] edit',
    status: { state: 'current' },
    capabilities: { mask: false, maxReferenceImages: 8, sizes: FLUX2_SIZES },
    request: { falImageSchema: 'flux2' },
    price: { kind: 'per-megapixel-flat', megapixelUsd: 0.05 },
    docsUrl: 'https://fal.ai/models/fal-ai/flux-2-flex/edit/llms.txt',
    priceUrl: 'https://fal.ai/models/fal-ai/flux-2-flex/edit/llms.txt',
  },
  {
    id: 'fal-ai/bytedance/seedream/v4.5/edit',
    vendor: 'fal',
    kind: 'image',
    label: 'Seedream 4.5 edit',
    status: { state: 'current' },
    capabilities: { mask: false, maxReferenceImages: 10, sizes: { kind: 'pixels', minEdge: 1, maxEdge: 4096, minPixels: 2560 * 1440, maxPixels: 4096 * 4096, multipleOf: 1 } },
    request: { falImageSchema: 'seedream' },
    price: null,
    docsUrl: 'https://fal.ai/docs/model-api-reference/image-generation-api/bytedance-seedream-v4.5',
    priceUrl: 'https://fal.ai/models/fal-ai/bytedance/seedream/v4.5/edit',
    note: 'fal takes up to 10 input images (ByteDance’s own API takes 14); its price was not on the fal pages read',
  },
  {
    id: 'fal-ai/bytedance/seedream/v4/edit',
    vendor: 'fal',
    kind: 'image',
    label: 'Seedream 4.0 edit',
    status: { state: 'current' },
    capabilities: { mask: false, maxReferenceImages: 10, sizes: { kind: 'pixels', minEdge: 1024, maxEdge: 4096, minPixels: 921_600, maxPixels: 4096 * 4096, multipleOf: 1 } },
    request: { falImageSchema: 'seedream' },
    price: { kind: 'per-image', usd: 0.03 },
    docsUrl: 'https://fal.ai/models/fal-ai/bytedance/seedream/v4/edit/llms.txt',
    priceUrl: 'https://fal.ai/models/fal-ai/bytedance/seedream/v4/edit/llms.txt',
  },
  {
    id: 'fal-ai/flux-pro/v1/fill',
    vendor: 'fal',
    kind: 'image',
    label: 'FLUX.1 [pro] Fill',
    status: { state: 'current' },
    capabilities: { mask: true, maxReferenceImages: 1, sizes: { kind: 'aspect-ratios', ratios: [], resolutions: [] } },
    request: { falImageSchema: 'fill' },
    price: { kind: 'per-output-megapixel', megapixelUsd: 0.05 },
    docsUrl: 'https://fal.ai/models/fal-ai/flux-pro/v1/fill/llms.txt',
    priceUrl: 'https://fal.ai/docs/model-api-reference/image-generation-api/flux-pro-v1',
    note: 'the product lock’s masked edit on fal (`image_url` and `mask_url` of the same size, white = paint); its output has the input’s size',
  },
  {
    id: 'fal-ai/flux-pro/kontext',
    vendor: 'fal',
    kind: 'image',
    label: 'FLUX.1 Kontext [pro]',
    status: { state: 'current' },
    capabilities: { mask: false, maxReferenceImages: 1, sizes: KONTEXT_RATIOS },
    request: { falImageSchema: 'kontext' },
    price: { kind: 'per-image', usd: 0.04 },
    docsUrl: 'https://fal.ai/models/fal-ai/flux-pro/kontext/llms.txt',
    priceUrl: 'https://fal.ai/models/fal-ai/flux-pro/kontext/llms.txt',
  },
  {
    id: 'fal-ai/flux-pro/kontext/max',
    vendor: 'fal',
    kind: 'image',
    label: 'FLUX.1 Kontext [max]',
    status: { state: 'current' },
    capabilities: { mask: false, maxReferenceImages: 1, sizes: KONTEXT_RATIOS },
    request: { falImageSchema: 'kontext' },
    price: { kind: 'per-image', usd: 0.08 },
    docsUrl: 'https://fal.ai/models/fal-ai/flux-pro/kontext/max/llms.txt',
    priceUrl: 'https://fal.ai/models/fal-ai/flux-pro/kontext/max/llms.txt',
  },

  // --- fal.ai Kling image-to-video (queue API) ---
  kling('fal-ai/kling-video/v2.6/pro/image-to-video', 'Kling 2.6 Pro', { kind: 'per-second', usd: 0.07 }, { imageField: 'start_image_url', generateAudio: true }),
  kling(
    'fal-ai/kling-video/v3/pro/image-to-video',
    'Kling 3.0 Pro',
    null,
    { imageField: 'start_image_url', generateAudio: true, cfgScale: true },
    {
      capabilities: { mask: false, maxReferenceImages: 1, sizes: KLING_SIZES, durationsSeconds: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] },
      note: "fal's pages disagree on its price ($0.112 or $0.224 a second without audio)",
    },
  ),
  kling('fal-ai/kling-video/v2.5-turbo/pro/image-to-video', 'Kling 2.5 Turbo Pro', { kind: 'per-clip', baseSeconds: 5, baseUsd: 0.35, perExtraSecondUsd: 0.07 }, { imageField: 'image_url', cfgScale: true }),
  kling('fal-ai/kling-video/v2.5-turbo/standard/image-to-video', 'Kling 2.5 Turbo Standard', { kind: 'per-clip', baseSeconds: 5, baseUsd: 0.21, perExtraSecondUsd: 0.042 }, { imageField: 'image_url', cfgScale: true }),
  kling('fal-ai/kling-video/v2.1/master/image-to-video', 'Kling 2.1 Master', { kind: 'per-clip', baseSeconds: 5, baseUsd: 1.4, perExtraSecondUsd: 0.28 }, { imageField: 'image_url', cfgScale: true }),
  kling('fal-ai/kling-video/v2.1/pro/image-to-video', 'Kling 2.1 Pro', { kind: 'per-clip', baseSeconds: 5, baseUsd: 0.49, perExtraSecondUsd: 0.098 }, { imageField: 'image_url', cfgScale: true }),
  kling('fal-ai/kling-video/v2.1/standard/image-to-video', 'Kling 2.1 Standard', { kind: 'per-clip', baseSeconds: 5, baseUsd: 0.28, perExtraSecondUsd: 0.056 }, { imageField: 'image_url', cfgScale: true }),
  klingV1('fal-ai/kling-video/v1.6/pro/image-to-video', 'Kling 1.6 Pro'),
  klingV1('fal-ai/kling-video/v1.6/standard/image-to-video', 'Kling 1.6 Standard'),
  klingV1('fal-ai/kling-video/v1.5/pro/image-to-video', 'Kling 1.5 Pro'),
];

/** The default model of each hosted engine (env.ts defaults; none is retired, a test checks). */
export const DEFAULT_MODELS = {
  openaiImage: 'gpt-image-2',
  geminiImage: 'gemini-3.1-flash-image',
  falImage: 'fal-ai/flux-2-pro/edit',
  falVideo: 'fal-ai/kling-video/v2.6/pro/image-to-video',
  /** The masked edit of the product lock on fal (the configured fal image model paints when the lock is off). */
  falFill: 'fal-ai/flux-pro/v1/fill',
} as const;

/**
 * The catalogue entry of a model id: the exact id, else a dated snapshot of a known id
 * (e.g. 'gpt-image-2-2026-04-21' is gpt-image-2).
 * @returns undefined for an id the catalogue does not know.
 */
export function findModel(vendor: ModelVendor, id: string): ModelEntry | undefined {
  const exact = MODEL_CATALOG.find((m) => m.vendor === vendor && m.id === id);
  if (exact) return exact;
  const snapshot = /^(.+)-\d{4}-\d{2}-\d{2}$/.exec(id);
  return snapshot ? MODEL_CATALOG.find((m) => m.vendor === vendor && m.id === snapshot[1]) : undefined;
}

/** A model's lifecycle on a given day: a deprecation whose shutdown date has passed counts as retired. */
export function effectiveStatus(entry: ModelEntry, today: string): ModelStatus {
  const s = entry.status;
  if (s.state === 'deprecated' && s.shutdownOn !== null && s.shutdownOn <= today) {
    return { state: 'retired', retiredOn: s.shutdownOn, replacement: s.replacement, ...(s.note ? { note: s.note } : {}) };
  }
  return s;
}

/** One thing `providers check` should tell about a configured model. */
export interface ModelNotice {
  code: 'retired' | 'deprecated' | 'unknown' | 'wrong-kind' | 'price-unknown';
  message: string;
}

/**
 * What is worth warning about a configured model id.
 * @param today ISO day (YYYY-MM-DD) the check runs.
 * @returns notices, most serious first; empty for a current model with a known price.
 */
export function modelNotices(vendor: ModelVendor, kind: ModelKind, id: string, today: string): ModelNotice[] {
  const entry = findModel(vendor, id);
  if (!entry) {
    return [{ code: 'unknown', message: `model '${id}' is not in Vitrine's model catalogue: its cost is unknown and its capabilities are assumed` }];
  }
  const notices: ModelNotice[] = [];
  const status = effectiveStatus(entry, today);
  if (status.state === 'retired') {
    notices.push({ code: 'retired', message: `model '${id}' was shut down on ${status.retiredOn}; use '${status.replacement}'` });
  } else if (status.state === 'deprecated') {
    const when = status.shutdownOn ? `shuts down on ${status.shutdownOn}` : 'no shutdown date announced yet';
    notices.push({ code: 'deprecated', message: `model '${id}' is deprecated since ${status.deprecatedOn} (${when}); the vendor recommends '${status.replacement}'` });
  }
  if (entry.kind !== kind) notices.push({ code: 'wrong-kind', message: `model '${id}' is a ${entry.kind} model, configured for ${kind}s` });
  if (status.state !== 'retired' && entry.price === null) notices.push({ code: 'price-unknown', message: `model '${id}' has no list price in the catalogue: its cost is not estimated` });
  return notices;
}

const usd = (v: number) => `$${Number(v.toFixed(4))}`;

/** A price as one short phrase for the docs table. */
export function describePrice(price: ModelPrice | null): string {
  if (!price) return 'not published where read';
  switch (price.kind) {
    case 'openai-tokens':
      return `${usd(price.perImage1024.low)} / ${usd(price.perImage1024.medium)} / ${usd(price.perImage1024.high)} per 1024x1024 image (low / medium / high); tokens: ${usd(price.textInputPer1M)} text in, ${usd(price.imageInputPer1M)} image in, ${usd(price.imageOutputPer1M)} image out per 1M`;
    case 'gemini-tokens':
      return `${Object.entries(price.outputTokens)
        .map(([res, tokens]) => `${usd((tokens * price.imageOutputPer1M) / 1e6)} at ${res}`)
        .join(', ')} per image; input ${usd(price.inputPer1M)} per 1M tokens`;
    case 'per-image':
      return `${usd(price.usd)} per image`;
    case 'per-megapixel':
      return `${usd(price.firstMegapixelUsd)} for the first output megapixel, ${usd(price.extraMegapixelUsd)} per further megapixel of input and output`;
    case 'per-megapixel-flat':
      return `${usd(price.megapixelUsd)} per megapixel of input and output`;
    case 'per-output-megapixel':
      return `${usd(price.megapixelUsd)} per output megapixel, rounded up`;
    case 'per-clip':
      return `${usd(price.baseUsd)} for ${price.baseSeconds} s, ${usd(price.perExtraSecondUsd)} per further second`;
    case 'per-second':
      return `${usd(price.usd)} per second (without audio)`;
  }
}

/** Capabilities as one short phrase for the docs table. */
export function describeCapabilities(entry: ModelEntry): string {
  const c = entry.capabilities;
  const parts: string[] = [];
  if (entry.kind === 'image') {
    parts.push(c.mask ? 'mask' : 'no mask');
    parts.push(`${c.maxReferenceImages} input image${c.maxReferenceImages === 1 ? '' : 's'}`);
  }
  const s = c.sizes;
  if (s.kind === 'fixed') parts.push(s.sizes.map((z) => `${z.width}x${z.height}`).join(', '));
  else if (s.kind === 'flexible') parts.push(`any size in multiples of ${s.multipleOf} up to ${s.maxEdge} px, ratio up to ${s.maxRatio}:1`);
  else if (s.kind === 'aspect-ratios' && s.ratios.length === 0) parts.push("the input still's shape");
  else if (s.kind === 'aspect-ratios') parts.push(`${s.ratios.length} aspect ratios${s.resolutions.length ? ` at ${s.resolutions.join(' / ')}` : ''}`);
  else parts.push(`explicit size, ${s.minPixels ? `${Number((s.minPixels / 1e6).toFixed(2))}-` : 'up to '}${Number((s.maxPixels / 1e6).toFixed(2))} MP`);
  if (c.durationsSeconds) parts.push(`${c.durationsSeconds.length > 2 ? `${c.durationsSeconds[0]}-${c.durationsSeconds.at(-1)}` : c.durationsSeconds.join(' or ')} s`);
  return parts.join('; ');
}

/** Lifecycle as one short phrase for the docs table. */
export function describeStatus(status: ModelStatus): string {
  if (status.state === 'current') return 'current';
  if (status.state === 'retired') return `shut down ${status.retiredOn} (use \`${status.replacement}\`)`;
  return `deprecated ${status.deprecatedOn}, ${status.shutdownOn ? `shuts down ${status.shutdownOn}` : 'no shutdown date'} (successor \`${status.replacement}\`)`;
}

/**
 * The models table of docs/providers.md, in Markdown: the current and deprecated models, then the
 * retired ids. Output is deterministic (a test compares it with the doc).
 */
export function renderModelsTable(): string {
  const row = (m: ModelEntry) =>
    `| ${m.vendor} | \`${m.id}\` | ${m.kind} | ${describeStatus(m.status)} | ${describeCapabilities(m)} | ${describePrice(m.price)} | [docs](${m.docsUrl})${m.priceUrl !== m.docsUrl ? `, [price](${m.priceUrl})` : ''}${m.note ? `; ${m.note}` : ''} |`;
  const live = MODEL_CATALOG.filter((m) => m.status.state !== 'retired');
  const retired = MODEL_CATALOG.filter((m) => m.status.state === 'retired');
  return [
    `Checked in the vendors' documentation on ${CHECKED_ON}.`,
    '',
    '| vendor | model id | kind | status | capabilities | list price (USD) | sources |',
    '|---|---|---|---|---|---|---|',
    ...live.map(row),
    '',
    'Retired ids, kept only so that `providers check` can name their replacement:',
    '',
    '| vendor | model id | kind | shut down | use instead | source |',
    '|---|---|---|---|---|---|',
    ...retired.map((m) => {
      const s = m.status as Extract<ModelStatus, { state: 'retired' }>;
      return `| ${m.vendor} | \`${m.id}\` | ${m.kind} | ${s.retiredOn} | \`${s.replacement}\` | [page](${m.docsUrl})${s.note ? `; ${s.note}` : ''} |`;
    }),
  ].join('\n');
}
