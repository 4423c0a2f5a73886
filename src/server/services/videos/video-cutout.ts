/**
 * The product cut-out of a video's still, so the local engine can frame clips on the
 * product, keep its box in every frame and animate the parallax orbit.
 *
 * Rules: an uploaded photo whose cut-out is ready uses its stored matte (automatic, with its confidence
 * and warnings, or touched up by the user, then trusted); any other still (a generated image has no alpha, and its product box is not stored) is cut out
 * now by the engine (its own alpha if usable, else the ISNet model, about 1.3 s), in its workers.
 * A failure is logged and the video renders without a cut-out (centre framing), never fails for it.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sourceImages } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Engine, MatteRef } from '../../engine';
import type { Storage } from '../../providers/storage';

/**
 * The cut-out of a video's still.
 * Input: the still's bytes (PNG/JPEG), its library id, type ('generated' | 'source') and owner, the
 * engine and an abort signal. Output: the stored or new matte (PNG and how it was made), or undefined
 * when none could be made (logged). Never throws, except the signal's reason once it has fired.
 */
export async function videoCutout(
  deps: { db: Database; storage: Storage; logger: Logger; engine: Engine },
  still: { image: Buffer; imageId: string; imageType: string; userId: string; videoId: string },
  signal?: AbortSignal,
): Promise<MatteRef | undefined> {
  try {
    if (still.imageType === 'source') {
      const [row] = await deps.db
        .select({
          matteKey: sourceImages.matteKey,
          status: sourceImages.cutoutStatus,
          method: sourceImages.cutoutMethod,
          confidence: sourceImages.cutoutConfidence,
          warnings: sourceImages.cutoutWarnings,
          strokes: sourceImages.cutoutStrokes,
        })
        .from(sourceImages)
        .where(and(eq(sourceImages.id, still.imageId), eq(sourceImages.userId, still.userId)));
      if (row?.status === 'ready' && row.matteKey) {
        const stored = await deps.storage.get(row.matteKey);
        // A matte the user touched up is trusted as is; an automatic one keeps its confidence and warnings.
        if (stored) return row.strokes.length > 0 ? { png: stored.data, method: row.method ?? 'model' } : { png: stored.data, method: row.method ?? 'model', confidence: row.confidence ?? null, warnings: row.warnings };
      }
    }
    const made = await deps.engine.cutout({ photo: still.image, fingerprint: null }, signal);
    return { png: made.mattePng, method: made.method, confidence: made.confidence, warnings: made.warnings };
  } catch (error) {
    if (signal?.aborted) throw error;
    deps.logger.warn({ err: error, videoId: still.videoId }, 'video cut-out failed; the clip is framed on the centre');
    return undefined;
  }
}
