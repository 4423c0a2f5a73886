/** Handlers of the video routes: validate, authorize, call the videos service. */
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../http/app-error';
import { parseRange } from '../../http/byte-range';
import type { AppEnv } from '../../http/context';
import { currentUser } from '../../http/session';
import type { Storage } from '../../providers/storage';
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

export function videosRouter(deps: { videos: VideosService; storage: Storage }) {
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
    const ref = await deps.videos.fileRef(currentUser(c).id, id, 'video');
    const size = await deps.storage.size(ref.key);
    if (size === null) throw new AppError(404, 'not_found', 'notFound');
    const headers: Record<string, string> = {
      'Content-Type': ref.mime,
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, max-age=3600',
      ...(c.req.valid('query').download === '1' ? { 'Content-Disposition': `attachment; filename="${ref.filename}"` } : {}),
    };
    const range = parseRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` }) as never;
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? size - 1;
    const data = await deps.storage.getRange(ref.key, start, end);
    if (!data) throw new AppError(404, 'not_found', 'notFound');
    headers['Content-Length'] = String(data.length);
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    return c.body(new Uint8Array(data), range ? 206 : 200, headers) as never;
  });

  router.openapi(videoPosterRoute, async (c) => {
    const ref = await deps.videos.fileRef(currentUser(c).id, c.req.valid('param').id, 'poster');
    const stored = await deps.storage.get(ref.key);
    if (!stored) throw new AppError(404, 'not_found', 'notFound');
    return c.body(new Uint8Array(stored.data), 200, { 'Content-Type': ref.mime, 'Cache-Control': 'private, max-age=3600' }) as never;
  });

  router.openapi(deleteVideoRoute, async (c) => {
    await deps.videos.remove(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  return router;
}
