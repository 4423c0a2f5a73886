/** Saved theme, language and auto-save choices per user. */
import { boolean, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  /**
   * Settings tab 'Auto-save images' (docs/decisions/005-auto-save.md): on, every generated image
   * goes to the library when it is made; off, only the images the user saves from the results do.
   */
  autoSaveImages: boolean('auto_save_images').notNull().default(true),
  /** Settings tab 'Auto-save settings': the create screen starts from the last generation's settings. */
  autoSaveSettings: boolean('auto_save_settings').notNull().default(true),
  /**
   * Off by default (docs/decisions/024-ai-marking.md): images made while it is on carry a small
   * visible label saying how they were made ("AI-generated", or "Digital composite" for the local engine).
   */
  aiLabel: boolean('ai_label').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
