/**
 * Notification and privacy choices per user: the six notification toggles and the four privacy
 * toggles. A missing row means the defaults of
 * src/shared/contracts/notifications.ts; `updated_at` records when a consent last changed.
 */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_NOTIFICATIONS, DEFAULT_PRIVACY } from '../../../shared/contracts/notifications';
import { user } from './auth';

export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  generationComplete: boolean('generation_complete').notNull().default(DEFAULT_NOTIFICATIONS.generationComplete),
  monthlySummary: boolean('monthly_summary').notNull().default(DEFAULT_NOTIFICATIONS.monthlySummary),
  newFeatures: boolean('new_features').notNull().default(DEFAULT_NOTIFICATIONS.newFeatures),
  marketing: boolean('marketing').notNull().default(DEFAULT_NOTIFICATIONS.marketing),
  accountUpdates: boolean('account_updates').notNull().default(DEFAULT_NOTIFICATIONS.accountUpdates),
  promotions: boolean('promotions').notNull().default(DEFAULT_NOTIFICATIONS.promotions),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const privacySettings = pgTable('privacy_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  showGenerationHistory: boolean('show_generation_history').notNull().default(DEFAULT_PRIVACY.showGenerationHistory),
  analyticsData: boolean('analytics_data').notNull().default(DEFAULT_PRIVACY.analyticsData),
  publicGallery: boolean('public_gallery').notNull().default(DEFAULT_PRIVACY.publicGallery),
  loginNotifications: boolean('login_notifications').notNull().default(DEFAULT_PRIVACY.loginNotifications),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
