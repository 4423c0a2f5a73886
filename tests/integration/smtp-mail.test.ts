/**
 * With SMTP_URL set, account emails go out over SMTP (to a real SMTP server on loopback) and the
 * dev outbox routes answer 404.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let t: TestApp;
let server: SMTPServer;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Vitrine <hello@vitrine.test>' });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('sends the confirmation email over SMTP', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      lang: 'es',
      json: { name: 'Lucía', email: 'lucia@example.com', password: 'secret123', callbackURL: '/email-confirmation' },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    const mail = received[0]!;
    expect(mail.from).toBe('hello@vitrine.test');
    expect(mail.to).toEqual(['lucia@example.com']);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?Q\?Confirma_tu_cuenta_de_Vitrine\?=|Subject: Confirma tu cuenta de Vitrine/);
    expect(mail.raw).toContain('/api/auth/verify-email?token=');
  });

  it('turns the dev outbox off', async () => {
    expect((await t.request('/api/dev/mailbox')).status).toBe(404);
  });
});
