/**
 * The still a local video is made from, at the video's own aspect ratio. An image the built-in
 * studio renderer made is a set Vitrine drew: when the video's ratio differs from the image's, the
 * renderer draws the same idea again at the video's ratio (same scene, light, seed and variant; the
 * product re-framed for the new frame) instead of the motion engine stretching or extending the
 * photo's edges. Any other still (an upload, a hosted engine's image, an edit, an image whose photo
 * or cut-out is gone) is used as it is, and the motion engine frames and extends it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { type AspectRatio } from '../../../shared/catalog';
import type { Database } from '../../db/client';
import { generatedImages, generations, scenarios, sourceImages } from '../../db/schema';
import { LOCAL_STUDIO_ENGINE, type Engine } from '../../engine';
import type { Logger } from '../../logger';
import type { VideoAspectRatio } from '../../providers/ai/videos/video-provider';
import type { Storage } from '../../providers/storage';
import { seedOf } from '../generations/generation-common';

/**
 * The video's still drawn again by the studio renderer at the video's ratio, or null when the image
 * is not a local studio render (see the module docstring), already has that ratio, or cannot be
 * redrawn (logged; the video then uses the image as it is).
 * Input: the video's image id, type and owner, its aspect ratio; an abort signal.
 * Output: PNG bytes at high quality (2048 px on the long side), or null. Throws only the signal's reason.
 */
export async function studioStillAtRatio(
  deps: { db: Database; storage: Storage; engine: Engine; logger: Logger },
  still: { imageId: string; imageType: string; userId: string; videoId: string; aspectRatio: VideoAspectRatio },
  signal?: AbortSignal,
): Promise<Buffer | null> {
  if (still.imageType !== 'generated') return null;
  try {
    const [row] = await deps.db
      .select({
        position: generatedImages.position,
        settings: generatedImages.settings,
        engine: generatedImages.engine,
        generationId: generations.id,
        scene: scenarios.scene,
        language: scenarios.language,
        description: scenarios.description,
        sourceKey: sourceImages.storageKey,
        matteKey: sourceImages.matteKey,
        cutoutStatus: sourceImages.cutoutStatus,
        cutoutMethod: sourceImages.cutoutMethod,
      })
      .from(generatedImages)
      .innerJoin(generations, eq(generations.id, generatedImages.generationId))
      .innerJoin(scenarios, eq(scenarios.id, generations.scenarioId))
      .innerJoin(sourceImages, eq(sourceImages.id, generations.sourceImageId))
      .where(and(eq(generatedImages.id, still.imageId), eq(generatedImages.userId, still.userId), isNull(generatedImages.parentImageId)));
    if (!row || row.engine !== LOCAL_STUDIO_ENGINE || !row.settings) return null;
    if (row.settings.aspectRatio === (still.aspectRatio as AspectRatio)) return null;
    if (row.cutoutStatus !== 'ready' || !row.matteKey) return null;
    const [photo, matte] = await Promise.all([deps.storage.get(row.sourceKey), deps.storage.get(row.matteKey)]);
    if (!photo || !matte) return null;
    const rendered = await deps.engine.renderStudio(
      {
        source: photo.data,
        matte: { png: matte.data, method: row.cutoutMethod ?? 'model' },
        settings: { ...row.settings, aspectRatio: still.aspectRatio, quality: 'high', format: 'png' },
        scene: row.scene,
        prompt: row.description,
        // The same image of the same generation: its variant and seed (./generations/render-image.ts).
        variant: row.position,
        seed: seedOf(row.generationId) + row.position,
      },
      signal,
    );
    return rendered.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    deps.logger.warn({ err: error, videoId: still.videoId }, 'studio still at the video ratio failed; the image is used as it is');
    return null;
  }
}
