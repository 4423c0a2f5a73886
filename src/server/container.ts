/**
 * Composition root: builds the database, providers and services from configuration. `serve`,
 * `worker`, the migration script and the integration tests all start from here.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createAuth, type Auth } from './auth/auth';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { Env } from './env';
import { createLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './providers/mail';
import { createAccountService, type AccountService } from './services/account';
import { createAdminUsers, type AdminUsers } from './services/admin-users';
import { createAdminServices, type AdminServices } from './services/admin';
import { EMAIL_CONFIRMED_CALLBACK } from '../shared/auth-links';
import { createCreditsService, type CreditsService } from './services/credits';
import { createProviderHealthService, type ProviderHealthService } from './services/provider-health';
import { createRateLimiter, type RateLimiter } from './services/rate-limiter';
import { createQueue, type Queue } from './jobs/queue';
import { createJobs, type Jobs } from './jobs/registry';
import { createAiProviders, type AiProviders } from './providers/ai/select';
import { createProviderLimiters } from './providers/ai/provider-limiters';
import { createStorage, type Storage } from './providers/storage';
import { createGenerationsService, type GenerationsService } from './services/generations';
import { createLibraryService, type LibraryService } from './services/library';
import { createPreferencesService, type PreferencesService } from './services/preferences';
import { createScenariosService, flatLayFromCutouts, type ScenariosService } from './services/scenarios';
import { createStatsService, type StatsService } from './services/stats';
import { createVideoEngines, type VideoEngines } from './providers/ai/select-video';
import { createVideoInspector } from './providers/media/video-inspector';
import { createVideosService, type VideosService } from './services/videos';
import { createVideoFilesService, type VideoFilesService } from './services/video-files';
import { createImageEngineService, type ImageEngineService } from './services/image-engine';
import { createDevMailboxService, type DevMailboxService } from './services/dev-mailbox';
import { createVideoWebhooks } from './services/webhook-tokens';
import { createSourceImagesService, type SourceImagesService } from './services/source-images';
import { createPayments, type Payments } from './providers/payments/select';
import type { PaymentsProvider } from './providers/payments/payments-provider';
import { createBillingService, type BillingService } from './services/billing';
import { createCutoutsService, type CutoutsService } from './services/cutouts';
import { createStudioBatchesService, type StudioBatchesService } from './services/studio-batches';
import type { Packshot, PackshotInput } from './engine/packshot/packshot';
import type { MattingEngine } from './engine/cutout/matting-engine';
import { createLocalScenarioEngine, createMotionVideoProvider, createStudioImageProvider, scenarioIdeasCodec, type Engine } from './engine';
import { createEngine } from './composition/engine';
import { createCreditRenewals, type CreditRenewals } from './services/credit-renewals';
import { createTestCheckoutService, type TestCheckoutService } from './services/test-checkout';
import { createTestPaymentsStore } from './services/test-payments-store';
import type { SocialProvider } from '../shared/contracts/profile';
import type { SocialProviderKeys } from './auth/auth';
import { createDecodeGate } from './engine/image/decode-gate';
import { createProfileService, type ProfileService } from './services/profile';
import { createSavedImagesService, type SavedImagesService } from './services/saved-images';
import { createSessionsService, type SessionsService } from './services/sessions';
import { createAccountChoices, type AccountChoices } from './services/account-choices';
import { createNoticesService, type NoticesService } from './services/notices';
import { createGalleryService, type GalleryService } from './services/gallery';
import { createSupportService, supportAddressOf, type SupportService } from './services/support';
import { createAccountDataService, type AccountDataService } from './services/account-data';
import { createLandingInfoService, loadShowcase, type LandingInfoService } from './services/site/landing-info';
import { createLegalInfoService, type LegalInfoService } from './services/site/legal-info';

export interface Container {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The dev mail outbox (the messages the outbox mailer kept). */
  devMailbox: DevMailboxService;
  auth: Auth;
  credits: CreditsService;
  account: AccountService;
  rateLimiter: RateLimiter;
  storage: Storage;
  ai: AiProviders;
  /** What GET /image-engine tells the web app about the configured image engine. */
  imageEngine: ImageEngineService;
  queue: Queue;
  /** The job registry on `queue`: what services enqueue and what workers run. */
  jobs: Jobs;
  /** Vitrine's imaging engine (worker processes unless ENGINE_WORKERS=0). */
  engine: Engine;
  sources: SourceImagesService;
  cutouts: CutoutsService;
  /** Studio Photos batches (issue 17). */
  studio: StudioBatchesService;
  scenarios: ScenariosService;
  generations: GenerationsService;
  library: LibraryService;
  preferences: PreferencesService;
  stats: StatsService;
  videoEngines: VideoEngines;
  videos: VideosService;
  /** The MP4 and poster bytes of a user's video. */
  videoFiles: VideoFilesService;
  payments: Payments;
  billing: BillingService;
  /** Test-mode checkout and portal (null with Stripe keys or when the test mode is off). */
  testCheckout: TestCheckoutService | null;
  renewals: CreditRenewals;
  /** Admin roles (ADMIN_EMAILS, promote/demote). */
  adminUsers: AdminUsers;
  /** Health of the AI engines (admin endpoint and `providers check`). */
  providerHealth: ProviderHealthService;
  /** The profile and its photo (issue 16 item 1). */
  profile: ProfileService;
  /** Active sessions of a user. */
  sessions: SessionsService;
  /** Images made with 'Auto-save images' off: save, cleanup (decision 005). */
  savedImages: SavedImagesService;
  /** Social sign-in providers whose keys are set (GOOGLE_*, GITHUB_*). */
  socialProviders: SocialProvider[];
  /** What the legal pages state (operator, processors, cookies, retention). */
  legal: LegalInfoService;
  /** The landing page's own counts and the operator's showcase. */
  landing: LandingInfoService;
  /** The admin area: users, jobs, figures, audit log (issue 18). */
  admin: AdminServices;
  /** Notification and privacy choices (issue 16 items 3 and 4). */
  choices: AccountChoices;
  /** Notification emails: generation complete, monthly summary, account updates, new-device sign-ins. */
  notices: NoticesService;
  /** The community gallery: publications, the public listing, admins' hide and restore. */
  gallery: GalleryService;
  /** Help and support: tickets from the contact form. */
  support: SupportService;
  /** Data exports and account deletion. */
  accountData: AccountDataService;
  /** App secret (sessions, webhook tokens). */
  secret: string;
  /** Origins besides PUBLIC_URL's that may call the API with the session cookie (the Vite dev server in development). */
  trustedOrigins: string[];
  close(): Promise<void>;
}

