/**
 * Products (src/server/services/products.ts): a seller's product with its fields, and its photos in
 * order. A photo belongs to one product at most; what is made from a photo belongs to its product.
 * `external_id` and `store_domain` name a product imported from a shop, so importing it again
 * updates it instead of adding a second one.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { sourceImages } from './images';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sku: text('sku'),
    description: text('description').notNull().default(''),
    features: text('features').notNull().default(''),
    audience: text('audience').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** upload, shopify, csv or api. */
    origin: text('origin').notNull(),
    /** The shop's id of the product (a Shopify product id), for imports. */
    externalId: text('external_id'),
    /** The shop it came from (a Shopify store's domain). */
    storeDomain: text('store_domain'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('products_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('products_user_external_uq').on(t.userId, t.origin, t.storeDomain, t.externalId).where(sql`${t.externalId} is not null`),
  ],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sourceImageId: uuid('source_image_id')
      .notNull()
      .unique('product_photos_source_uq')
      .references(() => sourceImages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 0-based; the first is the cover. */
    position: smallint('position').notNull(),
    /** The address it was imported from (a shop's or a CSV's image URL), so a re-import reuses it. */
    sourceUrl: text('source_url'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sourceImageId] })],
);

/**
 * An import of products (src/server/services/product-imports.ts): from a CSV or a Shopify store.
 * Its items are the rows or shop products it takes; the 'product-import' job works through them.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** csv or shopify. */
    source: text('source').notNull(),
    /** The store's host (Shopify), or the file's name (CSV). */
    sourceName: text('source_name'),
    /** queued, running, completed or cancelled. */
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [index('product_imports_user_created_idx').on(t.userId, t.createdAt)],
);

/** What an import item carries: the product's fields and its photos' addresses. */
export interface ImportItemData {
  title: string;
  sku: string | null;
  description: string;
  features: string;
  audience: string;
  tags: string[];
  imageUrls: string[];
}

export const productImportItems = pgTable(
  'product_import_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    /** 0-based order in the file or the store. */
    position: integer('position').notNull(),
    /** The CSV line the row starts on. */
    line: integer('line'),
    /** The shop's product id (Shopify). */
    externalId: text('external_id'),
    data: jsonb('data').$type<ImportItemData>().notNull(),
    /** pending, imported (new product), updated (an earlier import's product), failed or skipped (a bad row, never tried). */
    status: text('status').notNull().default('pending'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Why it failed or was skipped: codes (a CSV row may have several) and the params of the first. */
    errorCodes: text('error_codes').array(),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    /** The photo address that failed, when one did. */
    errorUrl: text('error_url'),
    /** When a run of the import job took it (another run leaves it alone until it is stale). */
    claimedAt: at('claimed_at'),
    /** Photos stored for it by a run that has not ended it yet: a run that takes it again deletes them first. */
    fetchedPhotoIds: uuid('fetched_photo_ids').array(),
    finishedAt: at('finished_at'),
  },
  (t) => [unique('product_import_items_position_uq').on(t.importId, t.position), index('product_import_items_status_idx').on(t.importId, t.status)],
);

/**
 * A shop a user connected with an access token (Shopify's Admin API), kept encrypted
 * (src/server/services/secret-box.ts); removing the connection deletes the token.
 */
export const shopConnections = pgTable(
  'shop_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    /** The store's host, e.g. my-shop.myshopify.com. */
    storeDomain: text('store_domain').notNull(),
    /** AES-256-GCM: iv, tag and ciphertext, base64url, dot-separated. */
    tokenSealed: text('token_sealed').notNull(),
    /** The token's last 4 characters, to tell tokens apart. */
    tokenHint: text('token_hint').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [unique('shop_connections_user_store_uq').on(t.userId, t.platform, t.storeDomain)],
);
