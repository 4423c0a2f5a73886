/**
 * Configuration: the only module that reads `process.env`.
 *
 * Every variable is documented in `.env.example`. `loadEnv()` parses with zod and throws an
 * `EnvError` naming each bad variable, so the process fails at start with a clear message.
 * With no variables at all the app runs on its embedded defaults: PGlite, local files and the
 * dev mail outbox under `DATA_DIR`.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MODELS } from './providers/ai/model-catalog';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const stripePriceId = z.string().regex(/^price_/, 'must be a Stripe price id (price_...)').optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * Bind address. Default 127.0.0.1: only this machine can reach the app (and its dev mailbox).
   * Set 0.0.0.0 (or a LAN address) to expose it; see docs/security.md.
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Folder for the embedded database, stored files and the mail outbox. */
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Where photos, images, videos and exports are stored: 'local' (files under DATA_DIR/storage) or
   * 's3' (an S3-compatible bucket: Amazon S3, MinIO, Cloudflare R2, Backblaze B2...; docs/deploy.md).
   */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Endpoint URL of an S3-compatible store (e.g. http://minio:9000); unset for Amazon S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Region of the bucket (any value a self-hosted store accepts, e.g. us-east-1). */
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-west-1').default('us-east-1'),
  /** The bucket; keep it private (block public access): objects reach users through the API or a presigned URL. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(3).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(3).optional(),
  /** Address the bucket in the URL's path (http://host/bucket/key); most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  /**
   * Serve downloads of images and videos by redirecting to a presigned URL of the bucket valid for a
   * few minutes, instead of streaming them through the API. The bucket must be reachable by browsers.
   */
  S3_PRESIGNED_DOWNLOADS: booleanish.default(false),
  /**
   * Let photo URLs and webhook endpoints point at loopback and private addresses, for development
   * and tests only: refused with NODE_ENV=production (those addresses are what SSRF attacks reach).
   */
  URL_FETCH_ALLOW_PRIVATE: booleanish.default(false),
  /** Public URL of the app, used in emails and redirects (never taken from request headers). */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Secret for session cookies and signed URLs: at least 32 characters. Generated into DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Outgoing mail over SMTP, e.g. smtp://user:pass@smtp.example.com:587. Unset: dev outbox in DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vitrine <no-reply@vitrine.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Port of a listener that serves only `/metrics` (Prometheus text format), on METRICS_HOST. Works
   * for `serve` and `worker`. Unset: no such listener.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Bind address of the METRICS_PORT listener; default: HOST. */
  METRICS_HOST: z.string().min(1).optional(),
  /**
   * Bearer token that opens `/metrics` on the main port (`Authorization: Bearer <token>`), at least
   * 32 characters. Unset: `/metrics` is not served on the main port.
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * On SIGTERM or SIGINT, seconds the running jobs get to finish before they are put back in line
   * for another worker. Keep it under the orchestrator's kill timeout (Docker: 10 s by default,
   * Kubernetes: 30 s) less a few seconds for the rest of the shutdown.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(8),
  /**
   * With PostgreSQL: seconds without a heartbeat after which a worker process is taken for dead and
   * the jobs it was running go back in line for the others (10-600).
   */
  WORKER_DEAD_AFTER_SECONDS: z.coerce.number().int().min(10).max(600).default(30),
  /** Run the job worker inside the web process (`serve`). */
  WORKER_IN_PROCESS: booleanish.default(true),
  /** Concurrent jobs per worker process. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Engine worker processes (cut-outs, renders, packshots, local videos run there, never on the
   * event loop that serves HTTP). Default: one per CPU core, 1 to 4. 0 runs the engine in the
   * calling process (tests and tools only: every upload then blocks the server while it is cut out).
   */
  ENGINE_WORKERS: z.coerce.number().int().min(0).max(32).optional(),
  /** Engine tasks that may wait in memory for a worker; past that, jobs wait in the job queue and requests get 503. */
  ENGINE_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** Resident memory of one engine worker past which it exits (its task fails and is retried or refunded), MB. */
  ENGINE_WORKER_MAX_RSS_MB: z.coerce.number().int().min(256).max(65_536).default(2048),
  /** Cut-out engine: the ISNet model, or GrabCut only (no model in memory, ~600 MB less). */
  CUTOUT_ENGINE: z.enum(['model', 'grabcut']).default('model'),
  /**
   * Sign-in and password-reset attempts allowed per minute, per IP and per email. The per-email
   * sign-in limit counts failed attempts only; a successful sign-in clears it.
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Generations a user may start per minute; also the limit on scenario suggestions from a hosted model. */
  GENERATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Photo uploads a user may make per minute. */
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Video engine: 'local' (ffmpeg camera moves, offline) or 'fal' (fal.ai Kling image-to-video; needs FAL_KEY). */
  VIDEO_PROVIDER: z.enum(['local', 'fal']).default('local'),
  /** fal.ai API key (https://fal.ai/dashboard/keys). */
  FAL_KEY: z.string().min(8).optional(),
  /** fal.ai queue endpoint. */
  FAL_QUEUE_URL: z.url().default('https://queue.fal.run'),
  /**
   * fal.ai Kling image-to-video model id (default Kling 2.6 Pro). The model catalogue
   * (src/server/providers/ai/model-catalog.ts) lists the known ones; `providers check` warns about a retired one.
   */
  FAL_KLING_MODEL: z
    .string()
    .regex(/^[\w.-]+(\/[\w.-]+)+$/, 'must be a fal model id such as fal-ai/kling-video/v2.6/pro/image-to-video')
    .default(DEFAULT_MODELS.falVideo),
  /**
   * Image engine: 'local' (studio renderer, offline), 'openai' (image edits; needs OPENAI_API_KEY),
   * 'gemini' (Gemini 3.1 Flash Image; needs GEMINI_API_KEY), 'fal' (FLUX.2 [pro] edit, Seedream or FLUX.1 Kontext; needs FAL_KEY)
   * or 'comfyui' (your own GPU: a ComfyUI server running an image-edit workflow; needs COMFYUI_URL).
   */
  IMAGE_PROVIDER: z.enum(['local', 'openai', 'gemini', 'fal', 'comfyui']).default('local'),
  /** Seconds one output image may take at a hosted provider, retries included, before it fails as retryable. */
  IMAGE_PROVIDER_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(900).default(120),
  /** OpenAI API key (https://platform.openai.com/api-keys), or the key of an OpenAI-compatible service. */
  OPENAI_API_KEY: z.string().min(8).optional(),
  /** OpenAI API base URL including /v1 (another OpenAI-compatible endpoint, or a local fake in tests). */
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.openai.com/v1'),
  /** OpenAI image model for edits (gpt-image-2; the model catalogue lists the others and their retirement dates). */
  OPENAI_IMAGE_MODEL: z.string().regex(/^[\w.:-]{3,100}$/, 'must be a model id such as gpt-image-2').default(DEFAULT_MODELS.openaiImage),
  /** Most requests in flight to OpenAI from one process. */
  OPENAI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Scenario ideas engine: 'local' (rule-based catalog, offline) or 'openai' (any OpenAI-compatible chat
   * endpoint at OPENAI_BASE_URL: OpenAI, OpenRouter, Ollama, vLLM). The key is required for api.openai.com.
   */
  SCENARIO_PROVIDER: z.enum(['local', 'openai']).default('local'),
  /** Chat model for scenario ideas: it must read images and answer JSON (e.g. gpt-5-mini, openai/gpt-5-mini, qwen2.5vl:7b). */
  OPENAI_SCENARIO_MODEL: z
    .string()
    .regex(/^[\w.:@/-]{2,200}$/, 'must be a model id such as gpt-5-mini')
    .default('gpt-5-mini'),
  /**
   * Base URL and key of the chat endpoint for scenario ideas when it is not OPENAI_BASE_URL /
   * OPENAI_API_KEY (e.g. ideas from Ollama or OpenRouter while images use OpenAI).
   */
  SCENARIO_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SCENARIO_API_KEY: z.string().min(8).optional(),
  /** Seconds one suggestion of scenario ideas may take at a hosted provider, retries included (the user waits for it). */
  SCENARIO_PROVIDER_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(300).default(60),
  /** Accounts made administrators when they confirm their email or sign in (comma-separated addresses). */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const list = (value ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      if (list.some((email) => !z.email().safeParse(email).success)) {
        ctx.addIssue({ code: 'custom', message: 'must be email addresses separated by commas' });
      }
      return [...new Set(list)];
    }),
  /** Google Gemini API key (https://aistudio.google.com/apikey). */
  GEMINI_API_KEY: z.string().min(8).optional(),
  /** Gemini API host (a local fake in tests). */
  GEMINI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://generativelanguage.googleapis.com'),
  /** Gemini image model (gemini-3.1-flash-image by default, or gemini-3-pro-image). */
  GEMINI_IMAGE_MODEL: z.string().regex(/^[\w.-]{3,100}$/, 'must be a model id such as gemini-3.1-flash-image').default(DEFAULT_MODELS.geminiImage),
  /** Most requests in flight to Gemini from one process. */
  GEMINI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * fal.ai image model: a FLUX.2 edit model (fal-ai/flux-2-pro/edit, the default; .../flux-2-max/edit,
   * .../flux-2-flex/edit), Seedream edit (fal-ai/bytedance/seedream/v4.5/edit, .../v4/edit) or FLUX.1 Kontext.
   */
  FAL_IMAGE_MODEL: z
    .string()
    .regex(/^[\w.-]+(\/[\w.-]+)+$/, 'must be a fal model id such as fal-ai/flux-2-pro/edit')
    .refine((v) => /kontext|seedream|flux-2[^/]*\/edit$/.test(v), 'must be a FLUX.2 edit, Seedream edit or FLUX.1 Kontext model')
    .default(DEFAULT_MODELS.falImage),
  /** Most requests in flight to fal.ai from one process (images and videos together). */
  FAL_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** ComfyUI server for IMAGE_PROVIDER=comfyui, e.g. http://127.0.0.1:8188 (docs/providers.md 'Your own GPU'). */
  COMFYUI_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine((u) => {
      const url = new URL(u);
      return !url.username && !url.password;
    }, 'must not contain a user or password (put a proxy token in COMFYUI_API_KEY)')
    .optional(),
  /** Token of an authenticating proxy in front of ComfyUI, sent as `Authorization: Bearer` (ComfyUI itself has no keys). */
  COMFYUI_API_KEY: z.string().min(8).optional(),
  /** Path of a plain edit workflow in ComfyUI's API format (default: the shipped Qwen-Image-Edit-2509 workflow). */
  COMFYUI_WORKFLOW: z.string().min(1).optional(),
  /** Path of the masked edit workflow used with the product lock (default: the shipped Qwen-Image-Edit-2509 one). */
  COMFYUI_INPAINT_WORKFLOW: z.string().min(1).optional(),
  /** Most requests in flight to ComfyUI from one process (uploads, queue, polls, downloads). */
  COMFYUI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** ffmpeg and ffprobe binaries. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /** Seconds a local video render may take before ffmpeg is killed and the video refunded. */
  VIDEO_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(180),
  /** Trust X-Forwarded-For from a reverse proxy for client IPs. */
  TRUST_PROXY: booleanish.default(false),
  /** Stripe secret key (sk_live_... or sk_test_...). Unset: the test-mode checkout, no payment taken. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_, sk_live_, rk_test_ or rk_live_')
    .optional(),
  /** Signing secret of the Stripe webhook endpoint /api/webhooks/stripe (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must start with whsec_').optional(),
  /** Stripe API base URL; only for a local Stripe fake (stripe-mock or tests). */
  STRIPE_API_URL: z.url().optional(),
  /** Stripe price ids, one per plan and billing period (a price id maps to exactly one of them). */
  STRIPE_PRICE_STARTER_MONTH: stripePriceId,
  STRIPE_PRICE_STARTER_YEAR: stripePriceId,
  STRIPE_PRICE_PLUS_MONTH: stripePriceId,
  STRIPE_PRICE_PLUS_YEAR: stripePriceId,
  STRIPE_PRICE_PRO_MONTH: stripePriceId,
  STRIPE_PRICE_PRO_YEAR: stripePriceId,
  STRIPE_PRICE_FOUNDERS_MONTH: stripePriceId,
  STRIPE_PRICE_FOUNDERS_YEAR: stripePriceId,
  /**
   * Without Stripe keys, offer the test-mode checkout (no payment is taken; plans change for free).
   * Default: on, except with NODE_ENV=production where it must be switched on explicitly.
   */
  BILLING_TEST_MODE: booleanish.optional(),
  /**
   * 'Sign in with Google': an OAuth client of type 'Web application' at
   * https://console.cloud.google.com/apis/credentials with the redirect URI PUBLIC_URL/api/auth/callback/google.
   * Both or neither; unset, the button is not shown.
   */
  GOOGLE_CLIENT_ID: z.string().min(8).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(8).optional(),
  /**
   * 'Sign in with GitHub': an OAuth App at https://github.com/settings/developers with the
   * authorization callback URL PUBLIC_URL/api/auth/callback/github. Both or neither; unset, no button.
   */
  GITHUB_CLIENT_ID: z.string().min(8).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(8).optional(),
  /**
   * Who runs this instance, shown on /privacy, /terms and /cookies. Unset, the
   * pages say that the operator has not provided it yet, and `serve` logs a warning.
   */
  OPERATOR_NAME: z.string().max(200).optional(),
  /** Contact address for privacy and legal requests, shown on the legal pages. */
  OPERATOR_EMAIL: z.email('must be an email address').optional(),
  /** Postal address of the operator, shown on the legal pages (one line; commas separate lines). */
  OPERATOR_ADDRESS: z.string().max(500).optional(),
  /**
   * Where the contact form's tickets are emailed, with the user's address as
   * Reply-To. Unset: OPERATOR_EMAIL, else the first ADMIN_EMAILS address; with none of them, tickets
   * are only stored (and `serve` logs a warning).
   */
  SUPPORT_EMAIL: z.email('must be an email address').optional(),
  /**
   * Live chat hours, `HH:MM-HH:MM` in SUPPORT_TIMEZONE (closing exclusive; `24:00` is midnight).
   * Inside them Plus and Pro users chat with support; outside them, and on other plans, the chat box
   * sends a ticket answered within 24 hours.
   */
  SUPPORT_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]|24):[0-5]\d$/, 'must be HH:MM-HH:MM, e.g. 09:00-18:00')
    .refine((v) => { const [a, b] = v.split('-'); return a! < b!; }, 'must close after it opens')
    .default('09:00-18:00'),
  /** The operator's IANA time zone for SUPPORT_HOURS, e.g. Europe/Lisbon. */
  SUPPORT_TIMEZONE: z
    .string()
    .refine((v) => { try { new Intl.DateTimeFormat('en', { timeZone: v }); return true; } catch { return false; } }, 'must be an IANA time zone, e.g. Europe/Lisbon')
    .default('UTC'),
  /** Days of SUPPORT_HOURS, ISO numbers 1 (Monday) to 7 (Sunday), as a range or a list: `1-5`, `1,2,3,4,5,6`. */
  SUPPORT_DAYS: z
    .string()
    .regex(/^[1-7](-[1-7])?(,[1-7](-[1-7])?)*$/, 'must be ISO day numbers 1-7, e.g. 1-5')
    .default('1-5'),
  /**
   * Marketing broadcasts: emails a second at most (the mail provider's sending limit; e.g. Amazon
   * SES starts accounts at 1 a second, Resend's default is 2 requests a second).
   */
  BROADCAST_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * The signing secret (`whsec_...`) of the mail provider's delivery webhooks
   * (POST /api/webhooks/mail, Standard Webhooks signatures, Resend's `email.bounced` and
   * `email.complained` events): bounced and complaining addresses get no more broadcasts. Unset:
   * the endpoint answers 404.
   */
  MAIL_EVENTS_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be the whsec_... secret of the webhook').optional(),
  /**
   * JSON file with the landing page's testimonials and partner names; see
   * docs/landing-showcase.md. Unset (the default) or empty: the landing page shows neither section.
   */
  LANDING_SHOWCASE_FILE: z.string().min(1).optional(),
});

