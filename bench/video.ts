/**
 * Benchmark of the local video engine (budget: a 5 s 1920x1080 clip in <= 8 s on 2 cores).
 * Renders 5 s clips of every camera move (push-in, pull-out, pan left, pan right, and
 * the orbit, a two-layer parallax with the cut-out) in 16:9, 9:16 and 1:1 from a sample photo, RUNS times
 * each, and prints the median seconds per move and aspect ratio (image preparation + ffmpeg + reading the
 * output), plus one 10 s clip. The cut-out is computed once, outside the timing, and printed on its own:
 * the video job computes it once per video (or reuses an uploaded photo's stored matte).
 * Run: npm run bench:video [-- runs] (default 1). With `--frames DIR`, the first clip of every move and
 * ratio is also kept in DIR with a PNG sheet of its first, middle and last frames, to look at.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalMotionEngine } from '../src/server/engine/motion/local-motion-engine';
import type { VideoAspectRatio, VideoDuration } from '../src/server/providers/ai/videos/video-provider';
import { computeCutout } from '../src/server/engine/cutout/cutout';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');
const PHOTO = 'coffee_cup.png';
const args = process.argv.slice(2);
const framesAt = args.indexOf('--frames');
const FRAMES_DIR = framesAt >= 0 ? args[framesAt + 1] : undefined;
const RUNS = Number(args.find((a, i) => /^\d+$/.test(a) && (framesAt < 0 || i !== framesAt + 1)) ?? 1);
const BUDGET_5S = 8;
const MOVES = [
  ['push-in', 'slow push in'],
  ['pull-out', 'slow pull out'],
  ['pan left', 'pan to the left'],
  ['pan right', 'pan to the right'],
  ['orbit (parallax)', 'orbit around the product'],
] as const;
const RATIOS: VideoAspectRatio[] = ['16:9', '9:16', '1:1'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const image = fs.readFileSync(path.join(SAMPLES, PHOTO));
await computeCutout(image); // loads the model
const cutStarted = performance.now();
const cutout = await computeCutout(image);
const cutSeconds = (performance.now() - cutStarted) / 1000;
const engine = createLocalMotionEngine({});
console.log(`local video engine: median seconds per 5 s clip from ${PHOTO}, ${RUNS} run(s) each, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`);
console.log(`cut-out (ISNet, once per video, not in the figures below): ${cutSeconds.toFixed(2)} s`);
console.log(`${'move'.padEnd(20)}${RATIOS.map((r) => r.padStart(8)).join('')}`);

/** Keeps a clip and a sheet of its first, middle and last frames in FRAMES_DIR. */
function keepFrames(data: Buffer, name: string, frames: number) {
  if (!FRAMES_DIR) return;
  fs.mkdirSync(FRAMES_DIR, { recursive: true });
  const file = path.join(FRAMES_DIR, `${name}.mp4`);
  fs.writeFileSync(file, data);
  const pick = [0, Math.floor(frames / 2), frames - 1].map((n) => `eq(n\\,${n})`).join('+');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', file, '-vf', `select=${pick},tile=3x1`, '-frames:v', '1', path.join(FRAMES_DIR, `${name}.png`)]);
}

async function time(prompt: string, aspectRatio: VideoAspectRatio, durationSeconds: VideoDuration): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const video = await engine.render({ image, cutout, prompt, durationSeconds, aspectRatio, seed: run });
    times.push((performance.now() - started) / 1000);
    if (video.durationSeconds !== durationSeconds) throw new Error('unexpected duration');
    if (run === 0) keepFrames(video.data, `${prompt.replaceAll(' ', '-')}-${aspectRatio.replace(':', 'x')}-${durationSeconds}s`, durationSeconds * 30);
  }
  return median(times);
}

let worst = 0;
for (const [label, prompt] of MOVES) {
  const row: number[] = [];
  for (const ratio of RATIOS) row.push(await time(prompt, ratio, 5));
  worst = Math.max(worst, row[0]!);
  console.log(`${label.padEnd(20)}${row.map((s) => s.toFixed(2).padStart(8)).join('')}`);
}
console.log(`${'push-in, 10 s'.padEnd(20)}${(await time('slow push in', '16:9', 10)).toFixed(2).padStart(8)}`);
console.log(`slowest 5 s 1920x1080 clip: ${worst.toFixed(2)} s (budget ${BUDGET_5S.toFixed(2)} s) ${worst <= BUDGET_5S ? 'OK' : 'OVER BUDGET'}; with the cut-out: ${(worst + cutSeconds).toFixed(2)} s`);
