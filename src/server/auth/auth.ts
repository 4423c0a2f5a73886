/**
 * Accounts with better-auth: email and password with required
 * email confirmation, password reset by email to /reset-password on the app's own origin, the
 * admin plugin's roles (ADMIN_EMAILS are promoted once confirmed: services/admin-users.ts), and the
 * Free grant of 10 credits once the email is confirmed.
 * Also: email change confirmed at the new address (the current one gets a notice), password
 * change, and Google and GitHub sign-in when their keys are set (an account is created, or linked to
 * the confirmed account with the same confirmed address; an address the provider has not verified
 * must be confirmed by email first).
 * Docs: https://www.better-auth.com/docs/authentication/email-password,
 * https://www.better-auth.com/docs/concepts/users-accounts#change-email,
 * https://www.better-auth.com/docs/authentication/google, https://www.better-auth.com/docs/authentication/github
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Language } from '../../shared/catalog';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { isLanguage, languageFromHeader } from '../i18n';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail';
import { passwordResetEmail, verificationEmail } from '../services/account-emails';
import { withConfirmationLanding } from './confirmation-landing';
import { changeEmailEmail, emailChangeNoticeEmail } from '../services/profile-emails';
import type { AdminUsers } from '../services/admin-users';
import type { CreditsService } from '../services/credits';
import { userPreferences } from '../db/schema';

/**
 * Language of an account email: the request's Accept-Language when present, else the language
 * saved in user_preferences, else pt.
 */
async function emailLanguage(db: Database, userId: string, request?: Request): Promise<Language> {
  const header = request?.headers.get('accept-language');
  if (header) return languageFromHeader(header);
  const [prefs] = await db
    .select({ language: userPreferences.language })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return isLanguage(prefs?.language) ? prefs.language : languageFromHeader(null);
}

/** Minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Maximum password length accepted. */
export const MAX_PASSWORD_LENGTH = 128;
/** Session lifetime in seconds (7 days), refreshed at most once a day while in use. */
export const SESSION_EXPIRES_IN_S = 7 * 24 * 3600;

export interface AuthDeps {
  db: Database;
  secret: string;
  /** Public URL of the app without a trailing slash; links in emails point here. */
  publicUrl: string;
  /** Extra origins allowed to call the auth API (e.g. the dev server). */
  trustedOrigins?: string[];
  mailer: Mailer;
  credits: CreditsService;
  logger: Logger;
  /** Applies ADMIN_EMAILS when an email is confirmed and at each sign-in. */
  adminUsers?: AdminUsers;
  /** OAuth clients of the social sign-in providers that are configured (GOOGLE_*, GITHUB_*). */
  socialProviders?: SocialProviderKeys;
  /** Called after each new session (login notifications: services/notices/login-alerts.ts); errors are logged. */
  onSessionCreated?: (session: { userId: string; userAgent?: string | null; ipAddress?: string | null }) => Promise<void>;
}

/** Client id and secret of each configured social sign-in provider. */
export type SocialProviderKeys = Partial<Record<'google' | 'github', { clientId: string; clientSecret: string }>>;

/**
 * better-auth's socialProviders option for the configured providers. The provider's picture is not
 * kept as the account's photo (the app shows only photos it stores itself; images from other
 * origins are blocked by its Content-Security-Policy), and an address the provider has not
 * verified gets no session until it is confirmed by email.
 */
function socialProvidersOption(keys: SocialProviderKeys = {}) {
  const common = { requireEmailVerification: true, mapProfileToUser: () => ({ image: undefined }) };
  return {
    ...(keys.google ? { google: { ...keys.google, ...common, prompt: 'select_account' as const } } : {}),
    ...(keys.github ? { github: { ...keys.github, ...common } } : {}),
  };
}

