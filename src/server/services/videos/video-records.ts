/**
 * The user's private video library: reading, listing, serving and deleting videos, and
 * suggesting a motion prompt. Every query filters by the session's user. Rendering is in
 * ./video-renders.ts.
 */
import type { VideoView } from '../../../shared/contracts/videos';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Language } from '../../../shared/catalog';
import type { Database } from '../../db/client';
import { videos } from '../../db/schema';
import { DomainError } from '../domain-error';
import { suggestMotionPrompt } from '../../engine/scenarios/motion-prompt';
import type { VideoAspectRatio } from '../../providers/ai/videos/video-provider';
import type { Storage } from '../../providers/storage';
import { decodeCursor, encodeCursor } from '../cursor';
import { productFacts, productName } from './video-subject';
import type { LibraryService } from '../library';

export type Video = typeof videos.$inferSelect;

/** A video as the API answers it (src/shared/contracts/videos.ts). */
export type { VideoView };

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
    title: v.title,
    prompt: v.prompt,
    imageId: v.imageId,
    creditsRefunded: v.creditsRefunded,
    createdAt: v.createdAt.toISOString(),
  };
}

/** The user's video row. @throws DomainError 'not_found' when missing or someone else's. */
export async function ownedVideo(db: Database, userId: string, id: string): Promise<Video> {
  const [row] = await db.select().from(videos).where(and(eq(videos.id, id), eq(videos.userId, userId)));
  if (!row) throw new DomainError('not_found');
  return row;
}

export type VideoRecords = ReturnType<typeof createVideoRecords>;

/** The read, serve and delete side of the videos service; every method takes the session's user. */
export function createVideoRecords(deps: { db: Database; storage: Storage; library: LibraryService }) {
  const { db, storage } = deps;
  return {
    /**
     * A suggested motion prompt for one of the user's images (<= 500 characters, in `language`) that names
     * the product (./video-subject.ts), never by the scenario's title, and suggests no orbit for an uploaded
     * photo whose cut-out cannot carry the local engine's parallax (the clip would push in instead).
     * @throws DomainError 'not_found' when the image is not the user's.
     */
    async motionPrompt(userId: string, input: { imageId: string; features?: string; language: Language }): Promise<string> {
      await deps.library.ref(userId, input.imageId);
      const facts = await productFacts(db, userId, input.imageId);
      // The product is named from features (the user's, else the stored ones) or the analysis; the scenario
      // title only describes the setting.
      const product = input.features?.trim() || facts.features || productName(facts, input.language);
      return suggestMotionPrompt({ features: product, language: input.language, scenario: facts.scenarioTitle ?? undefined, orbit: facts.orbitReady ?? undefined });
    },

    /** The user's video. @throws DomainError 'not_found'. */
    async get(userId: string, id: string): Promise<VideoView> {
      return view(await ownedVideo(db, userId, id));
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
     * @throws DomainError 'not_found' when missing, someone else's or not finished.
     */
    async fileRef(userId: string, id: string, kind: 'video' | 'poster'): Promise<{ key: string; mime: string; filename: string }> {
      const video = await ownedVideo(db, userId, id);
      const key = kind === 'video' ? video.storageKey : video.posterKey;
      if (!key) throw new DomainError('not_found');
      return {
        key,
        mime: kind === 'video' ? 'video/mp4' : 'image/jpeg',
        filename: `vitrine-video-${id.slice(0, 8)}.${kind === 'video' ? 'mp4' : 'jpg'}`,
      };
    },

    /** Deletes the user's video and its files. @throws DomainError 'not_found'. */
    async remove(userId: string, id: string): Promise<void> {
      const video = await ownedVideo(db, userId, id);
      await db.delete(videos).where(and(eq(videos.id, id), eq(videos.userId, userId)));
      if (video.storageKey) await storage.delete(video.storageKey);
      if (video.posterKey) await storage.delete(video.posterKey);
    },
  };
}
