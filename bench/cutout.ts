/**
 * Cut-out benchmark (budgets: mean IoU >= 0.90, plain
 * backdrops >= 0.96, <= 2.0 s median for a 12 MP photo on 2 cores, RSS growth <= 700 MB, the same
 * matte on repeated calls; plant_pot.jpg with at most three touch-up strokes IoU >= 0.85).
 *
 * Runs the previous engine ('grabcut') and the new one ('model') through computeCutout on the data
 * set of ./cutout-dataset.ts (64 real object photos with alpha, each composited over a plain, a
 * textured and a cluttered real background at 1000-1600 px, built from Debian packages and cached
 * in bench/.data/cutout) and on ../shared/samples, and prints side by side, per background kind and
 * overall: mean, median and minimum IoU (alpha > 127 on both), mean absolute alpha error (0..1) and
 * median seconds per image (bytes in, matte out); then the median of 3 runs on a 4000x3000 photo,
 * the RSS growth while the engine runs (peak of process RSS sampled every 50 ms, minus RSS before the
 * engine was created, i.e. before the model loads), whether 3 images give byte-identical mattes on a
 * second call, plant_pot.jpg's IoU against plant_pot_matte.png automatically and after three fixed
 * touch-up strokes (touchUpCutout over that engine's matte), and the other samples' seconds.
 * Ends with a PASS/FAIL line per budget for the model. Exits 0 whatever the figures (it is a
 * report); non-zero only when the data set cannot be built.
 * Per-case figures go to bench/.data/cutout/results-<engine>.json.
 * Run: npm run bench:cutout [-- --limit N] [--engine model|grabcut|both]   (N: first N objects)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { CutoutStroke } from '../src/shared/contracts/cutout';
import { computeCutout } from '../src/server/engine/cutout/cutout';
import { createMattingEngine, type MattingEngineKind } from '../src/server/engine/cutout/matting-engine';
import { touchUpCutout } from '../src/server/engine/cutout/touch-up';
import { BACKGROUND_KINDS, CACHE_DIR, loadDataset, type BackgroundKind, type BenchCase, type Dataset } from './cutout-dataset';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');
const TIMED_SAMPLES = ['apple.jpg', 'coffee_cup.png', 'cookie_box_gray.png'];
const DETERMINISM_IMAGES = 3;
const TWELVE_MP_RUNS = 3;
const RSS_SAMPLE_MS = 50;

/**
 * The touch-up of plant_pot.jpg, as a seller would paint it: a broad Keep stroke over the pot and up
 * into the plant, a Keep arc over the foliage, a Remove stroke down the cluttered left side.
 */
const PLANT_STROKES: CutoutStroke[] = [
  { mode: 'keep', radius: 0.04, points: [[0.49, 0.92], [0.61, 0.92], [0.64, 0.74], [0.46, 0.74], [0.5, 0.45], [0.5, 0.2]] },
  { mode: 'keep', radius: 0.02, points: [[0.3, 0.32], [0.42, 0.2], [0.6, 0.12], [0.75, 0.2], [0.86, 0.32]] },
  { mode: 'remove', radius: 0.04, points: [[0.04, 0.06], [0.06, 0.5], [0.12, 0.8], [0.3, 0.96]] },
];

const BUDGET = { meanIou: 0.9, plainIou: 0.96, twelveMpSeconds: 2.0, rssMb: 700, touchUpIou: 0.85 };

