/**
 * A fresh, migrated database for one test file: a copy of the PGlite template by default, or a
 * new database on the PostgreSQL server of DATABASE_URL when that variable is set.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject, it } from 'vitest';

/**
 * True in the 'postgres' vitest project, which runs some integration files again on PostgreSQL.
 * Read at each call: with `isolate: false` a worker may keep this module across projects.
 */
export function onPostgres(): boolean {
  return process.env.VITRINE_TEST_DB === 'postgres';
}

/**
 * Declares a test of a file that also runs on PostgreSQL whose outcome cannot depend on the
 * database engine (validation, images, texts, documents: queries one request makes one after
 * another). It runs on PGlite only; the tests of the file that race writes, drive the queue or rely
 * on locking run on both (the rule is in vitest.config.ts). `timeoutMs` as vitest's `it`.
 */
export function itOnPgliteOnly(name: string, fn: () => Promise<void>, timeoutMs?: number): void {
  it.skipIf(onPostgres())(name, fn, timeoutMs);
}

export interface TestDatabase {
  /** For createContainer overrides (PGlite) or env (PostgreSQL). */
  pglite?: PGlite;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * Creates the database; call `drop()` after the file's tests. The 'postgres' vitest project
 * (VITRINE_TEST_DB=postgres) uses the server at DATABASE_URL; every other run uses PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = onPostgres() ? process.env.DATABASE_URL : undefined;
  if (serverUrl) {
    const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      databaseUrl: url.toString(),
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
  return { pglite, drop: async () => undefined };
}
