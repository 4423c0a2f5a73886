/**
 * The notification and privacy choices of a user: six notification toggles and four privacy
 * toggles. A user without a saved row has the defaults of
 * src/shared/contracts/notifications.ts (service emails and sign-in alerts on; promotional consent,
 * analytics and the public gallery off).
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PRIVACY,
  NOTIFICATION_KEYS,
  PRIVACY_KEYS,
  type NotificationSettings,
  type PrivacySettings,
} from '../../shared/contracts/notifications';
import type { Database } from '../db/client';
import { notificationSettings, privacySettings } from '../db/schema';

export type AccountChoices = ReturnType<typeof createAccountChoices>;

const pick = <K extends string>(keys: readonly K[], row: Record<K, boolean> | undefined, defaults: Record<K, boolean>) =>
  Object.fromEntries(keys.map((k) => [k, row ? row[k] : defaults[k]])) as Record<K, boolean>;

/** Drops keys that are not toggles (the route validated the values). */
function onlyKeys<K extends string>(keys: readonly K[], changes: Partial<Record<K, boolean>>): Partial<Record<K, boolean>> {
  return Object.fromEntries(keys.filter((k) => typeof changes[k] === 'boolean').map((k) => [k, changes[k]])) as Partial<Record<K, boolean>>;
}

export function createAccountChoices(db: Database) {
  return {
    /** The six notification toggles of a user. */
    async notifications(userId: string): Promise<NotificationSettings> {
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return pick(NOTIFICATION_KEYS, row, DEFAULT_NOTIFICATIONS);
    },

    /** Saves some notification toggles (upsert on user_id) and returns all six. */
    async updateNotifications(userId: string, changes: Partial<NotificationSettings>): Promise<NotificationSettings> {
      const set = { ...onlyKeys(NOTIFICATION_KEYS, changes), updatedAt: new Date() };
      await db.insert(notificationSettings).values({ userId, ...set }).onConflictDoUpdate({ target: notificationSettings.userId, set });
      return this.notifications(userId);
    },

    /** The four privacy toggles of a user. */
    async privacy(userId: string): Promise<PrivacySettings> {
      const [row] = await db.select().from(privacySettings).where(eq(privacySettings.userId, userId));
      return pick(PRIVACY_KEYS, row, DEFAULT_PRIVACY);
    },

    /** Saves some privacy toggles (upsert on user_id) and returns all four. */
    async updatePrivacy(userId: string, changes: Partial<PrivacySettings>): Promise<PrivacySettings> {
      const set = { ...onlyKeys(PRIVACY_KEYS, changes), updatedAt: new Date() };
      await db.insert(privacySettings).values({ userId, ...set }).onConflictDoUpdate({ target: privacySettings.userId, set });
      return this.privacy(userId);
    },
  };
}
