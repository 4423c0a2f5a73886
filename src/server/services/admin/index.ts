/**
 * The admin services, built once by the container: users and their actions, jobs,
 * figures (overview, providers), support tickets, live chats and the audit log. Every action writes the audit log.
 */
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from '../../providers/mail';
import type { CreditsService } from '../credits';
import { createAuditLog } from './audit-log';
import { createAdminChatsService } from './chats';
import { createAdminJobsService } from './jobs';
import { createAdminMetricsService } from './metrics';
import { createAdminTicketsService } from './tickets';
import { createAdminUsersService } from './users';

export type { AdminActor } from './audit-log';

export interface AdminServicesDeps {
  db: Database;
  credits: CreditsService;
  logger: Logger;
  /** Sends the confirmation email to an unconfirmed address. */
  sendConfirmation(email: string): Promise<void>;
  abandonGeneration(id: string, reason: string): Promise<void>;
  abandonVideo(id: string, reason: string): Promise<void>;
  /** Ticket replies: the mailer, the app's URL for links, and the support inbox as Reply-To. */
  mailer: Mailer;
  publicUrl: string;
  supportAddress: string | null;
}

export type AdminServices = ReturnType<typeof createAdminServices>;

/** Builds the admin services. */
export function createAdminServices(deps: AdminServicesDeps) {
  return {
    users: createAdminUsersService({ db: deps.db, credits: deps.credits, sendConfirmation: deps.sendConfirmation }),
    jobs: createAdminJobsService({ db: deps.db, abandonGeneration: deps.abandonGeneration, abandonVideo: deps.abandonVideo, logger: deps.logger }),
    metrics: createAdminMetricsService(deps.db),
    audit: createAuditLog(deps.db),
    tickets: createAdminTicketsService({ db: deps.db, mailer: deps.mailer, publicUrl: deps.publicUrl, supportAddress: deps.supportAddress }),
    chats: createAdminChatsService({ db: deps.db, mailer: deps.mailer, logger: deps.logger, publicUrl: deps.publicUrl, supportAddress: deps.supportAddress }),
  };
}
