/** Images a user marked as favorite. */
import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const favoriteImageType = pgEnum('favorite_image_type', ['generated', 'source']);

export const imageFavorites = pgTable(
  'image_favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A generated_images or source_images id of the same user; removed with the image. */
    imageId: uuid('image_id').notNull(),
    imageType: favoriteImageType('image_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('image_favorites_user_image_uq').on(t.userId, t.imageId), index('image_favorites_user_idx').on(t.userId)],
);
