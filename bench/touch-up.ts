/**
 * Touch-up speed: seconds from a seller's strokes to the new matte and product cut of a 12 MP photo,
 * as the engine's `touchUp` verb does it in an engine worker for the create screen's preview (the
 * strokes, the photo read around Keep strokes, edges, the matte's PNG; the product cut is made when
 * first used, as the app asks for it). Budget: a preview in <= 1 s on 2 cores.
 *
 * Method: plant_pot.jpg from the shared samples, resized to 4000x3000 (12 MP) and encoded as JPEG
 * quality 90; its automatic cut-out made once with the model; then, 3 times each (median printed),
 * one Remove stroke over the clutter on the left, one Keep stroke through the leaves and the pot,
 * and both together (the strokes of the touch-up test). Also prints the matte step alone
 * (touchUpMatte on the decoded photo), to tell it from the decode and the product cut.
 * Run: npm run bench:touch-up
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { CutoutStroke } from '../src/shared/contracts/cutout';
import { computeCutout } from '../src/server/engine/cutout/cutout';
import { encodeMattePng } from '../src/server/engine/cutout/matte';
import { touchUpMatte } from '../src/server/engine/cutout/touch-up';
import { decodeImage } from '../src/server/engine/image/decode-image';
import { createInlineEngine } from '../src/server/engine/inline-engine';

const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'plant_pot.jpg');
const RUNS = 3;
const KEEP: CutoutStroke = { mode: 'keep', radius: 0.025, points: [[0.25, 0.4], [0.5, 0.3], [0.85, 0.35], [0.56, 0.5], [0.56, 0.75], [0.45, 0.8], [0.66, 0.8], [0.56, 0.95]] };
const REMOVE: CutoutStroke = { mode: 'remove', radius: 0.05, points: [[0.05, 0.05], [0.08, 0.5], [0.3, 0.8], [0.3, 0.98]] };
const CASES: [string, CutoutStroke[]][] = [
  ['one Remove stroke', [REMOVE]],
  ['one Keep stroke', [KEEP]],
  ['Keep and Remove', [KEEP, REMOVE]],
];

const photo = await sharp(fs.readFileSync(SAMPLE)).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
const auto = await computeCutout(photo);
const autoMatte = { png: await encodeMattePng(auto.matte, auto.width, auto.height), method: auto.method };
const engine = createInlineEngine();
const { rgba } = await decodeImage(photo);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`Touch-up of a 12 MP photo (4000x3000), median of ${RUNS}; budget: preview <= 1 s on 2 cores`);
for (const [name, strokes] of CASES) {
  const verb: number[] = [];
  const matteOnly: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    let t0 = performance.now();
    await engine.touchUp({ photo, autoMatte, strokes, fingerprint: null });
    verb.push((performance.now() - t0) / 1000);
    t0 = performance.now();
    await touchUpMatte(rgba, auto.matte, strokes);
    matteOnly.push((performance.now() - t0) / 1000);
  }
  console.log(`  ${name.padEnd(20)} verb ${median(verb).toFixed(2)} s   matte step alone ${median(matteOnly).toFixed(2)} s`);
}
