/** Handlers of the video routes: validate, authorize, call the videos service. */
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../http/app-error';
import { parseRange } from '../../http/byte-range';
import type { AppEnv } from '../../http/context';
import { currentUser } from '../../http/session';
import type { VideoFilesService } from '../../services/video-files';
import type { VideosService } from '../../services/videos';
import { createRouter } from '../openapi-app';
import {
  createVideoRoute,
  deleteVideoRoute,
  getVideoRoute,
  listVideosRoute,
  motionPromptRoute,
  videoFileRoute,
  videoPosterRoute,
} from './videos.routes';

/** Signed-out callers get 'Please sign in to access video features.' */
const requireVideoUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError(401, 'unauthorized', 'videoSignedOut');
  await next();
};

/** The /videos routes on the videos service (records, renders) and the video-files service (MP4 and poster bytes). */
export function videosRouter(deps: { videos: VideosService; videoFiles: VideoFilesService }) {
  const router = createRouter();
  router.use('/videos', requireVideoUser);
  router.use('/videos/*', requireVideoUser);

  router.openapi(createVideoRoute, async (c) => {
    const body = c.req.valid('json');
    const created = await deps.videos.create(currentUser(c).id, { ...body, language: body.language ?? c.get('lang') });
    return c.json(created, 202);
  });

  router.openapi(motionPromptRoute, async (c) => {
    const body = c.req.valid('json');
    const prompt = await deps.videos.motionPrompt(currentUser(c).id, { ...body, language: body.language ?? c.get('lang') });
    return c.json({ prompt }, 200);
  });

  router.openapi(listVideosRoute, async (c) => c.json(await deps.videos.list(currentUser(c).id, c.req.valid('query')), 200));

  router.openapi(getVideoRoute, async (c) => c.json(await deps.videos.get(currentUser(c).id, c.req.valid('param').id), 200));

  router.openapi(videoFileRoute, async (c) => {
    const { id } = c.req.valid('param');
    // From the bucket itself when downloads are presigned (S3_PRESIGNED_DOWNLOADS): it answers Range too.
    const url = await deps.videoFiles.videoUrl(currentUser(c).id, id, c.req.valid('query').download === '1');
    if (url) return c.body(null, 302, { Location: url, 'Cache-Control': 'private, no-store' }) as never;
    const rangeHeader = c.req.header('range');
    const file = await deps.videoFiles.readVideo(currentUser(c).id, id, (size) => parseRange(rangeHeader, size));
    const headers: Record<string, string> = {
      'Content-Type': file.mime,
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, max-age=3600',
      ...(c.req.valid('query').download === '1' ? { 'Content-Disposition': `attachment; filename="${file.filename}"` } : {}),
    };
    if (file.status === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` }) as never;
    }
    headers['Content-Length'] = String(file.length);
    if (file.range) headers['Content-Range'] = `bytes ${file.range.start}-${file.range.end}/${file.size}`;
    // Streamed from storage: a long video is never held whole in memory.
    return c.body(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, file.range ? 206 : 200, headers) as never;
  });

  router.openapi(videoPosterRoute, async (c) => {
    const poster = await deps.videoFiles.readPoster(currentUser(c).id, c.req.valid('param').id);
    return c.body(new Uint8Array(poster.data), 200, { 'Content-Type': poster.mime, 'Cache-Control': 'private, max-age=3600' }) as never;
  });

  router.openapi(deleteVideoRoute, async (c) => {
    await deps.videos.remove(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  return router;
}
