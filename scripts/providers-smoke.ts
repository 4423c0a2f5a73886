/**
 * Live smoke test of the hosted AI providers: it calls the real APIs when keys are present, and it
 * is not part of npm test. For every image provider whose key is
 * configured (OPENAI_API_KEY, GEMINI_API_KEY, FAL_KEY; see .env.example) it renders ONE image of a
 * product photo through the same adapter the app uses, writes it to the output folder and prints
 * the provider, model, size, latency and estimated cost. With SCENARIO_PROVIDER=openai it also asks
 * the configured chat model (OPENAI_BASE_URL, OPENAI_SCENARIO_MODEL) for one set of six scenario
 * ideas about the photo and prints their titles. With `--video` and FAL_KEY it also renders one 5 s
 * Kling clip. Providers without a key are skipped; with no keys at all nothing is called. Before each
 * call it prints what the model catalogue (src/server/providers/ai/model-catalog.ts) says about the
 * configured model (retired, deprecated, unknown, no known price).
 *
 * Real calls cost real money (about $0.01-0.25 per image depending on provider and quality; a set of
 * scenario ideas with gpt-5-mini well under $0.01; a 5 s Kling 2.6 Pro clip about $0.35).
 *
 * Run: npm run smoke:providers [-- --only openai,gemini,fal,scenarios] [--photo path.png|jpg] [--out dir]
 *      [--quality low|medium|high] [--ratio 1:1] [--video]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { aspectRatioSchema, type ImageSettings, type Quality } from '../src/shared/catalog';
import { loadEnv, type Env } from '../src/server/env';
import { createImageProvider, createScenarioProvider } from '../src/server/providers/ai/select';
import { createVideoEngines } from '../src/server/providers/ai/select-video';
import { createInlineEngine, createLocalScenarioEngine, createMotionVideoProvider, createStudioImageProvider, scenarioIdeasCodec } from '../src/server/engine';

/** The local engines, in this process (a smoke run makes one call of each). */
const inline = createInlineEngine();
const local = { images: createStudioImageProvider(inline), scenarios: createLocalScenarioEngine(), scenarioCodec: scenarioIdeasCodec };
import { modelNotices, type ModelKind, type ModelVendor } from '../src/server/providers/ai/model-catalog';
import { createProviderLimiters } from '../src/server/providers/ai/provider-limiters';
import { estimateVideoCostUsd } from '../src/server/providers/ai/videos/video-price-table';

type ImageVendor = 'openai' | 'gemini' | 'fal';
const VENDORS: readonly ImageVendor[] = ['openai', 'gemini', 'fal'];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const env = loadEnv();
const keys: Record<ImageVendor, string | undefined> = { openai: env.OPENAI_API_KEY, gemini: env.GEMINI_API_KEY, fal: env.FAL_KEY };
const only = arg('only')?.split(',').map((s) => s.trim()) ?? [...VENDORS, 'scenarios'];
const outDir = path.resolve(arg('out') ?? path.join(env.dataDir, 'smoke'));
const quality = (arg('quality') ?? 'low') as Quality;
const aspectRatio = aspectRatioSchema.parse(arg('ratio') ?? '1:1');
const wantVideo = process.argv.includes('--video');
const models: Record<ImageVendor, string> = { openai: env.OPENAI_IMAGE_MODEL, gemini: env.GEMINI_IMAGE_MODEL, fal: env.FAL_IMAGE_MODEL };

/** Prints the catalogue's warnings about a model before it is called. */
function warn(label: string, vendor: ModelVendor, kind: ModelKind, model: string) {
  for (const n of modelNotices(vendor, kind, model, new Date().toISOString().slice(0, 10))) console.log(`  ${label.padEnd(7)} warning: ${n.message}`);
}

/** The product photo: --photo, else the shared sample, else a drawn placeholder product. */
async function productPhoto(): Promise<{ data: Buffer; from: string }> {
  const explicit = arg('photo');
  if (explicit) return { data: fs.readFileSync(explicit), from: explicit };
  const sample = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'coffee_cup.png');
  if (fs.existsSync(sample)) return { data: fs.readFileSync(sample), from: sample };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#f4f1ec"/><rect x="300" y="220" width="200" height="360" rx="24" fill="#2a5d8f"/><rect x="320" y="330" width="160" height="120" fill="#ffffff"/><text x="400" y="400" font-size="36" text-anchor="middle" font-family="sans-serif" fill="#2a5d8f">VITRINE</text></svg>`;
  return { data: await sharp(Buffer.from(svg)).png().toBuffer(), from: 'a drawn placeholder bottle' };
}

const selected = VENDORS.filter((v) => only.includes(v) && keys[v]);
const skipped = VENDORS.filter((v) => only.includes(v) && !keys[v]);
const wantScenarios = only.includes('scenarios') && env.SCENARIO_PROVIDER === 'openai';
console.log('providers smoke test: real API calls, real costs');
for (const v of skipped) console.log(`  ${v.padEnd(7)} skipped (no ${v === 'openai' ? 'OPENAI_API_KEY' : v === 'gemini' ? 'GEMINI_API_KEY' : 'FAL_KEY'})`);
if (only.includes('scenarios') && !wantScenarios) console.log('  ideas   skipped (SCENARIO_PROVIDER is not openai)');
if (selected.length === 0 && !wantScenarios && !(wantVideo && env.FAL_KEY)) {
  console.log('no provider keys set: nothing was called.');
  process.exit(0);
}

