/**
 * Product videos (issue 5): access by tier, 5 credits reserved atomically when the job is
 * created and refunded exactly once if the video fails, rendering in a durable job (the local
 * ffmpeg engine, or a hosted engine polled from the worker and completed early by its webhook),
 * and the user's private video library.
 */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { CREDIT_COST, type Language } from '../../shared/catalog';
import type { Database } from '../db/client';
import { videos } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import { estimateVideoCostUsd } from '../providers/ai/videos/video-price-table';
import { suggestMotionPrompt } from '../providers/ai/scenarios/motion-prompt';
import {
  videoSize,
  VideoProviderError,
  type VideoAspectRatio,
  type VideoDuration,
  type HostedVideoEngine,
  type VideoProvider,
  type VideoRenderRequest,
} from '../providers/ai/videos/video-provider';
import type { VideoInspector } from '../providers/media/video-inspector';
import type { Storage } from '../providers/storage';
import type { CreditsService } from './credits';
import type { LibraryService } from './library';
import { effectiveTier, planOf } from './tiers';
import { assertVideoAccess } from './video-access';
import { decodeCursor, encodeCursor } from './cursor';

export type Video = typeof videos.$inferSelect;

export interface VideoView {
  id: string;
  status: Video['status'];
  stage: Video['stage'];
  progress: number;
  durationSeconds: number;
  aspectRatio: VideoAspectRatio;
  width: number;
  height: number;
  prompt: string;
  imageId: string;
  creditsRefunded: number;
  createdAt: string;
}

export type EnqueueVideo = (videoId: string) => Promise<void>;

export type VideosService = ReturnType<typeof createVideosService>;

function view(v: Video): VideoView {
  return {
    id: v.id,
    status: v.status,
    stage: v.stage,
    progress: v.progress,
    durationSeconds: v.durationSeconds,
    aspectRatio: v.aspectRatio as VideoAspectRatio,
    width: v.width,
    height: v.height,
    prompt: v.prompt,
    imageId: v.imageId,
    creditsRefunded: v.creditsRefunded,
    createdAt: v.createdAt.toISOString(),
  };
}

