/**
 * Your own GPU as an image engine: a ComfyUI server at COMFYUI_URL runs an
 * openly licensed image-edit model (Qwen-Image-Edit-2509 in the shipped workflows, ./comfyui-workflows/)
 * or any workflow the user exports in ComfyUI's API format (./comfyui-workflow.ts explains the
 * placeholders). One render:
 *
 *   1. uploads the pictures with `POST /upload/image` (multipart `image`, `type=input`,
 *      `overwrite=true`; answers `{ name, subfolder, type }`): without the product lock the product
 *      photo and up to as many reference photos as the workflow has slots; with the lock
 *      (`req.lock`) the canvas (the product already placed at our layout), the paint mask
 *      (`lock.maskInverted`: white where the scene may be painted, black over the product) and the
 *      references, all scaled to the working size (about 1 MP, multiples of 16, our output ratio);
 *   2. queues the filled workflow with `POST /prompt` `{ prompt, client_id }`, which answers
 *      `{ prompt_id, number, node_errors }`, or 400 `{ error: { type, message, details }, node_errors:
 *      { [node]: { errors: [{ message, details }], class_type } } }` when validation fails (a final
 *      failure: the workflow, a model file or a node is wrong, nothing is retried);
 *   3. polls `GET /history/{prompt_id}` with backoff until the prompt appears (ComfyUI adds it when
 *      the run ends: `{ [id]: { outputs: { [node]: { images: [{ filename, subfolder, type }] } },
 *      status: { status_str: 'success'|'error', completed, messages: [[event, data]...] } } }`);
 *      a run that ended in error is a final failure carrying ComfyUI's exception message;
 *   4. fetches the saved image with `GET /view?filename=&subfolder=&type=` and turns it into our exact
 *      output size and format (./provider-image-io.ts); the generation job stores it at once.
 *
 * Source of the routes and shapes: ComfyUI's server.py and execution.py (PromptServer routes,
 * validate_prompt, PromptQueue.task_done) and https://docs.comfy.org/development/comfyui-server/comms_routes.
 *
 * The product lock is honoured (`supportsLock`): with it the masked workflow paints only where the
 * mask is white (SetLatentNoiseMask), and the caller composites the product's own pixels back.
 * Nothing here downloads a model: the user's ComfyUI has the weights. The cost is not estimated
 * (`null`): it runs on the user's own hardware and no vendor bills it.
 *
 * On a deadline or a cancelled job, a prompt still waiting in ComfyUI's queue is removed from it
 * (`POST /queue { delete: [id] }`), best effort; one already running finishes on the GPU.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { outputSize, type Quality } from '../../../../shared/catalog';
import {
  abortableSleep,
  backoffDelayMs,
  createProviderHttpClient,
  describeGenericError,
  withDeadline,
  type ProviderAdapterOptions,
  type ProviderHttpClient,
  type VendorErrorSummary,
} from '../http';
import { ImageProviderError, imageProviderError, type ImageProvider, type ImageRenderRequest, type RenderedImage } from './image-provider';
import {
  DEFAULT_INPAINT_WORKFLOW_PATH,
  DEFAULT_WORKFLOW_PATH,
  fillWorkflow,
  loadWorkflowFile,
  pickOutputImage,
  referenceSlots,
  type ComfyImageRef,
  type ComfyWorkflow,
} from './comfyui-workflow';
import { buildEditPrompt, buildImagePrompt } from './prompt-builder';
import { detectImage, ImageBytesError, prepareSourceImage, toLockedResult, toRenderedImage } from './provider-image-io';

/** The model the shipped workflows run (recorded on each image when no other workflow is set). */
export const COMFYUI_DEFAULT_MODEL = 'qwen-image-edit-2509';

/** Pixels the workflows render at: Qwen-Image-Edit-2509 works at about 1 megapixel (ComfyUI's example workflow scales its input to 1 MP). */
export const COMFYUI_WORK_PIXELS = 1024 * 1024;

/** Sampler steps by quality (`{{steps}}`): medium is the 20 of ComfyUI's Qwen-Image-Edit example workflow. */
export const COMFYUI_STEPS: Record<Quality, number> = { low: 12, medium: 20, high: 30 };

/** Uploaded file names start with this, so they are easy to find (and clear) in ComfyUI's input folder. */
export const COMFYUI_UPLOAD_PREFIX = 'vitrine-';