/** Promotes an account listed in ADMIN_EMAILS; a failure is logged, never fatal to sign-in. */
async function applyAdminEmails(deps: AuthDeps, userId: string): Promise<void> {
  if (!deps.adminUsers) return;
  try {
    if (await deps.adminUsers.applyAdminEmails(userId)) deps.logger.info({ userId }, 'account promoted to admin (ADMIN_EMAILS)');
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'could not apply ADMIN_EMAILS');
  }
}

/** Builds the better-auth instance. */
export function createAuth(deps: AuthDeps) {
  const { mailer, credits, logger } = deps;
  return betterAuth({
    appName: 'Vitrine',
    baseURL: deps.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [deps.publicUrl, ...(deps.trustedOrigins ?? [])],
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    // A session is read with its user in one statement (drizzle relations in db/schema/auth.ts)
    // rather than two: that lookup runs on every signed-in request.
    advanced: { database: { joins: true } },
    user: {
      additionalFields: {
        profession: { type: 'string', required: false, input: true },
      },
      // The link goes to the new address (no confirmation step at the current one, which gets a
      // notice instead); the address changes when the link is opened.
      changeEmail: { enabled: true },
    },
    socialProviders: socialProvidersOption(deps.socialProviders),
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: 24 * 3600 },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }, request) => {
        const language = await emailLanguage(deps.db, user.id, request);
        await mailer.send(passwordResetEmail(user.email, user.name, url, language));
        logger.info({ userId: user.id }, 'password reset email sent');
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }, request) => {
        const language = await emailLanguage(deps.db, user.id, request);
        // An email change sends the link to the new address while the account still has the old one.
        const [stored] = await deps.db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, user.id));
        if (stored && stored.email !== user.email) {
          await mailer.send(changeEmailEmail(user.email, user.name, url, language));
          await mailer.send(emailChangeNoticeEmail(stored.email, user.name, user.email, language));
          logger.info({ userId: user.id }, 'email change confirmation sent');
          return;
        }
        // Sign-up confirmations land on the app root saying the email is confirmed.
        await mailer.send(verificationEmail(user.email, user.name, withConfirmationLanding(url), language));
        logger.info({ userId: user.id }, 'confirmation email sent');
      },
      afterEmailVerification: async (user) => {
        const result = await credits.grantSignupCredits(user.id);
        logger.info({ userId: user.id, applied: result.applied, balance: result.balance }, 'signup grant');
        await applyAdminEmails(deps, user.id);
      },
    },
    hooks: {
      // Sign-up must say 'This email is already registered. Please try signing in.', so an
      // existing address is refused instead of answered with better-auth's generic success.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const existing = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
        if (existing?.user) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'USER_ALREADY_EXISTS',
            message: 'This email is already registered. Please try signing in.',
          });
        }
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // A confirmed account listed in ADMIN_EMAILS becomes admin when it signs in.
          after: async (session) => {
            await applyAdminEmails(deps, session.userId);
            try {
              await deps.onSessionCreated?.(session);
            } catch (error) {
              logger.error({ err: error, userId: session.userId }, 'could not check the sign-in device');
            }
          },
        },
      },
      user: {
        create: {
          after: async (user, context) => {
            // Remember the language the account was created in, for later emails and the UI.
            const language = languageFromHeader(context?.request?.headers.get('accept-language'));
            await deps.db
              .insert(userPreferences)
              .values({ userId: user.id, language })
              .onConflictDoNothing({ target: userPreferences.userId });
            // Google or GitHub vouched for the address: the account is confirmed from the start and
            // gets what a confirmation gives (the Free grant, ADMIN_EMAILS).
            if (user.emailVerified) {
              const result = await credits.grantSignupCredits(user.id);
              logger.info({ userId: user.id, applied: result.applied, balance: result.balance }, 'signup grant (confirmed by the sign-in provider)');
              await applyAdminEmails(deps, user.id);
            }
          },
        },
      },
    },
    // Sign-in, sign-up and reset are rate limited per IP and per email by our own middleware
    // (src/server/http/auth-rate-limit.ts), which shares its counters across processes.
    rateLimit: { enabled: false },
    plugins: [admin()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
