/**
 * Database connection: embedded PGlite in `DATA_DIR/db` by default (run on a thread of its own:
 * ./pglite-thread.ts), PostgreSQL when `DATABASE_URL` is set. Both are exposed as one drizzle `Database`
 * plus a raw `executeSql` used by the job queue (pg-boss's `db` option).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { asPglite, openPgliteThread } from './pglite-thread';
import * as schema from './schema';


/** A statement whose answer is one row `{ count }` (pg-boss's commands and queue sizes). */
const COUNT_QUERY = /select\s+count\(\*\)(\s+as\s+count)?\s+from\s/i;

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, as passed to `db.transaction(fn)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Raw SQL runner: `text` with `$1..$n` placeholders; returns `{ rows }`. Multi-statement text when no values. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  executeSql: ExecuteSql;
  /** Applies pending migrations from src/server/db/migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { databaseUrl: string; maxConnections?: number; onIdleError?: (error: Error) => void }
  | { dataDir: string }
  | { pglite: PGlite };

/**
 * Opens the database. `{ dataDir }` creates the folder (and its parents) and opens PGlite there on
 * its own thread; `{ pglite }` wraps an existing in-process instance (tests); `{ databaseUrl }`
 * uses a pg pool.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    // An idle connection that the server closes (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      executeSql: async (text, values) => {
        const result = await pool.query(text, values as unknown[] | undefined);
        // pool.query with several statements answers an array of results: return the last one.
        const last = Array.isArray(result) ? result[result.length - 1] : result;
        return { rows: last?.rows ?? [] };
      },
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = asPglite(await openPgliteThread(options.dataDir));
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    executeSql: async (text, values) => {
      // After close, a straggling job-queue call (pg-boss fails or completes a job, or marks a
      // failed fetch as failed, without awaiting it) is answered as if nothing matched, instead of
      // an unhandled 'PGlite is closed' rejection: no rows, and for pg-boss's commands (complete,
      // fail, cancel, retry, resume: `... SELECT COUNT(*) FROM results`) a count of 0, the row they read.
      if (closed) return { rows: COUNT_QUERY.test(text) ? [{ count: '0' }] : [] };
      if (values && values.length > 0) return client.query(text, values as never[]);
      const results = await client.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => {
      closed = true;
      return client.close();
    },
  };
}