export interface ContainerOverrides {
  /** An already opened PGlite instance (tests). */
  pglite?: PGlite;
  logger?: Logger;
  mailer?: Mailer;
  /** Replaces AI engines (tests: a renderer that fails on purpose). */
  ai?: Partial<AiProviders>;
  /** Replaces the engine (tests). */
  engine?: Engine;
  /** Replaces the cut-out's matting engine (tests: a fast fake; the engine then runs in this process). */
  matting?: MattingEngine;
  /** Replaces the packshot renderer of Studio Photos (tests: one that breaks a preset's rules). */
  studioRender?: (input: PackshotInput) => Promise<Packshot>;
  /** Replaces the video engines (tests: a fake hosted engine, a failing local one). */
  videoEngines?: VideoEngines;
  /** Replaces the payments provider (tests: Stripe pointed at a fake server). */
  payments?: Partial<Payments> & { provider: PaymentsProvider | null };
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

/** The OAuth clients whose id and secret are both set. */
function socialProviderKeysOf(env: Env): SocialProviderKeys {
  const pair = (clientId?: string, clientSecret?: string) => (clientId && clientSecret ? { clientId, clientSecret } : undefined);
  const google = pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const github = pair(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET);
  return { ...(google ? { google } : {}), ...(github ? { github } : {}) };
}

/** Opens the database (without migrating) and wires every service. */
export async function createContainer(env: Env, overrides: ContainerOverrides = {}): Promise<Container> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    overrides.pglite ? { pglite: overrides.pglite }
    : env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL, onIdleError: (error: Error) => logger.warn({ err: error }, 'idle database connection closed') }
    : { dataDir: path.join(env.dataDir, 'db') },
  );
  const mailer = overrides.mailer ?? createMailer(env, logger);
  const credits = createCreditsService(database.db);
  const account = createAccountService(database.db);
  const rateLimiter = createRateLimiter(database.db);
  const secret = resolveSecret(env);
  const adminUsers = createAdminUsers(database.db, env.ADMIN_EMAILS);
  // The Vite dev server (npm run dev:web) proxies the API from its own origin.
  const trustedOrigins = env.NODE_ENV === 'development' ? ['http://localhost:5173'] : [];
  const socialProviderKeys = socialProviderKeysOf(env);
  const auth = createAuth({
    db: database.db,
    secret,
    publicUrl: env.publicUrl,
    trustedOrigins,
    mailer,
    credits,
    logger,
    adminUsers,
    socialProviders: socialProviderKeys,
    onSessionCreated: (session) => notices.loginAlerts.onSignIn(session).then(() => undefined),
  });
  const storage = createStorage(env);
  const limiters = createProviderLimiters(env);
  const engine = createEngine(env, logger, overrides);
  const local = { images: createStudioImageProvider(engine), scenarios: createLocalScenarioEngine(), scenarioCodec: scenarioIdeasCodec };
  const ai = { ...createAiProviders(env, { local, limiters, logger }), ...overrides.ai };
  const queue = createQueue(database, logger, env.DATABASE_URL);
  const jobs = createJobs(queue, env);
  const choices = createAccountChoices(database.db);
  const notices = createNoticesService({ db: database.db, mailer, secret, publicUrl: env.publicUrl, logger, choices, jobs });
  // One decode gate per process for every upload (product photos, profile photos).
  const decodeGate = createDecodeGate();
  const sources = createSourceImagesService(database.db, storage, engine, decodeGate);
  const cutouts = createCutoutsService({ db: database.db, storage, jobs, engine, logger });
  const scenarios = createScenariosService(database.db, sources, { configured: ai.scenarios, local: ai.localScenarios }, logger, { imageEngine: env.IMAGE_PROVIDER, flatLay: flatLayFromCutouts(cutouts) });
  const generations = createGenerationsService({
    db: database.db,
    storage,
    credits,
    sources,
    cutouts,
    scenarios,
    images: ai.images,
    engine,
    logger,
    jobs,
  });
  const library = createLibraryService(database.db, storage, engine, { onSourceDeleted: (id) => cutouts.cancel(id) });
  const studio = createStudioBatchesService({ db: database.db, storage, credits, cutouts, engine, jobs, logger });
  const videoEngines = overrides.videoEngines ?? createVideoEngines(env, { local: createMotionVideoProvider(engine), limiters });
  const videos = createVideosService({
    db: database.db,
    storage,
    credits,
    library,
    local: videoEngines.local,
    hosted: videoEngines.hosted,
    inspector: createVideoInspector({ ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH }),
    webhooks: createVideoWebhooks(env.publicUrl, secret),
    jobs,
    logger,
    engine,
  });
  const payments = { ...createPayments(env, createTestPaymentsStore(database.db), secret), ...overrides.payments };
  const billing = createBillingService({
    db: database.db,
    credits,
    payments: payments.provider,
    prices: payments.prices,
    publicUrl: env.publicUrl,
    logger,
    onAccountChange: (change) => notices.accountUpdates.onChange(change).then(() => undefined),
  });
  return {
    env,
    logger,
    trustedOrigins,
    database,
    mailer,
    devMailbox: createDevMailboxService(mailer),
    auth,
    credits,
    account,
    rateLimiter,
    storage,
    ai,
    imageEngine: createImageEngineService(() => ai.images),
    queue,
    jobs,
    engine,
    sources,
    cutouts,
    studio,
    scenarios,
    generations,
    library,
    preferences: createPreferencesService(database.db),
    stats: createStatsService(database.db, billing),
    videoEngines,
    videos,
    videoFiles: createVideoFilesService({ videos, storage }),
    payments,
    billing,
    testCheckout: payments.testMode ? createTestCheckoutService(payments.testMode, billing, env.publicUrl) : null,
    renewals: createCreditRenewals({ db: database.db, credits, logger }),
    adminUsers,
    providerHealth: createProviderHealthService(env),
    profile: createProfileService({
      db: database.db,
      storage,
      logger,
      engine,
      decodeGate,
      authProfile: {
        async update(userId, changes) {
          const context = await auth.$context;
          await context.internalAdapter.updateUser(userId, changes);
        },
      },
    }),
    sessions: createSessionsService(database.db),
    savedImages: createSavedImagesService({ db: database.db, storage, logger }),
    socialProviders: Object.keys(socialProviderKeys) as SocialProvider[],
    choices,
    notices,
    gallery: createGalleryService({ db: database.db, library, choices }),
    support: createSupportService({ db: database.db, mailer, publicUrl: env.publicUrl, logger, supportAddress: supportAddressOf(env) }),
    accountData: createAccountDataService({
      db: database.db,
      storage,
      mailer,
      jobs,
      choices,
      logger,
      secret,
      publicUrl: env.publicUrl,
      dataDir: env.dataDir,
      payments: payments.provider,
    }),
    legal: createLegalInfoService({ env, authOptions: auth.options, payments: payments.provider?.mode ?? 'none' }),
    landing: createLandingInfoService(database.db, loadShowcase(env.LANDING_SHOWCASE_FILE)),
    admin: createAdminServices({
      db: database.db,
      credits,
      logger,
      sendConfirmation: async (email) => {
        await auth.api.sendVerificationEmail({ body: { email, callbackURL: EMAIL_CONFIRMED_CALLBACK } });
      },
      abandonGeneration: (id, reason) => generations.abandon(id, reason),
      abandonVideo: (id, reason) => videos.abandon(id, reason),
      mailer,
      publicUrl: env.publicUrl,
      supportAddress: supportAddressOf(env),
    }),
    secret,
    async close() {
      await queue.stop();
      await engine.close();
      await database.close();
    },
  };
}
