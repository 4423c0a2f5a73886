/**
 * Builds the Studio Photos images of the landing page once, with the packshot renderer a batch uses
 * (src/server/engine/packshot/packshot.ts): the apple, coffee cup and cookie box sample photos from
 * ../shared/samples are cut out with the model and made into packshots (Amazon on white, Instagram
 * on a warm beige with a soft drop shadow, Shopify with a contact shadow), each checked like every
 * packshot. Writes small WebP files (long side LONG_SIDE px) into src/web/assets/studio/ with
 * manifest.json and a copy of the samples' SOURCES.md (their licences).
 *
 * Run: npx tsx scripts/studio-landing-images.ts [samples dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { resolveStudioSpec, type StudioOptions, type StudioPresetId } from '../src/shared/studio-presets';
import { computeCutout } from '../src/server/engine/cutout/cutout';
import { decodeImage } from '../src/server/engine/image/decode-image';
import { renderPackshot } from '../src/server/engine/packshot/packshot';
import { checkPackshot } from '../src/server/engine/packshot/packshot-compliance';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = path.resolve(process.argv[2] ?? path.join(ROOT, '..', 'shared', 'samples'));
const OUT = path.join(ROOT, 'src', 'web', 'assets', 'studio');
const LONG_SIDE = 520;
const QUALITY = 80;

const SHOTS: { file: string; product: 'apple' | 'coffee' | 'cookies'; photo: string; preset: StudioPresetId; options: StudioOptions; background: 'white' | 'beige' }[] = [
  { file: 'apple-amazon.webp', product: 'apple', photo: 'apple.jpg', preset: 'amazon', options: { shadow: 'contact' }, background: 'white' },
  { file: 'coffee-instagram.webp', product: 'coffee', photo: 'coffee_cup.png', preset: 'instagram', options: { background: '#F3EEE7', shadow: 'soft_drop' }, background: 'beige' },
  { file: 'cookies-shopify.webp', product: 'cookies', photo: 'cookie_box_gray.png', preset: 'shopify', options: { shadow: 'contact' }, background: 'white' },
];

fs.mkdirSync(OUT, { recursive: true });
const manifest: Record<string, unknown>[] = [];
for (const shot of SHOTS) {
  const bytes = fs.readFileSync(path.join(SAMPLES, shot.photo));
  const cutout = await computeCutout(bytes);
  const { rgba } = await decodeImage(bytes);
  const spec = resolveStudioSpec(shot.preset, shot.options).spec!;
  const packshot = await renderPackshot({ image: rgba, matte: cutout.matte, spec });
  const report = await checkPackshot(packshot, spec);
  if (!report.passed) throw new Error(`${shot.file}: the packshot failed its checks ${JSON.stringify(report.checks)}`);
  const { data, info } = await sharp(packshot.data)
    .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside' })
    .webp({ quality: QUALITY })
    .toBuffer({ resolveWithObject: true });
  fs.writeFileSync(path.join(OUT, shot.file), data);
  manifest.push({ file: shot.file, product: shot.product, preset: shot.preset, background: shot.background, width: info.width, height: info.height, fill: report.fill, backgroundPurity: report.backgroundPurity });
  console.log(`${shot.file}: ${info.width}x${info.height}, fill ${report.fill}%, background ${report.backgroundPurity}% exact`);
}
fs.writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
fs.copyFileSync(path.join(SAMPLES, 'SOURCES.md'), path.join(OUT, 'SOURCES.md'));
