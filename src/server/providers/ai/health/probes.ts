/**
 * Cheap test calls that tell whether a hosted AI provider answers with our configuration: they read metadata only, never generate anything, and cost nothing at the vendors.
 *
 *   - OpenAI-compatible (OpenAI, OpenRouter, Ollama, vLLM): `GET {base}/models/{model}`
 *     (https://platform.openai.com/docs/api-reference/models/retrieve); when that route is missing or
 *     does not know slash-separated ids (OpenRouter), `GET {base}/models` and the id looked up in
 *     `data[]`. OpenRouter lists models without a key, so there `GET {base}/key` checks the key too
 *     (https://openrouter.ai/docs/api-reference/api-keys/get-current-api-key).
 *   - Gemini: `GET {base}/v1beta/models/{model}` with `x-goog-api-key`
 *     (https://ai.google.dev/api/models#method:-models.get).
 *   - fal.ai: the queue status of a made-up request id, `GET {queue}/{owner}/{app}/requests/{id}/status`
 *     with `Authorization: Key ...` (https://fal.ai/docs/documentation/model-apis/inference/queue):
 *     fal answers 404 for an unknown request once the key is accepted, 401/403 when it is not.
 *   - ComfyUI (your own GPU): `GET {url}/system_stats` (the server answers), then `GET {url}/object_info`
 *     to check that every node class of the configured workflows is installed and every model file
 *     they name is among its choices (ComfyUI's server.py routes;
 *     https://docs.comfy.org/development/comfyui-server/comms_routes), with the proxy token as a
 *     Bearer header when one is set.
 *
 * Each probe makes one attempt per call (no retries) with a short timeout and returns its latency
 * and, on failure, a one-line error built by the shared HTTP client, so API keys are redacted.
 */
import { randomUUID } from 'node:crypto';
import { describeFalError, summarizeFalError } from '../fal/fal-errors';
import { createProviderHttpClient, describeGenericError, ProviderError, type ProviderHttpClient } from '../http';
import { describeComfyError } from '../images/comfyui-image-provider';
import { workflowProblems, type ComfyWorkflow } from '../images/comfyui-workflow';
import { describeGoogleError } from '../images/gemini-image-provider';

/** What a probe found. */
export interface ProbeResult {
  ok: boolean;
  /** Milliseconds the probe took, all calls included. */
  latencyMs: number;
  /** One line, no secrets; null when ok. */
  error: string | null;
}

/** Options every probe takes. */
export interface ProbeOptions {
  /** Per HTTP request, milliseconds (default 10 000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Runs `work` and turns its outcome into a ProbeResult. */
async function timed(http: ProviderHttpClient, work: () => Promise<string | null>): Promise<ProbeResult> {
  const started = performance.now();
  let error: string | null;
  try {
    error = await work();
  } catch (err) {
    error = err instanceof ProviderError ? err.message : http.redact(err instanceof Error ? err.message : String(err));
  }
  return { ok: error === null, latencyMs: Math.round(performance.now() - started), error: error === null ? null : error.slice(0, 300) };
}

/** A model id as a URL path: each '/'-separated part escaped, ':' and '@' kept (Ollama tags). */
function modelPath(model: string): string {
  return model
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/%3A/gi, ':').replace(/%40/g, '@'))
    .join('/');
}

/**
 * Checks an OpenAI-compatible endpoint and model.
 * @param options.baseUrl e.g. https://api.openai.com/v1; @param options.apiKey sent as a Bearer token when set.
 * @returns ok when the model is retrievable or listed (and, on OpenRouter, the key is valid).
 */
export async function probeOpenAiModel(options: ProbeOptions & { baseUrl: string; apiKey?: string; model: string }): Promise<ProbeResult> {
  const { baseUrl, apiKey, model } = options;
  const http = createProviderHttpClient({
    provider: 'openai',
    baseUrl,
    headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
    secrets: [apiKey],
    requestTimeoutMs: options.timeoutMs ?? 10_000,
    maxRetries: 0,
    describeError: describeGenericError,
    fetch: options.fetch,
  });
  return timed(http, async () => {
    const one = await http.request({
      method: 'GET',
      path: `/models/${modelPath(model)}`,
      what: 'model check',
      // A server without the retrieve route, or one that does not take slashes in ids, answers one of these.
      acceptStatus: (s) => s === 404 || s === 405 || s === 400,
      maxResponseBytes: 1024 * 1024,
    });
    if (one.status >= 300) {
      const list = await http.request({ method: 'GET', path: '/models', what: 'model list', maxResponseBytes: 16 * 1024 * 1024 });
      const data = (list.body as { data?: { id?: unknown }[] } | null)?.data;
      const ids = Array.isArray(data) ? data.map((m) => m?.id) : [];
      if (!ids.includes(model)) return `openai model check: '${model}' is not among the ${ids.length} models the endpoint lists`;
    }
    if (apiKey && /(^|\.)openrouter\.ai$/i.test(new URL(http.baseUrl).hostname)) {
      await http.request({ method: 'GET', path: '/key', what: 'key check', maxResponseBytes: 1024 * 1024 });
    }
    return null;
  });
}

