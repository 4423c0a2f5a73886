/**
 * The help centre's media, emitted by Vite as hashed assets: screenshots of the app per language
 * (src/web/assets/help/screens/<lng>/<step>.png, made by scripts/help-screenshots.ts) and the
 * tutorial clips with their posters and captions (src/web/assets/help/tutorials/, made by
 * scripts/help-tutorials.ts with the app's own local engines), and the walkthrough recordings of the
 * app per language with their posters and captions (src/web/assets/help/walkthroughs/, made by
 * scripts/help-walkthroughs.ts).
 */
import { FALLBACK_LANGUAGE } from '@shared/catalog';

const screens = import.meta.glob<string>('../../assets/help/screens/*/*.png', { eager: true, import: 'default', query: '?url' });
// Never inlined as data: URLs (the small caption files would be): the CSP allows media from this origin only.
const tutorialFiles = import.meta.glob<string>('../../assets/help/tutorials/*', { eager: true, import: 'default', query: '?url&no-inline' });

const walkthroughFiles = import.meta.glob<string>('../../assets/help/walkthroughs/*', { eager: true, import: 'default', query: '?url&no-inline' });

/** Pixel size of every screenshot (the script's viewport). */
export const SCREENSHOT_SIZE = { width: 1280, height: 800 } as const;

/** URL of a screenshot of `step` in `language`, falling back to English; null when there is none. */
export function screenshotUrl(step: string, language: string): string | null {
  return screens[`../../assets/help/screens/${language}/${step}.png`] ?? screens[`../../assets/help/screens/${FALLBACK_LANGUAGE}/${step}.png`] ?? null;
}

/** The files of one tutorial: its clip, poster and a captions track per language that has one. */
export function tutorialMedia(id: string): { video: string | null; poster: string | null; captions: Record<string, string> } {
  const at = (name: string) => tutorialFiles[`../../assets/help/tutorials/${name}`] ?? null;
  const captions: Record<string, string> = {};
  for (const [path, url] of Object.entries(tutorialFiles)) {
    const m = new RegExp(`/${id}\\.([a-z]{2})\\.vtt$`).exec(path);
    if (m?.[1]) captions[m[1]] = url;
  }
  return { video: at(`${id}.mp4`), poster: at(`${id}.jpg`), captions };
}

/**
 * The files of one walkthrough for the interface `language`: the recording in that language (or in
 * English when there is none), its poster, and a captions track per language that has one. Every
 * recording of a walkthrough shares one timeline, so each track fits it.
 */
export function walkthroughMedia(id: string, language: string): { video: string | null; poster: string | null; captions: Record<string, string>; language: string } {
  const at = (name: string) => walkthroughFiles[`../../assets/help/walkthroughs/${name}`] ?? null;
  const recorded = at(`${id}.${language}.mp4`) ? language : FALLBACK_LANGUAGE;
  const captions: Record<string, string> = {};
  for (const [path, url] of Object.entries(walkthroughFiles)) {
    const m = new RegExp(`/${id}\\.([a-z]{2})\\.vtt$`).exec(path);
    if (m?.[1]) captions[m[1]] = url;
  }
  return { video: at(`${id}.${recorded}.mp4`), poster: at(`${id}.${recorded}.jpg`), captions, language: recorded };
}
