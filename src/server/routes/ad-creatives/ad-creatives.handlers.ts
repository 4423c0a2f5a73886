/** Handlers of ad creatives: validate, authorize, call the brand kits and ad sets services. */
import { bodyLimit } from 'hono/body-limit';
import { BRAND_KIT_LIMITS } from '../../../shared/ad-creatives';
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import type { AdSetsService } from '../../services/ad-sets';
import type { BrandKitsService } from '../../services/brand-kits';
import type { RateLimiter } from '../../services/rate-limiter';
import { createRouter } from '../openapi-app';
import {
  adCopyRoute,
  adSetArchiveRoute,
  createAdSetRoute,
  createBrandKitRoute,
  deleteBrandKitRoute,
  deleteBrandLogoRoute,
  getAdSetRoute,
  getBrandLogoRoute,
  listAdSetsRoute,
  listBrandKitsRoute,
  previewAdSetRoute,
  updateBrandKitRoute,
  uploadBrandLogoRoute,
} from './ad-creatives.routes';

/** Previews and copy requests a user may make per minute (each preview renders every placement). */
export const AD_PREVIEWS_PER_MINUTE = 20;

export function adCreativesRouter(deps: {
  brandKits: BrandKitsService;
  adSets: AdSetsService;
  rateLimiter: RateLimiter;
  /** Sets a user may start per minute (the generation limit). */
  setsPerMinute: number;
  /** Logo uploads a user may make per minute (the upload limit). */
  uploadsPerMinute: number;
}) {
  const router = createRouter();
  for (const path of ['/brand-kits', '/brand-kits/*', '/ad-copy', '/ad-sets', '/ad-sets/*']) router.use(path, requireUser);
  const limit = async (key: string, max: number) => {
    const result = await deps.rateLimiter.consume(key, { windowS: 60, max });
    if (!result.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: result.retryAfterS });
  };
  router.use('/brand-kits/:id/logo', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    // Multipart framing adds a little around the file itself.
    return bodyLimit({
      maxSize: BRAND_KIT_LIMITS.logoBytes + 64 * 1024,
      onError: () => {
        throw new AppError(413, 'logo_too_large', 'logoTooLarge', { max: 5 });
      },
    })(c, next);
  });

  router.openapi(listBrandKitsRoute, async (c) => c.json({ items: await deps.brandKits.list(currentUser(c).id) }, 200));
  router.openapi(createBrandKitRoute, async (c) => c.json(await deps.brandKits.create(currentUser(c).id, c.req.valid('json')), 201));
  router.openapi(updateBrandKitRoute, async (c) => c.json(await deps.brandKits.update(currentUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200));
  router.openapi(deleteBrandKitRoute, async (c) => {
    await deps.brandKits.remove(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204) as never;
  });

  router.openapi(uploadBrandLogoRoute, async (c) => {
    const user = currentUser(c);
    await limit(`brand-logo:${user.id}`, deps.uploadsPerMinute);
    const body = await c.req.parseBody().catch(() => {
      throw new AppError(400, 'file_missing', 'fileMissing');
    });
    const file = body.file;
    if (!(file instanceof File)) throw new AppError(400, 'file_missing', 'fileMissing');
    if (file.size > BRAND_KIT_LIMITS.logoBytes) throw new AppError(413, 'logo_too_large', 'logoTooLarge', { max: 5 });
    return c.json(await deps.brandKits.setLogo(user.id, c.req.valid('param').id, Buffer.from(await file.arrayBuffer())), 200);
  });
  router.openapi(deleteBrandLogoRoute, async (c) => c.json(await deps.brandKits.removeLogo(currentUser(c).id, c.req.valid('param').id), 200));
  router.openapi(getBrandLogoRoute, async (c) => {
    const data = await deps.brandKits.logo(currentUser(c).id, c.req.valid('param').id);
    const versioned = Boolean(c.req.valid('query').v);
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': 'image/png',
      'Content-Length': String(data.length),
      // A versioned URL changes when the logo does.
      'Cache-Control': versioned ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
    }) as never;
  });

  router.openapi(adCopyRoute, async (c) => {
    const user = currentUser(c);
    await limit(`ad-preview:${user.id}`, AD_PREVIEWS_PER_MINUTE);
    return c.json(await deps.adSets.copy(user.id, c.req.valid('json'), c.get('lang')), 200);
  });

  router.openapi(previewAdSetRoute, async (c) => {
    const user = currentUser(c);
    await limit(`ad-preview:${user.id}`, AD_PREVIEWS_PER_MINUTE);
    return c.json(await deps.adSets.preview(user.id, c.req.valid('json')), 200);
  });

  router.openapi(createAdSetRoute, async (c) => {
    const user = currentUser(c);
    await limit(`ad-set:${user.id}`, deps.setsPerMinute);
    return c.json(await deps.adSets.create(user.id, c.req.valid('json')), 202);
  });

  router.openapi(listAdSetsRoute, async (c) => c.json({ items: await deps.adSets.list(currentUser(c).id, translator(c.get('lang')), { productId: c.req.valid('query').productId }) }, 200));
  router.openapi(getAdSetRoute, async (c) => c.json(await deps.adSets.get(currentUser(c).id, c.req.valid('param').id, translator(c.get('lang'))), 200));
  router.openapi(adSetArchiveRoute, async (c) => {
    const { stream, filename } = await deps.adSets.archive(currentUser(c).id, c.req.valid('param').id);
    return c.body(stream, 200, { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' }) as never;
  });

  return router;
}
