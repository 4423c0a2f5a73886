/**
 * The profile fields that do not belong to sign-in. The display name, the profession and the photo's URL live on better-auth's `user` row
 * (`name`, `profession`, `image`); first and last name, the bio and the photo's storage key live
 * here, one row per user, created on the first save.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  bio: text('bio'),
  /**
   * Storage key of the profile photo (512x512 WebP, 'users/<id>/avatar/<uuid>.webp'); null without
   * one. Account deletion removes the object through this key.
   */
  avatarKey: text('avatar_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
