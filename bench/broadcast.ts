/**
 * Broadcast benchmark: a marketing broadcast to 10,000 opted-in users that is interrupted half-way
 * (the process "dies" while an email is being handed to the mail server) and started again with
 * two runs at once. Target: no recipient gets two emails; only the one email in flight at the
 * crash is lost (marked failed 'interrupted'); the send rate holds the configured limit.
 *
 * Method: the container on a fresh PGlite database in this process; USERS users inserted with the
 * marketing consent on; the broadcast started through the service (one delivery row per
 * recipient); a counting mail transport (no network). Run 1 hangs forever on email HALT; the crash
 * row's claim is then aged past its lease and two runs go on together, at RATE emails a second.
 * Prints the recipients, emails sent, duplicates, rows failed, and the elapsed time and rate.
 * Run: npm run bench:broadcast [-- users rate]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { createContainer } from '../src/server/container';
import { broadcastDeliveries, broadcasts } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import type { Mailer, MailMessage } from '../src/server/providers/mail';
import { createBroadcastsService } from '../src/server/services/broadcasts';

const USERS = Number(process.argv[2] ?? 10_000);
const RATE = Number(process.argv[3] ?? 500);
const HALT = Math.floor(USERS / 2);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-broadcast-'));
const container = await createContainer(loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' }));
await container.database.migrate();
const db = container.database.db;

await db.execute(sql`insert into "user" (id, name, email, email_verified) select 'b-' || g, 'Reader ' || g, 'reader-' || g || '@example.com', true from generate_series(1, ${USERS}) g`);
await db.execute(sql`insert into notification_settings (user_id, marketing) select 'b-' || g, true from generate_series(1, ${USERS}) g`);
await db.execute(sql`insert into user_preferences (user_id, language) select 'b-' || g, ((array['pt','en','fr','es','de'])[1 + g % 5])::language_preference from generate_series(1, ${USERS}) g on conflict do nothing`);
const locale = (subject: string) => ({ subject, body: 'Hello!\n\nNew studio backgrounds are in.' });
const [row] = await db
  .insert(broadcasts)
  .values({ category: 'marketing', content: { pt: locale('Novidades'), en: locale('News'), fr: locale('Nouveautés'), es: locale('Novedades'), de: locale('Neuigkeiten') }, createdBy: 'bench', testedAt: new Date(Date.now() + 60_000) })
  .returning();

const sent = new Map<string, number>();
let calls = 0;
const mailer: Mailer = {
  kind: 'outbox',
  async send(message: MailMessage) {
    calls += 1;
    if (calls === HALT) return new Promise<void>(() => undefined);
    sent.set(message.to, (sent.get(message.to) ?? 0) + 1);
  },
};
const service = createBroadcastsService({ db, mailer, jobs: { enqueue: async () => undefined }, logger: container.logger, secret: container.secret, publicUrl: 'http://localhost:3000', ratePerSecond: RATE });

const startedAt = performance.now();
const started = await service.start({ id: 'bench', email: 'bench@example.com' }, row!.id);
const startS = (performance.now() - startedAt) / 1000;
void service.run(row!.id, 3600);
while (calls < HALT) await new Promise((r) => setTimeout(r, 50));
const crashAt = (performance.now() - startedAt) / 1000;
await db.update(broadcastDeliveries).set({ claimedAt: new Date(Date.now() - 3_600_000) }).where(and(eq(broadcastDeliveries.broadcastId, row!.id), eq(broadcastDeliveries.status, 'sending')));
const [a, b] = await Promise.all([service.run(row!.id, 3600), service.run(row!.id, 3600)]);
const seconds = (performance.now() - startedAt) / 1000;

const duplicates = [...sent.values()].filter((n) => n > 1).length;
const [status] = await db.select({ status: broadcasts.status }).from(broadcasts).where(eq(broadcasts.id, row!.id));
console.log(`recipients: ${started.progress?.recipients} (delivery rows written in ${startS.toFixed(2)} s)`);
console.log(`crash after ${HALT - 1} emails, at ${crashAt.toFixed(1)} s; restarted as two runs at once`);
console.log(`emails sent: ${[...sent.values()].reduce((s, n) => s + n, 0)} to ${sent.size} addresses; duplicates: ${duplicates}`);
console.log(`marked failed (interrupted): ${a.interrupted + b.interrupted}; broadcast: ${status?.status}`);
console.log(`elapsed: ${seconds.toFixed(1)} s (${(sent.size / seconds).toFixed(0)} emails/s; limit ${RATE}/s)`);
await container.close?.();
process.exit(duplicates === 0 ? 0 : 1);
