/**
 * Batches by API (src/server/services/api-batches.ts): one row per batch and one per item. An item
 * names its photo (a source image, or a URL the job fetches), what to make (its input as sent) and,
 * once started, its work: a generation (scene) or a Studio Photos batch of one (packshot), whose id
 * is the item's `workId`, fixed when the item is made so a job that runs again finds work it
 * already started.
 */
import { index, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ApiBatchItemInput } from '../../../shared/contracts/api-batches';
import { user } from './auth';
import { sourceImages } from './images';
import { products } from './products';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const apiBatches = pgTable(
  'api_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'api' (POST /batches) or 'catalogue' (a run over the user's products). */
    origin: text('origin').notNull().default('api'),
    /** When the user cancelled it: items not yet started ended failed, charged nothing. */
    cancelledAt: at('cancelled_at'),
    /** 'processing' until every item has ended, then 'completed'. */
    status: text('status').notNull().default('processing'),
    /** The language ideas are written in (the request's). */
    language: text('language').notNull(),
    itemCount: smallint('item_count').notNull(),
    /** Whole credits the items cost if all succeed, checked against the balance at creation. */
    creditsEstimated: smallint('credits_estimated').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('api_batches_user_created_idx').on(t.userId, t.createdAt)],
);

export const apiBatchItems = pgTable(
  'api_batch_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => apiBatches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    type: text('type').notNull(),
    reference: text('reference'),
    /** The product the item was made for (a catalogue run). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    input: jsonb('input').$type<ApiBatchItemInput>().notNull(),
    /** queued, running, succeeded, partial or failed. */
    status: text('status').notNull().default('queued'),
    /** The photo: given, or stored from the URL by the item's job (null again if deleted). */
    sourceImageId: uuid('source_image_id').references(() => sourceImages.id, { onDelete: 'set null' }),
    /** The id of the item's generation or Studio Photos batch (they are made with this id). */
    workId: uuid('work_id').notNull().defaultRandom(),
    /** When its work (generation or Studio Photos batch) was made and queued. */
    startedAt: at('started_at'),
    /** Why it failed before its work started: a DomainError code, or the work's failure. */
    failureCode: text('failure_code'),
    failureParams: jsonb('failure_params').$type<Record<string, string | number>>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [unique('api_batch_items_batch_position_uq').on(t.batchId, t.position), unique('api_batch_items_work_uq').on(t.workId)],
);
