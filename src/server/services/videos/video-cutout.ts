/**
 * The product cut-out of a video's still (issue 14 item 5), so the local engine can frame clips on the
 * product, keep its box in every frame and animate the parallax orbit.
 *
 * Rules: an uploaded photo whose cut-out is ready uses its stored matte (automatic, with its confidence
 * and warnings, or touched up by the user, then trusted); any other still (a generated image has no alpha, and its product box is not stored) is cut out
 * now with the cut-out engine (computeCutout: its own alpha if usable, else the ISNet model, ~1.3 s).
 * A failure is logged and the video renders without a cut-out (centre framing), never fails for it.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sourceImages } from '../../db/schema';
import type { Logger } from '../../logger';
import { computeCutout, type Cutout } from '../../engine/cutout/cutout';
import { readMattePng } from '../../engine/cutout/matte';
import type { MattingEngine } from '../../engine/cutout/matting-engine';
import type { Storage } from '../../providers/storage';

/**
 * The cut-out of a video's still.
 * Input: the still's bytes (PNG/JPEG), its library id, type ('generated' | 'source') and owner, the
 * engine (default: computeCutout's, the model) and an abort signal. Output: the Cutout, or undefined
 * when none could be made (logged). Never throws, except the signal's reason once it has fired.
 */
export async function videoCutout(
  deps: { db: Database; storage: Storage; logger: Logger; matting?: MattingEngine },
  still: { image: Buffer; imageId: string; imageType: string; userId: string; videoId: string },
  signal?: AbortSignal,
): Promise<Cutout | undefined> {
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
        const cutout = stored ? await readMattePng(stored.data, row.method ?? 'model') : null;
        // A matte the user touched up is trusted as is; an automatic one keeps its confidence and warnings.
        if (cutout) return row.strokes.length > 0 ? cutout : { ...cutout, confidence: row.confidence ?? undefined, warnings: row.warnings };
      }
    }
    return await computeCutout(still.image, { engine: deps.matting, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    deps.logger.warn({ err: error, videoId: still.videoId }, 'video cut-out failed; the clip is framed on the centre');
    return undefined;
  }
}
