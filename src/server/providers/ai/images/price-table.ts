/**
 * Estimated vendor cost of one output image, in USD, recorded with each output. Estimates, not invoices: the list prices come from the model catalogue
 * (../model-catalog.ts, with each price's source), and the token counts a response reports are used
 * when it reports them. A model without a known price gives null.
 */
import type { Quality } from '../../../../shared/catalog';
import { findModel } from '../model-catalog';

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

/**
 * OpenAI image edit cost.
 * @param model e.g. 'gpt-image-2' (dated snapshots included). @param quality our quality setting.
 * @param size rendered size, pixels. @param usage the response's `usage` when present (then tokens x rates, input included).
 * @returns USD rounded to 6 decimals, or null for a model without a known price.
 */
export function estimateOpenAiImageCostUsd(
  model: string,
  quality: Quality,
  size: { width: number; height: number },
  usage?: OpenAiImageUsage,
): number | null {
  const price = findModel('openai', model)?.price;
  if (price?.kind !== 'openai-tokens') return null;
  if (usage && typeof usage.output_tokens === 'number') {
    const imageIn = usage.input_tokens_details?.image_tokens ?? 0;
    const textIn = usage.input_tokens_details?.text_tokens ?? Math.max(0, (usage.input_tokens ?? 0) - imageIn);
    return round6((textIn * price.textInputPer1M + imageIn * price.imageInputPer1M + usage.output_tokens * price.imageOutputPer1M) / 1e6);
  }
  // Output tokens grow with the area: scale the 1024x1024 price.
  return round6(price.perImage1024[quality] * ((size.width * size.height) / (1024 * 1024)));
}

/**
 * Gemini image cost.
 * @param resolution the `imageSize` requested ('1K', '2K', '4K'); the model's smallest listed one when absent.
 * @param usage the response's `usageMetadata` when present; otherwise the list price of one image at `resolution`.
 * @returns USD rounded to 6 decimals, or null for a model without a known price.
 */
export function estimateGeminiImageCostUsd(model: string, usage?: GeminiUsage, resolution?: string): number | null {
  const price = findModel('gemini', model)?.price;
  if (price?.kind !== 'gemini-tokens') return null;
  const listed = (resolution ? price.outputTokens[resolution] : undefined) ?? Object.values(price.outputTokens)[0] ?? 0;
  const input = usage?.promptTokenCount ?? 0;
  const output = usage?.candidatesTokenCount ?? listed;
  return round6((input * price.inputPer1M + output * price.imageOutputPer1M) / 1e6);
}

/**
 * Megapixels rounded up, as fal bills them: a megapixel is 1024x1024 pixels (fal's examples: 1920x1080
 * is 2 megapixels, 512x512 is 1).
 */
const megapixels = (size: { width: number; height: number }) => Math.max(1, Math.ceil((size.width * size.height) / (1024 * 1024)));

/**
 * fal.ai image cost.
 * @param output the requested output size (pixels), for models priced by the megapixel.
 * @param inputs the sizes of the input images sent (pixels), for models that bill them.
 * @returns USD rounded to 6 decimals, or null for a model without a known price.
 */
export function estimateFalImageCostUsd(
  model: string,
  output?: { width: number; height: number },
  inputs: readonly { width: number; height: number }[] = [],
): number | null {
  const price = findModel('fal', model)?.price;
  if (!price) return null;
  switch (price.kind) {
    case 'per-image':
      return price.usd;
    case 'per-megapixel': {
      if (!output) return null;
      const extra = megapixels(output) - 1 + inputs.reduce((sum, s) => sum + megapixels(s), 0);
      return round6(price.firstMegapixelUsd + extra * price.extraMegapixelUsd);
    }
    case 'per-megapixel-flat': {
      if (!output) return null;
      return round6((megapixels(output) + inputs.reduce((sum, s) => sum + megapixels(s), 0)) * price.megapixelUsd);
    }
    case 'per-output-megapixel':
      return output ? round6(megapixels(output) * price.megapixelUsd) : null;
    default:
      return null;
  }
}
