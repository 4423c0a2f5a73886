/**
 * Product videos: one row per video, its job state, the credits reserved and refunded,
 * and the stored MP4 and poster. `image_id` is a generated or source image of the same user.
 */
import { index, integer, numeric, pgEnum, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VIDEO_STAGES, VIDEO_STATUSES } from '../../../shared/contracts/videos';
import { user } from './auth';

export { VIDEO_STAGES, VIDEO_STATUSES };
export const videoStatus = pgEnum('video_status', VIDEO_STATUSES);
export const videoStage = pgEnum('video_stage', VIDEO_STAGES);

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id').notNull(),
    imageType: text('image_type').notNull(),
    /** The product's name (features or analysis, in the creator's language; ./services/videos/video-subject.ts); null on older rows. */
    title: text('title'),
    prompt: text('prompt').notNull(),
    durationSeconds: smallint('duration_seconds').notNull(),
    aspectRatio: text('aspect_ratio').notNull(),
    status: videoStatus('status').notNull().default('queued'),
    stage: videoStage('stage').notNull().default('queued'),
    /** 0-100. */
    progress: smallint('progress').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Which engine made it: 'local-motion' or 'fal-kling'. */
    engine: text('engine').notNull(),
    /** The model that made it (hosted model id, or 'local-motion'), its time and estimated cost. */
    model: text('model'),
    /** When the job first started rendering or submitted to the provider. */
    startedAt: ts('started_at'),
    /** Milliseconds from startedAt to the stored result. */
    latencyMs: integer('latency_ms'),
    /** US dollars, an estimate from the vendor's published prices. */
    estimatedCostUsd: numeric('estimated_cost_usd', { precision: 12, scale: 6 }),
    /** The hosted engine's request id, once submitted. */
    providerRequestId: text('provider_request_id').unique(),
    storageKey: text('storage_key'),
    posterKey: text('poster_key'),
    bytes: integer('bytes'),
    creditsReserved: integer('credits_reserved').notNull(),
    creditsRefunded: integer('credits_refunded').notNull().default(0),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('videos_user_created_idx').on(t.userId, t.createdAt)],
);
