/**
 * Composition root: builds the database, providers and services from configuration. `serve`,
 * `worker`, the migration script and the integration tests all start from here. Each area of the
 * app is wired by its module under ./composition/ (engine, AI, accounts, creation, billing, admin
 * and support, site); this file opens the database, builds what the areas share, and wires them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { Env } from './env';
import { createLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './providers/mail';
import { createUrlFetcher, type UrlFetcher } from './providers/url-fetch/url-fetcher';
import { createWebhooksService, type WebhooksService } from './services/webhooks';
import { createApiBatchesService, type ApiBatchesService } from './services/api-batches';
import { createProductImportsService, type ProductImportsService } from './services/product-imports';
import { createSecretBox } from './services/secret-box';
import { createCatalogueRunsService, type CatalogueRunsService } from './services/catalogue-runs';
import { createShopifyCatalog } from './providers/shops/shopify-catalog';
import { apiErrorCodeOfFailure } from './http/batch-failures';
import { createStorage, type Storage } from './providers/storage';
import { createQueue, type Queue } from './jobs/queue';
import { createJobs, type Jobs } from './jobs/registry';
import type { Engine, EnginePool } from './engine';
import { createDecodeGate } from './engine/image/decode-gate';
import { createEngine, type EngineOverrides } from './composition/engine';
import { createAi, type AiOverrides, type AiServices } from './composition/ai';
import { createAccounts, type AccountServices } from './composition/accounts';
import { createCreation, type CreationServices } from './composition/creation';
import { createBroadcastsService, type BroadcastsService } from './services/broadcasts';
import { createMailEventsService, type MailEventsService } from './services/mail-events';
import { createBillingArea, createPaymentsOf, type BillingServices, type PaymentsOverrides } from './composition/billing';
import { createAdminSupport, type AdminSupportServices } from './composition/admin-support';
import { createSite, type SiteServices } from './composition/site';
import { createMetrics, type Metrics } from './metrics/metrics';
import { withStorageMetrics } from './metrics/storage-metrics';
import { CREDIT_REASON_KINDS } from './services/credit-reasons';

/** Everything the app, the workers and the tests use; each area's services are listed in its module. */
export interface Container extends AiServices, AccountServices, CreationServices, BillingServices, AdminSupportServices, SiteServices {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: Storage;
  /** Fetches user-given URLs (photos, webhook endpoints), SSRF-safe. */
  urlFetcher: UrlFetcher;
  /** Outgoing webhooks: endpoints, events and deliveries. */
  webhooks: WebhooksService;
  /** Batches by API: up to 100 items, each its own job, charge and refund. */
  apiBatches: ApiBatchesService;
  productImports: ProductImportsService;
  catalogueRuns: CatalogueRunsService;
  /** Marketing broadcasts (admin) and their sending job. */
  broadcasts: BroadcastsService;
  /** The mail provider's bounces and complaints. */
  mailEvents: MailEventsService;
  queue: Queue;
  /** The job registry on `queue`: what services enqueue and what workers run. */
  jobs: Jobs;
  /** Vitrine's imaging engine (worker processes unless ENGINE_WORKERS=0). */
  engine: Engine;
  /** App secret (sessions, webhook tokens). */
  secret: string;
  /** This process's metrics registry (served at /metrics: http/metrics-route.ts). */
  metrics: Metrics;
  close(): Promise<void>;
}

/** What tests replace (the engine's parts, the AI engines, the payments provider: see each area). */
export interface ContainerOverrides extends EngineOverrides, AiOverrides, PaymentsOverrides {
  /** An already opened PGlite instance (tests). */
  pglite?: PGlite;
  /** Replaces the fetcher of user-given URLs (tests). */
  urlFetcher?: UrlFetcher;
  logger?: Logger;
  mailer?: Mailer;
}

