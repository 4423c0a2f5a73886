/**
 * Contract of the notification and privacy choices (six notification toggles, four privacy
 * toggles): GET/PUT /me/notifications, GET/PUT /me/privacy, the
 * 'watching' heartbeat of a generation or video page, and the unsubscribe link.
 */
import { z } from 'zod';

/** The six notification toggles, in display order. */
export const NOTIFICATION_KEYS = ['generationComplete', 'monthlySummary', 'newFeatures', 'marketing', 'accountUpdates', 'promotions'] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

/** Emails about the service the user asked for; they are sent. */
export const SERVICE_NOTIFICATION_KEYS = ['generationComplete', 'monthlySummary', 'accountUpdates'] as const satisfies readonly NotificationKey[];
/** Consent to promotional email, stored as given (off until the user turns it on). */
export const CONSENT_NOTIFICATION_KEYS = ['newFeatures', 'marketing', 'promotions'] as const satisfies readonly NotificationKey[];

/** The toggles a new account starts with: service emails on, promotional consent off. */
export const DEFAULT_NOTIFICATIONS: Record<NotificationKey, boolean> = {
  generationComplete: true,
  monthlySummary: true,
  newFeatures: false,
  marketing: false,
  accountUpdates: true,
  promotions: false,
};

export const notificationSettingsSchema = z
  .object(Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, z.boolean()])) as Record<NotificationKey, z.ZodBoolean>)
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /me/notifications: any subset of the toggles. */
export const notificationSettingsUpdateSchema = notificationSettingsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'at least one toggle is required')
  .meta({ id: 'NotificationSettingsUpdate' });

/** The four privacy toggles, in display order. */
export const PRIVACY_KEYS = ['showGenerationHistory', 'analyticsData', 'publicGallery', 'loginNotifications'] as const;
export type PrivacyKey = (typeof PRIVACY_KEYS)[number];

/** A new account's privacy choices: history shown and sign-in alerts on; analytics and the public gallery off until chosen. */
export const DEFAULT_PRIVACY: Record<PrivacyKey, boolean> = {
  showGenerationHistory: true,
  analyticsData: false,
  publicGallery: false,
  loginNotifications: true,
};

export const privacySettingsSchema = z
  .object(Object.fromEntries(PRIVACY_KEYS.map((k) => [k, z.boolean()])) as Record<PrivacyKey, z.ZodBoolean>)
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** PUT /me/privacy: any subset of the toggles. */
export const privacySettingsUpdateSchema = privacySettingsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'at least one toggle is required')
  .meta({ id: 'PrivacySettingsUpdate' });

/** What a page can be watching. */
export const WATCH_KINDS = ['generation', 'video'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];

/** PUT /me/watching: the page of a generation or video is open (sent every WATCH_HEARTBEAT_S). */
export const watchingSchema = z.object({ kind: z.enum(WATCH_KINDS), id: z.uuid() }).meta({ id: 'Watching' });
export type Watching = z.infer<typeof watchingSchema>;

/** Seconds between two heartbeats of an open generation or video page. */
export const WATCH_HEARTBEAT_S = 10;

/** Categories an unsubscribe link can name: one toggle, or every email that has a toggle. */
export const UNSUBSCRIBE_CATEGORIES = [...NOTIFICATION_KEYS, 'all'] as const;
export type UnsubscribeCategory = (typeof UNSUBSCRIBE_CATEGORIES)[number];

/** POST /unsubscribe: the token of an email's link; `subscribe: true` undoes it. */
export const unsubscribeRequestSchema = z
  .object({ token: z.string().min(1).max(1024), subscribe: z.boolean().default(false) })
  .meta({ id: 'UnsubscribeRequest' });

/** The answer of POST /unsubscribe. */
export const unsubscribeResultSchema = z
  .object({ category: z.enum(UNSUBSCRIBE_CATEGORIES), subscribed: z.boolean() })
  .meta({ id: 'UnsubscribeResult' });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
