/**
 * Benchmark of the local video engine (design.md 'Budgets': a 5 s 1920x1080 clip in <= 8 s on 2 cores;
 * issue 5 'Benchmark'). Renders 16:9 clips of 5 s and 10 s from a sample photo, RUNS times each, for a
 * push-in (single layer) and an orbit with a cut-out (two-layer parallax), and prints every run and the
 * median seconds (image preparation + ffmpeg + reading the output; the cut-out itself is computed once,
 * outside the timing, as the job reuses the stored one). Run: npm run bench:video [-- runs]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalMotionEngine } from '../src/server/providers/ai/videos/local-motion-engine';
import type { VideoDuration } from '../src/server/providers/ai/videos/video-provider';
import { computeCutout } from '../src/server/providers/media/cutout';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');
const PHOTO = 'coffee_cup.png';
const RUNS = Number(process.argv[2] ?? 3);
const BUDGET_5S = 8;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const image = fs.readFileSync(path.join(SAMPLES, PHOTO));
const cutout = await computeCutout(image);
const engine = createLocalMotionEngine({});
console.log(`local video engine: seconds per 1920x1080 clip from ${PHOTO}, ${RUNS} runs each, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`);

const results: Record<string, number> = {};
for (const [label, prompt, withCutout] of [
  ['push-in', 'slow push in', false],
  ['orbit (parallax)', 'orbit around the product', true],
] as const) {
  for (const durationSeconds of [5, 10] as VideoDuration[]) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const video = await engine.render({ image, cutout: withCutout ? cutout : undefined, prompt, durationSeconds, aspectRatio: '16:9', seed: run });
      times.push((performance.now() - started) / 1000);
      if (video.durationSeconds !== durationSeconds) throw new Error('unexpected duration');
    }
    const m = median(times);
    results[`${label} ${durationSeconds}s`] = m;
    console.log(`${`${label}, ${durationSeconds} s`.padEnd(26)} runs ${times.map((t) => t.toFixed(2)).join(' ')}  median ${m.toFixed(2)} s`);
  }
}
const push5 = results['push-in 5s']!;
console.log(`5 s push-in clip: median ${push5.toFixed(2)} s (budget ${BUDGET_5S.toFixed(2)} s) ${push5 <= BUDGET_5S ? 'OK' : 'OVER BUDGET'}`);
