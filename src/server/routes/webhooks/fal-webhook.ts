/**
 * POST /api/webhooks/fal/{videoId}?token=... — fal.ai calls it when a queued request finishes
 * (https://docs.fal.ai/model-apis/model-endpoints/webhooks). The token proves the URL came from
 * us; the body only says which request finished. The result itself is then fetched from fal's
 * queue with our key by the video's job, never taken from the body; a repeated call changes
 * nothing more.
 */
import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import type { VideosService } from '../../services/videos';
import { verifyWebhookToken } from '../../services/webhook-tokens';

export interface FalWebhookDeps {
  videos: VideosService;
  secret: string;
  /** Parses fal's webhook body into the request id; null for an unknown shape. */
  parse: (body: unknown) => { requestId: string } | null;
}

export function falWebhookRouter(deps: FalWebhookDeps) {
  const router = new Hono<AppEnv>();
  router.post('/fal/:videoId', async (c) => {
    const videoId = c.req.param('videoId');
    if (!/^[0-9a-f-]{36}$/.test(videoId) || !verifyWebhookToken(deps.secret, videoId, c.req.query('token'))) {
      throw new AppError(401, 'unauthorized', 'unauthorized');
    }
    const body: unknown = await c.req.json().catch(() => null);
    const event = deps.parse(body);
    if (!event) throw new AppError(400, 'bad_request', 'validation', { details: 'webhook body' });
    const known = await deps.videos.providerFinished(event.requestId, videoId);
    if (!known) throw new AppError(404, 'not_found', 'notFound');
    return c.json({ received: true });
  });
  return router;
}
