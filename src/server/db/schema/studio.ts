/**
 * Studio Photos batches: one row per batch (its preset and options as a spec,
 * the credits reserved and refunded, its status) and one row per photo (its state, why it failed,
 * its packshot in the library and the packshot's compliance report). One job renders a batch.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { STUDIO_BATCH_STATUSES, STUDIO_ITEM_FAILURES, STUDIO_ITEM_STATUSES, type ComplianceReport } from '../../../shared/contracts/studio';
import type { StudioSpec } from '../../../shared/studio-presets';
import { user } from './auth';
import { generatedImages, sourceImages, studioPreset } from './images';

export const studioBatchStatus = pgEnum('studio_batch_status', STUDIO_BATCH_STATUSES);
export const studioItemStatus = pgEnum('studio_item_status', STUDIO_ITEM_STATUSES);
export const studioItemFailure = pgEnum('studio_item_failure', STUDIO_ITEM_FAILURES);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** A batch of packshots: one preset for every photo, 1 credit each reserved when it was created. */
export const studioBatches = pgTable(
  'studio_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    preset: studioPreset('preset').notNull(),
    /** The preset with the seller's options applied (src/shared/studio-presets.ts). */
    spec: jsonb('spec').$type<StudioSpec>().notNull(),
    status: studioBatchStatus('status').notNull().default('queued'),
    requestedCount: smallint('requested_count').notNull(),
    /** Credits reserved when the batch was created (1 per photo). */
    creditsReserved: integer('credits_reserved').notNull(),
    /** Credits given back for items that failed. */
    creditsRefunded: integer('credits_refunded').notNull().default(0),
    /** Why the job gave up (log-friendly). */
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('studio_batches_user_created_idx').on(t.userId, t.createdAt)],
);

/** One photo of a batch and what became of it. */
export const studioBatchItems = pgTable(
  'studio_batch_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => studioBatches.id, { onDelete: 'cascade' }),
    /** 0-based, in the order the photos were sent. */
    position: smallint('position').notNull(),
    /** Null once the photo is deleted. */
    sourceImageId: uuid('source_image_id').references(() => sourceImages.id, { onDelete: 'set null' }),
    /** The photo's file name when the batch was made (zip names come from it). */
    sourceName: text('source_name').notNull(),
    status: studioItemStatus('status').notNull().default('queued'),
    failure: studioItemFailure('failure'),
    /** Why it failed (log-friendly; users get a translated message). */
    error: text('error'),
    /** The packshot in the library (null until made; null again if deleted there). */
    imageId: uuid('image_id').references(() => generatedImages.id, { onDelete: 'set null' }),
    /** The packshot's name in the batch's zip: from the source name and the preset. */
    fileName: text('file_name'),
    compliance: jsonb('compliance').$type<ComplianceReport>(),
    /** Milliseconds the packshot took (cut-out excluded). */
    renderMs: integer('render_ms'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('studio_batch_items_batch_position_uq').on(t.batchId, t.position),
    check('studio_batch_items_position_range', sql`${t.position} >= 0`),
  ],
);
