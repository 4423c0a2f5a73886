/**
 * The visible label a user may ask for on the images made for them ('Label images' in Settings,
 * off by default: docs/decisions/024-ai-marking.md). Its words say how the image was made, in the
 * user's language: "AI-generated" when an image model made part of it, "Digital composite" for the
 * local engine, which uses none (src/shared/provenance.ts).
 */
import { eq } from 'drizzle-orm';
import type { Language } from '../../shared/catalog';
import { madeWithAi, type DigitalSourceType } from '../../shared/provenance';
import type { Database } from '../db/client';
import { userPreferences } from '../db/schema';
import { translator } from '../i18n';

/** The label's words for an image of `sourceType`, in `language`. */
export function aiLabelText(language: Language, sourceType: DigitalSourceType): string {
  return translator(language)(madeWithAi(sourceType) ? 'notices:aiLabel.ai' : 'notices:aiLabel.composite');
}

/**
 * What labels `userId`'s new images: a function from an image's source type to the label's words,
 * or null when the user has not asked for the label. The language is the user's saved one, else
 * `fallback` (the language the work was asked in).
 */
export async function aiLabelOf(db: Database, userId: string, fallback: Language): Promise<((sourceType: DigitalSourceType) => string) | null> {
  const [row] = await db.select({ on: userPreferences.aiLabel, language: userPreferences.language }).from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row?.on) return null;
  const language = row.language ?? fallback;
  return (sourceType) => aiLabelText(language, sourceType);
}
