/**
 * Health of the AI engines, for `vitrine providers check` (src/server/main.ts) and
 * the admin-only `GET /api/v1/admin/providers`: for scenario ideas, images and videos, which provider
 * and model the configuration selects, whether it is configured (its key is present), and whether a
 * cheap test call succeeds (src/server/providers/ai/health/probes.ts), with its latency and a short
 * error. Local engines need no call and are always ok. Each hosted image and video model is also
 * looked up in the model catalogue (src/server/providers/ai/model-catalog.ts): a retired id, a
 * deprecated one, one the catalogue does not know (its cost is then unknown) or one without a known
 * price gives a warning, in the report's `warnings` and as a line under the table; warnings do not
 * make an engine fail. ComfyUI (the user's own GPU) is not in the catalogue: its check asks the
 * server whether it has every node and model file the configured workflows name. Nothing in a report is secret: keys are never
 * included, endpoints lose any credentials, query and fragment, and every error is redacted again
 * against all configured keys.
 */
import path from 'node:path';
import type { Env } from '../env';
import { createRedactor } from '../providers/ai/http';
import { modelNotices, type ModelKind, type ModelVendor } from '../providers/ai/model-catalog';
import { probeComfyUi, probeFalKey, probeGeminiModel, probeOpenAiModel, type ProbeOptions, type ProbeResult } from '../providers/ai/health/probes';
import { comfyModelLabel, loadComfyWorkflows } from '../providers/ai/images/comfyui-image-provider';
import { DEFAULT_INPAINT_WORKFLOW_PATH, DEFAULT_WORKFLOW_PATH } from '../providers/ai/images/comfyui-workflow';

