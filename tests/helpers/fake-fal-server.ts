/**
 * A local fake of fal.ai's queue API (https://fal.ai/docs/documentation/model-apis/inference/queue)
 * for one model: submit, status, result, cancel, with the `Authorization: Key ...` check, and the
 * result file (a video, or an image for image models) served from the same server.
 *
 * Submit bodies are checked against the model's documented input schema (its llms.txt): the field
 * that carries the picture (`image_url`, `start_image_url` or `image_urls`), and the enums the
 * adapters fill in; a body that does not fit gets fal's 422 `{ detail: [{ loc, msg, type }] }`.
 *
 * Several models may share one fake (`extraModelIds`, e.g. an edit model and the FLUX.1 [pro] Fill
 * model of the product lock); each submit records its model. Fill submits must carry `image_url` and
 * `mask_url` of the same dimensions (checked when both are data URIs), as fal's page requires.
 *
 * By default requests stay IN_PROGRESS until the test completes them (`complete`); with `sequence`
 * each request walks through the given states, one per status poll (the last one repeats). A test
 * can plan the next answers of a route (429s, 5xx, delays) and make requests fail (`failure`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type FalQueueState = 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';
export type FalRoute = 'submit' | 'status' | 'result' | 'cancel';

export interface PlannedFalAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface FakeFal {
  baseUrl: string;
  /** Bodies received on submit, with their webhook URL and model id. */
  submitted: { body: Record<string, unknown>; webhookUrl: string | null; requestId: string; modelId: string }[];
  /** Every queue request received (files excluded). */
  requests: { method: string; path: string; route: FalRoute | null; authorization: string | undefined }[];
  /** Marks a request COMPLETED (its result becomes available). */
  complete(requestId: string): void;
  statusCalls: number;
  /** States each request walks through, one per status poll; null: IN_PROGRESS until complete(). */
  sequence: FalQueueState[] | null;
  /** When set, completed requests report this failure (status `error`, result 422). */
  failure: { error: string; error_type: string } | null;
  /** Replaces the result file URL (e.g. a host off the allow-list). */
  resultUrl: string | null;
  /** Reports the result as flagged by the safety checker. */
  nsfw: boolean;
  /** Answers the next calls of `route` with these instead of the normal behaviour. */
  plan(route: FalRoute, ...answers: PlannedFalAnswer[]): void;
  calls(route: FalRoute): FakeFal['requests'];
  close(): Promise<void>;
}

export interface FakeFalOptions {
  apiKey: string;
  modelId: string;
  /** More model ids served by the same fake. */
  extraModelIds?: string[];
  /** Result of a video model. */
  video?: Buffer;
  /** Result of an image model (served as /files/image with `imageContentType`). */
  image?: Buffer;
  imageContentType?: string;
}

type Detail = { loc: string[]; msg: string; type: string };

/**
 * The schema errors of a submit body for a model (field names from each model's llms.txt):
 *   - Kling 2.6 Pro and 3.0 Pro image-to-video: `start_image_url`; Kling 2.1 / 2.5: `image_url`; `duration` an enum string.
 *   - FLUX.2 edit: `image_urls` (a non-empty list), `image_size` an object or a preset, `safety_tolerance` '1'-'5'.
 *   - Seedream edit: `image_urls` (1-10); FLUX.1 Kontext: `image_url`, `safety_tolerance` '1'-'6'.
 */
