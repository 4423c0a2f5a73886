/**
 * Ad creatives: brand kits (a user's colours, fonts, tone and logo) and ad sets (one design in
 * every chosen placement and variant), with one row per creative and its computed checks. One job
 * renders a set; each creative lands in the library as an image of kind 'ad'.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid, boolean } from 'drizzle-orm/pg-core';
import type { AdFont, AdOutputFormat, AdPlacementId, AdTone, AdVariantDimension } from '../../../shared/ad-creatives';
import type { AdCheckReport, AdVariant } from '../../../shared/contracts/ad-creatives';
import { user } from './auth';
import { generatedImages, sourceImages } from './images';
import { products } from './products';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** A brand kit: its name, 1 to 5 colours, two bundled fonts, a tone and an optional logo (a PNG made safe on upload). */
export const brandKits = pgTable(
  'brand_kits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colours: jsonb('colours').$type<string[]>().notNull(),
    headingFont: text('heading_font').$type<AdFont>().notNull(),
    bodyFont: text('body_font').$type<AdFont>().notNull(),
    tone: text('tone').$type<AdTone>().notNull(),
    /** The logo as stored (a PNG), null without one. */
    logoKey: text('logo_key'),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('brand_kits_user_idx').on(t.userId, t.createdAt)],
);

/** What a set was made with, kept as it was (a brand kit edited later does not change it). */
export interface AdSetDesign {
  brand: { name: string; colours: string[]; headingFont: AdFont; bodyFont: AdFont; logoKey: string | null };
  /** Where the product's pixels come from. */
  product: { kind: 'cutout'; sourceImageId: string } | { kind: 'photo'; imageId: string };
}

export const adSets = pgTable(
  'ad_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The product the set is kept under (null when made from a loose photo, or once the product is deleted). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The photo the product comes from (its cut-out, or the photo a packshot or scene was made from). */
    sourceImageId: uuid('source_image_id').references(() => sourceImages.id, { onDelete: 'set null' }),
    brandKitId: uuid('brand_kit_id').references(() => brandKits.id, { onDelete: 'set null' }),
    design: jsonb('design').$type<AdSetDesign>().notNull(),
    dimension: text('dimension').$type<AdVariantDimension>().notNull(),
    variants: jsonb('variants').$type<AdVariant[]>().notNull(),
    placements: jsonb('placements').$type<AdPlacementId[]>().notNull(),
    format: text('format').$type<AdOutputFormat>().notNull(),
    watermark: boolean('watermark').notNull(),
    status: text('status').$type<'queued' | 'running' | 'succeeded' | 'partial' | 'failed'>().notNull().default('queued'),
    creditsReserved: integer('credits_reserved').notNull(),
    creditsRefunded: integer('credits_refunded').notNull().default(0),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('ad_sets_user_created_idx').on(t.userId, t.createdAt), index('ad_sets_product_idx').on(t.productId)],
);

/** One creative: a variant on a placement. */
export const adCreatives = pgTable(
  'ad_creatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => adSets.id, { onDelete: 'cascade' }),
    /** 0-based variant (A = 0). */
    variant: smallint('variant').notNull(),
    placement: text('placement').$type<AdPlacementId>().notNull(),
    /** queued, succeeded (every check passed), flagged (made, a check failed: shown with why), failed (not made). */
    status: text('status').$type<'queued' | 'succeeded' | 'flagged' | 'failed'>().notNull().default('queued'),
    imageId: uuid('image_id').references(() => generatedImages.id, { onDelete: 'set null' }),
    checks: jsonb('checks').$type<AdCheckReport>(),
    error: text('error'),
    renderMs: integer('render_ms'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('ad_creatives_set_variant_placement_uq').on(t.setId, t.variant, t.placement), check('ad_creatives_variant_range', sql`${t.variant} between 0 and 4`)],
);
