/**
 * Benchmark of the local studio renderer (budget: one 1024x1536 image in <= 1.5 s median
 * on 2 cores, cut-out excluded: the cut-out is a job after upload, cached per photo; the figure is
 * also given per recipe). For each sample photo it computes the cut-out once, then renders every local
 * studio recipe at 2:3 (1024x1536) RUNS times (variants 0..RUNS-1) and prints the median seconds per
 * recipe and per photo, and the overall median. Run: npm run bench:render [-- runs]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderStudioImage } from '../src/server/engine/studio/local-studio-renderer';
import { computeCutout } from '../src/server/engine/cutout/cutout';
import { loadOpenCv } from '../src/server/engine/cutout/opencv';
import { recipeIdeasFor, settingsFor } from './recipe-renders';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');
const PHOTOS = ['coffee_cup.png', 'apple.jpg', 'cookie_box_gray.png', 'plant_pot.jpg'];
const RUNS = Math.max(1, Number(process.argv[2] ?? 2) || 2);

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

await loadOpenCv();
console.log(`studio renderer: median seconds per 1024x1536 image (cut-out excluded: computed once per photo, as the app caches it), ${RUNS} runs each, ${os.cpus().length} cores, quality medium, jpg`);
const perRecipe = new Map<string, number[]>();
const all: number[] = [];
const perPhoto: string[] = [];
for (const photo of PHOTOS) {
  const source = fs.readFileSync(path.join(SAMPLES, photo));
  const cutout = await computeCutout(source);
  const ideas = await recipeIdeasFor(source);
  const times: number[] = [];
  for (const [i, idea] of ideas.entries()) {
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await renderStudioImage({ source, cutout, settings: settingsFor(idea, '2:3'), scene: idea.scene, prompt: '', variant: run, seed: 1000 + i });
      const s = (performance.now() - started) / 1000;
      times.push(s);
      all.push(s);
      perRecipe.set(idea.key, [...(perRecipe.get(idea.key) ?? []), s]);
    }
  }
  perPhoto.push(`${photo.padEnd(22)}${median(times).toFixed(2).padStart(8)}`);
}
console.log(`${'recipe'.padEnd(28)}${'median s'.padStart(9)}`);
for (const [key, times] of perRecipe) console.log(`${key.padEnd(28)}${median(times).toFixed(2).padStart(9)}`);
console.log(`${'photo'.padEnd(22)}${'median s'.padStart(8)}`);
for (const line of perPhoto) console.log(line);
console.log(`overall median: ${median(all).toFixed(2)} s per image (budget 1.50 s)`);
