/** Saved theme and language per user (spec section 3 'user_preferences', section 4). */
import { pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES, THEMES } from '../../../shared/catalog';
import { user } from './auth';

export const themePreference = pgEnum('theme_preference', THEMES);
export const languagePreference = pgEnum('language_preference', LANGUAGES);

export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  theme: themePreference('theme'),
  language: languagePreference('language'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