const photo = await productPhoto();
console.log(`photo: ${photo.from} (${photo.data.length} bytes); ratio ${aspectRatio}, quality ${quality}; output folder ${outDir}`);
fs.mkdirSync(outDir, { recursive: true });
const limiters = createProviderLimiters(env);
const settings: ImageSettings = { aspectRatio, quality, count: 1, format: 'png', highlightProduct: true, style: 'lifestyle', timeOfDay: 'golden_hour' };
const scenario =
  'The product stands on a warm oak kitchen counter beside a steaming mug and a bowl of fresh fruit. Soft daylight pours in through a window with sheer curtains; everyday details stay slightly out of focus.';
let failures = 0;

if (wantScenarios) {
  const engine = createScenarioProvider(env, { local, limiters });
  const started = performance.now();
  try {
    const meta = await sharp(photo.data).metadata();
    const ideas = await engine.suggest({
      features: 'Handmade ceramic espresso cup, 90 ml, matte glaze',
      audience: 'Specialty coffee lovers who enjoy slow mornings',
      language: 'en',
      analysis: { width: meta.width ?? 1024, height: meta.height ?? 1024, hasAlpha: meta.hasAlpha ?? false, dominantColors: [] },
      image: { data: photo.data, mime: meta.format === 'png' ? 'image/png' : 'image/jpeg' },
    });
    console.log(`  ideas   ok   model ${engine.model}, ${Math.round(performance.now() - started)} ms: ${ideas.map((i) => `“${i.title}”`).join(', ')}`);
  } catch (error) {
    failures += 1;
    const e = error as Error & { retryable?: boolean };
    console.log(`  ideas   FAIL after ${Math.round(performance.now() - started)} ms: ${e.message}${e.retryable !== undefined ? ` (retryable: ${e.retryable})` : ''}`);
  }
}

for (const vendor of selected) {
  warn(vendor, vendor, 'image', models[vendor]);
  const provider = createImageProvider({ ...env, IMAGE_PROVIDER: vendor } as Env, { local, limiters });
  const started = performance.now();
  try {
    const out = await provider.render({ source: photo.data, settings, scene: { surface: 'wood', backdrop: 'window', accent: '#c08a5a' }, prompt: scenario, variant: 0, seed: 1 });
    const file = path.join(outDir, `${vendor}.${out.format}`);
    fs.writeFileSync(file, out.data);
    const cost = out.meta?.estimatedCostUsd;
    console.log(
      `  ${vendor.padEnd(7)} ok   model ${out.meta?.model ?? '?'}, ${out.width}x${out.height} ${out.mime}, ${out.meta?.latencyMs ?? Math.round(performance.now() - started)} ms, ` +
        `estimated ${cost == null ? 'unknown' : `$${cost.toFixed(4)}`} -> ${file}`,
    );
  } catch (error) {
    failures += 1;
    const e = error as Error & { retryable?: boolean; status?: number; code?: string };
    console.log(`  ${vendor.padEnd(7)} FAIL after ${Math.round(performance.now() - started)} ms: ${e.message}${e.retryable !== undefined ? ` (retryable: ${e.retryable})` : ''}`);
  }
}

if (wantVideo) {
  if (!env.FAL_KEY) console.log('  kling   skipped (no FAL_KEY)');
  else {
    warn('kling', 'fal', 'video', env.FAL_KLING_MODEL);
    const { hosted } = createVideoEngines({ ...env, VIDEO_PROVIDER: 'fal' }, { local: createMotionVideoProvider(inline), limiters });
    const started = performance.now();
    try {
      const still = await sharp(photo.data).resize(1080, 1920, { fit: 'cover' }).jpeg().toBuffer();
      const { requestId } = await hosted!.submit({ image: still, prompt: 'Slow push-in towards the product, soft light', durationSeconds: 5, aspectRatio: '9:16', seed: 1 }, {});
      console.log(`  kling   submitted ${requestId}; polling…`);
      const result = await hosted!.waitForResult(requestId, {});
      const video = await hosted!.download(result!.videoUrl, {});
      const file = path.join(outDir, 'kling.mp4');
      fs.writeFileSync(file, video);
      const cost = estimateVideoCostUsd(env.FAL_KLING_MODEL, 5);
      console.log(
        `  kling   ok   ${env.FAL_KLING_MODEL}, ${video.length} bytes, ${Math.round(performance.now() - started)} ms, estimated ${cost == null ? 'unknown' : `$${cost.toFixed(4)}`} -> ${file}`,
      );
    } catch (error) {
      failures += 1;
      console.log(`  kling   FAIL after ${Math.round(performance.now() - started)} ms: ${(error as Error).message}`);
    }
  }
}

console.log(failures ? `${failures} provider(s) failed.` : 'all selected providers answered.');
process.exit(failures ? 1 : 0);
