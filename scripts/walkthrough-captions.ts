/**
 * Texts of the walkthrough videos from help.json (`walkthroughs.items.<id>`: title, body, a caption
 * per step and a title per chapter, in the five languages) and their WebVTT captions, timed by the
 * shared timeline of src/shared/walkthroughs.ts. scripts/help-walkthroughs.ts writes the .vtt files
 * with these functions; tests/contract/help-media.test.ts checks the committed files still match.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walkthroughCues, walkthroughVtt } from '../src/shared/walkthroughs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The words of one walkthrough in one language. */
export type WalkthroughTexts = { title: string; body: string; steps: Record<string, string>; chapters: Record<string, string> };

/** The texts of walkthrough `id` in `language`, from help.json; throws an Error when they are missing. */
export function walkthroughTexts(id: string, language: string): WalkthroughTexts {
  const help = JSON.parse(fs.readFileSync(path.join(root, 'src/shared/locales', language, 'help.json'), 'utf8')) as {
    walkthroughs?: { items?: Record<string, WalkthroughTexts> };
  };
  const texts = help.walkthroughs?.items?.[id];
  if (!texts) throw new Error(`help.json (${language}) has no walkthroughs.items.${id}`);
  return texts;
}

/** The WebVTT captions of walkthrough `id` in `language`: one cue per step. */
export function walkthroughCaptionsVtt(id: string, language: string): string {
  const { steps } = walkthroughTexts(id, language);
  return walkthroughVtt(walkthroughCues(id), (key) => steps[key] ?? '');
}
