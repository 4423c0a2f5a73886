/**
 * Records a Playwright page as a walkthrough video on a fixed timeline. The page's screencast
 * frames (JPEG, with the time they arrived) are kept; each step of the walkthrough then fills
 * exactly its length of the video:
 *   - a step shorter than its length is held (the script waits, so the screen stays live);
 *   - waits for the server (an upload's cut-out, a generation) are cut to their first 1.2 s and
 *     last 0.4 s, so the video shows that something is working without the whole wait;
 *   - a step longer than its length, after the cuts, is played faster to fit.
 * ffmpeg then encodes the frames at a constant rate as H.264 (CRF 32, yuv420p, faststart, no
 * sound), with MP4 chapters from the timeline (ffmpeg's FFMETADATA format).
 * Playwright's screencast API: https://playwright.dev/docs/api/class-screencast
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** A chapter written into the MP4: its title and start and end in seconds. */
export type Mp4Chapter = { title: string; start: number; end: number };

type Frame = { at: number; data: Buffer };
type StepRecord = { start: number; end: number; cuts: [number, number][]; seconds: number };

const LEAD_MS = 1200;
const TAIL_MS = 400;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The recorder of one page. Use `start`, then `step` for each step in order, then `encode`. */
export class WalkthroughRecorder {
  private frames: Frame[] = [];
  private steps: StepRecord[] = [];
  private current: StepRecord | null = null;
  private stopped = false;

  private constructor(
    private readonly page: Page,
    private readonly fps: number,
  ) {}

  /** Starts the screencast of `page` at `size` pixels; resolves once the first frame has arrived. */
  static async start(page: Page, size: { width: number; height: number }, fps = 15): Promise<WalkthroughRecorder> {
    const recorder = new WalkthroughRecorder(page, fps);
    let first!: () => void;
    const firstFrame = new Promise<void>((r) => (first = r));
    await page.screencast.start({
      size,
      quality: 90,
      fps: 30,
      onFrame: ({ data }) => {
        if (recorder.stopped) return;
        recorder.frames.push({ at: Date.now(), data: Buffer.from(data) });
        if (recorder.frames.length === 1) first();
      },
    });
    await firstFrame;
    return recorder;
  }

  /**
   * Runs one step of `seconds` length: `action` drives the page; the step is then held live until
   * its length is filled. Throws what `action` throws.
   */
  async step(seconds: number, action: () => Promise<void>): Promise<void> {
    const record: StepRecord = { start: Date.now(), end: 0, cuts: [], seconds };
    this.current = record;
    await action();
    const kept = Date.now() - record.start - cutTotal(record);
    if (kept < seconds * 1000) await sleep(seconds * 1000 - kept);
    record.end = Date.now();
    this.steps.push(record);
    this.current = null;
    const over = (record.end - record.start - cutTotal(record)) / (seconds * 1000);
    if (over > 1.05) console.warn(`  a step ran ${over.toFixed(2)}× its length and is played faster`);
  }

  /** Waits for `work` inside a step; the video keeps only the first 1.2 s and the last 0.4 s of the wait. */
  async wait<T>(work: Promise<T>): Promise<T> {
    const from = Date.now();
    const result = await work;
    const to = Date.now();
    if (this.current && to - from > LEAD_MS + TAIL_MS) this.current.cuts.push([from + LEAD_MS, to - TAIL_MS]);
    return result;
  }

  /** The frame on screen at `seconds` of the finished video (JPEG bytes). */
  frameAt(seconds: number): Buffer {
    return this.frameAtReal(this.realTime(seconds));
  }

  /** Length of the finished video in seconds. */
  get seconds(): number {
    return this.steps.reduce((sum, s) => sum + s.seconds, 0);
  }

  /** Stops the screencast and writes the video to `file` (MP4, H.264) with `chapters` and `title` in its metadata. */
  async encode(file: string, meta: { title: string; language: string; chapters: Mp4Chapter[] }): Promise<void> {
    this.stopped = true;
    await this.page.screencast.stop();
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'walkthrough-'));
    const metadata = path.join(tmp, 'chapters.txt');
    const escape = (s: string) => s.replace(/([=;#\\\n])/g, '\\$1');
    fs.writeFileSync(
      metadata,
      `;FFMETADATA1\ntitle=${escape(meta.title)}\n` +
        meta.chapters.map((c) => `[CHAPTER]\nTIMEBASE=1/1000\nSTART=${Math.round(c.start * 1000)}\nEND=${Math.round(c.end * 1000)}\ntitle=${escape(c.title)}\n`).join(''),
    );
    const ffmpeg = spawn(
      'ffmpeg',
      [
        '-y', '-loglevel', 'error',
        '-f', 'image2pipe', '-framerate', String(this.fps), '-c:v', 'mjpeg', '-i', '-',
        '-i', metadata, '-map', '0:v', '-map_metadata', '1', '-map_chapters', '1',
        '-metadata:s:v:0', `language=${iso639_2(meta.language)}`,
        '-c:v', 'libx264', '-preset', 'slow', '-crf', '32', '-pix_fmt', 'yuv420p', '-r', String(this.fps),
        '-movflags', '+faststart', file,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    const done = new Promise<void>((resolve, reject) => {
      ffmpeg.on('error', reject);
      ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    });
    const total = Math.round(this.seconds * this.fps);
    for (let i = 0; i < total; i++) {
      const frame = this.frameAt(i / this.fps);
      if (!ffmpeg.stdin.write(frame)) await new Promise((r) => ffmpeg.stdin.once('drain', r));
    }
    ffmpeg.stdin.end();
    await done;
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  /** The real time (ms since the epoch) shown at `seconds` of the finished video. */
  private realTime(seconds: number): number {
    let at = seconds;
    for (const step of this.steps) {
      if (at < step.seconds || step === this.steps[this.steps.length - 1]) {
        const kept = keptRanges(step);
        const keptMs = kept.reduce((sum, [a, b]) => sum + (b - a), 0);
        let want = (Math.min(at, step.seconds) / step.seconds) * keptMs;
        for (const [a, b] of kept) {
          if (want <= b - a) return a + want;
          want -= b - a;
        }
        return step.end;
      }
      at -= step.seconds;
    }
    return this.frames[0]!.at;
  }

  private frameAtReal(at: number): Buffer {
    let lo = 0;
    let hi = this.frames.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.frames[mid]!.at <= at) lo = mid;
      else hi = mid - 1;
    }
    return this.frames[lo]!.data;
  }
}

function cutTotal(step: StepRecord): number {
  return step.cuts.reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** The parts of a step's real time that stay in the video: its span less the cuts. */
function keptRanges(step: StepRecord): [number, number][] {
  const ranges: [number, number][] = [];
  let from = step.start;
  for (const [a, b] of [...step.cuts].sort((x, y) => x[0] - y[0])) {
    if (a > from) ranges.push([from, a]);
    from = Math.max(from, b);
  }
  if (step.end > from) ranges.push([from, step.end]);
  return ranges;
}

/** ISO 639-2 code of the five interface languages, as MP4 stream metadata expects. */
function iso639_2(language: string): string {
  return ({ pt: 'por', en: 'eng', fr: 'fra', es: 'spa', de: 'deu' } as Record<string, string>)[language] ?? 'und';
}
