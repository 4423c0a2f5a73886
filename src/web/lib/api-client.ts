/**
 * The typed API client: openapi-fetch over the types generated from
 * /api/v1/openapi.json (src/web/lib/api-schema.ts; `npm run api:client`). Same origin, cookies
 * included, `Accept-Language` set to the UI language; a non-2xx answer or a network failure is
 * thrown as ApiError (status 0 for the network), so callers get data or an error, never both.
 * Docs: https://openapi-ts.dev/openapi-fetch/
 */
import createClient from 'openapi-fetch';
import { ApiError, currentLanguage } from './api';
import type { components, paths } from './api-schema';
import { reportStatus } from './session-expiry';

/** The schemas of the API by component name, e.g. `Schemas['LibraryItem']`. */
export type Schemas = components['schemas'];

/** The API's base URL on this origin (absolute: a Request needs one outside browsers too). */
function baseUrl(): string {
  const origin = typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null' ? window.location.origin : 'http://localhost';
  return `${origin}/api/v1`;
}

/** The client. Paths are relative to /api/v1, e.g. `api.GET('/images', { params: { query } })`. */
export const api = createClient<paths>({
  baseUrl: baseUrl(),
  credentials: 'include',
  // Read fetch at call time (tests replace it).
  fetch: (request) => globalThis.fetch(request),
});

api.use({
  onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    request.headers.set('Accept-Language', currentLanguage());
    return request;
  },
  onResponse({ request, response }) {
    // A 401 signs the user out everywhere (lib/session-expiry.ts).
    reportStatus(response.status, request.url);
    return response;
  },
});

type ErrorLike = { error?: { code?: unknown; message?: unknown }; code?: unknown; message?: unknown } | undefined;

/**
 * Awaits an openapi-fetch call and returns its data.
 * @throws ApiError with the server's `{ error: { code, message } }` on a non-2xx answer, or status 0
 * when the server could not be reached.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'NETWORK_ERROR', e instanceof Error ? e.message : String(e));
  }
  const { response } = result;
  if (!response.ok) {
    const body = result.error as ErrorLike;
    const err = (body && typeof body === 'object' && body.error) || body;
    const code = err && typeof err.code === 'string' ? err.code : `HTTP_${response.status}`;
    const message = err && typeof err.message === 'string' ? err.message : response.statusText || '';
    throw new ApiError(response.status, code, message);
  }
  return result.data as T;
}

/** The JSON body of a path's 201 answer to POST. */
type Created<P extends keyof paths> = paths[P] extends { post: { responses: { 201: { content: { 'application/json': infer R } } } } } ? R : never;

/**
 * POST of a multipart form to a path of the API, typed by the generated schema like `api.POST`.
 * The form goes to fetch as it is (browsers set the boundary), without a Request built around it.
 * @returns the 201 body. @throws ApiError as `unwrap` does.
 */
export function postMultipart<P extends keyof paths>(path: P, form: FormData, signal?: AbortSignal): Promise<Created<P>> {
  const call = (async () => {
    const response = await globalThis.fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
      signal,
    });
    reportStatus(response.status, `${baseUrl()}${path}`);
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok ? { data: body as Created<P>, response } : { error: body, response };
  })();
  return unwrap(call);
}

/**
 * POST of a multipart form to a path of the API whose success is not a 201 (a 200 preview, a 202
 * job), the answer typed by the caller from the generated schemas. @throws ApiError as `unwrap` does.
 */
export function postMultipartFor<T>(path: keyof paths, form: FormData, signal?: AbortSignal): Promise<T> {
  return postMultipart(path, form, signal) as Promise<T>;
}
