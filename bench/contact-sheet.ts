/**
 * Contact sheets of the local studio renderer: every local recipe rendered from
 * each photo in ../shared/samples in two aspect ratios (3:4 and 16:9), labelled with the recipe's
 * key and title, one PNG per photo in bench/.data/contact-sheets/. Look at them at full size.
 * Run: npm run bench:contact-sheet [-- photo.png ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { renderStudioImage } from '../src/server/engine/studio/local-studio-renderer';
import { computeCutout } from '../src/server/engine/cutout/cutout';
import { recipeIdeasFor, settingsFor } from './recipe-renders';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SAMPLES = path.resolve(HERE, '..', '..', 'shared', 'samples');
const OUT = path.join(HERE, '.data', 'contact-sheets');
const TILE = 360;
const RATIOS = ['3:4', '16:9'] as const;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const photos = process.argv.slice(2).length ? process.argv.slice(2) : fs.readdirSync(SAMPLES).filter((f) => /\.(png|jpe?g)$/i.test(f) && !f.includes('matte'));
fs.mkdirSync(OUT, { recursive: true });
for (const photo of photos) {
  const source = fs.readFileSync(path.join(SAMPLES, photo));
  const cutout = await computeCutout(source);
  const ideas = await recipeIdeasFor(source);
  const tiles: OverlayOptions[] = [];
  for (const [i, idea] of ideas.entries()) {
    for (const [k, aspectRatio] of RATIOS.entries()) {
      const out = await renderStudioImage({ source, cutout, settings: settingsFor(idea, aspectRatio), scene: idea.scene, prompt: idea.description, variant: 0, seed: 1000 + i });
      const tile = await sharp(out.data).resize(TILE, TILE, { fit: 'contain', background: '#ffffff' }).png().toBuffer();
      const col = (i % 4) * 2 + k;
      const row = Math.floor(i / 4);
      tiles.push({ input: tile, left: col * TILE, top: row * (TILE + 40) });
      if (k === 0) {
        const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE * 2}" height="40"><text x="6" y="16" font-family="sans-serif" font-size="14" fill="#111">${escape(idea.key ?? '')}${idea.premium ? ' (premium)' : ''}</text><text x="6" y="34" font-family="sans-serif" font-size="13" fill="#444">${escape(idea.title)}</text></svg>`;
        tiles.push({ input: Buffer.from(label), left: col * TILE, top: row * (TILE + 40) + TILE });
      }
    }
  }
  const rows = Math.ceil(ideas.length / 4);
  const file = path.join(OUT, `${path.parse(photo).name}.png`);
  await sharp({ create: { width: TILE * 8, height: rows * (TILE + 40), channels: 3, background: '#ffffff' } }).composite(tiles).png().toFile(file);
  console.log(`${photo}: ${ideas.length} recipes x ${RATIOS.length} ratios -> ${path.relative(process.cwd(), file)}`);
}