// ---------------------------------------------------------------- arguments

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run bench:cutout [-- --limit N] [--engine model|grabcut|both]`);
  process.exit(2);
}

function parseArgs(argv: string[]): { limit: number | null; engines: MattingEngineKind[] } {
  let limit: number | null = null;
  let engine = 'both';
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? usage(`${flag} needs a value`);
    if (flag === '--limit') {
      limit = Number(value());
      if (!Number.isInteger(limit) || limit < 1) usage('--limit takes a positive whole number');
    } else if (flag === '--engine') {
      engine = value();
      if (!['model', 'grabcut', 'both'].includes(engine)) usage(`unknown engine '${engine}'`);
    } else usage(`unknown argument '${argv[i]}'`);
  }
  // The model first: its RSS baseline is then the process before any engine ran.
  const engines: MattingEngineKind[] = engine === 'both' ? ['model', 'grabcut'] : [engine as MattingEngineKind];
  return { limit, engines };
}

// ---------------------------------------------------------------- figures

const median = (values: number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);

/** IoU of alpha > 127 on both, and mean absolute alpha error (0..1). */
function score(matte: Buffer, truth: Buffer): { iou: number; mae: number } {
  let inter = 0;
  let union = 0;
  let err = 0;
  for (let i = 0; i < truth.length; i++) {
    const a = matte[i]!;
    const b = truth[i]!;
    const p = a > 127;
    const q = b > 127;
    if (p && q) inter++;
    if (p || q) union++;
    err += Math.abs(a - b);
  }
  return { iou: union ? inter / union : 1, mae: err / (255 * truth.length) };
}

async function grey(file: string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(file).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

interface CaseResult {
  id: string;
  kind: BackgroundKind;
  iou: number;
  mae: number;
  seconds: number;
  method?: string;
  confidence?: number;
  warnings?: string[];
  error?: string;
}

interface EngineResult {
  kind: MattingEngineKind;
  cases: CaseResult[];
  plantAuto: number | null;
  plantTouchUp: number | null;
  twelveMpSeconds: number | null;
  rssGrowthMb: number;
  deterministic: boolean | null;
  samples: { name: string; seconds: number | null; note: string }[];
  fallback: string | null;
  errors: string[];
  /** 1-minute load average when the engine started and ended (other processes skew the times). */
  load: [number, number];
}

const mb = (bytes: number) => bytes / 1024 ** 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/** Shows progress on a terminal (one rewritten line); silent when piped. */
function progress(text: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r${text.padEnd(70)}`);
}
function progressDone(): void {
  if (process.stderr.isTTY) process.stderr.write(`\r${' '.repeat(70)}\r`);
}

