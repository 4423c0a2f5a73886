/** Contract of the account routes: /me, /me/preferences, /me/stats. */
import { z } from 'zod';
import { LANGUAGES, THEMES, TIERS } from '../catalog';

/** GET /me: the signed-in user with tier and credits. */
export const meSchema = z
  .object({
    user: z.object({ id: z.string(), name: z.string(), email: z.string(), profession: z.string().nullable() }),
    tier: z.enum(TIERS),
    subscribed: z.boolean(),
    subscriptionEnd: z.string().nullable().meta({ description: 'ISO 8601' }),
    creditsBalance: z.number().int().meta({ description: 'Whole credits' }),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/**
 * Saved theme and language (nulls when never saved), the auto-save switches (docs/decisions/005-auto-save.md)
 * and the visible image label (docs/decisions/024-ai-marking.md).
 */
export const preferencesSchema = z
  .object({
    theme: z.enum(THEMES).nullable(),
    language: z.enum(LANGUAGES).nullable(),
    autoSaveImages: z.boolean().meta({ description: 'Generated images go to the library when made (else only when saved)' }),
    autoSaveSettings: z.boolean().meta({ description: "The create screen starts from the last generation's settings" }),
    aiLabel: z.boolean().meta({ description: "Images made from now on carry a small visible label saying how they were made ('AI-generated', or 'Digital composite' for the local engine); off by default. Every file states it in its metadata either way" }),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /me/preferences: any of the theme, the language, the auto-save switches and the image label. */
export const updatePreferencesSchema = z
  .object({
    theme: z.enum(THEMES).optional(),
    language: z.enum(LANGUAGES).optional(),
    autoSaveImages: z.boolean().optional(),
    autoSaveSettings: z.boolean().optional(),
    aiLabel: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), 'theme, language, autoSaveImages, autoSaveSettings or aiLabel is required')
  .meta({ id: 'PreferencesUpdate' });
export type PreferencesUpdate = z.infer<typeof updatePreferencesSchema>;

/** The stats card of the home page; 'this month' starts on the 1st in the user's time zone. */
export const statsSchema = z
  .object({
    totalImages: z.number().int(),
    imagesThisMonth: z.number().int(),
    favoritesCount: z.number().int(),
    creditsBalance: z.number().int(),
    creditsUsed: z.number().int(),
    totalCredits: z.number().int(),
  })
  .meta({ id: 'UserStats' });
export type UserStats = z.infer<typeof statsSchema>;
