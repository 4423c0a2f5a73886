/**
 * Listing sets (src/server/services/listing-sets.ts): a product's listing images for one
 * marketplace, slot by slot, and each image made with its checks and alt text.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ListingCheckReport, ListingDimensions, ListingPoint, ListingRegion, ListingSlot, ListingStyle } from '../../../shared/contracts/listing-sets';
import type { ListingMarketplace, ListingSlotKind } from '../../../shared/listing-sets';
import { user } from './auth';
import { generatedImages, sourceImages } from './images';
import { products } from './products';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const listingSets = pgTable(
  'listing_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The product the set is kept under (null once the product is deleted). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The photo whose cut-out the set draws. */
    sourceImageId: uuid('source_image_id').references(() => sourceImages.id, { onDelete: 'set null' }),
    marketplace: text('marketplace').$type<ListingMarketplace>().notNull(),
    /** The language of its texts, figures and alt texts. */
    language: text('language').notNull(),
    /** The product's name as the alt texts write it. */
    productTitle: text('product_title').notNull(),
    style: jsonb('style').$type<ListingStyle>().notNull(),
    dimensions: jsonb('dimensions').$type<ListingDimensions>(),
    slots: jsonb('slots').$type<ListingSlot[]>().notNull(),
    status: text('status').$type<'queued' | 'running' | 'succeeded' | 'partial' | 'failed'>().notNull().default('queued'),
    creditsReserved: integer('credits_reserved').notNull(),
    creditsRefunded: integer('credits_refunded').notNull().default(0),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('listing_sets_user_created_idx').on(t.userId, t.createdAt), index('listing_sets_product_idx').on(t.productId)],
);

/** One image of a set, at its 1-based position in listing order. */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => listingSets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').$type<ListingSlotKind>().notNull(),
    /** queued, succeeded (every check passed), flagged (made, a check failed: shown with why), failed (not made, refunded). */
    status: text('status').$type<'queued' | 'succeeded' | 'flagged' | 'failed'>().notNull().default('queued'),
    imageId: uuid('image_id').references(() => generatedImages.id, { onDelete: 'set null' }),
    checks: jsonb('checks').$type<ListingCheckReport>(),
    altText: text('alt_text').notNull().default(''),
    /** What the engine chose: an infographic's points, a detail crop's region. */
    chosen: jsonb('chosen').$type<{ anchors?: ListingPoint[]; region?: ListingRegion }>(),
    error: text('error'),
    renderMs: integer('render_ms'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('listing_images_set_position_uq').on(t.setId, t.position), check('listing_images_position_range', sql`${t.position} between 1 and 9`)],
);
