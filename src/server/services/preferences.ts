/**
 * Saved preferences of a user: theme and language, the Settings tab's auto-save switches
 * (docs/decisions/005-auto-save.md) and the visible image label (docs/decisions/024-ai-marking.md).
 */
import { desc, eq } from 'drizzle-orm';
import type { ImageSettings, Language, Theme } from '../../shared/catalog';
import { imageSettingsSchema } from '../../shared/catalog';
import type { Database } from '../db/client';
import { generations, userPreferences } from '../db/schema';

export interface Preferences {
  theme: Theme | null;
  language: Language | null;
  /** On by default: generated images go to the library when made. */
  autoSaveImages: boolean;
  /** On by default: the create screen starts from the last generation's settings. */
  autoSaveSettings: boolean;
  /** Off by default: images made from now on carry the visible label (./ai-label.ts). */
  aiLabel: boolean;
}

export type PreferencesChanges = Partial<{ theme: Theme; language: Language; autoSaveImages: boolean; autoSaveSettings: boolean; aiLabel: boolean }>;

/**
 * Whether images generated for `userId` now go to the library at once ('Auto-save images'; true
 * when the user never saved preferences).
 */
export async function autoSaveImagesOf(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: userPreferences.autoSaveImages }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return row?.on ?? true;
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;

export function createPreferencesService(db: Database) {
  return {
    /** The saved preferences; nulls when nothing was saved. */
    async get(userId: string): Promise<Preferences> {
      const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
      return {
        theme: row?.theme ?? null,
        language: row?.language ?? null,
        autoSaveImages: row?.autoSaveImages ?? true,
        autoSaveSettings: row?.autoSaveSettings ?? true,
        aiLabel: row?.aiLabel ?? false,
      };
    },
    /** Upserts the given fields (conflict on user_id) and returns the result. */
    async update(userId: string, changes: PreferencesChanges): Promise<Preferences> {
      const values = { ...changes, updatedAt: new Date() };
      await db
        .insert(userPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userPreferences.userId, set: values });
      return this.get(userId);
    },

    /**
     * The settings the create screen starts from: those of the user's newest generation when
     * 'Auto-save settings' is on, else null (also null before the first generation, or when the
     * stored settings no longer parse, e.g. a style since removed).
     */
    async createSettings(userId: string): Promise<ImageSettings | null> {
      const { autoSaveSettings } = await this.get(userId);
      if (!autoSaveSettings) return null;
      const [last] = await db
        .select({ settings: generations.settings })
        .from(generations)
        .where(eq(generations.userId, userId))
        .orderBy(desc(generations.createdAt))
        .limit(1);
      const parsed = imageSettingsSchema.safeParse(last?.settings);
      return parsed.success ? parsed.data : null;
    },
  };
}
