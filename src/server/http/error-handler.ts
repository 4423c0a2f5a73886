/**
 * Turns thrown errors into the API's one error shape `{ error: { code, message } }`, with the
 * message in the request's language. A store that cannot be used (StorageUnavailableError) is a
 * 503 'storage_unavailable'. Unknown errors are logged and answered with 500
 * 'An unexpected error occurred.'
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { translator } from '../i18n';
import { StorageUnavailableError } from '../providers/storage';
import { DomainError } from '../services/domain-error';
import { AppError } from './app-error';
import { toAppError } from './domain-errors';
import type { AppEnv } from './context';

/** Seconds a client is asked to wait after the store failed (Retry-After). */
const STORAGE_RETRY_AFTER_SECONDS = 30;

/** The JSON body of an error response. */
export function errorBody(c: Context<AppEnv>, error: AppError) {
  const t = translator(c.get('lang') ?? 'pt');
  return { error: { code: error.code, message: t(`errors:${error.messageKey}`, error.params) } };
}

/** Hono `onError` handler. Business-rule errors (DomainError) are mapped by http/domain-errors.ts. */
export function handleError(thrown: Error, c: Context<AppEnv>) {
  const error = thrown instanceof DomainError ? toAppError(thrown) : thrown;
  if (error instanceof AppError) {
    if ((error.status === 429 || error.status === 503) && typeof error.params.seconds === 'number') c.header('Retry-After', String(error.params.seconds));
    return c.json(errorBody(c, error), error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const mapped =
      status === 401 ? new AppError(401, 'unauthorized', 'unauthorized')
      : status === 404 ? new AppError(404, 'not_found', 'notFound')
      : status === 413 ? new AppError(413, 'file_too_large', 'fileTooLarge')
      : status === 403 ? new AppError(403, 'forbidden', 'forbidden')
      : new AppError(400, 'bad_request', 'validation', { details: error.message });
    return c.json(errorBody(c, mapped), status);
  }
  if (error instanceof StorageUnavailableError) {
    // The bucket or disk refused: nothing was stored for this request (services delete what they wrote).
    c.get('logger')?.error({ err: error }, 'storage unavailable');
    c.header('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
    return c.json(errorBody(c, new AppError(503, 'storage_unavailable', 'storageUnavailable')), 503);
  }
  c.get('logger')?.error({ err: error }, 'unhandled error');
  return c.json(errorBody(c, new AppError(500, 'internal_error', 'unexpected')), 500);
}