export function createVideosService(deps: {
  db: Database;
  storage: Storage;
  credits: CreditsService;
  library: LibraryService;
  /** The local engine, or null when a hosted engine is configured. */
  local: VideoProvider | null;
  hosted: HostedVideoEngine | null;
  inspector: VideoInspector;
  /** URL fal should call when a request completes (null: no webhook). */
  webhookUrl: (videoId: string) => string | null;
  enqueue: EnqueueVideo;
  /** Enqueues the job that fetches a hosted result as soon as the engine reports it (webhook). */
  enqueueFinalize: EnqueueVideo;
  logger: Logger;
}) {
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

  async function owned(userId: string, id: string): Promise<Video> {
    const [row] = await db.select().from(videos).where(and(eq(videos.id, id), eq(videos.userId, userId)));
    if (!row) throw new AppError(404, 'not_found', 'notFound');
    return row;
  }

  /** Stores the MP4 and poster and marks the video done (once: a second call changes nothing). */
  async function complete(video: Video, data: Buffer, poster: Buffer, facts: { width: number; height: number }) {
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
    await complete(video, data, poster, facts);
  }

  async function sourceBytes(video: Video): Promise<Buffer> {
    const ref = await deps.library.ref(video.userId, video.imageId).catch(() => null);
    const stored = ref ? await storage.get(ref.storageKey) : null;
    if (!stored) throw new VideoProviderError('the image of this video was deleted', false);
    return stored.data;
  }

  return {
    /**
     * A suggested motion prompt for one of the user's images (<= 500 characters, in `language`).
     * @throws AppError 404 when the image is not the user's.
     */
    async motionPrompt(userId: string, input: { imageId: string; features?: string; language: Language }): Promise<string> {
      const ref = await deps.library.ref(userId, input.imageId);
      const title = ref.type === 'generated' ? (ref.title ?? undefined) : undefined;
      return suggestMotionPrompt({ features: input.features ?? title ?? '', language: input.language, scenario: title });
    },

    /**
     * Starts a video: checks access (spec section 6) and the image's owner, reserves 5 credits in
     * the same transaction as the row, and enqueues the render job.
     * @throws AppError 403 'video_not_available', 404, 402 'insufficient_credits'.
     */
    async create(
      userId: string,
      input: { imageId: string; prompt?: string; durationSeconds: VideoDuration; aspectRatio: VideoAspectRatio; language: Language },
    ): Promise<{ id: string; status: Video['status'] }> {
      const plan = await planOf(db, userId);
      assertVideoAccess(effectiveTier(plan));
      const ref = await deps.library.ref(userId, input.imageId);
      const prompt = input.prompt?.trim() || (await this.motionPrompt(userId, { imageId: input.imageId, language: input.language }));
      const size = videoSize(input.aspectRatio);
      const id = crypto.randomUUID();
      const cost = CREDIT_COST.video;
      try {
        await db.transaction(async (tx) => {
          await tx.insert(videos).values({
            id,
            userId,
            imageId: input.imageId,
            imageType: ref.type,
            prompt,
            durationSeconds: input.durationSeconds,
            aspectRatio: input.aspectRatio,
            width: size.width,
            height: size.height,
            engine: engineName,
            creditsReserved: cost,
          });
          await credits.apply({ userId, amount: -cost, reason: 'video_reserve', idempotencyKey: `video:${id}:reserve`, reference: id }, tx);
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'insufficient_credits') {
          throw new AppError(402, 'insufficient_credits', 'insufficientCredits', { required: cost, balance: await credits.balance(userId) });
        }
        throw error;
      }
      try {
        await deps.enqueue(id);
      } catch (error) {
        // The reservation is committed but no job will run: fail the video and refund it now.
        logger.error({ err: error, videoId: id }, 'video could not be queued; refunding');
        await fail(await owned(userId, id), 'the job queue was unavailable');
        throw new AppError(503, 'queue_unavailable', 'queueUnavailable');
      }
      return { id, status: 'queued' };
    },

    /** The user's video. @throws AppError 404. */
    async get(userId: string, id: string): Promise<VideoView> {
      return view(await owned(userId, id));
    },

    /** The user's videos, newest first, with a keyset cursor. */
    async list(userId: string, options: { cursor?: string; limit: number }): Promise<{ items: VideoView[]; nextCursor: string | null }> {
      let cursorCondition;
      if (options.cursor) {
        const c = decodeCursor(options.cursor);
        cursorCondition = or(lt(videos.createdAt, c.createdAt), and(eq(videos.createdAt, c.createdAt), lt(videos.id, c.id)));
      }
      const rows = await db
        .select()
        .from(videos)
        .where(and(eq(videos.userId, userId), cursorCondition))
        .orderBy(desc(videos.createdAt), desc(videos.id))
        .limit(options.limit + 1);
      const page = rows.slice(0, options.limit);
      const last = page[page.length - 1];
      const nextCursor = rows.length > options.limit && last ? encodeCursor(last.createdAt, last.id) : null;
      return { items: page.map(view), nextCursor };
    },

    /**
     * The stored MP4 (or its poster) of a finished video of the user.
     * @throws AppError 404 when missing, someone else's or not finished.
     */
    async fileRef(userId: string, id: string, kind: 'video' | 'poster'): Promise<{ key: string; mime: string; filename: string }> {
      const video = await owned(userId, id);
      const key = kind === 'video' ? video.storageKey : video.posterKey;
      if (!key) throw new AppError(404, 'not_found', 'notFound');
      return {
        key,
        mime: kind === 'video' ? 'video/mp4' : 'image/jpeg',
        filename: `vitrine-video-${id.slice(0, 8)}.${kind === 'video' ? 'mp4' : 'jpg'}`,
      };
    },

    /** Deletes the user's video and its files. @throws AppError 404. */
    async remove(userId: string, id: string): Promise<void> {
      const video = await owned(userId, id);
      await db.delete(videos).where(and(eq(videos.id, id), eq(videos.userId, userId)));
      if (video.storageKey) await storage.delete(video.storageKey);
      if (video.posterKey) await storage.delete(video.posterKey);
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
        const image = await sourceBytes(video);
        const request: VideoRenderRequest = {
          image,
          prompt: video.prompt,
          durationSeconds: video.durationSeconds as VideoDuration,
          aspectRatio: video.aspectRatio as VideoAspectRatio,
          seed: Number.parseInt(video.id.slice(0, 8), 16),
        };
        await update(id, { stage: 'rendering', progress: 15 });
        if (deps.hosted) {
          let requestId = video.providerRequestId;
          if (!requestId) {
            requestId = (await deps.hosted.submit(request, { webhookUrl: deps.webhookUrl(id) ?? undefined, signal: options.signal })).requestId;
            await update(id, { providerRequestId: requestId, progress: 25 });
          }
          await finishHosted(video, requestId, options.signal);
        } else if (deps.local) {
          const rendered = await deps.local.render(request, options.signal);
          await complete(video, rendered.data, rendered.poster, rendered);
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
      if (row.stage !== 'done') await deps.enqueueFinalize(row.id);
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
