/**
 * Mail outbox, used when SMTP_URL is unset: every message is written as JSON under `<dir>`
 * (DATA_DIR/mail) and also logged on one line (recipient, subject, each link), so whoever runs the
 * server can confirm the first account from its log. Stored messages can be read newest first by
 * the dev mailbox (GET /api/dev/mailbox, page /dev/mailbox), which only admins or a loopback-bound
 * development server may open (routes/dev/mailbox.ts, docs/security.md).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger';
import type { MailMessage, Mailer, StoredMail } from './mailer';

/** Absolute http(s) links found in an HTML or text body, in order, without duplicates. */
export function extractLinks(...bodies: string[]): string[] {
  const found = new Set<string>();
  for (const body of bodies) {
    for (const match of body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      found.add(match[0].replace(/&amp;/g, '&').replace(/[).,;]+$/, ''));
    }
  }
  return [...found];
}

/**
 * Creates an outbox mailer storing messages in `dir` (created when missing). With a `logger`, each
 * message is also logged at info level as `mail (outbox) to=<recipient> subject="<subject>" links=<url> <url>`.
 * With `production` (NODE_ENV=production, no SMTP_URL: nobody receives the mail), the log line
 * leaves the links out (they carry sign-in, confirmation and reset tokens, and logs travel further
 * than the data folder) and says how to deliver mail instead, at warn level.
 */
export function createOutboxMailer(dir: string, from: string, logger?: Pick<Logger, 'info' | 'warn'>, options: { production?: boolean } = {}): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await fs.mkdir(dir, { recursive: true });
      const createdAt = new Date();
      const stored: StoredMail = {
        ...message,
        id: randomUUID(),
        from,
        links: extractLinks(message.html, message.text),
        createdAt: createdAt.toISOString(),
      };
      // Time-ordered names: zero-padded epoch milliseconds, then the id.
      const name = `${String(createdAt.getTime()).padStart(15, '0')}-${stored.id}.json`;
      await fs.writeFile(path.join(dir, name), JSON.stringify(stored, null, 2));
      if (options.production) {
        logger?.warn(
          { mail: { to: stored.to, subject: stored.subject, links: stored.links.length } },
          `mail not delivered (no SMTP_URL): to=${stored.to} subject=${JSON.stringify(stored.subject)}; set SMTP_URL to send mail (see .env.example), then an admin can resend a confirmation from Admin > Users`,
        );
        return;
      }
      logger?.info(
        { mail: { to: stored.to, subject: stored.subject, links: stored.links } },
        `mail (outbox) to=${stored.to} subject=${JSON.stringify(stored.subject)} links=${stored.links.join(' ')}`,
      );
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      const files = names.filter((n) => n.endsWith('.json')).sort().reverse().slice(0, 200);
      const mails = await Promise.all(
        files.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as StoredMail),
      );
      return mails;
    },
  };
}
