/**
 * Builds the landing page's images once, with the local studio renderer (the same engine a user
 * gets without keys): the coffee cup, apple and cookie box sample photos from ../shared/samples get
 * scene ideas from the local scenario engine and are rendered in several styles, times of day and
 * aspect ratios. (plant_pot.jpg is left out: on its cluttered background the automatic cut-out
 * loses the dark pot, which is a poor showcase.) Writes small
 * WebP files (long side LONG_SIDE px) and the 'before' product photos into src/web/assets/landing/,
 * with manifest.json (file, size, product, style, time of day, aspect ratio) and a copy of the
 * samples' SOURCES.md (their licences).
 *
 * Run: npx tsx scripts/landing-images.ts [samples dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { AspectRatio, ImageSettings, Style, TimeOfDay } from '../src/shared/catalog';
import { renderStudioImage } from '../src/server/engine/studio/local-studio-renderer';
import { buildLocalScenarios } from '../src/server/engine/scenarios/local-scenario-engine';
import { computeCutout } from '../src/server/engine/cutout/cutout';
import { loadOpenCv } from '../src/server/engine/cutout/opencv';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = path.resolve(process.argv[2] ?? path.join(ROOT, '..', 'shared', 'samples'));
const OUT = path.join(ROOT, 'src', 'web', 'assets', 'landing');
const LONG_SIDE = 560;
const QUALITY = 72;

interface Product {
  id: string;
  file: string;
  features: string;
  audience: string;
  /** Always render the product at hero size (small source photos would look lost otherwise). */
  hero?: boolean;
  /** Renders: [aspect ratio, idea index or a fixed look, time of day override]. */
  shots: { aspectRatio: AspectRatio; idea: number; style?: Style; timeOfDay?: TimeOfDay }[];
}

const PRODUCTS: Product[] = [
  {
    id: 'coffee',
    file: 'coffee_cup.png',
    features: 'Espresso cup and saucer, ceramic, specialty coffee',
    audience: 'coffee lovers, cafe owners',
    shots: [
      { aspectRatio: '3:2', idea: 0 },
      { aspectRatio: '1:1', idea: 1 },
      { aspectRatio: '3:4', idea: 2 },
      { aspectRatio: '4:3', idea: 3, timeOfDay: 'night_light' },
      { aspectRatio: '2:3', idea: 4 },
      { aspectRatio: '9:16', idea: 5 },
      { aspectRatio: '16:9', idea: 0, style: 'cinematic', timeOfDay: 'golden_hour' },
      { aspectRatio: '1:1', idea: 2, style: 'minimal', timeOfDay: 'soft_morning' },
    ],
  },
  {
    id: 'apple',
    file: 'apple.jpg',
    features: 'Fresh organic red apple, healthy snack, farm produce',
    audience: 'healthy families, grocery shoppers',
    shots: [
      { aspectRatio: '1:1', idea: 0 },
      { aspectRatio: '3:4', idea: 1 },
      { aspectRatio: '4:3', idea: 2 },
      { aspectRatio: '2:3', idea: 3 },
      { aspectRatio: '3:2', idea: 4, timeOfDay: 'golden_hour' },
      { aspectRatio: '4:3', idea: 5, style: 'professional' },
      { aspectRatio: '3:4', idea: 1, style: 'cinematic', timeOfDay: 'night_light' },
    ],
  },
  {
    id: 'cookies',
    file: 'cookie_box_gray.png',
    hero: true,
    features: 'Boxed butter cookies, gift for the holidays',
    audience: 'gift shoppers, office teams',
    shots: [
      { aspectRatio: '4:3', idea: 0 },
      { aspectRatio: '1:1', idea: 1 },
      { aspectRatio: '3:4', idea: 2, timeOfDay: 'soft_morning' },
      { aspectRatio: '3:2', idea: 3 },
      { aspectRatio: '2:3', idea: 5 },
      { aspectRatio: '1:1', idea: 4, style: 'minimal' },
    ],
  },
];

interface ManifestEntry {
  file: string;
  kind: 'before' | 'scene';
  product: string;
  width: number;
  height: number;
  aspectRatio?: AspectRatio;
  style?: Style;
  timeOfDay?: TimeOfDay;
  scenario?: string;
}

/** Dominant colours as '#rrggbb' from a tiny downscale (enough for the scenario engine's mood rules). */
async function dominantColours(source: Buffer): Promise<string[]> {
  const { data } = await sharp(source).removeAlpha().resize(3, 3, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const colours: string[] = [];
  for (let i = 0; i < data.length; i += 3) {
    colours.push(`#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`);
  }
  return colours;
}

async function toWebp(input: Buffer, file: string): Promise<{ width: number; height: number; bytes: number }> {
  const { data, info } = await sharp(input)
    .rotate()
    .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: QUALITY, effort: 6, smartSubsample: true })
    .toBuffer({ resolveWithObject: true });
  fs.writeFileSync(path.join(OUT, file), data);
  return { width: info.width, height: info.height, bytes: data.length };
}

await loadOpenCv();
fs.mkdirSync(OUT, { recursive: true });
for (const f of fs.readdirSync(OUT)) if (f.endsWith('.webp')) fs.rmSync(path.join(OUT, f));

const manifest: ManifestEntry[] = [];
let total = 0;
for (const product of PRODUCTS) {
  const source = fs.readFileSync(path.join(SAMPLES, product.file));
  const meta = await sharp(source).metadata();
  const before = await toWebp(source, `${product.id}-before.webp`);
  total += before.bytes;
  manifest.push({ file: `${product.id}-before.webp`, kind: 'before', product: product.id, width: before.width, height: before.height });
  console.log(`${product.id}-before.webp ${before.width}x${before.height} ${(before.bytes / 1024).toFixed(1)} KB`);

  const ideas = buildLocalScenarios({
    features: product.features,
    audience: product.audience,
    language: 'en',
    analysis: { width: meta.width ?? 512, height: meta.height ?? 512, hasAlpha: !!meta.hasAlpha, dominantColors: await dominantColours(source) },
  });
  const cutout = await computeCutout(source);
  for (const [n, shot] of product.shots.entries()) {
    const idea = ideas[shot.idea % ideas.length]!;
    const settings: ImageSettings = {
      aspectRatio: shot.aspectRatio,
      quality: 'high',
      count: 1,
      format: 'png',
      highlightProduct: product.hero === true || n % 3 !== 2,
      style: shot.style ?? idea.suggestedStyle,
      timeOfDay: shot.timeOfDay ?? idea.suggestedTimeOfDay,
    };
    const rendered = await renderStudioImage({ source, cutout, settings, scene: idea.scene, prompt: idea.description, variant: n, seed: 2025 + n });
    const file = `${product.id}-${n + 1}.webp`;
    const out = await toWebp(rendered.data, file);
    total += out.bytes;
    manifest.push({
      file,
      kind: 'scene',
      product: product.id,
      width: out.width,
      height: out.height,
      aspectRatio: settings.aspectRatio,
      style: settings.style,
      timeOfDay: settings.timeOfDay,
      scenario: idea.key,
    });
    console.log(`${file} ${out.width}x${out.height} ${settings.style}/${settings.timeOfDay} ${idea.key} ${(out.bytes / 1024).toFixed(1)} KB`);
  }
}

fs.writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
fs.copyFileSync(path.join(SAMPLES, 'SOURCES.md'), path.join(OUT, 'SOURCES.md'));
console.log(`${manifest.length} images, ${(total / 1024).toFixed(1)} KB in ${path.relative(ROOT, OUT)}`);
