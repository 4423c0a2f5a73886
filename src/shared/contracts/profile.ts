/**
 * Contract of the profile, its photo, the active sessions and the sign-in options (email and
 * password, plus Google and GitHub when configured).
 */
import { z } from 'zod';
import { imageSettingsSchema } from '../catalog';
import { safeText } from '../safe-text';

/** Longest first name, last name, display name and profession, in characters. */
export const PROFILE_NAME_MAX = 100;
/** Longest bio, in characters. */
export const PROFILE_BIO_MAX = 500;
/** Side of the stored profile photo, in pixels (square). */
export const AVATAR_SIZE_PX = 512;
/** Largest accepted photo upload, in bytes (the same 10 MB as a product photo). */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/** Sign-in providers Vitrine can offer besides email and password. */
export const SOCIAL_PROVIDERS = ['google', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** GET /me/profile: what the profile tab shows. */
export const profileSchema = z
  .object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z.string().meta({ description: 'Shown in the app (the greeting, emails); the sign-up name until changed' }),
    email: z.string(),
    emailVerified: z.boolean(),
    profession: z.string().nullable(),
    bio: z.string().nullable(),
    photoUrl: z.string().nullable().meta({ description: 'App-relative URL of the 512x512 WebP photo (owner only), or null' }),
    hasPassword: z.boolean().meta({ description: 'False for accounts that sign in only with Google or GitHub' }),
    providers: z.array(z.enum(SOCIAL_PROVIDERS)).meta({ description: 'Linked Google or GitHub accounts' }),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** Optional text: trimmed, empty becomes null. */
const optionalText = (max: number) =>
  safeText(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** PUT /me/profile. */
export const updateProfileSchema = z
  .object({
    firstName: optionalText(PROFILE_NAME_MAX),
    lastName: optionalText(PROFILE_NAME_MAX),
    displayName: safeText(PROFILE_NAME_MAX, 1),
    profession: optionalText(PROFILE_NAME_MAX),
    bio: optionalText(PROFILE_BIO_MAX),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof updateProfileSchema>;

/**
 * The answer to a profile or photo change. The profile row and the sign-in profile (display name,
 * profession, photo URL) are two writes: `authProfileUpdated` false means the first was saved and
 * the second failed (the user is warned: 'profile data saved but updating the authentication
 * profile failed').
 */
export const profileSaveResultSchema = z
  .object({ profile: profileSchema, authProfileUpdated: z.boolean() })
  .meta({ id: 'ProfileSaveResult' });
export type ProfileSaveResult = z.infer<typeof profileSaveResultSchema>;

/** A square crop of the uploaded photo, in pixels of the photo as displayed (after EXIF orientation). */
export const avatarCropSchema = z.object({
  x: z.coerce.number().int().min(0).max(100_000),
  y: z.coerce.number().int().min(0).max(100_000),
  size: z.coerce.number().int().min(16).max(100_000),
});
export type AvatarCrop = z.infer<typeof avatarCropSchema>;

/** POST /me/avatar: multipart with `file` (PNG or JPG up to 10 MB) and an optional crop; the centre square when absent. */
export const uploadAvatarSchema = z.object({
  file: z.any().optional().meta({ type: 'string', format: 'binary' }),
  cropX: z.string().optional(),
  cropY: z.string().optional(),
  cropSize: z.string().optional(),
});

/** One signed-in device or browser. */
export const sessionSchema = z
  .object({
    id: z.string(),
    current: z.boolean().meta({ description: 'The session of this request' }),
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
    createdAt: z.string().meta({ description: 'ISO 8601: when it signed in' }),
    lastActiveAt: z.string().meta({ description: 'ISO 8601: last refresh of the session' }),
    expiresAt: z.string(),
  })
  .meta({ id: 'Session' });
export type SessionView = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) }).meta({ id: 'SessionList' });

/** POST /me/sessions/revoke-others: how many sessions were signed out. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int() }).meta({ id: 'RevokedSessions' });

/** GET /auth-options: what the sign-in form offers on this server (public). */
export const authOptionsSchema = z
  .object({
    socialProviders: z.array(z.enum(SOCIAL_PROVIDERS)).meta({ description: 'Providers whose keys are configured' }),
  })
  .meta({ id: 'AuthOptions' });
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** GET /me/create-settings: the create screen's starting settings ('Auto-save settings'). */
export const createSettingsSchema = z
  .object({
    settings: imageSettingsSchema.nullable().meta({ description: "The last generation's settings, or null (switch off or no generation yet)" }),
  })
  .meta({ id: 'CreateSettings' });
export type CreateSettings = z.infer<typeof createSettingsSchema>;
