/**
 * How an import item's error reads: a CSV row's problem (`csvRow.*`) with its message, or a
 * business rule's refusal (a photo that could not be fetched or read, a product the store does not
 * have) with the error code and message it has as an HTTP answer (./domain-errors.ts); anything
 * else `internal_error`. Messages are in the reader's language.
 */
import type { TFunction } from 'i18next';
import type { DescribeImportError } from '../services/product-imports';
import { DOMAIN_ERROR_CODES, type DomainErrorCode } from '../services/domain-error';
import { DOMAIN_ERROR_HTTP } from './domain-errors';

/** A DescribeImportError in the language of `t`. */
export function describeImportError(t: TFunction): DescribeImportError {
  return (code, params) => {
    if (code.startsWith('csvRow.')) return { code: code.slice('csvRow.'.length), message: t(`errors:${code}`) };
    if ((DOMAIN_ERROR_CODES as readonly string[]).includes(code)) {
      const m = DOMAIN_ERROR_HTTP[code as DomainErrorCode];
      return { code: m.code, message: t(`errors:${m.messageKey}`, params) };
    }
    return { code: 'internal_error', message: t('errors:unexpected') };
  };
}
