/**
 * What a generation's render job works from: the generation's photo, idea and (for an edit) parent
 * image, read once per attempt (`loadRenderInputs`), then the product guard, the stored cut-out and
 * the extra photos of the product (`prepareRender`). Hosted engines keep the product by the product
 * lock, or by the fidelity check when the user lets the AI redraw it (../product-guard.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, outputSize } from '../../../shared/catalog';
import type { DigitalSourceType } from '../../../shared/provenance';
import { isLanguage } from '../../i18n';
import { aiLabelOf } from '../ai-label';
import { MAX_REFERENCE_IMAGES } from '../../../shared/contracts/creation';
import { generatedImages, scenarios, sourceImages } from '../../db/schema';
import type { MatteRef } from '../../engine';
import { productCutFingerprint } from '../../engine/product/product-cut-store';
import { createProductGuard, guardMode, type ProductGuard } from '../product-guard';
import type { Scenario } from '../scenarios';
import type { SourceImage } from '../source-images';
import { seedOf, type GeneratedImage, type Generation, type GenerationsDeps } from './generation-common';

/** An edit's parent image and its bytes (the image the engine edits). */
export interface EditInput {
  parent: GeneratedImage;
  data: Buffer;
}

/** The rows and bytes a render starts from. */
export interface RenderInputs {
  source: SourceImage;
  scenario: Scenario;
  /** The stored source photo's bytes. */
  photo: Buffer;
  /** Set for an edit. */
  edit: EditInput | null;
}

/** Everything the render of each position needs, prepared once per attempt. */
export interface RenderPlan extends RenderInputs {
  generation: Generation;
  guard: ProductGuard;
  /** The stored matte of the photo, when the engine composes it or the guard uses it. */
  matte: MatteRef | undefined;
  /** Fingerprint of the product cut in use (matte and touch-up strokes); null without a matte. */
  cutFingerprint: string | null;
  /** Bytes of the extra photos of the product the engine takes (possibly none). */
  references: Buffer[];
  /** The scenario's full scene description. */
  prompt: string;
  /** The visible label's words for an image of a source type, when the user asked for it (../ai-label.ts); else null. */
  label: ((sourceType: DigitalSourceType) => string) | null;
}

/**
 * The parent image of an edit and its bytes. Null when the parent (or its file) was deleted.
 */
async function editInput(deps: GenerationsDeps, generation: Generation): Promise<EditInput | null> {
  const [parent] = await deps.db.select().from(generatedImages).where(eq(generatedImages.id, generation.parentImageId!));
  if (!parent || !parent.generationId) return null;
  const stored = await deps.storage.get(parent.storageKey);
  if (!stored) return null;
  return { parent, data: stored.data };
}

/**
 * Reads the generation's photo (row and bytes), its idea and, for an edit, its parent image.
 * @returns the inputs, or `{ missing }`: why the generation cannot be rendered (the reason it is
 *   closed with), when one of them was deleted.
 */
export async function loadRenderInputs(deps: GenerationsDeps, generation: Generation): Promise<RenderInputs | { missing: string }> {
  const { db, storage } = deps;
  if (!generation.sourceImageId || !generation.scenarioId) return { missing: 'source image or scenario deleted' };
  const [source] = await db.select().from(sourceImages).where(eq(sourceImages.id, generation.sourceImageId));
  const [scenario] = await db.select().from(scenarios).where(eq(scenarios.id, generation.scenarioId));
  const sourceData = source ? await storage.get(source.storageKey) : null;
  if (!source || !scenario || !sourceData) return { missing: 'source image or scenario missing' };
  // An edit: the parent image is what the engine edits; its render's lock is rebuilt around it.
  // An adjustment is drawn again from the photo: its parent's pixels are not needed.
  const isEdit = generation.parentImageId !== null && generation.adjustment === null;
  const edit = isEdit ? await editInput(deps, generation) : null;
  if (isEdit && !edit) return { missing: 'the image to edit was deleted' };
  return { source, scenario, photo: sourceData.data, edit };
}

