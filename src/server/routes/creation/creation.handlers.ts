/** Handlers of the creation flow: validate, authorize, call one service. */
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_MAX_BYTES } from '../../../shared/catalog';
import { isStorableText } from '../../../shared/safe-text';
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import type { GenerationsService } from '../../services/generations';
import { FREE_ADJUSTMENTS_PER_HOUR } from '../../services/generations/adjustments';
import type { RateLimiter } from '../../services/rate-limiter';
import type { ScenariosService } from '../../services/scenarios';
import type { SourceImagesService } from '../../services/source-images';
import type { CutoutsService } from '../../services/cutouts';
import { translator } from '../../i18n';
import { createRouter } from '../openapi-app';
import { fileNameSchema } from '../../../shared/contracts/creation';
import { createGenerationRoute, createImageAdjustmentRoute, createImageEditRoute, getGenerationRoute, suggestScenariosRoute, uploadSourceImageRoute } from './creation.routes';

export function creationRouter(deps: {
  sources: SourceImagesService;
  cutouts: CutoutsService;
  scenarios: ScenariosService;
  generations: GenerationsService;
  rateLimiter: RateLimiter;
  /** Generations a user may start per minute (GENERATION_RATE_LIMIT_PER_MINUTE); also the limit on hosted scenario suggestions. */
  generationsPerMinute: number;
  /** Uploads a user may make per minute (UPLOAD_RATE_LIMIT_PER_MINUTE). */
  uploadsPerMinute: number;
  /** True when scenario ideas come from a hosted model (each suggestion costs money, so it is rate limited). */
  hostedScenarios?: boolean;
}) {
  const router = createRouter();
  for (const path of ['/source-images', '/scenarios', '/generations', '/generations/*', '/images/:id/edits']) router.use(path, requireUser);
  const uploadLimit = bodyLimit({
    // Multipart framing adds a little around the file itself.
    maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError(413, 'file_too_large', 'fileTooLarge');
    },
  });
  // A JSON body (a photo by URL) was read by the text guard already, within its own limits.
  router.use('/source-images', (c, next) => (/^application\/json/i.test(c.req.header('content-type') ?? '') ? next() : uploadLimit(c, next)));

  router.openapi(uploadSourceImageRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`upload:${user.id}`, { windowS: 60, max: deps.uploadsPerMinute });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    if (/^application\/json/i.test(c.req.header('content-type') ?? '')) {
      const row = await deps.sources.uploadFromUrl(user.id, (c.req.valid('json') as { url: string }).url);
      await deps.cutouts.start(row);
      return c.json(deps.cutouts.sourceView(row, translator(c.get('lang'))), 201);
    }
    const body = await c.req.parseBody().catch(() => {
      throw new AppError(400, 'file_missing', 'fileMissing');
    });
    const file = body.file;
    if (!(file instanceof File)) throw new AppError(400, 'file_missing', 'fileMissing');
    if (file.size > UPLOAD_MAX_BYTES) throw new AppError(413, 'file_too_large', 'fileTooLarge');
    if (!isStorableText(file.name)) throw new AppError(400, 'invalid_text', 'invalidText');
    const name = fileNameSchema.safeParse(file.name);
    if (!name.success) throw new AppError(422, 'validation_failed', 'fileNameTooLong', { max: 255 });
    const row = await deps.sources.upload(user.id, Buffer.from(await file.arrayBuffer()), name.data || undefined);
    await deps.cutouts.start(row);
    return c.json(deps.cutouts.sourceView(row, translator(c.get('lang'))), 201);
  });

  router.openapi(suggestScenariosRoute, async (c) => {
    const user = currentUser(c);
    const body = c.req.valid('json');
    if (deps.hostedScenarios && body.engine !== 'local') {
      const limit = await deps.rateLimiter.consume(`scenarios:${user.id}`, { windowS: 60, max: deps.generationsPerMinute });
      if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    }
    const scenarios = await deps.scenarios.suggest(user.id, { ...body, language: body.language ?? c.get('lang') }, c.req.raw.signal);
    return c.json({ scenarios }, 200);
  });

  router.openapi(createGenerationRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`generation:${user.id}`, { windowS: 60, max: deps.generationsPerMinute });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    const created = await deps.generations.create(user.id, c.req.valid('json'));
    return c.json(created, 202);
  });

  router.openapi(createImageEditRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`generation:${user.id}`, { windowS: 60, max: deps.generationsPerMinute });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    const created = await deps.generations.createEdit(user.id, c.req.valid('param').id, c.req.valid('json').instruction);
    return c.json(created, 202);
  });

  router.openapi(createImageAdjustmentRoute, async (c) => {
    const user = currentUser(c);
    const body = c.req.valid('json');
    const limit = await deps.rateLimiter.consume(`generation:${user.id}`, { windowS: 60, max: deps.generationsPerMinute });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    if (!body.newVariant) {
      // Free adjustments still use the renderer: an hourly cap keeps one account from hogging it.
      const free = await deps.rateLimiter.consume(`adjustment:${user.id}`, { windowS: 3600, max: FREE_ADJUSTMENTS_PER_HOUR });
      if (!free.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: free.retryAfterS });
    }
    const created = await deps.generations.createAdjustment(user.id, c.req.valid('param').id, body);
    return c.json(created, 202);
  });

  router.openapi(getGenerationRoute, async (c) => {
    const view = await deps.generations.get(currentUser(c).id, c.req.valid('param').id, translator(c.get('lang')));
    return c.json(view, 200);
  });

  return router;
}
