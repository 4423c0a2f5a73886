/** The outbox mailer: each message is stored and logged on one line with its links. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../routes/dev/mailbox';
import { createOutboxMailer } from './outbox-mailer';

describe('outbox mailer', () => {
  it('stores the message and logs recipient, subject and every link on one line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-outbox-'));
    const lines: { obj: unknown; msg: string }[] = [];
    const logger = { info: (obj: unknown, msg: string) => lines.push({ obj, msg }) };
    const mailer = createOutboxMailer(dir, 'Vitrine <no-reply@vitrine.local>', logger as never);
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Confirm your Vitrine account',
      text: 'Open http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F to confirm.',
      html: '<a href="http://localhost:3000/api/auth/verify-email?token=abc&amp;callbackURL=%2F">Confirm</a> <a href="http://localhost:3000/help">Help</a>',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toBe(
      'mail (outbox) to=ana@example.com subject="Confirm your Vitrine account" links=http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F http://localhost:3000/help',
    );
    expect(lines[0]!.msg).not.toContain('\n');
    const stored = await mailer.list!();
    expect(stored.map((m) => m.to)).toEqual(['ana@example.com']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('outbox mailer in production (no SMTP_URL: nobody receives the mail)', () => {
  it('logs no link (they carry tokens) and says how to deliver mail instead', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-outbox-'));
    const lines: { level: string; obj: unknown; msg: string }[] = [];
    const logger = {
      info: (obj: unknown, msg: string) => lines.push({ level: 'info', obj, msg }),
      warn: (obj: unknown, msg: string) => lines.push({ level: 'warn', obj, msg }),
    };
    const mailer = createOutboxMailer(dir, 'Vitrine <no-reply@vitrine.local>', logger as never, { production: true });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Reset your Vitrine password',
      text: 'Open https://vitrine.example.com/reset-password?token=secret-token to choose a new password.',
      html: '<a href="https://vitrine.example.com/reset-password?token=secret-token">Reset</a>',
    });
    expect(lines).toEqual([
      {
        level: 'warn',
        obj: { mail: { to: 'ana@example.com', subject: 'Reset your Vitrine password', links: 1 } },
        msg: 'mail not delivered (no SMTP_URL): to=ana@example.com subject="Reset your Vitrine password"; set SMTP_URL to send mail (see .env.example), then an admin can resend a confirmation from Admin > Users',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('loopback bind addresses', () => {
  it('knows which HOST values only this machine can reach', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'vitrine.example', '10.0.0.1']) expect(isLoopbackHost(host)).toBe(false);
  });
});
