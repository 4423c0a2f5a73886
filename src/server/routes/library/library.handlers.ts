/** Handlers of the library routes: validate, authorize, call the library service. */
import { currentUser, requireUser } from '../../http/session';
import type { LibraryService } from '../../services/library';
import { createRouter } from '../openapi-app';
import { bulkDeleteImagesRoute, deleteImageRoute, favoriteRoute, imageArchiveRoute, imageFileRoute, listImagesRoute } from './library.routes';

export function libraryRouter(library: LibraryService) {
  const router = createRouter();
  router.use('/images', requireUser);
  router.use('/images/*', requireUser);

  router.openapi(listImagesRoute, async (c) => {
    const result = await library.list(currentUser(c).id, c.req.valid('query'));
    return c.json(result, 200);
  });

  // Registered before /images/{id}/file so 'archive' is not read as an id.
  router.openapi(imageArchiveRoute, async (c) => {
    const zip = await library.archive(currentUser(c).id, c.req.valid('query').ids);
    return c.body(zip, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="vitrine-images-${new Date().toISOString().slice(0, 10)}.zip"`,
      'Cache-Control': 'private, no-store',
    });
  });

  router.openapi(imageFileRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { size, download } = c.req.valid('query');
    if (size !== 'thumb') {
      // Full-size files from the bucket itself when downloads are presigned (S3_PRESIGNED_DOWNLOADS).
      const url = await library.fileUrl(currentUser(c).id, id, download === '1');
      if (url) return c.body(null, 302, { Location: url, 'Cache-Control': 'private, no-store' }) as never;
    }
    const file = await library.file(currentUser(c).id, id, size === 'thumb');
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.mime,
      'Content-Length': String(file.data.length),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      ...(download === '1' ? { 'Content-Disposition': `attachment; filename="${file.filename}"` } : {}),
    }) as never;
  });

  router.openapi(bulkDeleteImagesRoute, async (c) => {
    const deleted = await library.removeMany(currentUser(c).id, c.req.valid('json').ids);
    return c.json({ deleted }, 200);
  });

  router.openapi(deleteImageRoute, async (c) => {
    await library.remove(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  router.openapi(favoriteRoute('put'), async (c) => {
    await library.setFavorite(currentUser(c).id, c.req.valid('param').id, true);
    return c.body(null, 204);
  });

  router.openapi(favoriteRoute('delete'), async (c) => {
    await library.setFavorite(currentUser(c).id, c.req.valid('param').id, false);
    return c.body(null, 204);
  });

  return router;
}
