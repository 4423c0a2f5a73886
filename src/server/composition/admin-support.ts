/**
 * The admin and support area: the admin services (users, jobs, figures, audit log, ticket
 * replies, live chats), help and support tickets and live chat, the health of the AI engines, and the development mail outbox.
 */
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail';
import { EMAIL_CONFIRMED_CALLBACK } from '../../shared/auth-links';
import { createAdminServices, type AdminServices } from '../services/admin';
import type { CreditsService } from '../services/credits';
import { createDevMailboxService, type DevMailboxService } from '../services/dev-mailbox';
import type { GenerationsService } from '../services/generations';
import { createProviderHealthService, type ProviderHealthService } from '../services/provider-health';
import { createSupportService, supportAddressOf, type SupportService } from '../services/support';
import { createSupportChatService, type SupportChatService } from '../services/support-chat';
import { createAccountManagersService, type AccountManagersService } from '../services/account-managers';
import type { ProfileService } from '../services/profile';
import { parseSupportDays } from '../../shared/support-hours';
import type { VideosService } from '../services/videos';

export interface AdminSupportServices {
  /** The admin area: users, jobs, figures, audit log. */
  admin: AdminServices;
  /** Help and support: tickets from the contact form. */
  support: SupportService;
  /** Live chat with support (Plus and Pro, inside the support hours). */
  supportChat: SupportChatService;
  /** Dedicated account managers of Pro accounts. */
  accountManagers: AccountManagersService;
  /** Health of the AI engines (admin endpoint and `providers check`). */
  providerHealth: ProviderHealthService;
  /** The dev mail outbox (the messages the outbox mailer kept). */
  devMailbox: DevMailboxService;
}

/** What the admin and support area is built on. */
export interface AdminSupportDeps {
  env: Env;
  db: Database;
  credits: CreditsService;
  logger: Logger;
  mailer: Mailer;
  /** Sends confirmation emails for admins. */
  auth: Auth;
  /** Admins abandon stuck generations and videos (refunded by their own paths). */
  generations: Pick<GenerationsService, 'abandon'>;
  videos: Pick<VideosService, 'abandon'>;
  /** Profile photos (a manager's, shown to the accounts they manage). */
  profile: Pick<ProfileService, 'photo'>;
}

/** Builds the admin and support area. */
export function createAdminSupport(deps: AdminSupportDeps): AdminSupportServices {
  const { env, db, mailer, logger, auth, generations, videos } = deps;
  const accountManagers = createAccountManagersService({ db, logger, photoOf: (userId) => deps.profile.photo(userId) });
  return {
    accountManagers,
    admin: createAdminServices({
      db,
      credits: deps.credits,
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
    support: createSupportService({ db, mailer, publicUrl: env.publicUrl, logger, supportAddress: supportAddressOf(env) }),
    supportChat: createSupportChatService({
      db,
      mailer,
      logger,
      supportAddress: supportAddressOf(env),
      managers: accountManagers,
      publicUrl: env.publicUrl,
      hours: { opens: env.SUPPORT_HOURS.split('-')[0]!, closes: env.SUPPORT_HOURS.split('-')[1]!, timeZone: env.SUPPORT_TIMEZONE, days: parseSupportDays(env.SUPPORT_DAYS) },
    }),
    providerHealth: createProviderHealthService(env),
    devMailbox: createDevMailboxService(mailer),
  };
}
