/** Saved theme and language of a user (spec section 4 'Theme', 'Language'; issue 4). */
import { eq } from 'drizzle-orm';
import type { Language, Theme } from '../../shared/catalog';
import type { Database } from '../db/client';
import { userPreferences } from '../db/schema';

export interface Preferences {
  theme: Theme | null;
  language: Language | null;
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;

export function createPreferencesService(db: Database) {
  return {
    /** The saved preferences; nulls when nothing was saved. */
    async get(userId: string): Promise<Preferences> {
      const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
      return { theme: row?.theme ?? null, language: row?.language ?? null };
    },
    /** Upserts the given fields (conflict on user_id) and returns the result. */
    async update(userId: string, changes: Partial<{ theme: Theme; language: Language }>): Promise<Preferences> {
      const values = { ...changes, updatedAt: new Date() };
      await db
        .insert(userPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userPreferences.userId, set: values });
      return this.get(userId);
    },
  };
}
