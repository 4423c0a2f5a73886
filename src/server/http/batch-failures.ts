/**
 * How a batch item's failure reads in the API: a business rule's refusal keeps the error code and
 * message it has as an HTTP answer (./domain-errors.ts); a render that failed after the item
 * started reads `render_failed`, `cutout_failed` or `packshot_not_compliant`; anything else
 * `internal_error`. Messages are in the reader's language.
 */
import type { TFunction } from 'i18next';
import type { DescribeFailure, ItemFailure } from '../services/api-batches';
import { DOMAIN_ERROR_CODES, type DomainErrorCode } from '../services/domain-error';
import { DOMAIN_ERROR_HTTP } from './domain-errors';

/** Item error codes that are not HTTP answers: a render's outcome, with its message key. */
export const RENDER_FAILURES: Record<string, { code: string; messageKey: string }> = {
  render_failed: { code: 'render_failed', messageKey: 'renderFailed' },
  'studio.source_missing': { code: 'photo_not_processed', messageKey: 'studio.source_missing' },
  'studio.cutout_failed': { code: 'cutout_failed', messageKey: 'studio.cutout_failed' },
  'studio.render_failed': { code: 'render_failed', messageKey: 'studio.render_failed' },
  'studio.not_compliant': { code: 'packshot_not_compliant', messageKey: 'studio.not_compliant' },
};

function mappingOf(failure: ItemFailure): { code: string; messageKey: string } {
  if ((DOMAIN_ERROR_CODES as readonly string[]).includes(failure.code)) return DOMAIN_ERROR_HTTP[failure.code as DomainErrorCode];
  return RENDER_FAILURES[failure.code] ?? { code: 'internal_error', messageKey: 'unexpected' };
}

/** The API error code of an item's failure (webhook payloads). */
export function apiErrorCodeOfFailure(failure: ItemFailure): string {
  return mappingOf(failure).code;
}

/** A DescribeFailure in the language of `t`. */
export function describeFailure(t: TFunction): DescribeFailure {
  return (failure) => {
    const m = mappingOf(failure);
    return { code: m.code, message: t(`errors:${m.messageKey}`, failure.params) };
  };
}
