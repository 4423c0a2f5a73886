/** Handlers of product imports and shop connections: read the request, call the imports service. */
import type { Context, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ShopifyImportInput } from '../../../shared/contracts/product-imports';
import { AppError } from '../../http/app-error';
import { describeImportError } from '../../http/import-failures';
import { currentUser, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import { PRODUCT_CSV_LIMITS } from '../../services/product-csv';
import { previewProductCsv, type ProductImportsService } from '../../services/product-imports';
import type { RateLimiter } from '../../services/rate-limiter';
import { createRouter } from '../openapi-app';
import {
  cancelImportRoute,
  connectShopRoute,
  createImportRoute,
  deleteShopConnectionRoute,
  getImportRoute,
  listImportsRoute,
  listShopConnectionsRoute,
  previewCsvImportRoute,
  previewShopifyRoute,
} from './imports.routes';

/** The CSV `file` of a multipart body. @throws AppError 400 file_missing. */
async function csvFile(c: { req: { parseBody(): Promise<Record<string, unknown>> } }): Promise<File> {
  const body = await c.req.parseBody().catch(() => {
    throw new AppError(400, 'file_missing', 'fileMissing');
  });
  const file = body.file;
  if (!(file instanceof File)) throw new AppError(400, 'file_missing', 'fileMissing');
  return file;
}

/** Store reads (previews, imports, connections) and CSV imports a user may start per minute. */
export const IMPORTS_PER_MINUTE = 10;

export function importsRouter(imports: ProductImportsService, rateLimiter: RateLimiter) {
  const router = createRouter();
  // Each of these reads a store or fetches photos from outside addresses: a user may start a few a minute.
  const limited = async (c: Context, next: Next) => {
    const limit = await rateLimiter.consume(`imports:${currentUser(c).id}`, { windowS: 60, max: IMPORTS_PER_MINUTE });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    await next();
  };
  for (const path of ['/imports', '/imports/*', '/shop-connections', '/shop-connections/*']) router.use(path, requireUser);
  const csvLimit = bodyLimit({
    // Multipart framing adds a little around the file itself.
    maxSize: PRODUCT_CSV_LIMITS.bytes + 64 * 1024,
    onError: () => {
      throw new AppError(413, 'csv_too_large', 'csvTooLarge', { max: 5 });
    },
  });
  router.use('/imports/csv/*', csvLimit);
  router.post('/imports/shopify/preview', limited);
  router.post('/imports', limited);
  router.post('/shop-connections', limited);
  // A CSV import is multipart; a Shopify one is JSON, under the API's own JSON limit.
  router.use('/imports', (c, next) => ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/') ? csvLimit(c, next) : next()));

  router.openapi(previewCsvImportRoute, async (c) => {
    currentUser(c);
    const file = await csvFile(c);
    return c.json(previewProductCsv(new Uint8Array(await file.arrayBuffer()), translator(c.get('lang'))), 200);
  });

  router.openapi(previewShopifyRoute, async (c) => c.json(await imports.previewShopify(currentUser(c).id, c.req.valid('json').storeUrl), 200));

  router.openapi(createImportRoute, async (c) => {
    const user = currentUser(c);
    const describe = describeImportError(translator(c.get('lang')));
    if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      const file = await csvFile(c);
      const created = await imports.createCsv(user.id, new Uint8Array(await file.arrayBuffer()), file.name || null);
      return c.json(await imports.get(user.id, created.id, describe), 202);
    }
    const created = await imports.createShopify(user.id, c.req.valid('json') as ShopifyImportInput);
    return c.json(await imports.get(user.id, created.id, describe), 202);
  });

  router.openapi(listImportsRoute, async (c) => c.json({ items: await imports.list(currentUser(c).id) }, 200));
  router.openapi(getImportRoute, async (c) => c.json(await imports.get(currentUser(c).id, c.req.valid('param').id, describeImportError(translator(c.get('lang')))), 200));
  router.openapi(cancelImportRoute, async (c) => {
    const user = currentUser(c);
    const { id } = c.req.valid('param');
    await imports.cancel(user.id, id);
    return c.json(await imports.get(user.id, id, describeImportError(translator(c.get('lang')))), 200);
  });

  router.openapi(listShopConnectionsRoute, async (c) => c.json({ items: await imports.connections(currentUser(c).id) }, 200));
  router.openapi(connectShopRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await imports.connect(currentUser(c).id, body.storeUrl, body.accessToken), 201);
  });
  router.openapi(deleteShopConnectionRoute, async (c) => {
    await imports.disconnect(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  return router;
}