/** Names of the price variables, by plan and period. */
/** The name of every variable `loadEnv` reads (deploy files are checked against it). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export const STRIPE_PRICE_VARIABLES = {
  Starter: { month: 'STRIPE_PRICE_STARTER_MONTH', year: 'STRIPE_PRICE_STARTER_YEAR' },
  Plus: { month: 'STRIPE_PRICE_PLUS_MONTH', year: 'STRIPE_PRICE_PLUS_YEAR' },
  Pro: { month: 'STRIPE_PRICE_PRO_MONTH', year: 'STRIPE_PRICE_PRO_YEAR' },
  Founders: { month: 'STRIPE_PRICE_FOUNDERS_MONTH', year: 'STRIPE_PRICE_FOUNDERS_YEAR' },
} as const;

export type Env = z.infer<typeof envSchema> & {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** PUBLIC_URL or http://localhost:PORT, without a trailing slash. */
  publicUrl: string;
  /** True when checkout runs in test mode (no Stripe key; see BILLING_TEST_MODE). */
  billingTestMode: boolean;
};

/** Thrown when one or more variables are invalid; the message names each of them. */
export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}\nSee .env.example.`);
    this.name = 'EnvError';
  }
}

/**
 * Parses configuration from `source` (default `process.env`); empty strings count as unset.
 * @throws EnvError naming every invalid variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = source[key];
    if (value !== undefined && value.trim() !== '') cleaned[key] = value.trim();
  }
  const parsed = envSchema
    .superRefine((v, ctx) => {
      if (v.VIDEO_PROVIDER === 'fal' && !v.FAL_KEY) {
        ctx.addIssue({ code: 'custom', path: ['FAL_KEY'], message: "is required when VIDEO_PROVIDER is 'fal'" });
      }
      const imageKey = { openai: 'OPENAI_API_KEY', gemini: 'GEMINI_API_KEY', fal: 'FAL_KEY', comfyui: 'COMFYUI_URL', local: null } as const;
      const required = imageKey[v.IMAGE_PROVIDER];
      if (required && !v[required]) {
        ctx.addIssue({ code: 'custom', path: [required], message: `is required when IMAGE_PROVIDER is '${v.IMAGE_PROVIDER}'` });
      }
      if (
        v.SCENARIO_PROVIDER === 'openai' &&
        !(v.SCENARIO_API_KEY ?? v.OPENAI_API_KEY) &&
        new URL(v.SCENARIO_BASE_URL ?? v.OPENAI_BASE_URL).hostname === 'api.openai.com'
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['OPENAI_API_KEY'],
          message: "is required when SCENARIO_PROVIDER is 'openai' and the endpoint is the OpenAI API (or set SCENARIO_API_KEY)",
        });
      }
      for (const [id, secret] of [
        ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
      ] as const) {
        if (!v[id] !== !v[secret]) {
          const missing = v[id] ? secret : id;
          ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${missing === id ? secret : id} is set` });
        }
      }
      if (v.STORAGE_DRIVER === 's3') {
        for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
          if (!v[name]) ctx.addIssue({ code: 'custom', path: [name], message: "is required when STORAGE_DRIVER is 's3'" });
        }
      }
      if (v.METRICS_PORT !== undefined && v.METRICS_PORT === v.PORT) {
        ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT (to serve /metrics on the main port, set METRICS_TOKEN)' });
      }
      if (v.URL_FETCH_ALLOW_PRIVATE && v.NODE_ENV === 'production') {
        ctx.addIssue({ code: 'custom', path: ['URL_FETCH_ALLOW_PRIVATE'], message: 'is for development and tests only; it cannot be true with NODE_ENV=production' });
      }
      if (v.S3_PRESIGNED_DOWNLOADS && v.STORAGE_DRIVER !== 's3') {
        ctx.addIssue({ code: 'custom', path: ['S3_PRESIGNED_DOWNLOADS'], message: "needs STORAGE_DRIVER 's3'" });
      }
      if (v.STRIPE_SECRET_KEY && !v.STRIPE_WEBHOOK_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
      }
      const seen = new Map<string, string>();
      for (const periods of Object.values(STRIPE_PRICE_VARIABLES)) {
        for (const name of Object.values(periods)) {
          const id = v[name];
          if (!id) continue;
          const other = seen.get(id);
          if (other) ctx.addIssue({ code: 'custom', path: [name], message: `repeats the price id of ${other}; each price id maps to one plan and period` });
          seen.set(id, name);
        }
      }
    })
    .safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const billingTestMode = !env.STRIPE_SECRET_KEY && (env.BILLING_TEST_MODE ?? env.NODE_ENV !== 'production');
  return { ...env, dataDir, publicUrl, billingTestMode };
}
