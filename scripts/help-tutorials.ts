/**
 * `npm run help:tutorials`: the help centre's tutorial clips, made by the app's
 * own local engines from the sample photos in ../shared/samples:
 *   1. the cut-out (computeCutout) and a studio image of the photo (renderStudioImage, with the idea
 *      the local idea engine writes for one of its recipes);
 *   2. a 5 s camera move over that image (the local motion engine, as a video job runs it);
 *   3. ffmpeg puts the original photo before it (2 s), scales the result to 960 px on its long side,
 *      encodes it small (H.264, CRF 30, no sound, faststart) and takes a poster frame.
 * The captions (WebVTT) are written in the five languages from help.json
 * (`tutorials.items.<id>.captions`), so they say what the help page says.
 * Output: src/web/assets/help/tutorials/<id>.mp4, <id>.jpg, <id>.<lng>.vtt. Needs ffmpeg.
 * Run: npx tsx scripts/help-tutorials.ts [id...]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { recipeIdeasFor, settingsFor } from '../bench/recipe-renders';
import { LANGUAGES } from '../src/shared/catalog';
import { renderStudioImage } from '../src/server/engine/studio/local-studio-renderer';
import { createLocalMotionEngine } from '../src/server/engine/motion/local-motion-engine';
import type { VideoAspectRatio } from '../src/server/providers/ai/videos/video-provider';
import { computeCutout } from '../src/server/engine/cutout/cutout';
import { captionLines, captionsVtt, CLIP_SECONDS, INTRO_SECONDS } from './help-captions';
import { readMattePng } from '../src/server/engine/cutout/matte';
import { loadOpenCv } from '../src/server/engine/cutout/opencv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = path.resolve(root, '..', 'shared', 'samples');
const OUT = path.join(root, 'src/web/assets/help/tutorials');

/**
 * The tutorials: sample photo (with its touched-up matte when the automatic cut-out misses the
 * product, as a user would fix it with the touch-up brush), studio recipe, frame shape and camera move.
 */
const TUTORIALS: { id: string; photo: string; matte?: string; recipe: string; ratio: VideoAspectRatio; prompt: string; size: [number, number] }[] = [
  { id: 'coffee', photo: 'coffee_cup.png', recipe: 'oak-morning-window', ratio: '16:9', prompt: 'slow push in', size: [960, 540] },
  { id: 'apple', photo: 'apple.jpg', recipe: 'podium-window-light', ratio: '9:16', prompt: 'orbit around the product', size: [540, 960] },
  { id: 'square', photo: 'coffee_cup.png', recipe: 'marble-plinth-leaves', ratio: '1:1', prompt: 'slow pull out', size: [720, 720] },
];

async function make(t: (typeof TUTORIALS)[number], tmp: string): Promise<void> {
  const source = fs.readFileSync(path.join(SAMPLES, t.photo));
  const cutout = t.matte ? await readMattePng(fs.readFileSync(path.join(SAMPLES, t.matte)), 'touch_up') : await computeCutout(source);
  if (!cutout) throw new Error(`unreadable matte ${t.matte}`);
  const ideas = await recipeIdeasFor(source);
  const idea = ideas.find((i) => i.key === t.recipe) ?? ideas[0]!;
  const ratio = t.ratio === '9:16' ? '9:16' : '16:9';
  const still = await renderStudioImage({ source, cutout, settings: { ...settingsFor(idea, ratio), quality: 'high' }, scene: idea.scene, prompt: '', variant: 0, seed: 7 });
  // The parallax orbit moves the product on its own layer: it needs the studio image's cut-out.
  const stillCutout = t.prompt.includes('orbit') ? await computeCutout(still.data) : undefined;
  const video = await createLocalMotionEngine({}).render({ image: still.data, cutout: stillCutout, prompt: t.prompt, durationSeconds: CLIP_SECONDS, aspectRatio: t.ratio, seed: 3 });

  const [w, h] = t.size;
  const photoFile = path.join(tmp, `${t.id}-photo.png`);
  // The original photo, fitted on a soft neutral backdrop in the clip's frame.
  await sharp(source).rotate().resize(w, h, { fit: 'contain', background: { r: 236, g: 236, b: 240, alpha: 1 } }).flatten({ background: '#ececf0' }).png().toFile(photoFile);
  const clipFile = path.join(tmp, `${t.id}-clip.mp4`);
  fs.writeFileSync(clipFile, video.data);
  const out = path.join(OUT, `${t.id}.mp4`);
  execFileSync('ffmpeg', [
    '-v', 'error', '-y',
    '-loop', '1', '-t', String(INTRO_SECONDS), '-framerate', '30', '-i', photoFile,
    '-i', clipFile,
    '-filter_complex',
    `[0:v]scale=${w}:${h},setsar=1,format=yuv420p[a];[1:v]scale=${w}:${h}:flags=lanczos,setsar=1,fps=30,format=yuv420p[b];[a][b]concat=n=2:v=1:a=0[v]`,
    '-map', '[v]', '-an',
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart',
    out,
  ]);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', String(INTRO_SECONDS + 1.5), '-i', out, '-frames:v', '1', '-q:v', '6', path.join(OUT, `${t.id}.jpg`)]);
  for (const lng of LANGUAGES) fs.writeFileSync(path.join(OUT, `${t.id}.${lng}.vtt`), captionsVtt(captionLines(t.id, lng)));
  const kb = (f: string) => Math.round(fs.statSync(path.join(OUT, f)).size / 1024);
  console.log(`${t.id}: ${idea.key}, ${t.prompt}, ${w}x${h}: ${kb(`${t.id}.mp4`)} KB video, ${kb(`${t.id}.jpg`)} KB poster`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2);
  fs.mkdirSync(OUT, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'help-tutorials-'));
  await loadOpenCv();
  for (const t of TUTORIALS) if (only.length === 0 || only.includes(t.id)) await make(t, tmp);
  fs.rmSync(tmp, { recursive: true, force: true });
}
