/**
 * Moving an embedded install to PostgreSQL (services/database-copy.ts): an install with an account,
 * a photo, a finished generation and a support ticket is copied from its PGlite database into an
 * empty PostgreSQL database; the copy refuses while work is waiting and once the target has
 * accounts; every table has the same rows; an app on PostgreSQL then signs the user in with the same
 * password, shows the same balance and image, and numbers the next ticket after the copied one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createContainer, type Container } from '../../src/server/container';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { copyDatabase, DatabaseCopyRefused } from '../../src/server/services/database-copy';
import { fastRenderer } from '../helpers/fake-renderers';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/test-database';

let source: TestApp | undefined;
let targetDatabase: TestDatabase | undefined;
let target: DatabaseHandle | undefined;
let copied: Container | undefined;

beforeAll(async () => {
  if (!onPostgres()) return;
  // The embedded install: PGlite in its DATA_DIR, whatever this run's database is.
  source = await createTestApp({ DATABASE_URL: '' }, { worker: true, ai: { images: fastRenderer() } });
  targetDatabase = await createTestDatabase();
  target = await openDatabase({ databaseUrl: targetDatabase.databaseUrl! });
});
afterAll(async () => {
  await copied?.close();
  await target?.close();
  await targetDatabase?.drop();
  await source?.close();
});

const form = { subject: 'Download button does nothing', category: 'technical', message: 'When I click Download all, nothing happens in Firefox.' };

describe('copying the embedded database into PostgreSQL', () => {
  it.skipIf(!onPostgres())('keeps every row, the sign-in, the balance, the images and the ticket numbers', { timeout: 120_000 }, async () => {
    const t = source!;
    expect(t.container.database.kind).toBe('pglite');
    const { cookie, email, password } = await signUpAndSignIn(t);
    const upload = new FormData();
    upload.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
    const photo = (await (await t.request('/api/v1/source-images', { method: 'POST', body: upload, cookie })).json()) as { id: string };
    const ideas = (await (await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: photo.id, features: 'Porcelain espresso cup', audience: 'Coffee lovers', language: 'en' } })).json()) as { scenarios: { id: string; locked: boolean }[] };
    const settings = { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' };
    const created = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId: photo.id, scenarioId: ideas.scenarios.find((s) => !s.locked)!.id, settings } });
    const generation = await waitForGeneration(t, cookie, ((await created.json()) as { id: string }).id);
    expect(generation.status).toBe('succeeded');
    const ticket = (await (await t.request('/api/v1/support/tickets', { method: 'POST', cookie, json: form })).json()) as { number: number };
    const me = (await (await t.request('/api/v1/me', { cookie })).json()) as { creditsBalance: number };
    await t.container.queue.stop();

    // The 'generation complete' check is still waiting (it runs 20 s later): nothing is copied.
    await expect(copyDatabase(t.container.database, target!)).rejects.toThrow(DatabaseCopyRefused);
    await expect(copyDatabase(t.container.database, target!)).rejects.toThrow(/jobs are waiting or running/);
    await t.container.database.executeSql(`update pgboss.job set state = 'completed' where state in ('created', 'retry', 'active') and name not in (select name from pgboss.schedule)`);

    const report = await copyDatabase(t.container.database, target!);
    for (const { table, rows } of report.tables) {
      const { rows: counted } = await target!.executeSql(`select count(*)::int as n from "${table}"`);
      expect((counted[0] as { n: number }).n, table).toBe(rows);
    }
    const rowsOf = (name: string) => report.tables.find((r) => r.table === name)?.rows;
    expect(rowsOf('user')).toBe(1);
    expect(rowsOf('generated_images')).toBe(1);
    expect(rowsOf('credit_transactions')).toBeGreaterThanOrEqual(2);
    expect(rowsOf('support_tickets')).toBe(1);

    // Into a database that has accounts now: refused.
    await expect(copyDatabase(t.container.database, target!)).rejects.toThrow(/already has accounts/);

    // The install on PostgreSQL, with the same secret and files.
    copied = await createContainer({ ...t.container.env, DATABASE_URL: targetDatabase!.databaseUrl! });
    const app = createApp(copied, { webRoot: null });
    const call = (p: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) =>
      app.request(`http://localhost:3000${p}`, {
        ...init,
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '10.9.9.9', ...(init.json ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
        body: init.json ? JSON.stringify(init.json) : init.body,
      });
    const signIn = await call('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(signIn.status).toBe(200);
    const session = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(((await (await call('/api/v1/me', { cookie: session })).json()) as { creditsBalance: number }).creditsBalance).toBe(me.creditsBalance);
    const image = await call(`/api/v1/images/${generation.images[0]!.id}/file`, { cookie: session });
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    const next = await call('/api/v1/support/tickets', { method: 'POST', cookie: session, json: form });
    expect(next.status).toBe(201);
    expect(((await next.json()) as { number: number }).number).toBe(ticket.number + 1);
  });
});
