/**
 * The one error type routes and services throw for expected failures. The error handler turns
 * it into `{ error: { code, message } }` with `status`, translating `messageKey` (a key of the
 * `errors` locale namespace, e.g. 'insufficientCredits') into the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
  }
}
