/**
 * The help centre's walkthrough videos: recordings of the real app, one per language, made by
 * scripts/help-walkthroughs.ts. Each walkthrough is a list of steps with a fixed length, so the
 * five recordings of one walkthrough share one timeline: the captions (help.json
 * `walkthroughs.items.<id>.steps.<step>`), the chapters (`…chapters.<step>`) and the transcript on
 * /help/tutorials are timed from this file alone, whatever the language of the recording.
 */

/** One step of a walkthrough: its help.json key, its length in seconds, and whether a chapter starts there. */
export type WalkthroughStep = { key: string; seconds: number; chapter?: boolean };

/** One walkthrough: its id (file names and help.json key) and its steps in order. */
export type Walkthrough = { id: string; steps: readonly WalkthroughStep[] };

/** Pixel size of every recording (the browser's viewport while it is recorded). */
export const WALKTHROUGH_SIZE = { width: 1280, height: 800 } as const;

/** The walkthroughs, in the order the tutorials page shows them. */
export const WALKTHROUGHS: readonly Walkthrough[] = [
  {
    id: 'first-image',
    steps: [
      { key: 'intro', seconds: 3, chapter: true },
      { key: 'upload', seconds: 6, chapter: true },
      { key: 'cutout', seconds: 4 },
      { key: 'describe', seconds: 8, chapter: true },
      { key: 'ideas', seconds: 6, chapter: true },
      { key: 'settings', seconds: 5, chapter: true },
      { key: 'generate', seconds: 3 },
      { key: 'results', seconds: 6, chapter: true },
    ],
  },
  {
    id: 'touch-up',
    steps: [
      { key: 'intro', seconds: 3, chapter: true },
      { key: 'upload', seconds: 6, chapter: true },
      { key: 'open', seconds: 4, chapter: true },
      { key: 'keep', seconds: 12, chapter: true },
      { key: 'remove', seconds: 7, chapter: true },
      { key: 'compare', seconds: 4 },
      { key: 'done', seconds: 6, chapter: true },
    ],
  },
  {
    id: 'studio-amazon',
    steps: [
      { key: 'intro', seconds: 3, chapter: true },
      { key: 'choose', seconds: 4, chapter: true },
      { key: 'upload', seconds: 6 },
      { key: 'preset', seconds: 6, chapter: true },
      { key: 'make', seconds: 4 },
      { key: 'results', seconds: 8, chapter: true },
      { key: 'download', seconds: 4 },
    ],
  },
  {
    id: 'video',
    steps: [
      { key: 'intro', seconds: 3, chapter: true },
      { key: 'upload', seconds: 5, chapter: true },
      { key: 'prompt', seconds: 7, chapter: true },
      { key: 'cost', seconds: 4 },
      { key: 'result', seconds: 8, chapter: true },
    ],
  },
  {
    id: 'ad-set',
    steps: [
      { key: 'intro', seconds: 3, chapter: true },
      { key: 'product', seconds: 5, chapter: true },
      { key: 'brand', seconds: 7, chapter: true },
      { key: 'copy', seconds: 7, chapter: true },
      { key: 'placements', seconds: 7, chapter: true },
      { key: 'previews', seconds: 6, chapter: true },
      { key: 'make', seconds: 7, chapter: true },
    ],
  },
];

/** A timed part of a walkthrough: the step's key and its start and end in seconds from the start. */
export type WalkthroughCue = { key: string; start: number; end: number };

/** The walkthrough with this id; throws an Error when there is none. */
export function walkthrough(id: string): Walkthrough {
  const found = WALKTHROUGHS.find((w) => w.id === id);
  if (!found) throw new Error(`no walkthrough ${id}`);
  return found;
}

/** Every step of a walkthrough with its start and end (seconds): one caption each. */
export function walkthroughCues(id: string): WalkthroughCue[] {
  let at = 0;
  return walkthrough(id).steps.map(({ key, seconds }) => {
    const cue = { key, start: at, end: at + seconds };
    at += seconds;
    return cue;
  });
}

/** The chapters of a walkthrough: the steps marked `chapter`, each running until the next chapter (seconds). */
export function walkthroughChapters(id: string): WalkthroughCue[] {
  const cues = walkthroughCues(id);
  const starts = cues.filter((c, i) => walkthrough(id).steps[i]!.chapter);
  return starts.map((c, i) => ({ key: c.key, start: c.start, end: starts[i + 1]?.start ?? cues[cues.length - 1]!.end }));
}

/** Length of a walkthrough in seconds. */
export function walkthroughSeconds(id: string): number {
  return walkthrough(id).steps.reduce((sum, s) => sum + s.seconds, 0);
}

/** 'HH:MM:SS.mmm', the time format of WebVTT (W3C WebVTT, "WebVTT cue timings"). */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/**
 * A WebVTT file with one cue per timed part. `text(key)` gives each cue's words; cues whose text is
 * empty are left out. Line breaks in a text are kept as cue lines.
 */
export function walkthroughVtt(cues: readonly WalkthroughCue[], text: (key: string) => string): string {
  const body = cues
    .map((cue) => ({ cue, words: text(cue.key).trim() }))
    .filter(({ words }) => words)
    .map(({ cue, words }, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${words}`);
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

/** 'M:SS' for a time in seconds, as shown beside chapters and transcript lines. */
export function clockTime(seconds: number): string {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