/** AUTH_SECRET, or a random secret kept in DATA_DIR/auth-secret so sessions survive restarts. */
function resolveSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The engine or provider that does a job's work, for the job metrics: the configured image provider
 * for generations, the video provider for videos, 'local' (Vitrine's engine) for cut-outs and
 * packshots, 'none' for the jobs that only read and write the database or send mail.
 */
function providerOfJob(env: Env, job: string): string {
  if (job === 'generation-render') return env.IMAGE_PROVIDER;
  if (job === 'video-render' || job === 'video-finalize') return env.VIDEO_PROVIDER;
  if (job === 'source-cutout' || job === 'studio-batch' || job === 'ad-set') return 'local';
  return 'none';
}

/** Opens the database (without migrating) and wires every service. */
export async function createContainer(env: Env, overrides: ContainerOverrides = {}): Promise<Container> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  // The database first: every area is built on it.
  const database = await openDatabase(
    overrides.pglite ? { pglite: overrides.pglite }
    : env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL, onIdleError: (error: Error) => logger.warn({ err: error }, 'idle database connection closed') }
    : { dataDir: path.join(env.dataDir, 'db') },
  );
  const db = database.db;
  const mailer = overrides.mailer ?? createMailer(env, logger);
  const secret = resolveSecret(env);
  // Process metrics (event-loop delay sampling) only where they are served.
  const metrics = createMetrics({ defaults: Boolean(env.METRICS_PORT || env.METRICS_TOKEN) });
  const storage = withStorageMetrics(createStorage(env), metrics);
  const engine = createEngine(env, logger, overrides);
  const { ai, videoEngines } = createAi(env, engine, logger, overrides);
  const queue = createQueue(database, logger, {
    databaseUrl: env.DATABASE_URL,
    observe: (job, outcome, seconds) => metrics.observeJob(job, providerOfJob(env, job), outcome, seconds),
    deadWorkerSeconds: env.WORKER_DEAD_AFTER_SECONDS,
  });
  metrics.setSources({
    queue: () => queue.figures(),
    engine: () => ('stats' in engine && typeof engine.stats === 'function' ? (engine as EnginePool).stats() : null),
  });
  const jobs = createJobs(queue, env);
  // One decode gate per process for every upload (product photos, profile photos).
  const decodeGate = createDecodeGate();
  // User-given URLs (photos, webhook endpoints): public addresses only, unless development allows private ones.
  const urlFetcher = overrides.urlFetcher ?? createUrlFetcher({ allowPrivate: env.URL_FETCH_ALLOW_PRIVATE });
  const payments = createPaymentsOf(env, db, secret, overrides);
  const onCreditChange = ({ amount, reason }: { amount: number; reason: keyof typeof CREDIT_REASON_KINDS }) => {
    const kind = CREDIT_REASON_KINDS[reason];
    if (kind === 'reserve' || kind === 'refund') metrics.countCredits(kind, reason, amount);
  };
  const accounts = createAccounts({ env, db, mailer, logger, secret, jobs, storage, engine, decodeGate, payments: payments.provider, onCreditChange });
  const { credits, auth, notices, choices } = accounts;
  const creation = createCreation({ env, db, storage, engine, ai, videoEngines, credits, choices, jobs, logger, secret, decodeGate, urlFetcher });
  const webhooks = createWebhooksService({ db, jobs, urlFetcher, mailer, logger, publicUrl: env.publicUrl, production: env.NODE_ENV === 'production' });
  const apiBatches = createApiBatchesService({
    db,
    credits,
    jobs,
    logger,
    sources: creation.sources,
    scenarios: creation.scenarios,
    generations: creation.generations,
    studio: creation.studio,
    videos: creation.videos,
    listingSets: creation.listingSets,
    webhooks,
    apiErrorCode: apiErrorCodeOfFailure,
    storage,
    publicUrl: env.publicUrl,
  });
  const productImports = createProductImportsService({
    db,
    products: creation.products,
    sources: creation.sources,
    library: creation.library,
    jobs,
    shopify: createShopifyCatalog({ fetcher: urlFetcher }),
    secrets: createSecretBox(secret),
    logger,
  });
  const catalogueRuns = createCatalogueRunsService({ db, apiBatches, credits, brandKits: creation.brandKits });
  const billing = createBillingArea({ env, db, credits, logger, payments, notices, mailer });
  const broadcasts = createBroadcastsService({ db, mailer, jobs, logger, secret, publicUrl: env.publicUrl, ratePerSecond: env.BROADCAST_RATE_PER_SECOND });
  const mailEvents = createMailEventsService({ db, logger, secret: env.MAIL_EVENTS_SECRET ?? null });
  return {
    env,
    logger,
    database,
    mailer,
    storage,
    urlFetcher,
    webhooks,
    apiBatches,
    productImports,
    catalogueRuns,
    broadcasts,
    mailEvents,
    ai,
    videoEngines,
    queue,
    jobs,
    engine,
    secret,
    metrics,
    ...accounts,
    ...creation,
    ...billing,
    ...createAdminSupport({
      env,
      db,
      credits,
      logger,
      mailer,
      auth,
      profile: accounts.profile,
      // A job an admin cancels ends as its render job would: refunded, its webhook event, its batch item's end.
      generations: {
        abandon: async (id, reason) => {
          await creation.generations.abandon(id, reason);
          await webhooks.generationSettled(id);
          await apiBatches.workSettled(id);
        },
      },
      videos: {
        abandon: async (id, reason) => {
          await creation.videos.abandon(id, reason);
          await webhooks.videoSettled(id);
          await apiBatches.workSettled(id);
        },
      },
    }),
    ...createSite({ env, db, auth, payments: payments.provider }),
    // The queue stops first (no job left using the engine), then the engine's workers, then the database.
    async close() {
      // Jobs get SHUTDOWN_GRACE_SECONDS to finish; closing the engine then fails those still
      // running, and the queue records that (back in line) before the database closes.
      await queue.stop({ graceSeconds: env.SHUTDOWN_GRACE_SECONDS });
      await engine.close();
      await queue.drain();
      await database.close();
    },
  };
}
