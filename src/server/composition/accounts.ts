/**
 * The accounts area: sign-in (better-auth), credits, the account and its profile, sessions,
 * preferences, notification and privacy choices, notification emails, and the data rights
 * (exports and account deletion).
 */
import { createAuth, type Auth, type SocialProviderKeys } from '../auth/auth';
import type { Database } from '../db/client';
import type { DecodeGate } from '../engine/image/decode-gate';
import type { Engine } from '../engine';
import type { Env } from '../env';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail';
import type { PaymentsProvider } from '../providers/payments/payments-provider';
import type { Storage } from '../providers/storage';
import type { SocialProvider } from '../../shared/contracts/profile';
import { createAccountChoices, type AccountChoices } from '../services/account-choices';
import { createAccountDataService, type AccountDataService } from '../services/account-data';
import { createAccountService, type AccountService } from '../services/account';
import { createAdminUsers, type AdminUsers } from '../services/admin-users';
import { createCreditsService, type CreditChangeObserver, type CreditsService } from '../services/credits';
import { createNoticesService, type NoticesService } from '../services/notices';
import { createPreferencesService, type PreferencesService } from '../services/preferences';
import { createProfileService, type ProfileService } from '../services/profile';
import { createRateLimiter, type RateLimiter } from '../services/rate-limiter';
import { createSessionsService, type SessionsService } from '../services/sessions';
import { createApiKeysService, type ApiKeysService } from '../services/api-keys';
import { createIdempotencyService, type IdempotencyService } from '../services/idempotency';

export interface AccountServices {
  auth: Auth;
  credits: CreditsService;
  account: AccountService;
  rateLimiter: RateLimiter;
  /** Admin roles (ADMIN_EMAILS, promote/demote). */
  adminUsers: AdminUsers;
  /** Origins besides PUBLIC_URL's that may call the API with the session cookie (the Vite dev server in development). */
  trustedOrigins: string[];
  /** Social sign-in providers whose keys are set (GOOGLE_*, GITHUB_*). */
  socialProviders: SocialProvider[];
  preferences: PreferencesService;
  /** The profile and its photo. */
  profile: ProfileService;
  /** Active sessions of a user. */
  sessions: SessionsService;
  /** API keys: made and revoked by their owner, checked on bearer requests. */
  apiKeys: ApiKeysService;
  /** Idempotency keys of POST requests (24 hours per user). */
  idempotency: IdempotencyService;
  /** Notification and privacy choices. */
  choices: AccountChoices;
  /** Notification emails: generation complete, monthly summary, account updates, new-device sign-ins. */
  notices: NoticesService;
  /** Data exports and account deletion. */
  accountData: AccountDataService;
}

/** What the accounts area is built on. */
export interface AccountsDeps {
  env: Env;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The app secret (sessions, signed links). */
  secret: string;
  jobs: JobEnqueuer;
  storage: Storage;
  engine: Engine;
  /** The process's one decode gate for uploads (profile photos here). */
  decodeGate: DecodeGate;
  /** The payments provider (account deletion cancels the subscription); null without one. */
  payments: PaymentsProvider | null;
  /** Told of each credit change written (metrics). */
  onCreditChange?: CreditChangeObserver;
}

/** The OAuth clients whose id and secret are both set. */
function socialProviderKeysOf(env: Env): SocialProviderKeys {
  const pair = (clientId?: string, clientSecret?: string) => (clientId && clientSecret ? { clientId, clientSecret } : undefined);
  const google = pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const github = pair(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET);
  return { ...(google ? { google } : {}), ...(github ? { github } : {}) };
}

/**
 * Builds the accounts area. Sign-in alerts go through `notices`, built after `auth`: auth calls
 * it from a closure, only once a session is created.
 */
export function createAccounts(deps: AccountsDeps): AccountServices {
  const { env, db, mailer, logger, secret } = deps;
  const credits = createCreditsService(db, deps.onCreditChange);
  const adminUsers = createAdminUsers(db, env.ADMIN_EMAILS);
  // The Vite dev server (npm run dev:web) proxies the API from its own origin.
  const trustedOrigins = env.NODE_ENV === 'development' ? ['http://localhost:5173'] : [];
  const socialProviderKeys = socialProviderKeysOf(env);
  const auth = createAuth({
    db,
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
  const choices = createAccountChoices(db);
  const notices = createNoticesService({ db, mailer, secret, publicUrl: env.publicUrl, logger, choices, jobs: deps.jobs });
  return {
    auth,
    credits,
    account: createAccountService(db),
    rateLimiter: createRateLimiter(db),
    adminUsers,
    trustedOrigins,
    socialProviders: Object.keys(socialProviderKeys) as SocialProvider[],
    preferences: createPreferencesService(db),
    profile: createProfileService({
      db,
      storage: deps.storage,
      logger,
      engine: deps.engine,
      decodeGate: deps.decodeGate,
      authProfile: {
        async update(userId, changes) {
          const context = await auth.$context;
          await context.internalAdapter.updateUser(userId, changes);
        },
      },
    }),
    sessions: createSessionsService(db),
    apiKeys: createApiKeysService(db),
    idempotency: createIdempotencyService(db),
    choices,
    notices,
    accountData: createAccountDataService({
      db,
      storage: deps.storage,
      mailer,
      jobs: deps.jobs,
      choices,
      logger,
      secret,
      publicUrl: env.publicUrl,
      dataDir: env.dataDir,
      payments: deps.payments,
    }),
  };
}
