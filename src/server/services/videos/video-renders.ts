/**
 * Rendering of product videos: access by tier, 5 credits reserved atomically when the
 * job is created and refunded exactly once if the video fails, rendering in a durable job (the
 * local ffmpeg engine, or a hosted engine polled from the worker and completed early by its
 * webhook, whose result a 'video-finalize' job fetches). For the local engine the job first has a
 * studio render drawn again at the video's ratio (./video-still.ts), then cuts the still out (./video-cutout.ts) so the clip is framed on the product and every camera move keeps
 * its box in frame; each video is titled with the product's name (./video-subject.ts).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CREDIT_COST, DEFAULT_LANGUAGE, type Language } from '../../../shared/catalog';
import type { Database } from '../../db/client';
import { generatedImages, videos } from '../../db/schema';
import type { JobEnqueuer } from '../../jobs/job-payloads';
import type { Logger } from '../../logger';
import { estimateVideoCostUsd } from '../../providers/ai/videos/video-price-table';
import {
  videoSize,
  VideoProviderError,
  type HostedVideoEngine,
  type VideoAspectRatio,
  type VideoDuration,
  type VideoProvider,
  type VideoRenderRequest,
} from '../../providers/ai/videos/video-provider';
import type { Engine } from '../../engine';
import type { VideoInspector } from '../../providers/media/video-inspector';
import type { Storage } from '../../providers/storage';
import type { CreditsService } from '../credits';
import type { LibraryService } from '../library';
import { reserveAndEnqueue } from '../reservations';
import { effectiveTier, planOf } from '../tiers';
import { assertVideoAccess } from '../video-access';
import type { VideoWebhooks } from '../webhook-tokens';
import { videoCutout } from './video-cutout';
import { studioStillAtRatio } from './video-still';
import { productFacts, productName } from './video-subject';
import { ownedVideo, type Video, type VideoRecords } from './video-records';
import { combinedSourceType, type DigitalSourceType } from '../../../shared/provenance';
import { mp4WithProvenance } from '../../engine/image/provenance';
import { aiLabelOf } from '../ai-label';

export interface VideoRenderDeps {
  db: Database;
  storage: Storage;
  credits: CreditsService;
  library: LibraryService;
  /** The local engine, or null when a hosted engine is configured. */
  local: VideoProvider | null;
  hosted: HostedVideoEngine | null;
  inspector: VideoInspector;
  /** Webhook URLs given to the hosted engine. */
  webhooks: VideoWebhooks;
  /** The job registry's enqueue ('video-render', 'video-finalize'). */
  jobs: JobEnqueuer;
  logger: Logger;
  /** The engine: cuts out stills without a stored matte, and draws the visible label of a labelled video. */
  engine: Engine;
}

export type VideoRenders = ReturnType<typeof createVideoRenders>;

