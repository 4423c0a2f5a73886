/** Handlers of product imports: read the file, then the CSV reader. */
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import { previewProductCsv } from '../../services/product-imports';
import { PRODUCT_CSV_LIMITS } from '../../services/product-csv';
import { createRouter } from '../openapi-app';
import { previewCsvImportRoute } from './imports.routes';

export function importsRouter() {
  const router = createRouter();
  router.use('/imports/*', requireUser);
  router.use(
    '/imports/csv/*',
    bodyLimit({
      // Multipart framing adds a little around the file itself.
      maxSize: PRODUCT_CSV_LIMITS.bytes + 64 * 1024,
      onError: () => {
        throw new AppError(413, 'csv_too_large', 'csvTooLarge', { max: 5 });
      },
    }),
  );

  router.openapi(previewCsvImportRoute, async (c) => {
    currentUser(c);
    const body = await c.req.parseBody().catch(() => {
      throw new AppError(400, 'file_missing', 'fileMissing');
    });
    const file = body.file;
    if (!(file instanceof File)) throw new AppError(400, 'file_missing', 'fileMissing');
    const preview = previewProductCsv(new Uint8Array(await file.arrayBuffer()), translator(c.get('lang')));
    return c.json(preview, 200);
  });

  return router;
}
