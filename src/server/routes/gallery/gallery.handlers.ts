/** Handlers of the gallery routes: the public ones need no session; /gallery/mine needs one; /admin/gallery an admin. */
import { requireAdmin } from '../../http/require-admin';
import { currentUser, requireUser } from '../../http/session';
import type { GalleryService } from '../../services/gallery';
import { createRouter } from '../openapi-app';
import { adminGalleryFileRoute, adminGalleryRoute, galleryFileRoute, hideGalleryRoute, listGalleryRoute, myPublicationsRoute, publishRoute, restoreGalleryRoute } from './gallery.routes';

/** Seconds browsers and proxies may keep the public listing and files. */
export const GALLERY_CACHE_S = 60;

export function galleryRouter(gallery: GalleryService) {
  const router = createRouter();
  router.use('/gallery/mine', requireUser);
  router.use('/gallery/mine/*', requireUser);
  router.use('/admin/gallery', requireAdmin);
  router.use('/admin/gallery/*', requireAdmin);

  // Registered before /gallery/{id}/file so 'mine' is never read as an id.
  router.openapi(myPublicationsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await gallery.mine(currentUser(c).id), 200);
  });
  router.openapi(publishRoute('put'), async (c) => {
    await gallery.publish(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  router.openapi(publishRoute('delete'), async (c) => {
    await gallery.unpublish(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  router.openapi(listGalleryRoute, async (c) => {
    c.header('Cache-Control', `public, max-age=${GALLERY_CACHE_S}`);
    return c.json(await gallery.list(c.req.valid('query')), 200);
  });
  router.openapi(galleryFileRoute, async (c) => {
    const file = await gallery.file(c.req.valid('param').id, c.req.valid('query').size === 'thumb');
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.mime,
      'Content-Length': String(file.data.length),
      'Cache-Control': `public, max-age=${GALLERY_CACHE_S}`,
      'X-Content-Type-Options': 'nosniff',
    }) as never;
  });

  router.openapi(adminGalleryRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await gallery.adminList(c.req.valid('query')), 200);
  });
  router.openapi(adminGalleryFileRoute, async (c) => {
    const file = await gallery.adminFile(c.req.valid('param').id, c.req.valid('query').size === 'thumb');
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.mime,
      'Content-Length': String(file.data.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    }) as never;
  });
  router.openapi(hideGalleryRoute, async (c) => {
    const admin = currentUser(c);
    await gallery.setHidden({ id: admin.id, email: admin.email }, c.req.valid('param').id, true, c.req.valid('json').reason);
    return c.body(null, 204);
  });
  router.openapi(restoreGalleryRoute, async (c) => {
    const admin = currentUser(c);
    await gallery.setHidden({ id: admin.id, email: admin.email }, c.req.valid('param').id, false);
    return c.body(null, 204);
  });
  return router;
}