async function runEngine(kind: MattingEngineKind, cases: BenchCase[], twelveMp: string): Promise<EngineResult> {
  global.gc?.();
  await sleep(200);
  const loadStart = os.loadavg()[0]!;
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), RSS_SAMPLE_MS);
  const errors: string[] = [];
  let fallback: string | null = null;
  const engine = createMattingEngine(kind, (error) => (fallback = errorText(error)));
  const cutout = (input: Buffer) => computeCutout(input, { engine });

  const results: CaseResult[] = [];
  const firstMattes: Buffer[] = [];
  for (const [index, c] of cases.entries()) {
    progress(`${kind}: ${index + 1}/${cases.length} ${c.id}`);
    const input = fs.readFileSync(c.input);
    const truth = await grey(c.truth);
    const started = performance.now();
    try {
      const cut = await cutout(input);
      const seconds = (performance.now() - started) / 1000;
      if (cut.width !== truth.width || cut.height !== truth.height || cut.matte.length !== truth.data.length) {
        throw new Error(`matte is ${cut.width}x${cut.height}, photo is ${truth.width}x${truth.height}`);
      }
      if (index < DETERMINISM_IMAGES) firstMattes.push(Buffer.from(cut.matte));
      results.push({ id: c.id, kind: c.kind, ...score(cut.matte, truth.data), seconds, method: cut.method, confidence: cut.confidence, warnings: cut.warnings });
    } catch (error) {
      errors.push(`${c.id}: ${errorText(error)}`);
      results.push({ id: c.id, kind: c.kind, iou: 0, mae: 1, seconds: (performance.now() - started) / 1000, error: errorText(error) });
    }
  }

  // plant_pot: automatic, then touched up from that matte.
  let plantAuto: number | null = null;
  let plantTouchUp: number | null = null;
  try {
    progress(`${kind}: plant_pot`);
    const input = fs.readFileSync(path.join(SAMPLES, 'plant_pot.jpg'));
    const reference = await grey(path.join(SAMPLES, 'plant_pot_matte.png'));
    const auto = await cutout(input);
    plantAuto = score(auto.matte, reference.data).iou;
    const touched = await touchUpCutout(input, auto.matte, PLANT_STROKES);
    plantTouchUp = score(touched.matte, reference.data).iou;
  } catch (error) {
    errors.push(`plant_pot: ${errorText(error)}`);
  }

  const samples: EngineResult['samples'] = [];
  for (const name of TIMED_SAMPLES) {
    progress(`${kind}: ${name}`);
    const input = fs.readFileSync(path.join(SAMPLES, name));
    const started = performance.now();
    try {
      const cut = await cutout(input);
      const seconds = (performance.now() - started) / 1000;
      const note = [cut.method, cut.confidence === undefined ? '' : `conf ${cut.confidence.toFixed(2)}`, ...(cut.warnings ?? [])].filter(Boolean).join(' ');
      samples.push({ name, seconds, note });
    } catch (error) {
      errors.push(`${name}: ${errorText(error)}`);
      samples.push({ name, seconds: null, note: 'error' });
    }
  }

  let twelveMpSeconds: number | null = null;
  try {
    const input = fs.readFileSync(twelveMp);
    const times: number[] = [];
    for (let run = 0; run < TWELVE_MP_RUNS; run++) {
      progress(`${kind}: 12 MP run ${run + 1}/${TWELVE_MP_RUNS}`);
      const started = performance.now();
      await cutout(input);
      times.push((performance.now() - started) / 1000);
    }
    twelveMpSeconds = median(times);
  } catch (error) {
    errors.push(`12 MP: ${errorText(error)}`);
  }

  // Determinism: the first images again, after every other call of this engine in this process.
  let deterministic: boolean | null = firstMattes.length ? true : null;
  for (const [index, first] of firstMattes.entries()) {
    progress(`${kind}: repeat ${index + 1}/${firstMattes.length}`);
    try {
      const again = await cutout(fs.readFileSync(cases[index]!.input));
      if (!again.matte.equals(first)) deterministic = false;
    } catch (error) {
      errors.push(`repeat ${cases[index]!.id}: ${errorText(error)}`);
      deterministic = false;
    }
  }
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  progressDone();
  return { kind, cases: results, plantAuto, plantTouchUp, twelveMpSeconds, rssGrowthMb: mb(peak - before), deterministic, samples, fallback, errors, load: [loadStart, os.loadavg()[0]!] };
}

// ---------------------------------------------------------------- printing

