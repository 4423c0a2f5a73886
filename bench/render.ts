/**
 * Benchmark of the local studio renderer (design.md 'Budgets': one 1024x1536 image from a 0.3 MP
 * photo in <= 1.5 s median on 2 cores, cut-out excluded: the cut-out is a job after upload, cached
 * per photo). For each sample photo it computes the cut-out once, then for each aspect ratio renders
 * RUNS images and prints the
 * median seconds per image. Run: npm run bench:render [-- runs]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASPECT_RATIOS } from '../src/shared/catalog';
import { renderStudioImage } from '../src/server/providers/ai/images/local-studio-renderer';
import { computeCutout } from '../src/server/providers/media/cutout';
import { loadOpenCv } from '../src/server/providers/media/opencv';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');
const PHOTOS = ['coffee_cup.png', 'apple.jpg', 'cookie_box_gray.png', 'plant_pot.jpg'];
const RUNS = Number(process.argv[2] ?? 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

await loadOpenCv();
console.log(`studio renderer: median seconds per image (cut-out excluded: computed once per photo, as the app caches it), ${RUNS} runs each, ${os.cpus().length} cores, quality medium, png`);
console.log(['photo'.padEnd(22), ...ASPECT_RATIOS.map((r) => r.padStart(7)), 'median'.padStart(8)].join(''));
const all: number[] = [];
for (const photo of PHOTOS) {
  const source = fs.readFileSync(path.join(SAMPLES, photo));
  const cutout = await computeCutout(source);
  const row: number[] = [];
  for (const [i, aspectRatio] of ASPECT_RATIOS.entries()) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await renderStudioImage({
        source,
        cutout,
        settings: { aspectRatio, quality: 'medium', count: 1, format: 'png', highlightProduct: run % 2 === 0, style: 'lifestyle', timeOfDay: 'golden_hour' },
        scene: { surface: (['wood', 'marble', 'linen', 'concrete'] as const)[i % 4]!, backdrop: (['window', 'wall', 'foliage', 'bokeh'] as const)[i % 4]!, accent: '#8fa3b8' },
        prompt: '',
        variant: run,
        seed: 1000 + run,
      });
      times.push((performance.now() - started) / 1000);
    }
    row.push(median(times));
    all.push(...times);
  }
  console.log([photo.padEnd(22), ...row.map((s) => s.toFixed(2).padStart(7)), median(row).toFixed(2).padStart(8)].join(''));
}
console.log(`overall median: ${median(all).toFixed(2)} s per image (budget 1.50 s)`);
