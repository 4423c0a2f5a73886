/**
 * Estimated cost of one video per model, in US dollars, for the provider metrics recorded on each
 * video. The prices are fal.ai's published rates for Kling image-to-video, kept with
 * their sources in the model catalogue (../model-catalog.ts): either a base price for the first 5
 * seconds plus each further second, or a rate per second (without audio, which the adapter never
 * asks for). Estimates for dashboards and budgeting; the vendor's invoice is authoritative.
 */
import { findModel } from '../model-catalog';

/**
 * Estimated USD for a clip of `durationSeconds` made by `model`.
 * @returns 0 for the local engine, null for a model without a known price.
 */
export function estimateVideoCostUsd(model: string, durationSeconds: number): number | null {
  if (model === 'local-motion') return 0;
  const entry = findModel('fal', model);
  if (entry?.kind !== 'video' || !entry.price) return null;
  const price = entry.price;
  let usd: number;
  if (price.kind === 'per-clip') usd = price.baseUsd + Math.max(0, durationSeconds - price.baseSeconds) * price.perExtraSecondUsd;
  else if (price.kind === 'per-second') usd = durationSeconds * price.usd;
  else return null;
  return Math.round(usd * 1e6) / 1e6;
}
