/**
 * Contract of the community gallery: the public
 * listing and files, the user's own publications, and the admins' hide/restore.
 */
import { z } from 'zod';
import { safeText } from '../safe-text';
import { cursorSchema } from './common';

/** Images per page of the gallery (16 per page). */
export const GALLERY_PAGE_SIZE = 16;

/** A published image as the public sees it: no owner, no prompt, only what the picture shows. */
export const galleryItemSchema = z
  .object({
    id: z.uuid(),
    width: z.number().int(),
    height: z.number().int(),
    style: z.string().nullable(),
    aspectRatio: z.string().nullable(),
    timeOfDay: z.string().nullable(),
    /** ISO 8601. */
    publishedAt: z.string(),
  })
  .meta({ id: 'GalleryItem' });
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** GET /gallery query. */
export const galleryQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(48).default(GALLERY_PAGE_SIZE),
});

export const galleryPageSchema = z
  .object({ items: z.array(galleryItemSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'GalleryPage' });
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** GET /gallery/{id}/file query. */
export const galleryFileQuerySchema = z.object({ size: z.enum(['full', 'thumb']).default('thumb') });

/** One of the user's publications. */
export const myPublicationSchema = z
  .object({
    imageId: z.uuid(),
    publishedAt: z.string(),
    /** True when an admin hid it from the gallery. */
    hidden: z.boolean(),
  })
  .meta({ id: 'MyPublication' });

/** GET /gallery/mine: the user's published images, whether the public gallery is on. */
export const myPublicationsSchema = z
  .object({ publicGallery: z.boolean(), items: z.array(myPublicationSchema) })
  .meta({ id: 'MyPublications' });
export type MyPublications = z.infer<typeof myPublicationsSchema>;

/** An entry of the admins' gallery list. */
export const adminGalleryItemSchema = galleryItemSchema
  .extend({
    userId: z.string(),
    hidden: z.boolean(),
    hiddenAt: z.string().nullable(),
    hiddenReason: z.string().nullable(),
  })
  .meta({ id: 'AdminGalleryItem' });

export const adminGalleryPageSchema = z
  .object({ items: z.array(adminGalleryItemSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'AdminGalleryPage' });

/** PUT /admin/gallery/{id}/hidden body: why (kept in the admin audit log, shown to no one else). */
export const hideGalleryItemSchema = z.object({ reason: safeText(500, 3) }).meta({ id: 'HideGalleryItem' });
