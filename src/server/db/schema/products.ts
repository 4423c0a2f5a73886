/**
 * Products (src/server/services/products.ts): a seller's product with its fields, and its photos in
 * order. A photo belongs to one product at most; what is made from a photo belongs to its product.
 * `external_id` and `store_domain` name a product imported from a shop, so importing it again
 * updates it instead of adding a second one.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [primaryKey({ columns: [t.productId, t.sourceImageId] })],
);