/** Left-aligned first column, right-aligned others, columns separated by two spaces. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  return rows.map((row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ')).join('\n');
}

const f3 = (value: number | null | undefined) => (value === null || value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(3));
const f2 = (value: number | null | undefined) => (value === null || value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(2));

function groupFigures(cases: CaseResult[]) {
  const ious = cases.map((c) => c.iou);
  return {
    n: cases.length,
    mean: mean(ious),
    median: median(ious),
    min: ious.length ? Math.min(...ious) : NaN,
    mae: mean(cases.map((c) => c.mae)),
    seconds: median(cases.filter((c) => !c.error).map((c) => c.seconds)),
  };
}

function printReport(dataset: Dataset, objectCount: number, results: EngineResult[], builtNow: boolean): void {
  const label = (kind: MattingEngineKind) => (kind === 'grabcut' ? 'grabcut (previous)' : 'model (new)');
  const ordered = [...results].sort((a, b) => (a.kind === 'grabcut' ? -1 : b.kind === 'grabcut' ? 1 : 0));

  console.log('');
  console.log(
    `Cut-out benchmark: ${objectCount} objects x ${BACKGROUND_KINDS.length} backgrounds = ${objectCount * BACKGROUND_KINDS.length} composites (1000-1600 px, JPEG q92) + ../shared/samples; ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.log(
    `Data: ${dataset.stamps.picked} of ${dataset.stamps.photos} photo stamps (of ${dataset.stamps.total}) from tuxpaint-stamps-default; packages ${Object.entries(dataset.packages)
      .map(([pkg, version]) => `${pkg} ${version}`)
      .join(', ')}`,
  );
  console.log('IoU: alpha > 127 on both; MAE: mean absolute alpha error, 0..1; s/img: median seconds per image (bytes in, matte out)');
  console.log('');

  // Rows: a '|' column before each engine's five columns; engine names over their columns.
  const rows: string[][] = [['backgrounds', 'n', ...ordered.flatMap(() => ['|', 'mean IoU', 'median', 'min', 'MAE', 's/img'])]];
  for (const group of [...BACKGROUND_KINDS, 'all'] as const) {
    const row = [group, ''];
    for (const r of ordered) {
      const figures = groupFigures(group === 'all' ? r.cases : r.cases.filter((c) => c.kind === group));
      row[1] = String(figures.n);
      row.push('|', f3(figures.mean), f3(figures.median), f3(figures.min), f3(figures.mae), f2(figures.seconds));
    }
    rows.push(row);
  }
  const lines = table(rows).split('\n');
  let title = '';
  for (const [g, r] of ordered.entries()) {
    const at = lines[0]!.split('|', g + 1).join('|').length;
    title = `${title.padEnd(at)}| ${label(r.kind)}`;
  }
  console.log(title);
  console.log(lines.join('\n'));
  console.log('');

  const names = ordered.map((r) => label(r.kind));
  const other: string[][] = [['', ...names]];
  const per = (fn: (r: EngineResult) => string) => ordered.map(fn);
  other.push(['plant_pot IoU, automatic', ...per((r) => f3(r.plantAuto))]);
  other.push([`plant_pot IoU, ${PLANT_STROKES.length} touch-up strokes`, ...per((r) => f3(r.plantTouchUp))]);
  other.push([`12 MP (4000x3000) median s of ${TWELVE_MP_RUNS}`, ...per((r) => f2(r.twelveMpSeconds))]);
  other.push(['RSS growth while running, MB', ...per((r) => r.rssGrowthMb.toFixed(0))]);
  other.push([`same matte twice (${DETERMINISM_IMAGES} images)`, ...per((r) => (r.deterministic === null ? 'n/a' : r.deterministic ? 'yes' : 'NO'))]);
  for (const name of TIMED_SAMPLES) other.push([`${name} s`, ...per((r) => f2(r.samples.find((s) => s.name === name)?.seconds))]);
  other.push(['methods', ...per((r) => countsText(r.cases.map((c) => c.method ?? 'error')))]);
  console.log(table(other));
  for (const r of ordered) {
    for (const s of r.samples) if (s.note) console.log(`  ${r.kind} ${s.name}: ${s.note}`);
  }
  if (results.some((r) => r.kind === 'grabcut') && results[0]?.kind === 'model') {
    console.log('  (RSS growth of grabcut is measured after the model ran in the same process)');
  }
  console.log(`  1-min load average at start / end: ${ordered.map((r) => `${r.kind} ${r.load[0].toFixed(1)} / ${r.load[1].toFixed(1)}`).join(', ')} (this run adds about 1-2)`);
  if (builtNow) console.log('  (the data set was built in this process: run again for a clean RSS figure)');

  for (const r of ordered) {
    const worst = [...r.cases].sort((a, b) => a.iou - b.iou).slice(0, 5);
    console.log(`Lowest IoU, ${r.kind}: ${worst.map((c) => `${c.id} ${f3(c.iou)}`).join(', ')}`);
    if (r.fallback) console.log(`WARNING: the model could not load (${r.fallback}); its figures are GrabCut's.`);
    if (r.errors.length) console.log(`ERRORS, ${r.kind}: ${r.errors.length}: ${r.errors.slice(0, 5).join('; ')}${r.errors.length > 5 ? '; ...' : ''}`);
  }

  const judged = results.find((r) => r.kind === 'model') ?? results[0]!;
  const all = groupFigures(judged.cases);
  const plain = groupFigures(judged.cases.filter((c) => c.kind === 'plain'));
  const line = (ok: boolean, text: string) => console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  console.log('');
  console.log(`Budgets, engine '${judged.kind}'${judged.fallback ? ' (FELL BACK TO GRABCUT)' : ''}:`);
  line(all.mean >= BUDGET.meanIou && !judged.fallback, `mean IoU ${f3(all.mean)} >= ${BUDGET.meanIou.toFixed(2)}`);
  line(plain.mean >= BUDGET.plainIou && !judged.fallback, `plain backdrops mean IoU ${f3(plain.mean)} >= ${BUDGET.plainIou.toFixed(2)}`);
  line(judged.twelveMpSeconds !== null && judged.twelveMpSeconds <= BUDGET.twelveMpSeconds, `12 MP median ${f2(judged.twelveMpSeconds)} s <= ${BUDGET.twelveMpSeconds.toFixed(1)} s`);
  line(judged.rssGrowthMb <= BUDGET.rssMb, `RSS growth ${judged.rssGrowthMb.toFixed(0)} MB <= ${BUDGET.rssMb} MB`);
  line(judged.deterministic === true, `identical mattes on repeated calls: ${judged.deterministic === null ? 'n/a' : judged.deterministic ? 'yes' : 'no'}`);
  line(judged.plantTouchUp !== null && judged.plantTouchUp >= BUDGET.touchUpIou, `plant_pot after ${PLANT_STROKES.length} touch-up strokes IoU ${f3(judged.plantTouchUp)} >= ${BUDGET.touchUpIou.toFixed(2)}`);
}

function countsText(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
}

// ---------------------------------------------------------------- main

const { limit, engines } = parseArgs(process.argv.slice(2));
const missingSamples = ['plant_pot.jpg', 'plant_pot_matte.png', ...TIMED_SAMPLES].filter((name) => !fs.existsSync(path.join(SAMPLES, name)));
if (missingSamples.length) {
  console.error(`cut-out benchmark: missing samples in ${SAMPLES}: ${missingSamples.join(', ')}`);
  process.exit(1);
}
let builtNow = false;
let dataset: Dataset;
try {
  dataset = await loadDataset((line) => {
    builtNow = true;
    console.log(line);
  });
} catch (error) {
  console.error(`cut-out benchmark: cannot build the data set: ${errorText(error)}`);
  console.error(
    'It needs the Debian packages tuxpaint-stamps-default, tuxpaint-data, mypaint-data-extras, mate-backgrounds and plasma-workspace-wallpapers: installed, or fetched with apt-get download (network to a Debian mirror).',
  );
  process.exit(1);
}
const objectCount = Math.min(limit ?? dataset.objects.length, dataset.objects.length);
const cases = dataset.cases.slice(0, objectCount * BACKGROUND_KINDS.length);
console.log(`Running ${engines.join(' then ')} on ${cases.length} composites (${objectCount} objects)...`);
const results: EngineResult[] = [];
for (const kind of engines) {
  const result = await runEngine(kind, cases, dataset.twelveMp);
  results.push(result);
  fs.writeFileSync(path.join(CACHE_DIR, `results-${kind}.json`), `${JSON.stringify(result, null, 1)}\n`);
}
printReport(dataset, objectCount, results, builtNow);
console.log(`\nPer-case figures: ${results.map((r) => path.relative(process.cwd(), path.join(CACHE_DIR, `results-${r.kind}.json`))).join(', ')}`);
// onnxruntime's thread pool may keep the loop alive.
process.exit(0);