export function falSchemaErrors(modelId: string, body: Record<string, unknown>): Detail[] {
  const detail: Detail[] = [];
  const missing = (field: string) => detail.push({ loc: ['body', field], msg: 'field required', type: 'value_error.missing' });
  const isList = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x.length > 0);
  if (typeof body.prompt !== 'string' || !body.prompt) missing('prompt');
  if (/kling-video\/(v2\.6|v3)\/pro\/image-to-video$/.test(modelId)) {
    if (typeof body.start_image_url !== 'string') missing('start_image_url');
  } else if (/kling-video\//.test(modelId)) {
    if (typeof body.image_url !== 'string') missing('image_url');
  } else if (/flux-2[^/]*\/edit$/.test(modelId)) {
    if (!isList(body.image_urls)) missing('image_urls');
    const size = body.image_size;
    if (size !== undefined && typeof size !== 'string' && !(size && typeof size === 'object' && Number.isInteger((size as { width?: unknown }).width) && Number.isInteger((size as { height?: unknown }).height))) {
      detail.push({ loc: ['body', 'image_size'], msg: 'value is not a valid ImageSize', type: 'type_error' });
    }
    if (body.safety_tolerance !== undefined && !['1', '2', '3', '4', '5'].includes(String(body.safety_tolerance))) {
      detail.push({ loc: ['body', 'safety_tolerance'], msg: "value is not a valid enumeration member; permitted: '1', '2', '3', '4', '5'", type: 'type_error.enum' });
    }
  } else if (/seedream/.test(modelId)) {
    if (!isList(body.image_urls) || (body.image_urls as unknown[]).length > 10) missing('image_urls');
  } else if (/kontext/.test(modelId)) {
    if (typeof body.image_url !== 'string') missing('image_url');
  } else if (/\/fill$/.test(modelId)) {
    if (typeof body.image_url !== 'string' || !body.image_url) missing('image_url');
    if (typeof body.mask_url !== 'string' || !body.mask_url) missing('mask_url');
    if (body.safety_tolerance !== undefined && !['1', '2', '3', '4', '5', '6'].includes(String(body.safety_tolerance))) {
      detail.push({ loc: ['body', 'safety_tolerance'], msg: "value is not a valid enumeration member; permitted: '1', '2', '3', '4', '5', '6'", type: 'type_error.enum' });
    }
  }
  if (body.duration !== undefined && !/^\d+$/.test(String(body.duration))) {
    detail.push({ loc: ['body', 'duration'], msg: 'value is not a valid enumeration member', type: 'type_error.enum' });
  }
  return detail;
}

