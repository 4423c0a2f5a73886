/**
 * Text that can be stored: PostgreSQL refuses NUL
 * characters and unpaired UTF-16 surrogates (they have no UTF-8 encoding), so such text must be
 * refused as bad input before it reaches the database, never surface as a 500.
 *
 * Length limits used by every free-text field (characters, after trimming):
 * names 100, product features and audience 1000, prompts 2000 (the video motion prompt 500, as its
 * counter in the video creator shows), file names 255, search 200.
 */
import { z } from 'zod';

/** Limits on free text, in characters after trimming. */
export const TEXT_LIMITS = {
  name: 100,
  features: 1000,
  audience: 1000,
  prompt: 2000,
  motionPrompt: 500,
  fileName: 255,
  search: 200,
  email: 254,
} as const;

/** A NUL character or an unpaired surrogate. */
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` holds no NUL character and no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !BAD_TEXT.test(value);
}

/**
 * Whether any string in a parsed JSON value (object keys included, nested to any depth) is not
 * storable. Input: the result of JSON.parse. Output: true when something must be refused.
 */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof value === 'string') return !isStorableText(value);
  if (Array.isArray(value)) return value.some((v) => containsUnstorableText(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => !isStorableText(k) || containsUnstorableText(v, depth + 1));
  }
  return false;
}

/** Message of the zod issue for unstorable text (the API answers it as 422 validation_failed). */
export const UNSTORABLE_TEXT_MESSAGE = 'contains a NUL character or an invalid Unicode sequence';

/**
 * A trimmed string of at most `max` characters (and at least `min`, default 0) without NUL
 * characters or unpaired surrogates.
 */
export function safeText(max: number, min = 0) {
  return z
    .string()
    .trim()
    .min(min, min > 1 ? `needs at least ${min} characters` : 'is required')
    .max(max, `allows at most ${max} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}