/** The engines a report covers, in order. */
export const ENGINE_KINDS = ['scenarios', 'images', 'videos'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

/** One engine's state. */
export interface ProviderCheck {
  kind: EngineKind;
  /** 'local', 'openai', 'gemini', 'fal' or 'comfyui'. */
  provider: string;
  /** Vendor model id, or the local engine's description. */
  model: string;
  /** Base URL called (scheme, host, port, path only); null for local engines. */
  endpoint: string | null;
  /** True when everything the provider needs is set (its key; OpenAI-compatible servers other than api.openai.com take none). */
  configured: boolean;
  /** True when the test call succeeded (always for local engines). */
  ok: boolean;
  /** Milliseconds the test call took; null when no call was made. */
  latencyMs: number | null;
  /** Why it is not ok, one line without secrets; null when ok. */
  error: string | null;
  /** What the model catalogue says about the configured model: retired, deprecated, unknown, no price. */
  warnings: string[];
}

export interface ProviderHealthReport {
  /** True when every engine is ok. */
  ok: boolean;
  /** ISO 8601 time of the check. */
  checkedAt: string;
  providers: ProviderCheck[];
}

export type ProviderHealthEnv = Pick<
  Env,
  | 'SCENARIO_PROVIDER'
  | 'OPENAI_SCENARIO_MODEL'
  | 'SCENARIO_BASE_URL'
  | 'SCENARIO_API_KEY'
  | 'IMAGE_PROVIDER'
  | 'VIDEO_PROVIDER'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_IMAGE_MODEL'
  | 'GEMINI_API_KEY'
  | 'GEMINI_BASE_URL'
  | 'GEMINI_IMAGE_MODEL'
  | 'FAL_KEY'
  | 'FAL_QUEUE_URL'
  | 'FAL_IMAGE_MODEL'
  | 'FAL_KLING_MODEL'
  | 'COMFYUI_URL'
  | 'COMFYUI_API_KEY'
  | 'COMFYUI_WORKFLOW'
  | 'COMFYUI_INPAINT_WORKFLOW'
>;

export type ProviderHealthService = ReturnType<typeof createProviderHealthService>;

/** A URL without credentials, query or fragment (and without a trailing slash). */
export function publicEndpoint(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`.replace(/\/+$/, '');
  } catch {
    return '(invalid URL)';
  }
}

/** Whether an OpenAI-compatible base URL is OpenAI's own API (which needs a key). */
export function isOpenAiApi(baseUrl: string): boolean {
  try {
    return new URL(baseUrl).hostname === 'api.openai.com';
  } catch {
    return false;
  }
}

/**
 * @param env the configuration; @param options.probe per-request timeout and fetch for the test calls.
 */
export function createProviderHealthService(env: ProviderHealthEnv, options: { probe?: ProbeOptions; now?: () => Date } = {}) {
  const redact = createRedactor([env.OPENAI_API_KEY, env.SCENARIO_API_KEY, env.GEMINI_API_KEY, env.FAL_KEY, env.COMFYUI_API_KEY]);
  const probe = options.probe ?? {};

  const local = (kind: EngineKind, model: string): ProviderCheck => ({
    kind,
    provider: 'local',
    model,
    endpoint: null,
    configured: true,
    ok: true,
    latencyMs: null,
    error: null,
    warnings: [],
  });

  /** The catalogue's warnings about a configured model, on the day of the check. */
  const warningsFor = (vendor: ModelVendor, kind: ModelKind, model: string) =>
    modelNotices(vendor, kind, model, (options.now?.() ?? new Date()).toISOString().slice(0, 10)).map((n) => n.message);

  /** Runs a probe when configured; otherwise reports the missing variable. */
  async function hosted(
    base: Omit<ProviderCheck, 'configured' | 'ok' | 'latencyMs' | 'error' | 'warnings'>,
    missing: string | null,
    run: () => Promise<ProbeResult>,
    warnings: string[] = [],
  ): Promise<ProviderCheck> {
    if (missing) return { ...base, configured: false, ok: false, latencyMs: null, error: `${missing} is not set`, warnings };
    const result = await run();
    return { ...base, configured: true, ok: result.ok, latencyMs: result.latencyMs, error: result.error === null ? null : redact(result.error), warnings };
  }

  function scenarios(): Promise<ProviderCheck> | ProviderCheck {
    if (env.SCENARIO_PROVIDER !== 'openai') return local('scenarios', 'rule-based catalog');
    const baseUrl = env.SCENARIO_BASE_URL ?? env.OPENAI_BASE_URL;
    const apiKey = env.SCENARIO_API_KEY ?? env.OPENAI_API_KEY;
    const missing = !apiKey && isOpenAiApi(baseUrl) ? (env.SCENARIO_BASE_URL ? 'SCENARIO_API_KEY' : 'OPENAI_API_KEY') : null;
    return hosted({ kind: 'scenarios', provider: 'openai', model: env.OPENAI_SCENARIO_MODEL, endpoint: publicEndpoint(baseUrl) }, missing, () =>
      probeOpenAiModel({ ...probe, baseUrl, apiKey, model: env.OPENAI_SCENARIO_MODEL }),
    );
  }

  function images(): Promise<ProviderCheck> | ProviderCheck {
    switch (env.IMAGE_PROVIDER) {
      case 'openai':
        return hosted(
          { kind: 'images', provider: 'openai', model: env.OPENAI_IMAGE_MODEL, endpoint: publicEndpoint(env.OPENAI_BASE_URL) },
          env.OPENAI_API_KEY ? null : 'OPENAI_API_KEY',
          () => probeOpenAiModel({ ...probe, baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_IMAGE_MODEL }),
          warningsFor('openai', 'image', env.OPENAI_IMAGE_MODEL),
        );
      case 'gemini':
        return hosted(
          { kind: 'images', provider: 'gemini', model: env.GEMINI_IMAGE_MODEL, endpoint: publicEndpoint(env.GEMINI_BASE_URL) },
          env.GEMINI_API_KEY ? null : 'GEMINI_API_KEY',
          () => probeGeminiModel({ ...probe, baseUrl: env.GEMINI_BASE_URL, apiKey: env.GEMINI_API_KEY!, model: env.GEMINI_IMAGE_MODEL }),
          warningsFor('gemini', 'image', env.GEMINI_IMAGE_MODEL),
        );
      case 'fal':
        return hosted(
          { kind: 'images', provider: 'fal', model: env.FAL_IMAGE_MODEL, endpoint: publicEndpoint(env.FAL_QUEUE_URL) },
          env.FAL_KEY ? null : 'FAL_KEY',
          () => probeFalKey({ ...probe, queueBaseUrl: env.FAL_QUEUE_URL, apiKey: env.FAL_KEY!, modelId: env.FAL_IMAGE_MODEL }),
          warningsFor('fal', 'image', env.FAL_IMAGE_MODEL),
        );
      case 'comfyui':
        return hosted(
          { kind: 'images', provider: 'comfyui', model: comfyModelLabel(env.COMFYUI_WORKFLOW), endpoint: env.COMFYUI_URL ? publicEndpoint(env.COMFYUI_URL) : null },
          env.COMFYUI_URL ? null : 'COMFYUI_URL',
          async () => {
            const started = performance.now();
            let workflows;
            try {
              workflows = loadComfyWorkflows({ workflowPath: env.COMFYUI_WORKFLOW, inpaintWorkflowPath: env.COMFYUI_INPAINT_WORKFLOW });
            } catch (err) {
              return { ok: false, latencyMs: Math.round(performance.now() - started), error: (err as Error).message.slice(0, 300) };
            }
            const name = (file: string | undefined, fallback: string) => path.basename(file ?? fallback);
            return probeComfyUi({
              ...probe,
              baseUrl: env.COMFYUI_URL!,
              apiKey: env.COMFYUI_API_KEY,
              workflows: { [name(env.COMFYUI_WORKFLOW, DEFAULT_WORKFLOW_PATH)]: workflows.plain, [name(env.COMFYUI_INPAINT_WORKFLOW, DEFAULT_INPAINT_WORKFLOW_PATH)]: workflows.masked },
            });
          },
        );
      default:
        return local('images', 'studio renderer');
    }
  }

  function videos(): Promise<ProviderCheck> | ProviderCheck {
    if (env.VIDEO_PROVIDER !== 'fal') return local('videos', 'ffmpeg camera moves');
    return hosted(
      { kind: 'videos', provider: 'fal', model: env.FAL_KLING_MODEL, endpoint: publicEndpoint(env.FAL_QUEUE_URL) },
      env.FAL_KEY ? null : 'FAL_KEY',
      () => probeFalKey({ ...probe, queueBaseUrl: env.FAL_QUEUE_URL, apiKey: env.FAL_KEY!, modelId: env.FAL_KLING_MODEL }),
      warningsFor('fal', 'video', env.FAL_KLING_MODEL),
    );
  }

  return {
    /**
     * Checks every engine, the hosted ones in parallel (one cheap call each, about 10 s at most).
     * @returns the report; never throws for a provider failure (it is reported instead).
     */
    async check(): Promise<ProviderHealthReport> {
      const providers = await Promise.all([scenarios(), images(), videos()]);
      return { ok: providers.every((p) => p.ok), checkedAt: (options.now?.() ?? new Date()).toISOString(), providers };
    },
  };
}

/**
 * The report as a plain-text table for the terminal.
 * Input: a report. Output: a header line and one line per engine, columns padded, then one
 * `warning: <engine>: <text>` line per warning.
 */
export function formatHealthTable(report: ProviderHealthReport): string {
  const rows = [
    ['engine', 'provider', 'model', 'configured', 'status', 'latency', 'error'],
    ...report.providers.map((p) => [
      p.kind,
      p.provider,
      p.model,
      p.configured ? 'yes' : 'no',
      p.ok ? 'ok' : 'FAIL',
      p.latencyMs === null ? '-' : `${p.latencyMs} ms`,
      p.error ?? '',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const table = rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd());
  const warnings = report.providers.flatMap((p) => p.warnings.map((w) => `warning: ${p.kind}: ${w}`));
  return [...table, ...(warnings.length ? ['', ...warnings] : [])].join('\n');
}