/** The render side of the videos service; `records` gives the motion prompt of a new video. */
export function createVideoRenders(deps: VideoRenderDeps, records: Pick<VideoRecords, 'motionPrompt'>) {
  const { db, storage, credits, logger } = deps;
  const engineName = deps.hosted?.name ?? deps.local?.name ?? 'none';
  /** The model recorded on each video: the hosted model id, or the local engine's name. */
  const modelName = deps.hosted ? (deps.hosted.model ?? deps.hosted.name) : (deps.local?.name ?? 'none');

  async function load(id: string): Promise<Video | undefined> {
    const [row] = await db.select().from(videos).where(eq(videos.id, id));
    return row;
  }

  async function update(id: string, values: Partial<typeof videos.$inferInsert>) {
    await db.update(videos).set({ ...values, updatedAt: new Date() }).where(eq(videos.id, id));
  }

  /**
   * How a video is made (src/shared/provenance.ts): a hosted model's clip is generated; the local
   * engine moves a camera over its still, so the clip is what the still is, drawn on by program.
   */
  async function sourceTypeOf(video: Video): Promise<DigitalSourceType> {
    if (deps.hosted) return 'trainedAlgorithmicMedia';
    if (video.imageType !== 'generated') return 'compositeSynthetic';
    const [still] = await db.select({ sourceType: generatedImages.digitalSourceType }).from(generatedImages).where(eq(generatedImages.id, video.imageId));
    return combinedSourceType([still?.sourceType ?? 'compositeSynthetic']);
  }

  /**
   * Stores the MP4 (with the statement of how it was made in its XMP box, and the visible label on
   * every frame and on the poster when the user asked for it: docs/decisions/024-ai-marking.md) and
   * poster and marks the video done (once: a second call changes nothing).
   * @throws VideoProviderError (not retryable) when the bytes are not an MP4 file.
   */
  async function complete(video: Video, mp4: Buffer, poster: Buffer, facts: { width: number; height: number }, signal?: AbortSignal) {
    const sourceType = await sourceTypeOf(video);
    let data: Buffer;
    try {
      data = mp4WithProvenance(mp4, sourceType);
    } catch (error) {
      throw new VideoProviderError(`the engine returned a file that is not an MP4 (${(error as Error).message})`, false);
    }
    // The visible label the user asked for ('Label images'), in their saved language: drawn on every frame and on the poster.
    const label = await aiLabelOf(db, video.userId, DEFAULT_LANGUAGE);
    if (label) {
      const overlay = await deps.engine.labelOverlay({ text: label(sourceType), width: facts.width, height: facts.height }, signal);
      const labelled = await deps.inspector.overlay(mp4, overlay, signal);
      data = mp4WithProvenance(labelled, sourceType);
      poster = await deps.inspector.poster(labelled, signal);
    }
    const finishedAt = new Date();
    const startedAt = video.startedAt ?? video.createdAt;
    const cost = estimateVideoCostUsd(modelName, video.durationSeconds);
    const storageKey = `users/${video.userId}/videos/${video.id}.mp4`;
    const posterKey = `users/${video.userId}/videos/${video.id}.poster.jpg`;
    await update(video.id, { stage: 'saving', progress: 95 });
    await storage.put(storageKey, data, 'video/mp4');
    await storage.put(posterKey, poster, 'image/jpeg');
    await db
      .update(videos)
      .set({
        status: 'succeeded',
        stage: 'done',
        progress: 100,
        storageKey,
        posterKey,
        bytes: data.length,
        width: facts.width,
        height: facts.height,
        model: modelName,
        latencyMs: Math.max(0, finishedAt.getTime() - startedAt.getTime()),
        estimatedCostUsd: cost === null ? null : String(cost),
        finishedAt,
        updatedAt: finishedAt,
      })
      .where(and(eq(videos.id, video.id), sql`${videos.status} <> 'succeeded'`));
  }

  /** Refunds the reservation once and marks the video failed. */
  async function fail(video: Video, reason: string) {
    await credits.apply({
      userId: video.userId,
      amount: video.creditsReserved,
      reason: 'video_refund',
      idempotencyKey: `video:${video.id}:refund`,
      reference: video.id,
    });
    await update(video.id, {
      status: 'failed',
      stage: 'done',
      progress: 100,
      creditsRefunded: video.creditsReserved,
      error: reason.slice(0, 500),
      finishedAt: new Date(),
    });
    logger.warn({ videoId: video.id, reason }, 'video failed; credits refunded');
  }

  /**
   * Waits for a hosted request (polling; stops when the video got finished another way), then
   * downloads the result into our storage at once (vendor URLs expire).
   */
  async function finishHosted(video: Video, requestId: string, signal?: AbortSignal): Promise<void> {
    if (!deps.hosted) return;
    const result = await deps.hosted.waitForResult(requestId, { signal, isDone: async () => (await load(video.id))?.stage === 'done' });
    if (!result) return;
    const downloaded = await deps.hosted.download(result.videoUrl, { signal });
    const target = videoSize(video.aspectRatio as VideoAspectRatio);
    const original = await deps.inspector.probe(downloaded, signal);
    const data =
      original.width === target.width && original.height === target.height
        ? downloaded
        : await deps.inspector.normalize(downloaded, target, signal);
    const [facts, poster] = await Promise.all([deps.inspector.probe(data, signal), deps.inspector.poster(data, signal)]);
    await complete(video, data, poster, facts, signal);
  }

  async function sourceBytes(video: Video): Promise<Buffer> {
    const ref = await deps.library.ref(video.userId, video.imageId).catch(() => null);
    const stored = ref ? await storage.get(ref.storageKey) : null;
    if (!stored) throw new VideoProviderError('the image of this video was deleted', false);
    return stored.data;
  }

  return {
    /**
     * Starts a video: checks access (videos on every tier but Starter, docs/product.md) and the image's owner, reserves 5 credits in
     * the same transaction as the row, and enqueues the render job (refunded at once if the queue
     * refuses it). `givenId` is the video's id when the caller fixed it (a batch item's work id).
     * @throws DomainError 'video_not_on_starter' or 'video_unknown_tier', 'not_found', 'insufficient_credits', 'queue_unavailable'.
     */
    async create(
      userId: string,
      input: { imageId: string; prompt?: string; durationSeconds: VideoDuration; aspectRatio: VideoAspectRatio; language: Language },
      givenId?: string,
    ): Promise<{ id: string; status: Video['status'] }> {
      const plan = await planOf(db, userId);
      assertVideoAccess(effectiveTier(plan));
      const ref = await deps.library.ref(userId, input.imageId);
      const prompt = input.prompt?.trim() || (await records.motionPrompt(userId, { imageId: input.imageId, language: input.language }));
      const title = productName(await productFacts(db, userId, input.imageId), input.language);
      const size = videoSize(input.aspectRatio);
      const id = givenId ?? crypto.randomUUID();
      const cost = CREDIT_COST.video;
      await reserveAndEnqueue(deps, {
        userId,
        cost,
        reason: 'video_reserve',
        idempotencyKey: `video:${id}:reserve`,
        reference: id,
        insert: async (tx) => {
          await tx.insert(videos).values({
            id,
            userId,
            imageId: input.imageId,
            imageType: ref.type,
            title,
            prompt,
            durationSeconds: input.durationSeconds,
            aspectRatio: input.aspectRatio,
            width: size.width,
            height: size.height,
            engine: engineName,
            creditsReserved: cost,
          });
        },
        job: { name: 'video-render', payload: { videoId: id } },
        refund: async () => fail(await ownedVideo(db, userId, id), 'the job queue was unavailable'),
        subject: 'video',
        logFields: { videoId: id },
      });
      return { id, status: 'queued' };
    },

    /**
     * Runs a video (the job handler); safe to re-run. A retryable engine failure is rethrown so
     * the job retries, unless this is the last attempt; any other failure refunds the credits once.
     */
    async run(id: string, options: { lastAttempt: boolean; signal?: AbortSignal }): Promise<void> {
      const video = await load(id);
      if (!video || video.stage === 'done') return;
      try {
        await update(id, { status: 'running', stage: 'preparing', progress: 5, ...(video.startedAt ? {} : { startedAt: new Date() }) });
        let image = await sourceBytes(video);
        // A local studio render is drawn again at the video's ratio rather than extended.
        const redrawn = !deps.hosted && deps.local
          ? await studioStillAtRatio(deps, { imageId: video.imageId, imageType: video.imageType, userId: video.userId, videoId: id, aspectRatio: video.aspectRatio as VideoAspectRatio }, options.signal)
          : null;
        if (redrawn) image = redrawn;
        const request: VideoRenderRequest = {
          image,
          prompt: video.prompt,
          durationSeconds: video.durationSeconds as VideoDuration,
          aspectRatio: video.aspectRatio as VideoAspectRatio,
          seed: Number.parseInt(video.id.slice(0, 8), 16),
        };
        if (!deps.hosted && deps.local) {
          // The local engine frames the clip on the product and keeps its box in every frame.
          request.matte = await videoCutout(
            deps,
            // A redrawn still has no stored matte: it is cut out like any generated image.
            { image, imageId: video.imageId, imageType: redrawn ? 'generated' : video.imageType, userId: video.userId, videoId: id },
            options.signal,
          );
        }
        await update(id, { stage: 'rendering', progress: 15 });
        if (deps.hosted) {
          let requestId = video.providerRequestId;
          if (!requestId) {
            requestId = (await deps.hosted.submit(request, { webhookUrl: deps.webhooks.urlFor(id), signal: options.signal })).requestId;
            await update(id, { providerRequestId: requestId, progress: 25 });
          }
          await finishHosted(video, requestId, options.signal);
        } else if (deps.local) {
          const rendered = await deps.local.render(request, options.signal);
          await complete(video, rendered.data, rendered.poster, rendered, options.signal);
        } else {
          throw new VideoProviderError('no video engine is configured', false);
        }
        logger.info({ videoId: id, engine: engineName }, 'video rendered');
      } catch (error) {
        const retryable = error instanceof VideoProviderError ? error.retryable : false;
        if (retryable && !options.lastAttempt) throw error;
        const latest = (await load(id)) ?? video;
        if (latest.stage !== 'done') await fail(latest, error instanceof Error ? error.message : String(error));
      }
    },

    /**
     * Closes a video whose job will not run (an admin cancelled it while it waited): refunds its
     * credits once and marks it failed. A finished video is left alone.
     */
    async abandon(id: string, reason: string): Promise<void> {
      const video = await load(id);
      if (!video || video.stage === 'done') return;
      await fail(video, reason);
    },

    /**
     * The hosted engine reported a request finished (webhook). Queues the job that fetches the
     * result now; a repeated call for the same request does nothing more. Returns false when the
     * video does not exist or belongs to another request.
     */
    async providerFinished(requestId: string, videoId: string): Promise<boolean> {
      const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
      if (!row) return false;
      if (row.providerRequestId && row.providerRequestId !== requestId) return false;
      if (!row.providerRequestId) {
        // The engine can answer before the job has stored the id it got from the submit call;
        // the URL's token already proved this call belongs to this video.
        await db
          .update(videos)
          .set({ providerRequestId: requestId, updatedAt: new Date() })
          .where(and(eq(videos.id, videoId), isNull(videos.providerRequestId)));
      }
      if (row.stage !== 'done') await deps.jobs.enqueue('video-finalize', { videoId: row.id });
      return true;
    },

    /**
     * Fetches a hosted result the engine reported finished (the webhook's job). Does nothing when
     * the video is already done; a failure refunds the credits once.
     */
    async finalize(id: string, options: { signal?: AbortSignal } = {}): Promise<void> {
      const video = await load(id);
      if (!video || video.stage === 'done' || !video.providerRequestId) return;
      try {
        await finishHosted(video, video.providerRequestId, options.signal);
      } catch (error) {
        const latest = (await load(id)) ?? video;
        if (latest.stage !== 'done') await fail(latest, error instanceof Error ? error.message : String(error));
      }
    },
  };
}
