/**
 * Moves an embedded install's database (PGlite in DATA_DIR/db) into a PostgreSQL server: every row
 * of every table of Vitrine's schema, in one transaction on the target, so the copy is whole or
 * absent.
 *
 * Rows travel as JSON made by the source's own `row_to_json` and read back by the target's
 * `json_populate_recordset` on the same table, so PostgreSQL converts every type itself (jsonb,
 * arrays, enums, timestamps, bytea) and both ends share one schema (the target is migrated first
 * with the same migrations). Foreign keys are not checked during the copy
 * (`session_replication_role = replica`, which needs a superuser or, on managed services, the
 * provider's admin role); the source already satisfied them. Identity columns keep their values
 * (`OVERRIDING SYSTEM VALUE`) and their sequences continue after the largest one.
 *
 * The job queue's own tables (schema `pgboss`) are not copied: the copy refuses while work is
 * waiting or running, and scheduled jobs are created again when the new install starts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

/** Rows per statement: one JSON array of this many rows. */
const BATCH_ROWS = 500;

/** What was copied: rows per table, in copy order. */
export interface DatabaseCopyReport {
  tables: { table: string; rows: number }[];
}

/** Why a copy cannot start; the command prints it. */
export class DatabaseCopyRefused extends Error {}

/** Tables of Vitrine's schema (public), by name. */
async function tablesOf(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (rows as { table_name: string }[]).map((r) => r.table_name);
}

/** Quotes an identifier for SQL (names come from the catalogue, never from users). */
function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Copies `source` (the embedded database, migrated) into `target` (PostgreSQL).
 * Input: both handles, open; `onTable` is told after each table with its row count.
 * Output: the rows copied per table.
 * @throws DatabaseCopyRefused when the target already has accounts, when jobs are waiting or
 *   running in the source, or when the target's schema lacks a table of the source; errors of
 *   either database as thrown (the target's transaction is then rolled back: nothing is kept).
 */
export async function copyDatabase(
  source: DatabaseHandle,
  target: DatabaseHandle,
  onTable?: (table: string, rows: number) => void,
): Promise<DatabaseCopyReport> {
  if (source.kind !== 'pglite' || target.kind !== 'postgres') throw new DatabaseCopyRefused('The copy goes from the embedded database to PostgreSQL.');
  await target.migrate();
  const { rows: users } = await target.executeSql(`select count(*)::int as n from "user"`);
  if ((users[0] as { n: number }).n > 0) throw new DatabaseCopyRefused('The PostgreSQL database already has accounts: copy into an empty database.');
  const queue = await source.executeSql(`select to_regclass('pgboss.job') as t`);
  if ((queue.rows[0] as { t: string | null }).t) {
    // Work in flight would be lost: scheduled (cron) jobs are recreated at start, the rest must finish first.
    const { rows } = await source.executeSql(
      `select count(*)::int as n from pgboss.job j
       where j.state in ('created', 'retry', 'active') and not exists (select 1 from pgboss.schedule s where s.name = j.name)`,
    );
    const pending = (rows[0] as { n: number }).n;
    if (pending > 0) throw new DatabaseCopyRefused(`${pending} jobs are waiting or running: start Vitrine, let them finish, stop it, then copy.`);
  }
  const tables = (await tablesOf(source)).filter((t) => t !== '__drizzle_migrations');
  const targetTables = new Set(await tablesOf(target));
  const missing = tables.filter((t) => !targetTables.has(t));
  if (missing.length > 0) throw new DatabaseCopyRefused(`The PostgreSQL schema lacks ${missing.join(', ')}: run the same version of Vitrine on both.`);

  const report: DatabaseCopyReport = { tables: [] };
  await target.db.transaction(async (tx) => {
    const run = async (query: SQL) => (await tx.execute(query)) as unknown as { rows: unknown[] };
    await run(sql`set local session_replication_role = replica`);
    for (const table of tables) {
      let copied = 0;
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const { rows } = await source.executeSql(`select row_to_json(t)::text as r from ${ident(table)} t order by ctid limit ${BATCH_ROWS} offset ${offset}`);
        if (rows.length === 0) break;
        const json = `[${(rows as { r: string }[]).map((r) => r.r).join(',')}]`;
        const name = sql.raw(ident(table));
        await run(sql`insert into ${name} overriding system value select * from json_populate_recordset(null::${name}, ${json}::json)`);
        copied += rows.length;
        if (rows.length < BATCH_ROWS) break;
      }
      report.tables.push({ table, rows: copied });
      onTable?.(table, copied);
    }
    // Identity columns continue after the largest copied value.
    const { rows: identities } = await run(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`,
    );
    for (const { table_name, column_name } of identities as { table_name: string; column_name: string }[]) {
      const table = sql.raw(ident(table_name));
      const column = sql.raw(ident(column_name));
      await run(
        sql`select setval(pg_get_serial_sequence(${`public.${ident(table_name)}`}, ${column_name}), greatest((select max(${column}) from ${table}), 1), (select count(*) > 0 from ${table}))`,
      );
    }
  });
  return report;
}
