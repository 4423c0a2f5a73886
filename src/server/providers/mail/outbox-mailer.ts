/**
 * Dev mail outbox: every message is written as JSON under `<dir>` (DATA_DIR/mail) and can be
 * read newest first (GET /api/dev/mailbox, page /dev/mailbox). Used when SMTP_URL is unset.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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

/** Creates an outbox mailer storing messages in `dir` (created when missing). */
export function createOutboxMailer(dir: string, from: string): Mailer {
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
