/**
 * Estimated vendor cost of one output image, in USD (issue 7 item 4: "estimated cost of each output
 * recorded on the job"). Estimates, not invoices: they use the vendors' list prices below and the
 * token counts a response reports when it reports them. Update the tables when prices change.
 *
 * Sources (list prices, USD):
 *   - OpenAI: https://platform.openai.com/docs/pricing ('Image generation'), per 1M tokens, and the
 *     per-image figures of https://platform.openai.com/docs/guides/image-generation (1024x1024).
 *   - Google: https://ai.google.dev/gemini-api/docs/pricing ('Gemini 2.5 Flash Image'): $0.30 per
 *     1M input tokens, $30 per 1M output image tokens, 1290 output tokens per image (about $0.039).
 *   - fal.ai: the models' pages, https://fal.ai/models/fal-ai/flux-pro/kontext/llms.txt ($0.04 per
 *     image), .../flux-pro/kontext/max ($0.08), https://fal.ai/models/fal-ai/bytedance/seedream/v4/edit/llms.txt ($0.03).
 */
import type { Quality } from '../../../../shared/catalog';

/** USD per 1M tokens. */
interface TokenRates {
  textInput: number;
  imageInput: number;
  imageOutput: number;
}

/** OpenAI image models: token rates and per-image prices at 1024x1024 by quality. */
const OPENAI_IMAGE_PRICES: Record<string, { rates: TokenRates; perImage1024: Record<Quality, number> }> = {
  'gpt-image-2': { rates: { textInput: 5, imageInput: 8, imageOutput: 30 }, perImage1024: { low: 0.006, medium: 0.053, high: 0.211 } },
  'gpt-image-1.5': { rates: { textInput: 5, imageInput: 8, imageOutput: 32 }, perImage1024: { low: 0.009, medium: 0.034, high: 0.133 } },
  'gpt-image-1-mini': { rates: { textInput: 2, imageInput: 2.5, imageOutput: 8 }, perImage1024: { low: 0.005, medium: 0.011, high: 0.036 } },
  'gpt-image-1': { rates: { textInput: 5, imageInput: 10, imageOutput: 40 }, perImage1024: { low: 0.011, medium: 0.042, high: 0.167 } },
};

/** Google image models: token rates and output tokens per image. */
const GEMINI_IMAGE_PRICES: Record<string, { rates: TokenRates; outputTokensPerImage: number }> = {
  'gemini-2.5-flash-image': { rates: { textInput: 0.3, imageInput: 0.3, imageOutput: 30 }, outputTokensPerImage: 1290 },
};

/** fal.ai image models: USD per output image. */
const FAL_IMAGE_PRICES: Record<string, number> = {
  'fal-ai/flux-pro/kontext': 0.04,
  'fal-ai/flux-pro/kontext/max': 0.08,
  'fal-ai/bytedance/seedream/v4/edit': 0.03,
};

/** Token counts of an OpenAI images response (`usage`). */
export interface OpenAiImageUsage {
  input_tokens?: number;
  output_tokens?: number;
  input_tokens_details?: { text_tokens?: number; image_tokens?: number };
}

/** Token counts of a Gemini response (`usageMetadata`). */
export interface GeminiUsage {
  promptTokenCount?: number;
  candidatesTokenCount?: number;
}

const round6 = (usd: number) => Math.round(usd * 1e6) / 1e6;

/** The price entry of a model id: exact, else the longest known prefix (dated snapshots such as 'gpt-image-2-2026-04-21'). */
function lookup<T>(table: Record<string, T>, model: string): T | undefined {
  if (table[model]) return table[model];
  const key = Object.keys(table)
    .filter((k) => model.startsWith(`${k}-`))
    .sort((a, b) => b.length - a.length)[0];
  return key ? table[key] : undefined;
}

/**
 * OpenAI image edit cost.
 * @param model e.g. 'gpt-image-2'. @param quality our quality setting. @param size rendered size, pixels.
 * @param usage the response's `usage` when present (then tokens x rates, input included).
 * @returns USD rounded to 6 decimals, or null for a model not in the table.
 */
export function estimateOpenAiImageCostUsd(
  model: string,
  quality: Quality,
  size: { width: number; height: number },
  usage?: OpenAiImageUsage,
): number | null {
  const entry = lookup(OPENAI_IMAGE_PRICES, model);
  if (!entry) return null;
  if (usage && typeof usage.output_tokens === 'number') {
    const imageIn = usage.input_tokens_details?.image_tokens ?? 0;
    const textIn = usage.input_tokens_details?.text_tokens ?? Math.max(0, (usage.input_tokens ?? 0) - imageIn);
    return round6((textIn * entry.rates.textInput + imageIn * entry.rates.imageInput + usage.output_tokens * entry.rates.imageOutput) / 1e6);
  }
  // Output tokens grow with the area: scale the 1024x1024 price.
  return round6(entry.perImage1024[quality] * ((size.width * size.height) / (1024 * 1024)));
}

/**
 * Gemini image cost.
 * @param usage the response's `usageMetadata` when present; otherwise one image's list price.
 * @returns USD rounded to 6 decimals, or null for a model not in the table.
 */
export function estimateGeminiImageCostUsd(model: string, usage?: GeminiUsage): number | null {
  const entry = lookup(GEMINI_IMAGE_PRICES, model);
  if (!entry) return null;
  const input = usage?.promptTokenCount ?? 0;
  const output = usage?.candidatesTokenCount ?? entry.outputTokensPerImage;
  return round6((input * entry.rates.textInput + output * entry.rates.imageOutput) / 1e6);
}

/** fal.ai image cost: the model's price per image, or null for a model not in the table. */
export function estimateFalImageCostUsd(model: string): number | null {
  const price = FAL_IMAGE_PRICES[model];
  return price === undefined ? null : price;
}
