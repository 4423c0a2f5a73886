/**
 * Contract of a source photo's cut-out: its state while the cut-out job runs, the
 * warnings a seller should read before paying, and the touch-up strokes that correct it.
 *
 * Strokes are in normalised photo coordinates (0..1 of the oriented photo's width and height), so
 * an editor can paint on a preview of any size; the brush radius is a fraction of the photo's long
 * side.
 */
import { z } from 'zod';

/** Where a cut-out is: queued after upload, running, usable, or failed (with a message). */
export const CUTOUT_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export type CutoutStatus = (typeof CUTOUT_STATUSES)[number];

/**
 * How the matte was made: the photo's own alpha channel, the segmentation model, the fallback
 * colour-model engine (when the model cannot run), or touch-up strokes over one of these.
 */
export const CUTOUT_METHODS = ['alpha', 'model', 'grabcut', 'touch_up'] as const;
export type CutoutMethod = (typeof CUTOUT_METHODS)[number];

/**
 * Warnings shown with the preview:
 * - `uncertain_edges`: much of the product's edge is neither clearly product nor background;
 * - `several_objects`: other large objects were found and left out;
 * - `objects_kept`: three or more separate objects were kept as the product (a scatter, a set);
 * - `touches_frame`: the photo's edge cuts the product (it stays cut in every image);
 * - `check_leftovers`: parts of what was kept are only half certain (often something standing
 *   behind or against the product): the preview should be checked;
 * - `small_product`: what was kept covers under 5 % of the photo: perhaps a detail, not the product;
 * - `too_small`: the photo (or the product in it) has fewer pixels than an output image, so the
 *   result will be soft.
 */
export const CUTOUT_WARNINGS = ['uncertain_edges', 'several_objects', 'objects_kept', 'touches_frame', 'check_leftovers', 'small_product', 'too_small'] as const;
export type CutoutWarning = (typeof CUTOUT_WARNINGS)[number];

/**
 * Modes of the touch-up: paint what belongs to the product (`keep`) or what does not (`remove`), or
 * click one object to keep it alone (`select`: its first point picks the object of the cut-out under
 * it, or the nearest one within its radius; the other objects are left out).
 */
export const STROKE_MODES = ['keep', 'remove', 'select'] as const;
export type StrokeMode = (typeof STROKE_MODES)[number];

/** Most strokes one touch-up may carry, and most points per stroke. */
export const MAX_STROKES = 60;
export const MAX_STROKE_POINTS = 2000;

const unit = z.number().min(0).max(1);

/** One brush stroke: a polyline of points (x, y in 0..1) painted with a round brush. */
export const strokeSchema = z
  .object({
    mode: z.enum(STROKE_MODES),
    radius: z.number().min(0.002).max(0.2).meta({ description: "Brush radius as a fraction of the photo's long side" }),
    points: z.array(z.array(unit).length(2)).min(1).max(MAX_STROKE_POINTS).meta({ description: 'Points [x, y], fractions of the width and height' }),
  })
  .meta({ id: 'CutoutStroke' });
export type CutoutStroke = z.infer<typeof strokeSchema>;

/** PUT /source-images/{id}/cutout/strokes: every stroke of the touch-up, oldest first; none restores the automatic cut-out. */
export const touchUpSchema = z
  .object({ strokes: z.array(strokeSchema).max(MAX_STROKES) })
  .meta({ id: 'CutoutTouchUp' });
export type CutoutTouchUp = z.infer<typeof touchUpSchema>;

/** Size of the product's box in its photo, px (the matte's pixels of at least half opacity). */
export const productBoxSchema = z
  .object({ width: z.number().int().min(0), height: z.number().int().min(0) })
  .meta({ id: 'ProductBox', description: "Size of the product's box in the photo, px" });
export type ProductBox = z.infer<typeof productBoxSchema>;

/** The cut-out of a source photo. */
export const cutoutSchema = z
  .object({
    status: z.enum(CUTOUT_STATUSES),
    progress: z.number().int().min(0).max(100).meta({ description: 'Percent, while pending or running' }),
    method: z.enum(CUTOUT_METHODS).nullable(),
    confidence: z.number().min(0).max(1).nullable().meta({ description: 'How sure the engine is of the matte, 0..1, once ready' }),
    warnings: z.array(z.enum(CUTOUT_WARNINGS)),
    strokes: z.array(strokeSchema).meta({ description: 'The touch-up strokes the current matte was made with' }),
    productBox: productBoxSchema.nullable().meta({
      description: "The product's box in the photo once ready (null before, or for older cut-outs): the built-in renderer offers the qualities it can fill without enlarging the product past 1.8x",
    }),
    objectCount: z.number().int().min(0).nullable().meta({ description: 'Separate objects the automatic cut-out kept as the product (quoted by the objects_kept warning); null before it is ready, after a touch-up, or for older cut-outs' }),
    error: z.string().nullable().meta({ description: "Why it failed, in the request's language" }),
    updatedAt: z.string(),
  })
  .meta({ id: 'Cutout' });
export type CutoutView = z.infer<typeof cutoutSchema>;

/** GET /source-images/{id}/cutout query: an optional smaller size for previews. */
export const cutoutFileQuerySchema = z.object({
  maxSide: z.coerce.number().int().min(64).max(8192).optional().meta({ description: 'Largest side of the answer in px (default: the photo size)' }),
  v: z.string().max(64).optional().meta({ description: 'Cache buster, ignored' }),
});