export async function startFakeFal(options: FakeFalOptions): Promise<FakeFal> {
  const completed = new Set<string>();
  const polls = new Map<string, number>();
  const planned: Record<FalRoute, PlannedFalAnswer[]> = { submit: [], status: [], result: [], cancel: [] };
  const fake: FakeFal = {
    baseUrl: '',
    submitted: [],
    requests: [],
    statusCalls: 0,
    sequence: null,
    failure: null,
    resultUrl: null,
    nsfw: false,
    complete: (id) => void completed.add(id),
    plan: (route, ...answers) => void planned[route].push(...answers),
    calls: (route) => fake.requests.filter((r) => r.route === route),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const modelIds = [options.modelId, ...(options.extraModelIds ?? [])];
  const appBaseOf = (modelId: string) => `/${modelId.split('/').slice(0, 2).join('/')}`;
  const requestPaths = [...new Set(modelIds.map(appBaseOf))].map((base) => new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/requests/([^/]+)(/status|/cancel)?$`));
  const requestMatch = (path: string) => requestPaths.map((r) => r.exec(path)).find((m) => m) ?? null;
  const routeOf = (method: string, path: string): FalRoute | null => {
    if (method === 'POST' && modelIds.some((m) => path === `/${m}`)) return 'submit';
    const m = requestMatch(path);
    if (!m) return null;
    if (method === 'GET' && m[2] === '/status') return 'status';
    if (method === 'GET' && !m[2]) return 'result';
    if (method === 'PUT' && m[2] === '/cancel') return 'cancel';
    return null;
  };
  /** The state of a request at this moment (a status poll advances it). */
  const stateOf = (id: string): FalQueueState => {
    if (completed.has(id)) return 'COMPLETED';
    if (!fake.sequence) return 'IN_PROGRESS';
    return fake.sequence[Math.min(polls.get(id) ?? 0, fake.sequence.length - 1)] ?? 'COMPLETED';
  };
  let counter = 0;

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const send = async (a: PlannedFalAnswer) => {
        if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
        if (res.destroyed) return;
        res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
        res.end(a.body === undefined ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
      };
      if (url.pathname === '/files/video.mp4' && options.video) {
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(options.video.length) });
        res.end(options.video);
        return;
      }
      if (url.pathname === '/files/image' && options.image) {
        res.writeHead(200, { 'content-type': options.imageContentType ?? 'image/png', 'content-length': String(options.image.length) });
        res.end(options.image);
        return;
      }
      const method = req.method ?? 'GET';
      const route = routeOf(method, url.pathname);
      fake.requests.push({ method, path: url.pathname, route, authorization: req.headers.authorization });
      if (req.headers.authorization !== `Key ${options.apiKey}`) return send({ status: 401, body: { detail: 'No user found for Key ID and Secret' } });
      if (!route) return send({ status: 404, body: { detail: 'Not found' } });
      const next = planned[route].shift();
      if (next) return send(next);

      if (route === 'submit') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
        } catch {
          return send({ status: 422, body: { detail: [{ loc: ['body'], msg: 'invalid JSON', type: 'value_error.jsondecode' }] } });
        }
        const modelId = url.pathname.slice(1);
        const detail = falSchemaErrors(modelId, body);
        if (!detail.length && /\/fill$/.test(modelId)) {
          const size = async (uri: unknown) => {
            const m = typeof uri === 'string' ? /^data:image\/[\w.+-]+;base64,(.*)$/s.exec(uri) : null;
            if (!m) return null;
            const meta = await sharp(Buffer.from(m[1]!, 'base64')).metadata().catch(() => null);
            return meta ? `${meta.width}x${meta.height}` : 'unreadable';
          };
          const [image, mask] = await Promise.all([size(body.image_url), size(body.mask_url)]);
          if (image && mask && image !== mask) detail.push({ loc: ['body', 'mask_url'], msg: `mask is ${mask}, image is ${image}: the mask needs to match the dimensions of the input image`, type: 'value_error' });
        }
        if (detail.length) return send({ status: 422, body: { detail } });
        counter += 1;
        const requestId = `0b6c1d2e-0000-4000-8000-${String(counter).padStart(12, '0')}`;
        const appBase = appBaseOf(modelId);
        fake.submitted.push({ body, webhookUrl: url.searchParams.get('fal_webhook'), requestId, modelId });
        polls.set(requestId, 0);
        return send({
          status: 200,
          body: {
            request_id: requestId,
            gateway_request_id: requestId,
            status_url: `${fake.baseUrl}${appBase}/requests/${requestId}/status`,
            response_url: `${fake.baseUrl}${appBase}/requests/${requestId}`,
            cancel_url: `${fake.baseUrl}${appBase}/requests/${requestId}/cancel`,
            queue_position: 0,
          },
        });
      }
      const id = requestMatch(url.pathname)![1]!;
      if (!polls.has(id)) return send({ status: 404, body: { detail: 'Request not found' } });
      const state = stateOf(id);
      if (route === 'status') {
        fake.statusCalls += 1;
        polls.set(id, (polls.get(id) ?? 0) + 1);
        if (state === 'COMPLETED') return send({ status: 200, body: { status: 'COMPLETED', logs: null, ...(fake.failure ?? {}) } });
        return send({ status: 202, body: { status: state, logs: null, ...(state === 'IN_QUEUE' ? { queue_position: 0 } : {}) } });
      }
      if (route === 'cancel') {
        if (state === 'COMPLETED') return send({ status: 400, body: { status: 'ALREADY_COMPLETED' } });
        return send({ status: 202, body: { status: 'CANCELLATION_REQUESTED' } });
      }
      // result
      if (state !== 'COMPLETED') return send({ status: 400, body: { detail: 'Request is still in progress' } });
      if (fake.failure) return send({ status: 422, body: { detail: [{ loc: ['body', 'image_url'], msg: fake.failure.error, type: 'value_error' }] } });
      if (options.image) {
        return send({
          status: 200,
          body: {
            images: [{ url: fake.resultUrl ?? `${fake.baseUrl}/files/image`, content_type: options.imageContentType ?? 'image/png', width: null, height: null }],
            has_nsfw_concepts: [fake.nsfw],
            seed: 42,
            prompt: 'edited',
          },
        });
      }
      return send({
        status: 200,
        body: {
          video: {
            url: fake.resultUrl ?? `${fake.baseUrl}/files/video.mp4`,
            content_type: 'video/mp4',
            file_name: 'video.mp4',
            file_size: options.video?.length ?? 0,
          },
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