/**
 * The extra photos of a generation's product the engine takes: none for the local renderer, else
 * up to the engine's maxInputImages - 1 (at most MAX_REFERENCE_IMAGES), skipping photos since deleted.
 */
async function referencesOf(deps: GenerationsDeps, generation: Generation): Promise<Buffer[]> {
  const room = deps.images.usesCutout ? 0 : Math.max(0, (deps.images.maxInputImages ?? 1) - 1);
  const ids = generation.referenceImageIds.slice(0, Math.min(room, MAX_REFERENCE_IMAGES));
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(sourceImages)
    .where(and(inArray(sourceImages.id, ids), eq(sourceImages.userId, generation.userId)));
  const out: Buffer[] = [];
  for (const refId of ids) {
    const row = rows.find((r) => r.id === refId);
    const stored = row ? await deps.storage.get(row.storageKey) : null;
    if (stored) out.push(stored.data);
  }
  return out;
}

/**
 * Where an edit's product is pasted with the lock: its parent's box (px), when the parent was
 * locked with the same product cut in a frame of the same size; else null.
 */
function editPlacement(edit: EditInput | null, cutFingerprint: string | null, generation: Generation) {
  const parentLayout = edit?.parent.lockLayout ?? null;
  const frame = outputSize(generation.settings.aspectRatio);
  return parentLayout && parentLayout.cut === cutFingerprint && parentLayout.frame.width === frame.width && parentLayout.frame.height === frame.height ? parentLayout.box : null;
}

/**
 * Prepares an attempt: the stored cut-out (made now if it was not ready), the product guard and
 * the extra photos.
 * @throws the signal's reason when aborted; what the cut-out or the guard throws.
 */
export async function prepareRender(deps: GenerationsDeps, generation: Generation, inputs: RenderInputs, signal?: AbortSignal): Promise<RenderPlan> {
  const { db } = deps;
  const { source, scenario, photo, edit } = inputs;
  // The stored matte: the local renderer composes it, hosted engines lock or check the product with it.
  let mode = guardMode(deps.images, generation.settings);
  const matte = deps.images.usesCutout || mode !== 'none' ? await deps.cutouts.cutoutOf(source, signal) : undefined;
  signal?.throwIfAborted();
  // A cut-out made just now (not ready when the row was read) is on the row since.
  const matted = matte && source.cutoutStatus !== 'ready' ? ((await db.select().from(sourceImages).where(eq(sourceImages.id, source.id)))[0] ?? source) : source;
  const cutFingerprint = matted.matteKey ? productCutFingerprint(matted.matteKey, matted.cutoutStrokes) : null;
  // An edit is locked only by pasting the same product cut at its parent's box; a parent painted
  // without the lock, or locked with a cut since touched up, is checked instead.
  const editPlace = editPlacement(edit, cutFingerprint, generation);
  if (edit && mode === 'lock' && !editPlace) mode = 'check';
  // The product cut stored with the matte (made when the cut-out was), for the lock or the check.
  const product = matte && mode !== 'none' ? await deps.cutouts.productCutOf(matted, photo, matte, signal) : undefined;
  const guard = await createProductGuard({
    mode,
    engine: deps.engine,
    ...(product ? { product } : {}),
    settings: generation.settings,
    scene: scenario.scene,
    seed: seedOf(generation.id),
    logger: deps.logger,
    ...(edit ? { editOf: edit.data } : {}),
    ...(editPlace ? { place: editPlace } : {}),
  });
  const references = await referencesOf(deps, generation);
  const label = await aiLabelOf(db, generation.userId, isLanguage(scenario.language) ? scenario.language : DEFAULT_LANGUAGE);
  return { ...inputs, generation, guard, matte, cutFingerprint, references, prompt: scenario.description, label };
}