export interface ComfyUiImageProviderOptions extends ProviderAdapterOptions {
  /** ComfyUI's address, e.g. http://127.0.0.1:8188 (COMFYUI_URL). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` when ComfyUI sits behind an authenticating proxy (COMFYUI_API_KEY). */
  apiKey?: string;
  /** The plain edit workflow, API format (COMFYUI_WORKFLOW; default the shipped Qwen-Image-Edit one). */
  workflowPath?: string;
  /** The masked edit workflow for the product lock (COMFYUI_INPAINT_WORKFLOW; default the shipped one). */
  inpaintWorkflowPath?: string;
  /** First wait between history polls, milliseconds (default 1000; doubles up to maxPollIntervalMs). */
  pollIntervalMs?: number;
  /** Longest wait between history polls, milliseconds (default 5000). */
  maxPollIntervalMs?: number;
  /** Largest result image, bytes (default 40 MB). */
  maxImageBytes?: number;
}

/**
 * The size the workflow renders at: our output size scaled to about COMFYUI_WORK_PIXELS (never up),
 * each side a multiple of 16.
 * Input: output size, pixels. Output: working size, pixels.
 */
export function comfyWorkingSize(target: { width: number; height: number }, maxPixels: number = COMFYUI_WORK_PIXELS): { width: number; height: number } {
  const scale = Math.min(1, Math.sqrt(maxPixels / (target.width * target.height)));
  const round = (v: number) => Math.max(16, Math.round((v * scale) / 16) * 16);
  return { width: round(target.width), height: round(target.height) };
}

/**
 * Reads ComfyUI's error bodies: `/prompt`'s `{ error: { type, message, details }, node_errors }` (or
 * `{ error: 'no prompt' }`), else the generic shapes.
 * @returns one line naming up to three failing nodes, and the error type as the code.
 */
export function describeComfyError(body: unknown, status: number): VendorErrorSummary {
  if (!body || typeof body !== 'object') return describeGenericError(body);
  const record = body as { error?: unknown; node_errors?: unknown };
  if (record.node_errors === undefined && (typeof record.error !== 'object' || record.error === null)) return describeGenericError(body);
  const error = (record.error && typeof record.error === 'object' ? record.error : {}) as { type?: unknown; message?: unknown; details?: unknown };
  const head = [typeof record.error === 'string' ? record.error : error.message, error.details].filter((s) => typeof s === 'string' && s).join(': ');
  const nodes = nodeErrorLines(record.node_errors);
  const message = [head || `HTTP ${status}`, ...nodes].join('; ').slice(0, 600);
  return { message, ...(typeof error.type === 'string' && error.type ? { code: error.type } : {}) };
}

/** `node_errors` as lines `node 12 UNETLoader: Value not in list: unet_name: ...` (at most three). */
function nodeErrorLines(nodeErrors: unknown): string[] {
  if (!nodeErrors || typeof nodeErrors !== 'object' || Array.isArray(nodeErrors)) return [];
  return Object.entries(nodeErrors as Record<string, { errors?: { message?: unknown; details?: unknown }[]; class_type?: unknown }>)
    .slice(0, 3)
    .map(([id, entry]) => {
      const first = Array.isArray(entry?.errors) ? entry.errors[0] : undefined;
      const what = [first?.message, first?.details].filter((s) => typeof s === 'string' && s).join(': ');
      return `node ${id}${typeof entry?.class_type === 'string' ? ` ${entry.class_type}` : ''}: ${what || 'invalid'}`;
    });
}

/** A finished prompt's outcome as `/history/{id}` tells it. */
interface HistoryEntry {
  outputs?: unknown;
  status?: { status_str?: unknown; completed?: unknown; messages?: unknown } | null;
}

/** The failure a finished prompt reports, or null when it succeeded. */
export function historyFailure(entry: HistoryEntry): { message: string; retryable: boolean; code: string } | null {
  const status = entry.status;
  if (!status || status.status_str !== 'error') return null;
  const messages = Array.isArray(status.messages) ? (status.messages as unknown[]) : [];
  const find = (event: string) => messages.find((m): m is [string, Record<string, unknown>] => Array.isArray(m) && m[0] === event && !!m[1] && typeof m[1] === 'object')?.[1];
  const interrupted = find('execution_interrupted');
  if (interrupted) return { message: `the run was interrupted at node ${String(interrupted.node_id ?? '?')}`, retryable: true, code: 'interrupted' };
  const failed = find('execution_error');
  if (failed) {
    const where = `node ${String(failed.node_id ?? '?')}${typeof failed.node_type === 'string' ? ` (${failed.node_type})` : ''}`;
    const what = [failed.exception_type, failed.exception_message].filter((s) => typeof s === 'string' && s).join(': ');
    return { message: `the run failed at ${where}: ${what || 'unknown error'}`.slice(0, 600), retryable: false, code: 'execution_error' };
  }
  return { message: 'the run failed', retryable: false, code: 'execution_error' };
}

