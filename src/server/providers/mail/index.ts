/**
 * Picks the mailer from configuration: SMTP when SMTP_URL is set, else the outbox (files under
 * DATA_DIR/mail, each message also written to `logger`, without its links in production).
 */
import path from 'node:path';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mailer, MailMessage, StoredMail } from './mailer';

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir' | 'NODE_ENV'>, logger?: Pick<Logger, 'info' | 'warn'>): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
  return createOutboxMailer(path.join(env.dataDir, 'mail'), env.MAIL_FROM, logger, { production: env.NODE_ENV === 'production' });
}
