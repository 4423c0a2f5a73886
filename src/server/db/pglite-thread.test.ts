import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { openPgliteThread } from './pglite-thread';
import { user } from './schema';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-pglite-thread-'));
  dirs.push(dir);
  return dir;
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: tempDir() });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const row = (id: string) => ({ id, name: 'Ana', email: `${id}@example.com`, emailVerified: true, createdAt: new Date('2026-01-02T03:04:05Z'), updatedAt: new Date('2026-01-02T03:04:05Z') });
const ids = async (prefix: string) =>
  (await database.db.select({ id: user.id }).from(user).where(sql`${user.id} like ${`${prefix}%`}`)).map((r) => r.id).sort();

describe('PGlite on its own thread', () => {
  it('migrates, writes and reads back rows with their types (dates as the drizzle driver maps them)', async () => {
    await database.db.insert(user).values(row('types-1'));
    const [found] = await database.db.select().from(user).where(eq(user.id, 'types-1'));
    expect(found!.createdAt).toBeInstanceOf(Date);
    expect(found!.createdAt.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(found!.emailVerified).toBe(true);
  });

  it("keeps PostgreSQL's error fields across the thread (a unique violation is 23505 on its constraint)", async () => {
    await database.db.insert(user).values(row('unique-1'));
    const error = (await database.db.insert(user).values(row('unique-1')).catch((e: unknown) => e)) as Error & { cause?: { code?: string; constraint?: string } };
    expect(error).toBeInstanceOf(Error);
    const cause = error.cause ?? (error as { code?: string; constraint?: string });
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toMatch(/pkey/);
  });

  it('commits a transaction that resolves and rolls back one that throws, nested savepoints included', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(user).values(row('tx-kept'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(user).values(row('tx-inner-undone'));
          throw new Error('undo the inner part');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(user).values(row('tx-undone'));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await ids('tx-')).toEqual(['tx-kept']);
  });

  it('runs a query sent during a transaction after it, never inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((r) => (inserted = r));
    const tx = database.db.transaction(async (t) => {
      await t.insert(user).values(row('wait-in-tx'));
      inserted();
      await held;
      throw new Error('roll back');
    });
    await insertedOnce;
    const outside = ids('wait-');
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect(await outside).toEqual([]);
  });

  it("answers the job queue's raw SQL, several statements included", async () => {
    expect((await database.executeSql('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    const multi = await database.executeSql('create table raw_sql_check (n int); insert into raw_sql_check values (7); select n from raw_sql_check');
    expect(multi.rows).toEqual([{ n: 7 }]);
  });

  it('gives the same rows as PGlite in this process', async () => {
    const local = await PGlite.create();
    const text = `select 1::int as i, 'a'::text as t, date '2026-11-27' as d, '\\x0102'::bytea as b, 12345678901234::bigint as big, '{"a":1}'::jsonb as j, null::text as nothing`;
    const [a, b] = await Promise.all([database.executeSql(text), local.query(text)]);
    expect(a.rows).toEqual(b.rows);
    await local.close();
  });

  it('keeps the data on disk, refuses type parsers other than raw text, and fails every call once closed', async () => {
    const dir = tempDir();
    const first = await openPgliteThread(dir);
    await first.exec('create table kept (n int); insert into kept values (3)');
    await expect(first.query('select 1', [], { parsers: { 25: (v: string) => v.toUpperCase() } })).rejects.toThrow(/raw text only/);
    await first.close();
    await expect(first.query('select 1')).rejects.toThrow(/database thread stopped/);
    const second = await openPgliteThread(dir);
    expect((await second.query('select n from kept')).rows).toEqual([{ n: 3 }]);
    await second.close();
  });

  it("answers the job queue's stragglers after close as if nothing matched: no rows, and a count of 0 for its commands", async () => {
    const handle = await openDatabase({ dataDir: tempDir() });
    await handle.close();
    // pg-boss's fail/complete/cancel end with a count of the rows they changed, and read rows[0].count.
    const fail = 'WITH results AS (UPDATE pgboss.job SET state = $3 WHERE id = $1 RETURNING *) SELECT COUNT(*) FROM results';
    expect((await handle.executeSql(fail, ['x', 'y', 'failed'])).rows).toEqual([{ count: '0' }]);
    expect((await handle.executeSql('SELECT count(*) as count FROM pgboss.job WHERE name = $1', ['q'])).rows).toEqual([{ count: '0' }]);
    // A fetch gets no job.
    expect((await handle.executeSql('WITH next AS (SELECT id FROM pgboss.job) UPDATE pgboss.job SET state = $1 RETURNING *', ['active'])).rows).toEqual([]);
    expect((await handle.executeSql('SELECT name, state, count(*) size FROM pgboss.job GROUP BY 1, 2')).rows).toEqual([]);
  });
});
