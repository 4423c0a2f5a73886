/**
 * Images of the creation flow:
 * uploaded source photos, the scenario ideas suggested for them, generations (one job each)
 * and the images they produced. Stored bytes live in the storage provider under `storage_key`;
 * `mime` is the real type of those bytes.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENERATION_STAGES, GENERATION_STATUSES, type RenderAdjustment } from '../../../shared/contracts/creation';
import { CUTOUT_METHODS, CUTOUT_STATUSES, type CutoutMethod, type CutoutStroke, type CutoutWarning, type ProductBox } from '../../../shared/contracts/cutout';
import { IMAGE_KINDS } from '../../../shared/contracts/library';
import type { ImageSettings, SceneHints } from '../../../shared/catalog';
import { STUDIO_PRESET_IDS } from '../../../shared/studio-presets';
import { DIGITAL_SOURCE_TYPES } from '../../../shared/provenance';
import { user } from './auth';

/** Millisecond precision, as JavaScript dates have: library cursors compare exact values. */
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();

export const imageFormat = pgEnum('image_format', ['png', 'jpg']);
export const cutoutStatus = pgEnum('cutout_status', CUTOUT_STATUSES);
export const cutoutMethod = pgEnum('cutout_method', CUTOUT_METHODS);

/** An uploaded product photo (a source image of the library). */
export const sourceImages = pgTable(
  'source_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    format: imageFormat('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    originalName: text('original_name'),
    hasAlpha: boolean('has_alpha').notNull(),
    dominantColors: jsonb('dominant_colors').$type<string[]>().notNull(),
    /** Suggested product box in pixels: { x, y, width, height }. */
    suggestedCutout: jsonb('suggested_cutout').$type<{ x: number; y: number; width: number; height: number }>().notNull(),
    /** Storage key of the cut-out matte in use (8-bit grey PNG at the photo's size): automatic or touched up. */
    matteKey: text('matte_key'),
    /** Storage key of the automatic matte (before touch-up), the base every touch-up starts from. */
    autoMatteKey: text('auto_matte_key'),
    /** The cut-out job: started right after upload. */
    cutoutStatus: cutoutStatus('cutout_status').notNull().default('pending'),
    cutoutProgress: smallint('cutout_progress').notNull().default(0),
    cutoutMethod: cutoutMethod('cutout_method'),
    /** 0..1 once ready. */
    cutoutConfidence: numeric('cutout_confidence', { precision: 4, scale: 3, mode: 'number' }),
    cutoutWarnings: jsonb('cutout_warnings').$type<CutoutWarning[]>().notNull().default([]),
    /**
     * What the automatic cut-out found (restored when touch-up strokes are reset), and whether the
     * photo is a top-down flat lay (the idea engine and the renderer lay it flat).
     */
    cutoutAuto: jsonb('cutout_auto').$type<{ method: CutoutMethod; confidence: number | null; warnings: CutoutWarning[]; flatLay?: boolean; productBox?: ProductBox; objectCount?: number | null }>(),
    /**
     * Size of the product's box in the matte in use (px): the qualities of the built-in renderer it
     * can fill without going soft (src/shared/catalog.ts, localQualitySupported). Null before the
     * cut-out is ready, and for cut-outs made before it was recorded.
     */
    cutoutProductBox: jsonb('cutout_product_box').$type<ProductBox>(),
    /** The touch-up strokes the matte in use was made with (none: automatic). */
    cutoutStrokes: jsonb('cutout_strokes').$type<CutoutStroke[]>().notNull().default([]),
    /** Why the cut-out failed (a log-friendly reason; users get a translated message). */
    cutoutError: text('cutout_error'),
    cutoutUpdatedAt: timestamp('cutout_updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('source_images_user_created_idx').on(t.userId, t.createdAt)],
);

/** A scenario idea offered to a user for a source image. */
export const scenarios = pgTable(
  'scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sourceImageId: uuid('source_image_id')
      .notNull()
      .references(() => sourceImages.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    features: text('features').notNull(),
    audience: text('audience').notNull(),
    templateKey: text('template_key').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    premium: boolean('premium').notNull(),
    scene: jsonb('scene').$type<SceneHints>().notNull(),
    suggestedStyle: text('suggested_style').notNull(),
    suggestedTimeOfDay: text('suggested_time_of_day').notNull(),
    position: smallint('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('scenarios_source_image_idx').on(t.sourceImageId)],
);

export const generationStatus = pgEnum('generation_status', GENERATION_STATUSES);
export { GENERATION_STAGES, GENERATION_STATUSES };
export const generationStage = pgEnum('generation_stage', GENERATION_STAGES);

/** One request for images: settings, credits reserved, progress of its job. */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null once the source photo is deleted; the generated images stay in the library. */
    sourceImageId: uuid('source_image_id').references(() => sourceImages.id, { onDelete: 'set null' }),
    scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
    settings: jsonb('settings').$type<ImageSettings>().notNull(),
    status: generationStatus('status').notNull().default('queued'),
    stage: generationStage('stage').notNull().default('queued'),
    /** 0-100. */
    progress: smallint('progress').notNull().default(0),
    requestedCount: smallint('requested_count').notNull(),
    failedCount: smallint('failed_count').notNull().default(0),
    /** Credits reserved when the job was created. */
    creditsReserved: integer('credits_reserved').notNull(),
    /** Credits refunded for images that were not produced. */
    creditsRefunded: integer('credits_refunded').notNull().default(0),
    error: text('error'),
    /** The image engine that ran the job ('local', 'openai', 'gemini', 'fal'...): failures count against it (admin provider figures). */
    engine: text('engine'),
    /** Images refunded because the product changed too much in them (fidelity check). */
    fidelityRefunds: smallint('fidelity_refunds').notNull().default(0),
    /** More photos of the same product (other angles): up to 3 of the user's own source images, sent as references. */
    referenceImageIds: jsonb('reference_image_ids').$type<string[]>().notNull().default([]),
    /** An edit: the generated image it edits (its one output links to it) and the user's instruction. */
    parentImageId: uuid('parent_image_id'),
    instruction: text('instruction'),
    /**
     * An adjustment of a local studio render (the parent): what it redraws the parent with, seed
     * and variant included (services/generations/adjustments.ts); null otherwise.
     */
    adjustment: jsonb('adjustment').$type<RenderAdjustment>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('generations_user_created_idx').on(t.userId, t.createdAt),
    check('generations_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

export const imageKind = pgEnum('image_kind', IMAGE_KINDS);
export const studioPreset = pgEnum('studio_preset', STUDIO_PRESET_IDS);
export const digitalSourceType = pgEnum('digital_source_type', DIGITAL_SOURCE_TYPES);

/**
 * An image produced by a generation, or a Studio Photos packshot (kind 'studio': made by a studio
 * batch, ./studio.ts, with no generation or settings).
 */
export const generatedImages = pgTable(
  'generated_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null for a Studio packshot. */
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'cascade' }),
    /** Position of the image in its generation (or its studio batch), 0-based. */
    position: smallint('position').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    format: imageFormat('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** The scenario text the image was made from. */
    prompt: text('prompt').notNull(),
    scenarioTitle: text('scenario_title').notNull(),
    /** The generation's settings (null for a Studio packshot). */
    settings: jsonb('settings').$type<ImageSettings>(),
    engine: text('engine').notNull(),
    /** 'scene' (a generation's image) or 'studio' (a Studio Photos packshot). */
    kind: imageKind('kind').notNull().default('scene'),
    /** The preset of a Studio packshot (null for scenes). */
    studioPreset: studioPreset('studio_preset'),
    /** Vendor that produced the image: 'local', 'openai', 'gemini', 'fal' (null on rows older than this column). */
    provider: text('provider'),
    /** Vendor model id, e.g. 'gpt-image-2' (null for the local renderer). */
    model: text('model'),
    /** Milliseconds the engine took for this image: vendor call, download and conversion. */
    latencyMs: integer('latency_ms'),
    /** Estimated vendor cost of this image in USD (providers/ai/images/price-table.ts); null when unknown. */
    estimatedCostUsd: numeric('estimated_cost_usd', { precision: 12, scale: 6, mode: 'number' }),
    /** The product's own pixels were composited back over a hosted engine's output (product lock). */
    productLocked: boolean('product_locked').notNull().default(false),
    /**
     * How the image was made, in IPTC's Digital Source Type vocabulary (src/shared/provenance.ts): the
     * statement its file carries in XMP. Rows from before the statement hold what their engine made.
     */
    digitalSourceType: digitalSourceType('digital_source_type').notNull().default('compositeSynthetic'),
    /**
     * Where the product lock placed the product: its box in the output
     * frame (px) and the fingerprint of the product cut pasted there
     * (engine/product/product-cut-store.ts). An edit of this image pastes the same cut at the
     * same box; null when the image was not locked (an edit of it is checked instead).
     */
    lockLayout: jsonb('lock_layout').$type<{ box: { x: number; y: number; width: number; height: number }; frame: { width: number; height: number }; cut: string }>(),
    /** The image this one was edited or adjusted from; null for a first render or once the parent is deleted. */
    parentImageId: uuid('parent_image_id').references((): AnyPgColumn => generatedImages.id, { onDelete: 'set null' }),
    /** What a local studio render was drawn with (seed, variant and the adjustments); null for a first render or a hosted image. */
    adjustment: jsonb('adjustment').$type<RenderAdjustment>(),
    /** 0..1: how much the product found in the output looks like its cut-out (fidelity check); null when not checked. Admins only. */
    fidelityScore: real('fidelity_score'),
    /**
     * In the library (docs/decisions/005-auto-save.md): true unless the image was made with
     * 'Auto-save images' off and has not been saved from the results; unsaved images are deleted
     * 24 hours after they were made.
     */
    saved: boolean('saved').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('generated_images_generation_position_uq').on(t.generationId, t.position),
    index('generated_images_user_created_idx').on(t.userId, t.createdAt),
    index('generated_images_unsaved_created_idx').on(t.createdAt).where(sql`${t.saved} = false`),
    check('generated_images_origin', sql`${t.kind}::text in ('studio', 'ad', 'listing') or (${t.generationId} is not null and ${t.settings} is not null)`),
  ],
);