/**
 * Checks a Gemini model with the key.
 * @param options.baseUrl e.g. https://generativelanguage.googleapis.com.
 */
export async function probeGeminiModel(options: ProbeOptions & { baseUrl: string; apiKey: string; model: string }): Promise<ProbeResult> {
  const http = createProviderHttpClient({
    provider: 'gemini',
    baseUrl: options.baseUrl,
    headers: { 'x-goog-api-key': options.apiKey },
    secrets: [options.apiKey],
    requestTimeoutMs: options.timeoutMs ?? 10_000,
    maxRetries: 0,
    describeError: describeGoogleError,
    fetch: options.fetch,
  });
  return timed(http, async () => {
    await http.request({ method: 'GET', path: `/v1beta/models/${encodeURIComponent(options.model)}`, what: 'model check', maxResponseBytes: 1024 * 1024 });
    return null;
  });
}

/**
 * Checks a fal.ai key against a model's queue.
 * @param options.queueBaseUrl e.g. https://queue.fal.run; @param options.modelId e.g. 'fal-ai/flux-pro/kontext'.
 * @returns ok when fal answers 404 (unknown request: the key was accepted) or 2xx; not ok on 401/403 and anything else.
 */
export async function probeFalKey(options: ProbeOptions & { queueBaseUrl: string; apiKey: string; modelId: string }): Promise<ProbeResult> {
  const http = createProviderHttpClient({
    provider: 'fal',
    baseUrl: options.queueBaseUrl,
    headers: { Authorization: `Key ${options.apiKey}` },
    secrets: [options.apiKey],
    requestTimeoutMs: options.timeoutMs ?? 10_000,
    maxRetries: 0,
    describeError: summarizeFalError,
    fetch: options.fetch,
  });
  const [owner, app] = options.modelId.split('/');
  return timed(http, async () => {
    const res = await http.request({
      method: 'GET',
      path: `/${encodeURIComponent(owner ?? '')}/${encodeURIComponent(app ?? '')}/requests/${randomUUID()}/status`,
      what: 'key check',
      acceptStatus: (s) => s === 404,
      maxResponseBytes: 1024 * 1024,
    });
    if (res.status === 404 || res.status < 300) return null;
    return `fal key check: unexpected HTTP ${res.status} ${describeFalError(res.body)}`.trim();
  });
}

/**
 * Checks a ComfyUI server and that it can run the workflows.
 * @param options.baseUrl e.g. http://127.0.0.1:8188; @param options.apiKey the proxy token, sent as a Bearer header when set.
 * @param options.workflows the workflows by label (e.g. { 'qwen-image-edit.json': ... }).
 * @returns ok when the server answers and lacks no node class or model file the workflows name;
 *   otherwise the first problems in one line.
 */
export async function probeComfyUi(options: ProbeOptions & { baseUrl: string; apiKey?: string; workflows: Record<string, ComfyWorkflow> }): Promise<ProbeResult> {
  const http = createProviderHttpClient({
    provider: 'comfyui',
    baseUrl: options.baseUrl,
    headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
    secrets: [options.apiKey],
    requestTimeoutMs: options.timeoutMs ?? 10_000,
    maxRetries: 0,
    describeError: describeComfyError,
    fetch: options.fetch,
  });
  return timed(http, async () => {
    const stats = await http.request({ method: 'GET', path: '/system_stats', what: 'server check', maxResponseBytes: 1024 * 1024 });
    if (!stats.body || typeof stats.body !== 'object' || !('system' in stats.body)) return 'comfyui server check: the answer is not ComfyUI\'s /system_stats';
    const info = await http.request({ method: 'GET', path: '/object_info', what: 'node check', maxResponseBytes: 64 * 1024 * 1024 });
    const problems = Object.entries(options.workflows).flatMap(([label, workflow]) => workflowProblems(workflow, info.body, label));
    if (problems.length === 0) return null;
    return `comfyui: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? `; and ${problems.length - 3} more` : ''}`;
  });
}
