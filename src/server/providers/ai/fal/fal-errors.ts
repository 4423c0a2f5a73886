/**
 * fal.ai error bodies (https://fal.ai/docs/documentation/model-apis/request-errors): `detail` is
 * either a string (request errors, with `error_type`) or a FastAPI-style list `[{ loc, msg, type }]`
 * (model input validation).
 */
import type { VendorErrorSummary } from '../http';

/** Turns fal's error body into one line of at most 500 characters. */
export function describeFalError(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 500);
  if (!body || typeof body !== 'object') return '';
  const record = body as Record<string, unknown>;
  const parts: string[] = [];
  const detail = record.detail;
  if (typeof detail === 'string') parts.push(detail);
  else if (Array.isArray(detail)) {
    for (const item of detail.slice(0, 5)) {
      if (item && typeof item === 'object') {
        const { loc, msg } = item as { loc?: unknown; msg?: unknown };
        const where = Array.isArray(loc) ? loc.filter((p) => p !== 'body').join('.') : '';
        parts.push(`${where ? `${where}: ` : ''}${typeof msg === 'string' ? msg : JSON.stringify(item)}`);
      } else parts.push(String(item));
    }
  }
  if (typeof record.error_type === 'string') parts.push(`(${record.error_type})`);
  if (parts.length === 0 && typeof record.error === 'string') parts.push(record.error);
  if (parts.length === 0 && typeof record.message === 'string') parts.push(record.message);
  return parts.join('; ').slice(0, 500);
}

/** The same, shaped for the provider HTTP client: `error_type` becomes the code. */
export function summarizeFalError(body: unknown): VendorErrorSummary {
  const code = body && typeof body === 'object' && typeof (body as { error_type?: unknown }).error_type === 'string'
    ? (body as { error_type: string }).error_type
    : undefined;
  return { message: describeFalError(body), ...(code ? { code } : {}) };
}
