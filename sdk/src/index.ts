/**
 * @vitrine/sdk: a typed client of the Vitrine API (/api/v1), generated from its OpenAPI document
 * (./schema.ts, by openapi-typescript) and called through openapi-fetch, with the helpers an
 * integration needs:
 *   - `createVitrineClient({ baseUrl, apiKey })`: every route, typed; each POST carries an
 *     `Idempotency-Key` (a new UUID unless you give one), so sending it again is safe;
 *   - `uploadPhoto(client, file | { url })`: a product photo from bytes or from a public address;
 *   - `waitForGeneration(client, id)`: polls with back-off until the generation has finished;
 *   - `waitForBatch(client, id)`: the same for a batch of up to 100 items (POST /batches);
 *   - `verifyWebhook(body, headers, secret)`: checks a delivery's Standard Webhooks signature;
 *   - `idempotencyKey()`: a new key, to reuse when you send a request again yourself.
 * Versioned with the API (package version = API version). Errors: every non-2xx answer is thrown
 * as `VitrineError` with the API's `code`, translated `message` and HTTP `status`.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
import type { components, paths } from './schema';

export type { components, paths } from './schema';
/** The API's named shapes (`Schemas['Generation']`, `Schemas['SourceImage']`…). */
export type Schemas = components['schemas'];
export type VitrineClient = Client<paths>;

/** A non-2xx answer: the API's error `code` and `message`, and the HTTP `status`. */
export class VitrineError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds to wait before trying again (429 and 503 answers). */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'VitrineError';
  }
}

/** A new idempotency key (a random UUID). */
export function idempotencyKey(): string {
  return crypto.randomUUID();
}

export interface VitrineClientOptions {
  /** The server, e.g. 'https://vitrine.example.com' (the client adds /api/v1). */
  baseUrl: string;
  /** An API key (`vtr_live_…`) from Account → API. */
  apiKey: string;
  /** Language of error messages: pt (default), en, fr, es or de. */
  language?: 'pt' | 'en' | 'fr' | 'es' | 'de';
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch;
}

/** The typed client. Each POST without an `Idempotency-Key` header gets a new one. */
export function createVitrineClient(options: VitrineClientOptions): VitrineClient {
  const client = createClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/+$/, '')}/api/v1`,
    headers: { authorization: `Bearer ${options.apiKey}`, ...(options.language ? { 'accept-language': options.language } : {}) },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const idempotency: Middleware = {
    onRequest({ request }) {
      if (request.method === 'POST' && !request.headers.has('idempotency-key')) request.headers.set('idempotency-key', idempotencyKey());
      return request;
    },
  };
  client.use(idempotency);
  return client;
}

/** The data of an openapi-fetch result, or its error thrown as VitrineError. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  const body = (error ?? {}) as { error?: { code?: string; message?: string } };
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new VitrineError(response.status, body.error?.code ?? 'http_error', body.error?.message ?? response.statusText, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
}

/**
 * Uploads a product photo: bytes (a Blob or File, e.g. `new Blob([await readFile(path)])`) or a
 * public address (`{ url }`, which Vitrine downloads itself). `options.idempotencyKey` makes a
 * retry of the same upload safe. Output: the stored photo. @throws VitrineError
 */
export async function uploadPhoto(client: VitrineClient, photo: Blob | { url: string }, options: { fileName?: string; idempotencyKey?: string } = {}): Promise<Schemas['SourceImage']> {
  const headers = { 'idempotency-key': options.idempotencyKey ?? idempotencyKey() };
  if (photo instanceof Blob) {
    const form = new FormData();
    form.append('file', photo, options.fileName ?? (photo instanceof File ? photo.name : 'photo'));
    return unwrap(client.POST('/source-images', { body: form as never, bodySerializer: (b) => b as FormData, headers }));
  }
  return unwrap(client.POST('/source-images', { body: { url: photo.url }, headers }));
}

/**
 * Polls GET /generations/{id} until its status is succeeded, partial or failed: every
 * `intervalMs` (default 1 s) growing by half each time up to 10 s, at most `timeoutMs` (default
 * 10 minutes). Output: the finished generation. @throws VitrineError, or Error on timeout
 */
export async function waitForGeneration(client: VitrineClient, id: string, options: { intervalMs?: number; timeoutMs?: number } = {}): Promise<Schemas['Generation']> {
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  let interval = options.intervalMs ?? 1000;
  for (;;) {
    const generation = await unwrap(client.GET('/generations/{id}', { params: { path: { id } } }));
    if (generation.status === 'succeeded' || generation.status === 'partial' || generation.status === 'failed') return generation;
    if (Date.now() + interval > deadline) throw new Error(`generation ${id} still ${generation.status} after the wait`);
    await new Promise((resolve) => setTimeout(resolve, interval));
    interval = Math.min(10_000, Math.round(interval * 1.5));
  }
}

/**
 * Polls GET /batches/{id} until every item has ended (status completed), with the same back-off as
 * `waitForGeneration` (default: at most 30 minutes). `onProgress` hears each poll.
 * Output: the completed batch, each item with its status, images, credits and error.
 * @throws VitrineError, or Error on timeout
 */
export async function waitForBatch(
  client: VitrineClient,
  id: string,
  options: { intervalMs?: number; timeoutMs?: number; onProgress?: (batch: Schemas['ApiBatch']) => void } = {},
): Promise<Schemas['ApiBatch']> {
  const deadline = Date.now() + (options.timeoutMs ?? 1_800_000);
  let interval = options.intervalMs ?? 1000;
  for (;;) {
    const batch = await unwrap(client.GET('/batches/{id}', { params: { path: { id } } }));
    options.onProgress?.(batch);
    if (batch.status === 'completed') return batch;
    if (Date.now() + interval > deadline) throw new Error(`batch ${id} still processing after the wait`);
    await new Promise((resolve) => setTimeout(resolve, interval));
    interval = Math.min(10_000, Math.round(interval * 1.5));
  }
}

/** A webhook event as Vitrine sends it. */
export interface WebhookEvent<T = Record<string, unknown>> {
  type: string;
  timestamp: string;
  data: T;
}

/**
 * Verifies a webhook delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) with the endpoint's `whsec_…` secret, and parses it. Pass the raw body as
 * received, before any JSON parsing. Timestamps more than 5 minutes away are refused.
 * @throws Error (WebhookVerificationError) when the signature or timestamp is wrong
 */
export function verifyWebhook<T = Record<string, unknown>>(body: string | Buffer, headers: Record<string, string | string[] | undefined> | Headers, secret: string): WebhookEvent<T> {
  const plain: Record<string, string> = {};
  if (headers instanceof Headers) headers.forEach((value, name) => (plain[name] = value));
  else for (const [name, value] of Object.entries(headers)) if (value !== undefined) plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return new Webhook(secret).verify(body, plain) as WebhookEvent<T>;
}
