/**
 * Small fetch wrapper for the Vitrine API: same origin, cookies included, `Accept-Language` set to the
 * current UI language, and errors thrown as ApiError from the `{ error: { code, message } }` shape.
 */
import i18n from '@web/i18n';
import { reportStatus } from './session-expiry';

/** An API call that answered with a non-2xx status (or could not reach the server: status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** The language the API should answer in: the resolved UI language. */
export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? 'pt';
}

type ErrorBody = { error?: { code?: unknown; message?: unknown }; code?: unknown; message?: unknown };

async function toApiError(res: Response): Promise<ApiError> {
  let code = `HTTP_${res.status}`;
  let message = res.statusText || '';
  try {
    const body = (await res.json()) as ErrorBody;
    const err = body.error ?? body;
    if (typeof err.code === 'string') code = err.code;
    if (typeof err.message === 'string') message = err.message;
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(res.status, code, message);
}

/** Calls the API and returns the parsed JSON body; throws ApiError on failure. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  h.set('Accept', 'application/json');
  h.set('Accept-Language', currentLanguage());
  if (json !== undefined) h.set('Content-Type', 'application/json');
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'include',
      ...rest,
      headers: h,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch (e) {
    throw new ApiError(0, 'NETWORK_ERROR', e instanceof Error ? e.message : String(e));
  }
  // A 401 from /api/v1 signs the user out everywhere (lib/session-expiry.ts).
  reportStatus(res.status, path);
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}
