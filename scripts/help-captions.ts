/**
 * Captions of the help centre's tutorial clips: the lines come from help.json
 * (`tutorials.items.<id>.captions`, five languages) and are timed on the clip's parts: the original
 * photo, the studio scene, the camera move. scripts/help-tutorials.ts writes the .vtt files with
 * these functions; tests/contract/help-media.test.ts checks the committed files still match.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Seconds the original photo shows before the clip. */
export const INTRO_SECONDS = 2;
/** Seconds of the camera move. */
export const CLIP_SECONDS = 5;
/** When each caption starts and ends (seconds): the photo, the scene, the move. */
export const CAPTION_TIMES: readonly [number, number][] = [
  [0, INTRO_SECONDS],
  [INTRO_SECONDS, INTRO_SECONDS + 2],
  [INTRO_SECONDS + 2, INTRO_SECONDS + CLIP_SECONDS],
];

/** 'HH:MM:SS.mmm' of WebVTT. */
function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/** The WebVTT file of a tutorial's captions (lines in order, timed by CAPTION_TIMES). */
export function captionsVtt(lines: readonly string[]): string {
  const cues = lines.map((line, i) => {
    const [start, end] = CAPTION_TIMES[i]!;
    return `${i + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${line}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The caption lines of tutorial `id` in `language`, from help.json. */
export function captionLines(id: string, language: string): string[] {
  const help = JSON.parse(fs.readFileSync(path.join(root, 'src/shared/locales', language, 'help.json'), 'utf8')) as {
    tutorials: { items: Record<string, { captions: Record<string, string> }> };
  };
  const captions = help.tutorials.items[id]?.captions ?? {};
  return Object.keys(captions)
    .sort()
    .map((k) => captions[k]!);
}

