/** Handlers of a source photo's cut-out: state, the PNG, touch-up strokes. */
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import type { CutoutsService } from '../../services/cutouts';
import { DomainError } from '../../services/domain-error';
import type { RateLimiter } from '../../services/rate-limiter';
import type { SourceImagesService } from '../../services/source-images';
import { translator } from '../../i18n';
import { createRouter } from '../openapi-app';
import { cutoutFileRoute, getSourceImageRoute, touchUpCutoutRoute } from './cutout.routes';

/** Touch-ups a user may send per minute (each recomputes a matte, about a second of CPU). */
const TOUCH_UPS_PER_MINUTE = 30;

export function cutoutRouter(deps: { sources: SourceImagesService; cutouts: CutoutsService; rateLimiter: RateLimiter }) {
  const router = createRouter();
  router.use('/source-images/*', requireUser);

  router.openapi(getSourceImageRoute, async (c) => {
    const row = await deps.sources.get(currentUser(c).id, c.req.valid('param').id);
    return c.json(deps.cutouts.sourceView(row, translator(c.get('lang'))), 200);
  });

  router.openapi(cutoutFileRoute, async (c) => {
    const row = await deps.sources.get(currentUser(c).id, c.req.valid('param').id);
    const t = translator(c.get('lang'));
    const view = deps.cutouts.view(row, t);
    if (view.status === 'failed') throw new AppError(422, 'cutout_failed', 'cutoutFailed');
    if (view.status !== 'ready') return c.json(view, 202, { 'Cache-Control': 'no-store', 'Retry-After': '1' });
    const png = await deps.cutouts.png(row, c.req.valid('query').maxSide);
    if (!png) return c.json(deps.cutouts.view({ ...row, cutoutStatus: 'pending', cutoutProgress: 0 }, t), 202, { 'Cache-Control': 'no-store' });
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
    }) as never;
  });

  router.openapi(touchUpCutoutRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`touch-up:${user.id}`, { windowS: 60, max: TOUCH_UPS_PER_MINUTE });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    const row = await deps.sources.get(user.id, c.req.valid('param').id);
    if (row.cutoutStatus !== 'ready') throw new DomainError('cutout_not_ready');
    const updated = await deps.cutouts.touchUp(row, c.req.valid('json').strokes);
    return c.json(deps.cutouts.view(updated, translator(c.get('lang'))), 200);
  });

  return router;
}
