/**
 * Estimated cost of one video per model, in US dollars, for the provider metrics recorded on each
 * video (issue 7 item 4). Prices are fal.ai's published per-second rates for Kling image-to-video
 * (the 'Pricing' section of each model's llms.txt, e.g.
 * https://fal.ai/models/fal-ai/kling-video/v2.1/standard/image-to-video/llms.txt; read November 2026): a 5 s clip costs the base price and each further second the per-second price.
 * They are estimates for dashboards and budgeting; the vendor's invoice is authoritative.
 */

interface KlingRate {
  /** USD for the first 5 seconds. */
  baseUsd: number;
  /** USD per second after the first 5. */
  perExtraSecondUsd: number;
}

const KLING_RATES: Record<string, KlingRate> = {
  'fal-ai/kling-video/v2.1/standard/image-to-video': { baseUsd: 0.28, perExtraSecondUsd: 0.056 },
  'fal-ai/kling-video/v2.1/pro/image-to-video': { baseUsd: 0.49, perExtraSecondUsd: 0.098 },
  'fal-ai/kling-video/v2.1/master/image-to-video': { baseUsd: 1.4, perExtraSecondUsd: 0.28 },
  'fal-ai/kling-video/v2.5-turbo/standard/image-to-video': { baseUsd: 0.21, perExtraSecondUsd: 0.042 },
};

/**
 * Estimated USD for a clip of `durationSeconds` made by `model`.
 * @returns 0 for the local engine, null for a model without a known price.
 */
export function estimateVideoCostUsd(model: string, durationSeconds: number): number | null {
  if (model === 'local-motion') return 0;
  const rate = KLING_RATES[model];
  if (!rate) return null;
  return Math.round((rate.baseUsd + Math.max(0, durationSeconds - 5) * rate.perExtraSecondUsd) * 1e6) / 1e6;
}