/** The name recorded as the model: the replacement workflow's file name without `.json`, else COMFYUI_DEFAULT_MODEL. */
export function comfyModelLabel(workflowPath?: string): string {
  return workflowPath ? path.basename(workflowPath).replace(/\.json$/i, '') : COMFYUI_DEFAULT_MODEL;
}

/**
 * Reads and checks the plain and the masked workflow (the shipped ones unless paths are given).
 * @throws Error naming the file and the problem (./comfyui-workflow.ts parseWorkflow).
 */
export function loadComfyWorkflows(paths: { workflowPath?: string; inpaintWorkflowPath?: string }): { plain: ComfyWorkflow; masked: ComfyWorkflow } {
  return {
    plain: loadWorkflowFile(paths.workflowPath ?? DEFAULT_WORKFLOW_PATH, ['image', 'prompt']),
    masked: loadWorkflowFile(paths.inpaintWorkflowPath ?? DEFAULT_INPAINT_WORKFLOW_PATH, ['image', 'mask', 'prompt']),
  };
}

/**
 * Creates the engine; reads and checks both workflows now.
 * @throws Error on a bad URL or a workflow that is missing, unreadable, in the UI format, or lacks
 *   its placeholders (configuration error, at startup).
 */
export function createComfyUiImageProvider(
  options: ComfyUiImageProviderOptions,
): ImageProvider & { readonly model: string; readonly http: ProviderHttpClient; readonly workflows: { plain: ComfyWorkflow; masked: ComfyWorkflow } } {
  const {
    apiKey,
    deadlineMs = 300_000,
    pollIntervalMs = 1000,
    maxPollIntervalMs = 5000,
    maxImageBytes = 40 * 1024 * 1024,
    now = Date.now,
    sleep = abortableSleep,
    random = Math.random,
  } = options;
  const { plain, masked } = loadComfyWorkflows(options);
  const model = comfyModelLabel(options.workflowPath);
  const headers: Record<string, string> = apiKey ? { Authorization: `Bearer ${apiKey}` } : {};
  const http = createProviderHttpClient({
    provider: 'comfyui',
    baseUrl: options.baseUrl,
    headers,
    secrets: [apiKey],
    fetch: options.fetch,
    requestTimeoutMs: options.requestTimeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 2,
    retryBaseDelayMs: options.retryBaseDelayMs ?? 1000,
    limiter: options.limiter,
    describeError: describeComfyError,
    errorFactory: imageProviderError,
    logger: options.logger,
    sleep,
    now,
    random,
  });
  const doFetch = options.fetch ?? globalThis.fetch;
  const clientId = randomUUID();
  const fail = (message: string, retryable: boolean, code?: string) =>
    new ImageProviderError(http.redact(`comfyui image: ${message}`), retryable, { provider: 'comfyui', ...(code ? { code } : {}) });

  /** Uploads one picture; @returns the name LoadImage takes (`subfolder/name` when ComfyUI put it in a subfolder). */
  async function upload(data: Buffer, mime: string, name: string, signal: AbortSignal, deadlineAt: number): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(data)], { type: mime }), name);
    form.append('type', 'input');
    form.append('overwrite', 'true');
    // Repeating it writes the same file under the same name again: safe to retry.
    const res = await http.request({ method: 'POST', path: '/upload/image', form, what: 'upload', signal, deadlineAt, retryServerErrors: true, maxResponseBytes: 1024 * 1024 });
    const body = (res.body && typeof res.body === 'object' ? res.body : {}) as { name?: unknown; subfolder?: unknown };
    if (typeof body.name !== 'string' || !body.name) throw fail('the upload answer has no name', false);
    return typeof body.subfolder === 'string' && body.subfolder ? `${body.subfolder}/${body.name}` : body.name;
  }

  /** Fetches a saved image from `/view` (binary, size-capped), retrying transient failures within the deadline. */
  async function view(image: ComfyImageRef, signal: AbortSignal, deadlineAt: number): Promise<Buffer> {
    const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
    const url = `${http.baseUrl}/view?${query.toString()}`;
    for (let attempt = 0; ; attempt += 1) {
      signal.throwIfAborted();
      let retryable: ImageProviderError;
      const release = options.limiter ? await options.limiter.acquire(signal) : undefined;
      try {
        const res = await doFetch(url, { headers: { Accept: 'image/*', ...headers }, signal: AbortSignal.any([signal, AbortSignal.timeout(Math.max(1, Math.min(60_000, deadlineAt - now())))]) });
        if (!res.ok) {
          await res.body?.cancel().catch(() => undefined);
          const error = fail(`view failed: HTTP ${res.status}`, res.status === 408 || res.status === 429 || res.status >= 500);
          if (!error.retryable) throw error;
          retryable = error;
        } else {
          const declared = Number(res.headers.get('content-length') ?? NaN);
          if (Number.isFinite(declared) && declared > maxImageBytes) throw fail(`the result is larger than ${maxImageBytes} bytes`, false);
          const data = await readCapped(res, maxImageBytes);
          if (!data) throw fail(`the result is larger than ${maxImageBytes} bytes`, false);
          if (data.length === 0) throw fail('the result is empty', false);
          return data;
        }
      } catch (err) {
        if (signal.aborted) throw signal.reason;
        if (err instanceof ImageProviderError) {
          if (!err.retryable) throw err;
          retryable = err;
        } else {
          retryable = fail(`view failed: ${(err as Error).message}`, true, 'network_error');
        }
      } finally {
        release?.();
      }
      const delay = backoffDelayMs(attempt, { baseMs: 500, maxMs: 5000, random });
      if (attempt >= 2 || now() + delay >= deadlineAt) throw retryable;
      await sleep(delay, signal);
    }
  }

  /** Polls `/history/{id}` until the prompt has finished; @returns its history entry. */
  async function waitForHistory(promptId: string, signal: AbortSignal, deadlineAt: number): Promise<HistoryEntry> {
    let interval = pollIntervalMs;
    for (;;) {
      signal.throwIfAborted();
      try {
        const res = await http.request({ method: 'GET', path: `/history/${encodeURIComponent(promptId)}`, what: 'history', signal, deadlineAt, maxResponseBytes: 16 * 1024 * 1024 });
        const entry = (res.body && typeof res.body === 'object' ? (res.body as Record<string, unknown>)[promptId] : undefined) as HistoryEntry | undefined;
        if (entry && typeof entry === 'object') return entry;
      } catch (err) {
        if (signal.aborted) throw signal.reason;
        // Transient failures (ComfyUI restarting, a proxy hiccup) are polled through until the deadline.
        if (!(err instanceof ImageProviderError) || !err.retryable || err.code === 'deadline_exceeded') throw err;
      }
      const remaining = deadlineAt - now();
      if (remaining <= 0) throw fail('did not finish before its deadline', true, 'deadline_exceeded');
      await sleep(Math.min(interval + interval * 0.1 * random(), remaining), signal);
      interval = Math.min(interval * 2, maxPollIntervalMs);
    }
  }

  async function render(req: ImageRenderRequest, signal?: AbortSignal): Promise<RenderedImage> {
    const started = performance.now();
    const { settings } = req;
    const target = outputSize(settings.aspectRatio);
    const work = comfyWorkingSize(target);
    const workflow = req.lock ? masked : plain;
    const references = (req.references ?? []).slice(0, referenceSlots(workflow));
    // With the lock the model sees the canvas and paints through the mask; the prompt says so, and
    // names the more photos of the product, as for the other engines.
    const locked = req.lock ? ('mask' as const) : undefined;
    const built = buildImagePrompt({ scenario: req.prompt, settings, scene: req.scene, variant: req.variant, locked, references: references.length });
    const prompt = req.instruction ? buildEditPrompt(req.instruction, { locked, references: references.length }) : built.prompt;
    const token = `${COMFYUI_UPLOAD_PREFIX}${randomUUID()}`;

    // The pictures, before any call: a lock's canvas and mask at the working size; else the photo as it is.
    const files: { placeholder: string; data: Buffer; mime: string }[] = [];
    try {
      if (req.lock) {
        const fit = (input: Buffer) => sharp(input).resize(work.width, work.height, { fit: 'fill' });
        files.push({ placeholder: 'image', data: await fit(req.lock.canvas).png().toBuffer(), mime: 'image/png' });
        // Kept two-level at the same outline: a resampled edge must not leave faint paint inside the product.
        files.push({ placeholder: 'mask', data: await fit(req.lock.maskInverted).greyscale().threshold(128).png().toBuffer(), mime: 'image/png' });
      } else {
        files.push({ placeholder: 'image', ...(await photoFile(req.source)) });
      }
      for (const [i, reference] of references.entries()) files.push({ placeholder: `reference_${i + 1}`, ...(await photoFile(reference)) });
    } catch (err) {
      throw fail((err as Error).message, false);
    }

    let promptId: string | undefined;
    let finished = false;
    try {
      const bytes = await withDeadline(
        { deadlineMs, signal, now, onExpired: () => fail(`did not finish within ${Math.round(deadlineMs / 1000)} s`, true, 'deadline_exceeded') },
        async (scope) => {
          const names: Record<string, string> = {};
          for (const file of files) {
            const name = `${token}-${file.placeholder}.${file.mime === 'image/png' ? 'png' : 'jpg'}`;
            names[file.placeholder] = await upload(file.data, file.mime, name, scope.signal, scope.deadlineAt);
          }
          const filled = fillWorkflow(workflow, {
            text: { prompt, negative_prompt: built.negativePrompt },
            numbers: { seed: Math.abs(Math.trunc(req.seed)), steps: COMFYUI_STEPS[settings.quality], width: work.width, height: work.height },
            files: names,
          });
          // Queuing twice would run the workflow twice on the GPU: a 5xx here is not repeated in place.
          const queued = await http.request({ method: 'POST', path: '/prompt', json: { prompt: filled, client_id: clientId }, what: 'queue', signal: scope.signal, deadlineAt: scope.deadlineAt, maxResponseBytes: 1024 * 1024 });
          const answer = (queued.body && typeof queued.body === 'object' ? queued.body : {}) as { prompt_id?: unknown; node_errors?: unknown };
          if (typeof answer.prompt_id !== 'string' || !answer.prompt_id) throw fail('the queue answer has no prompt_id', false);
          promptId = answer.prompt_id;
          const invalid = nodeErrorLines(answer.node_errors);
          if (invalid.length > 0) throw fail(`the workflow failed validation: ${invalid.join('; ')}`, false, 'node_errors');
          const entry = await waitForHistory(promptId, scope.signal, scope.deadlineAt);
          finished = true;
          const failure = historyFailure(entry);
          if (failure) throw fail(failure.message, failure.retryable, failure.code);
          const image = pickOutputImage(entry.outputs, workflow);
          if (!image) throw fail('the workflow saved no image (it needs a SaveImage node)', false, 'no_output');
          return view(image, scope.signal, scope.deadlineAt);
        },
      );
      const rendered = req.lock ? await toLockedResult(bytes) : await toRenderedImage(await stretchToRatio(bytes, target), { ...target, format: settings.format, quality: settings.quality });
      return {
        data: rendered.data,
        mime: rendered.mime,
        format: rendered.format,
        width: rendered.width,
        height: rendered.height,
        meta: { provider: 'comfyui', model, latencyMs: Math.round(performance.now() - started), estimatedCostUsd: null },
      };
    } catch (err) {
      // A prompt still waiting in ComfyUI's queue when we give up is removed from it, best effort.
      if (promptId && !finished) {
        void http
          .request({ method: 'POST', path: '/queue', json: { delete: [promptId] }, what: 'queue delete', signal: AbortSignal.timeout(10_000), maxResponseBytes: 64 * 1024 })
          .catch(() => undefined);
      }
      if (err instanceof ImageBytesError) throw fail(err.message, false);
      throw err;
    }
  }

  return {
    name: 'comfyui',
    model,
    http,
    workflows: { plain, masked },
    supportsLock: true,
    maxInputImages: 1 + Math.min(referenceSlots(plain), referenceSlots(masked)),
    render,
  };
}

/** A response body read up to `maxBytes`; null (and the stream cancelled) when it is larger. */
async function readCapped(res: Response, maxBytes: number): Promise<Buffer | null> {
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
  }
  return Buffer.concat(chunks, total);
}

/** A photo as uploaded (PNG or JPEG, scaled like the other engines' uploads). @throws ImageBytesError. */
async function photoFile(photo: Buffer): Promise<{ data: Buffer; mime: string }> {
  const prepared = await prepareSourceImage(photo);
  return { data: prepared.data, mime: prepared.mime };
}

/**
 * A result whose ratio is within 3 % of the target's (the working size's multiples of 16 shift it
 * slightly) is stretched to the target's exact ratio, so the scene keeps its place around the
 * product's box; anything else is left to toRenderedImage's crop or extension.
 * @throws ImageBytesError when the bytes are not an image.
 */
async function stretchToRatio(bytes: Buffer, target: { width: number; height: number }): Promise<Buffer> {
  const detected = await detectImage(bytes);
  const off = Math.abs(Math.log(detected.width / detected.height / (target.width / target.height)));
  if (off === 0 || off > 0.03) return bytes;
  return sharp(bytes).resize(target.width, target.height, { fit: 'fill' }).png().toBuffer();
}
