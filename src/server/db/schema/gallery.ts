/**
 * Publications to the community gallery: a generated image its owner chose to
 * show on the landing page, while their public gallery choice is on. Admins can hide one
 * (`hidden_at`) and restore it; unpublishing deletes the row.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { generatedImages } from './images';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const galleryPublications = pgTable(
  'gallery_publications',
  {
    imageId: uuid('image_id')
      .primaryKey()
      .references(() => generatedImages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    publishedAt: ts('published_at').notNull().defaultNow(),
    hiddenAt: ts('hidden_at'),
    /** The admin who hid it (kept null when that admin's account is deleted). */
    hiddenBy: text('hidden_by').references(() => user.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [index('gallery_publications_published_idx').on(t.publishedAt, t.imageId), index('gallery_publications_user_idx').on(t.userId)],
);
