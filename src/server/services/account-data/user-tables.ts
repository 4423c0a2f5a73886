/**
 * Every table that holds a user's data, and what the data export and the account deletion do with
 * it. The tables are found in the drizzle schema itself: a table holds
 * user data when one of its columns references `user.id` or is named `user_id`. A test
 * (user-tables.test.ts) fails when such a table has no entry here, so a new table cannot be
 * forgotten by the export or the deletion.
 *
 * Per table:
 * - export: 'rows' (all rows, into data/<table>.json; `redact` columns replaced) or 'skip' (why);
 * - deletion: 'delete' (the rows go, most by the cascade from `user`) or 'anonymise' (the rows stay
 *   with the user column set to null: what billing law requires to keep, without personal data);
 * - files: columns holding storage keys of the user's images, videos and photos, exported as files.
 */
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import * as schema from '../../db/schema';

export interface UserTablePolicy {
  export: { kind: 'rows'; redact?: string[] } | { kind: 'skip'; why: string };
  deletion: { kind: 'delete' } | { kind: 'anonymise'; why: string };
  /** Storage-key columns whose objects go into the export, and the zip folder they go to. */
  files?: { column: string; folder: string }[];
  /** Columns ending in `_key` that are not files to export, and why. */
  otherKeys?: Record<string, string>;
}

const rows = { kind: 'rows' } as const;
const remove = { kind: 'delete' } as const;

/** The policy of each user table, by SQL table name. */
export const USER_TABLES: Record<string, UserTablePolicy> = {
  user: { export: { kind: 'rows' }, deletion: remove },
  session: { export: { kind: 'rows', redact: ['token'] }, deletion: remove },
  account: { export: { kind: 'rows', redact: ['password', 'access_token', 'refresh_token', 'id_token'] }, deletion: remove },
  user_profiles: {
    export: rows,
    deletion: remove,
    files: [{ column: 'avatar_key', folder: 'profile' }],
  },
  user_preferences: { export: rows, deletion: remove },
  subscribers: { export: rows, deletion: remove },
  trials: {
    export: { kind: 'rows', redact: ['email_hash'] },
    deletion: { kind: 'anonymise', why: 'one free trial per email address, ever: the row stays without its user, the address kept only as a SHA-256 hash' },
  },
  refund_requests: { export: rows, deletion: remove },
  broadcast_deliveries: { export: rows, deletion: remove },
  credit_transactions: { export: rows, deletion: remove, otherKeys: { idempotency_key: 'a ledger key, not a file' } },
  source_images: {
    export: rows,
    deletion: remove,
    files: [{ column: 'storage_key', folder: 'source-photos' }],
    otherKeys: { matte_key: 'the cut-out mask made from the photo', auto_matte_key: 'the automatic cut-out mask made from the photo' },
  },
  scenarios: { export: rows, deletion: remove, otherKeys: { template_key: "the idea template's name, not a file" } },
  generations: { export: rows, deletion: remove },
  generated_images: { export: rows, deletion: remove, files: [{ column: 'storage_key', folder: 'images' }] },
  image_favorites: { export: rows, deletion: remove },
  videos: { export: rows, deletion: remove, files: [{ column: 'storage_key', folder: 'videos' }], otherKeys: { poster_key: 'a still frame of the exported video' } },
  studio_batches: { export: rows, deletion: remove },
  test_checkout_sessions: { export: rows, deletion: remove },
  test_subscriptions: { export: rows, deletion: remove },
  billing_events: {
    export: rows,
    deletion: { kind: 'anonymise', why: 'paid invoices are bookkeeping records the operator must keep; the user id is removed' },
  },
  notification_settings: { export: rows, deletion: remove },
  privacy_settings: { export: rows, deletion: remove },
  sent_notices: { export: rows, deletion: remove },
  watch_heartbeats: { export: { kind: 'skip', why: 'technical: when a page was last open, kept 24 hours' }, deletion: remove },
  known_devices: { export: rows, deletion: remove, otherKeys: { device_key: 'a browser and system name, not a file' } },
  gallery_publications: { export: rows, deletion: remove },
  support_tickets: { export: rows, deletion: remove },
  support_ticket_messages: { export: rows, deletion: remove },
  account_managers: { export: rows, deletion: remove },
  data_exports: { export: rows, deletion: remove, otherKeys: { storage_key: 'an earlier export (its zip is not exported again)' } },
  api_keys: { export: { kind: 'rows', redact: ['key_hash'] }, deletion: remove },
  idempotency_keys: { export: { kind: 'skip', why: 'technical: the first answer to a repeated request, kept 24 hours' }, deletion: remove },
  webhook_endpoints: { export: { kind: 'rows', redact: ['secret', 'previous_secret'] }, deletion: remove },
  webhook_deliveries: { export: rows, deletion: remove },
  api_batches: { export: rows, deletion: remove },
  api_batch_items: { export: rows, deletion: remove },
  products: { export: rows, deletion: remove },
  product_photos: { export: rows, deletion: remove },
  product_imports: { export: rows, deletion: remove },
  shop_connections: { export: { kind: 'rows', redact: ['token_sealed'] }, deletion: remove },
  brand_kits: { export: rows, deletion: remove, files: [{ column: 'logo_key', folder: 'brand-logos' }] },
  ad_sets: { export: rows, deletion: remove },
  listing_sets: { export: rows, deletion: remove },
};

/** A table of the schema that holds user data, with its user columns. */
export interface UserTable {
  name: string;
  table: PgTable;
  /** Columns holding a user id (foreign key to user.id, or named user_id). */
  userColumns: PgColumn[];
  columns: PgColumn[];
  policy: UserTablePolicy | undefined;
}

/** Every table of the drizzle schema that references users (the `user` table itself included, by its id). */
export function userTables(): UserTable[] {
  const found: UserTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const fkColumns = new Set(
      config.foreignKeys
        .filter((fk) => getTableConfig(fk.reference().foreignTable).name === 'user')
        .flatMap((fk) => fk.reference().columns.map((c) => c.name)),
    );
    const userColumns = config.name === 'user' ? config.columns.filter((c) => c.name === 'id') : config.columns.filter((c) => fkColumns.has(c.name) || c.name === 'user_id');
    if (userColumns.length === 0) continue;
    found.push({ name: config.name, table: value, userColumns, columns: config.columns, policy: USER_TABLES[config.name] });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
