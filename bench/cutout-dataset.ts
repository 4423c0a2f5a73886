/**
 * Data set of the cut-out benchmark (bench/cutout.ts), built from Debian packages and cached.
 *
 * Objects: real photographs with a real alpha channel from `tuxpaint-stamps-default`. A stamp is kept
 * when it is a photograph (natural texture: under 30 % of neighbouring pixel pairs have equal
 * brightness, at least 500 distinct colours) whose alpha is a clean object matte (under 35 % soft
 * alpha, 10-90 % coverage, at most 90 % of its bounding box, no side of the frame more than 25 %
 * covered, i.e. not a cut-off object), with a long side of at least 200 px; cartoon folders, mirrored
 * copies, exact duplicates and the few drawings or renders that pass these tests (found by looking
 * at every candidate) are left out. 64 of them are picked from the sorted names with a fixed seed.
 *
 * Backgrounds: real photographs from `mypaint-data-extras` (scanned papers and cork, tiled at their
 * own scale), `plasma-workspace-wallpapers` and `mate-backgrounds` (wallpaper photos) and
 * `tuxpaint-data` (template photos), in three kinds: plain (paper backdrops with a gentle lighting
 * gradient, or the smooth sky of a photo), textured (wood, bark, stone, cork, grass) and cluttered
 * (busy scenes). Each object is composited (alpha over) on one background of each kind: canvas long
 * side 1000-1600 px, the object's long side 30-70 % of the canvas's short side, at a seeded
 * position; the ground truth is the composited alpha. Inputs are JPEG q92, truths 8-bit grey PNG.
 * One 12 MP (4000x3000) JPEG is made from the first object's cluttered composite, for timing.
 *
 * Packages come from the system when installed (/usr/share/...), else `apt-get download` into
 * bench/.data/cutout/debs and extraction of the needed files with dpkg-deb. Everything lands in
 * bench/.data/cutout (gitignored); a manifest makes later runs reuse it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export type BackgroundKind = 'plain' | 'textured' | 'cluttered';
export const BACKGROUND_KINDS: readonly BackgroundKind[] = ['plain', 'textured', 'cluttered'];

/** One composite: an object photo over a background, with its ground-truth matte. */
export interface BenchCase {
  id: string;
  /** Stamp path inside tuxpaint's stamps folder. */
  object: string;
  kind: BackgroundKind;
  /** Background file (package-relative path). */
  background: string;
  width: number;
  height: number;
  /** JPEG q92 input (absolute path). */
  input: string;
  /** 8-bit grey PNG, the composited alpha (255 = object) (absolute path). */
  truth: string;
}

export interface Dataset {
  dir: string;
  /** Objects in benchmark order (seeded pick). */
  objects: string[];
  /** Cases grouped by object: objects[i] has cases[3i..3i+2] (plain, textured, cluttered). */
  cases: BenchCase[];
  /** 4000x3000 JPEG for timing. */
  twelveMp: string;
  /** Debian package -> version (or 'installed'). */
  packages: Record<string, string>;
  /** How many stamps were looked at and how many passed the photo and matte tests. */
  stamps: { total: number; photos: number; picked: number };
}

/** Raised when the data set cannot be built (no packages, no apt-get): the bench exits non-zero. */
export class DatasetError extends Error {}

/** Bump when anything below changes the composites. */
const DATASET_VERSION = 1;
const OBJECT_COUNT = 64;
const SEED = 0x5eed_c0de;
const STAMPS_DIR = 'usr/share/tuxpaint/stamps';
export const CACHE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '.data', 'cutout');

/** Stamps that pass the automatic tests but are drawings or renders, not photographs (seen by eye). */
const NOT_PHOTOS = new Set(['clothes/button.png', 'seasonal/easter/bunny-egg.png']);
/** Folders of rendered images (planets). */
const NOT_PHOTO_DIRS = ['space/planets/'];

interface BackgroundSource {
  pkg: string;
  file: string;
  /** 'tile': repeat at its own scale (seamless paper scans); 'crop': a region of the photo. */
  mode: 'tile' | 'crop';
  /** Region of interest for crops, normalised [x0, y0, x1, y1]. */
  roi?: [number, number, number, number];
}

const PAPERS = 'usr/share/mypaint/backgrounds';
const PLASMA = 'usr/share/wallpapers';
const MATE = 'usr/share/backgrounds/mate/nature';
const TEMPLATES = 'usr/share/tuxpaint/templates';

const BACKGROUNDS: Record<BackgroundKind, BackgroundSource[]> = {
  plain: [
    ...['HR_Canvas 01', 'HR_Canvas 02', 'HR_PastelPaper 01', 'HR_PastelPaper 02', 'HR_RoughPaper', 'HR_SketchPaper', 'HR_SketchPaper 02', 'HR_WaterColor'].map(
      (name): BackgroundSource => ({ pkg: 'mypaint-data-extras', file: `${PAPERS}/ramon/${name}.png`, mode: 'tile' }),
    ),
    ...['mamurk_a_1', 'mamurk_a_2', 'mamurk_b_1', 'mamurk_c_3', 'mamurk_e_2', 'mamurk_f_1'].map(
      (name): BackgroundSource => ({ pkg: 'mypaint-data-extras', file: `${PAPERS}/mrmamurk/${name}.png`, mode: 'tile' }),
    ),
    { pkg: 'plasma-workspace-wallpapers', file: `${PLASMA}/summer_1am/contents/images/2560x1600.jpg`, mode: 'crop', roi: [0, 0, 1, 0.45] },
    { pkg: 'plasma-workspace-wallpapers', file: `${PLASMA}/DarkestHour/contents/images/2560x1600.jpg`, mode: 'crop', roi: [0, 0, 1, 0.5] },
    { pkg: 'plasma-workspace-wallpapers', file: `${PLASMA}/ColdRipple/contents/images/2560x1600.jpg`, mode: 'crop', roi: [0, 0, 1, 0.38] },
  ],
  textured: [
    { pkg: 'mate-backgrounds', file: `${MATE}/Wood.jpg`, mode: 'crop', roi: [0, 0.15, 1, 1] },
    { pkg: 'mate-backgrounds', file: `${MATE}/GreenMeadow.jpg`, mode: 'crop', roi: [0, 0, 1, 1] },
    { pkg: 'plasma-workspace-wallpapers', file: `${PLASMA}/BytheWater/contents/images/2560x1600.jpg`, mode: 'crop', roi: [0, 0.45, 1, 1] },
    { pkg: 'tuxpaint-data', file: `${TEMPLATES}/cliff.jpg`, mode: 'crop', roi: [0.05, 0.42, 1, 1] },
    { pkg: 'tuxpaint-data', file: `${TEMPLATES}/mudstone.jpg`, mode: 'crop', roi: [0, 0, 1, 1] },
    { pkg: 'tuxpaint-data', file: `${TEMPLATES}/rocks.jpg`, mode: 'crop', roi: [0, 0, 1, 1] },
    { pkg: 'tuxpaint-data', file: `${TEMPLATES}/burnt_bark.jpg`, mode: 'crop', roi: [0, 0, 1, 1] },
    { pkg: 'tuxpaint-data', file: `${TEMPLATES}/mossy_bark.jpg`, mode: 'crop', roi: [0, 0.08, 1, 0.92] },
    { pkg: 'mypaint-data-extras', file: `${PAPERS}/ramon/HR_Cork.png`, mode: 'tile' },
  ],
  cluttered: [
    ...['corn_maze', 'redwoods_above', 'trees_at_dusk', 'wool_mill_machine', 'sun_behind_leaves', 'mossy_log', 'trees_above'].map(
      (name): BackgroundSource => ({ pkg: 'tuxpaint-data', file: `${TEMPLATES}/${name}.jpg`, mode: 'crop', roi: [0, 0, 1, 1] }),
    ),
    ...['EveningGlow', 'Path', 'FallenLeaf'].map(
      (name): BackgroundSource => ({ pkg: 'plasma-workspace-wallpapers', file: `${PLASMA}/${name}/contents/images/2560x1600.jpg`, mode: 'crop', roi: [0, 0, 1, 1] }),
    ),
    { pkg: 'mate-backgrounds', file: `${MATE}/Garden.jpg`, mode: 'crop', roi: [0, 0, 1, 1] },
    { pkg: 'mate-backgrounds', file: `${MATE}/LadyBird.jpg`, mode: 'crop', roi: [0, 0, 1, 1] },
  ],
};

/** Files each package must provide (tar patterns for extraction). */
const PACKAGE_PATTERNS: Record<string, string[]> = {
  'tuxpaint-stamps-default': [`./${STAMPS_DIR}/*.png`],
  'tuxpaint-data': [`./${TEMPLATES}/*.jpg`],
  'mypaint-data-extras': [`./${PAPERS}/*.png`],
  'mate-backgrounds': [`./${MATE}/*.jpg`],
  'plasma-workspace-wallpapers': [`./${PLASMA}/*/contents/images/2560x1600.jpg`],
};

/** Deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  return createHash('sha256').update(`${SEED}:${text}`).digest().readUInt32LE(0);
}

function hasCommand(cmd: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Root folder under which `pkg`'s files lie: '/' when installed, else the cache (downloading and
 * extracting the package when missing). Returns the root and the package version.
 */
function packageRoot(pkg: string, needed: string[], log: (line: string) => void): { root: string; version: string } {
  if (needed.every((file) => fs.existsSync(path.join('/', file)))) return { root: '/', version: 'installed' };
  const root = path.join(CACHE_DIR, 'pkgs', pkg);
  const stamp = path.join(root, '.version');
  if (fs.existsSync(stamp) && needed.every((file) => fs.existsSync(path.join(root, file)))) {
    return { root, version: fs.readFileSync(stamp, 'utf8').trim() };
  }
  if (!hasCommand('apt-get') || !hasCommand('dpkg-deb')) {
    throw new DatasetError(`${pkg} is not installed and apt-get/dpkg-deb are not available to fetch it`);
  }
  const debs = path.join(CACHE_DIR, 'debs');
  fs.mkdirSync(debs, { recursive: true });
  let deb = fs.readdirSync(debs).find((name) => name.startsWith(`${pkg}_`) && name.endsWith('.deb'));
  if (!deb) {
    log(`  downloading ${pkg} (apt-get download)...`);
    try {
      execFileSync('apt-get', ['download', pkg], { cwd: debs, stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim() ?? String(error);
      throw new DatasetError(`apt-get download ${pkg} failed: ${stderr}`);
    }
    deb = fs.readdirSync(debs).find((name) => name.startsWith(`${pkg}_`) && name.endsWith('.deb'));
    if (!deb) throw new DatasetError(`apt-get download ${pkg} left no .deb in ${debs}`);
  }
  const debPath = path.join(debs, deb);
  const version = execFileSync('dpkg-deb', ['-f', debPath, 'Version']).toString().trim();
  log(`  extracting ${pkg} ${version}...`);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  const patterns = PACKAGE_PATTERNS[pkg] ?? ['*'];
  try {
    execFileSync('sh', ['-c', `dpkg-deb --fsys-tarfile "$0" | tar -x -C "$1" --wildcards ${patterns.map((p) => `'${p}'`).join(' ')}`, debPath, root], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    throw new DatasetError(`extracting ${deb} failed: ${(error as { stderr?: Buffer }).stderr?.toString().trim() ?? String(error)}`);
  }
  const missing = needed.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length) throw new DatasetError(`${pkg} ${version} lacks ${missing.slice(0, 3).join(', ')}`);
  fs.writeFileSync(stamp, `${version}\n`);
  fs.rmSync(debPath);
  return { root, version };
}

/** Statistics of one stamp that decide whether it is a photograph with a clean object matte. */
export interface StampStats {
  width: number;
  height: number;
  /** Share of horizontally neighbouring opaque pixel pairs of equal brightness (drawings: high). */
  flat: number;
  /** Distinct colours (6 bits a channel) among opaque pixels. */
  colours: number;
  /** Share of the image covered (alpha > 127). */
  coverage: number;
  /** Covered share of the covered bounding box. */
  fill: number;
  /** Soft alpha (10..245) pixels per covered pixel. */
  soft: number;
  /** Highest covered share of one side of the frame. */
  border: number;
  /** Hash of the pixels, for duplicates. */
  hash: string;
}

export async function stampStats(file: string): Promise<StampStats> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  let covered = 0;
  let soft = 0;
  let pairs = 0;
  let flatPairs = 0;
  let minX = w;
  let minY = h;
  let maxX = -1;
  let maxY = -1;
  const colours = new Set<number>();
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const a = data[i + 3]!;
      if (a > 127) {
        covered++;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      if (a >= 10 && a <= 245) soft++;
      if (a > 200) {
        const r = data[i]!;
        const g = data[i + 1]!;
        const b = data[i + 2]!;
        colours.add(((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2));
        if (x + 1 < w && data[i + 7]! > 200) {
          pairs++;
          if (Math.abs(r + g + b - data[i + 4]! - data[i + 5]! - data[i + 6]!) < 3) flatPairs++;
        }
      }
    }
  }
  const side = (count: (k: number) => boolean, n: number) => {
    let c = 0;
    for (let k = 0; k < n; k++) if (count(k)) c++;
    return c / n;
  };
  const border = Math.max(
    side((x) => data[x * 4 + 3]! > 127, w),
    side((x) => data[((h - 1) * w + x) * 4 + 3]! > 127, w),
    side((y) => data[y * w * 4 + 3]! > 127, h),
    side((y) => data[(y * w + w - 1) * 4 + 3]! > 127, h),
  );
  const box = maxX >= 0 ? (maxX - minX + 1) * (maxY - minY + 1) : 1;
  return {
    width: w,
    height: h,
    flat: flatPairs / Math.max(1, pairs),
    colours: colours.size,
    coverage: covered / (w * h),
    fill: covered / box,
    soft: soft / Math.max(1, covered),
    border,
    hash: createHash('sha1').update(data).digest('hex'),
  };
}

/** The photo and matte tests of the module comment. */
export function isPhotoObject(rel: string, s: StampStats): boolean {
  if (/(^|\/)cartoon\//i.test(rel) || /_mirror\.png$/.test(rel) || NOT_PHOTOS.has(rel)) return false;
  if (NOT_PHOTO_DIRS.some((dir) => rel.startsWith(dir))) return false;
  return (
    Math.max(s.width, s.height) >= 200 &&
    s.flat < 0.3 &&
    s.colours >= 500 &&
    s.soft <= 0.35 &&
    s.coverage >= 0.1 &&
    s.coverage <= 0.9 &&
    s.fill <= 0.9 &&
    s.border <= 0.25
  );
}

function listPngs(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listPngs(full, base));
    else if (entry.name.endsWith('.png')) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

/** Picks the benchmark objects: photo test, duplicates out, seeded shuffle of the sorted names. */
async function pickObjects(stampsDir: string, log: (line: string) => void): Promise<{ picked: string[]; total: number; photos: number }> {
  const all = listPngs(stampsDir).sort();
  log(`  testing ${all.length} stamps for photographs with clean mattes...`);
  const seen = new Set<string>();
  const photos: string[] = [];
  for (const rel of all) {
    if (/(^|\/)cartoon\//i.test(rel)) continue;
    const stats = await stampStats(path.join(stampsDir, rel));
    if (!isPhotoObject(rel, stats) || seen.has(stats.hash)) continue;
    seen.add(stats.hash);
    photos.push(rel);
  }
  if (photos.length < OBJECT_COUNT) throw new DatasetError(`only ${photos.length} photo stamps found, ${OBJECT_COUNT} needed`);
  const random = rng(SEED);
  const order = [...photos];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { picked: order.slice(0, OBJECT_COUNT), total: all.length, photos: photos.length };
}

const ASPECTS = [4 / 3, 3 / 2, 1, 3 / 4, 2 / 3, 4 / 5, 5 / 4];

/** Background of `width` x `height` from a source (tiled, or a seeded crop of its region). */
async function makeBackground(file: string, source: BackgroundSource, width: number, height: number, random: () => number): Promise<Buffer> {
  if (source.mode === 'tile') {
    const tile = await sharp(file).removeAlpha().toColourspace('srgb').png().toBuffer();
    const meta = await sharp(tile).metadata();
    // A seeded offset so that cases do not all start at the tile's corner.
    const ox = Math.floor(random() * meta.width!);
    const oy = Math.floor(random() * meta.height!);
    const big = await sharp({ create: { width: width + meta.width!, height: height + meta.height!, channels: 3, background: '#000' } })
      .composite([{ input: tile, tile: true, gravity: 'northwest' }])
      .raw()
      .toBuffer();
    return sharp(big, { raw: { width: width + meta.width!, height: height + meta.height!, channels: 3 } })
      .extract({ left: ox, top: oy, width, height })
      .raw()
      .toBuffer();
  }
  const meta = await sharp(file).metadata();
  const [x0, y0, x1, y1] = source.roi ?? [0, 0, 1, 1];
  const rx = Math.round(x0 * meta.width!);
  const ry = Math.round(y0 * meta.height!);
  const rw = Math.round((x1 - x0) * meta.width!);
  const rh = Math.round((y1 - y0) * meta.height!);
  const aspect = width / height;
  // Largest crop of the canvas's aspect inside the region, scaled by 0.6-1.
  const maxW = Math.min(rw, rh * aspect);
  const scale = 0.6 + 0.4 * random();
  const cw = Math.max(16, Math.round(maxW * scale));
  const ch = Math.max(16, Math.round(cw / aspect));
  const left = rx + Math.floor(random() * Math.max(1, rw - cw));
  const top = ry + Math.floor(random() * Math.max(1, rh - ch));
  return sharp(file)
    .removeAlpha()
    .toColourspace('srgb')
    .extract({ left, top, width: Math.min(cw, meta.width! - left), height: Math.min(ch, meta.height! - top) })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
}

/** Gentle studio lighting on a plain backdrop: a linear gradient plus a soft vignette (about +-10 %). */
function gradeBackdrop(rgb: Buffer, width: number, height: number, random: () => number): void {
  const angle = random() * Math.PI * 2;
  const strength = 0.06 + 0.06 * random();
  const vignette = 0.04 + 0.06 * random();
  const cx = Math.cos(angle);
  const cy = Math.sin(angle);
  for (let y = 0; y < height; y++) {
    const ny = y / height - 0.5;
    for (let x = 0; x < width; x++) {
      const nx = x / width - 0.5;
      const factor = 1 + strength * 2 * (nx * cx + ny * cy) - vignette * 2 * (nx * nx + ny * ny);
      const i = (y * width + x) * 3;
      rgb[i] = Math.min(255, Math.max(0, Math.round(rgb[i]! * factor)));
      rgb[i + 1] = Math.min(255, Math.max(0, Math.round(rgb[i + 1]! * factor)));
      rgb[i + 2] = Math.min(255, Math.max(0, Math.round(rgb[i + 2]! * factor)));
    }
  }
}

/** Composites one object over one background; writes the JPEG input and the PNG truth. */
async function makeCase(
  stampFile: string,
  object: string,
  kind: BackgroundKind,
  roots: Record<string, string>,
  index: number,
): Promise<BenchCase> {
  const random = rng(seedOf(`${object}|${kind}`));
  const sources = BACKGROUNDS[kind];
  const source = sources[Math.floor(random() * sources.length)]!;
  const aspect = ASPECTS[Math.floor(random() * ASPECTS.length)]!;
  const longSide = 1000 + Math.floor(random() * 601);
  const width = aspect >= 1 ? longSide : Math.round(longSide * aspect);
  const height = aspect >= 1 ? Math.round(longSide / aspect) : longSide;

  // The object trimmed to its alpha, scaled so its long side is 30-70 % of the canvas's short side.
  const stamp = await sharp(stampFile).ensureAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const sw = stamp.info.width;
  const sh = stamp.info.height;
  let minX = sw;
  let minY = sh;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      if (stamp.data[(y * sw + x) * 4 + 3]! > 0) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  const share = 0.3 + 0.4 * random();
  const target = Math.round(Math.min(width, height) * share);
  const bw = maxX - minX + 1;
  const bh = maxY - minY + 1;
  const ow = Math.max(1, Math.round((bw >= bh ? target : (target * bw) / bh)));
  const oh = Math.max(1, Math.round((bh > bw ? target : (target * bh) / bw)));
  const object_ = await sharp(stamp.data, { raw: { width: sw, height: sh, channels: 4 } })
    .extract({ left: minX, top: minY, width: bw, height: bh })
    .resize(ow, oh, { fit: 'fill', kernel: 'mitchell' })
    .raw()
    .toBuffer();
  // Position: inside a 3 % margin, drawn towards the centre (mean of two uniforms).
  const margin = Math.round(0.03 * Math.min(width, height));
  const spanX = Math.max(0, width - 2 * margin - ow);
  const spanY = Math.max(0, height - 2 * margin - oh);
  const left = margin + Math.round(((random() + random()) / 2) * spanX);
  const top = margin + Math.round(((random() + random()) / 2) * spanY);

  const rgb = await makeBackground(path.join(roots[source.pkg]!, source.file), source, width, height, random);
  if (kind === 'plain') gradeBackdrop(rgb, width, height, random);
  const truth = Buffer.alloc(width * height);
  for (let y = 0; y < oh; y++) {
    for (let x = 0; x < ow; x++) {
      const o = (y * ow + x) * 4;
      const a = object_[o + 3]!;
      if (a === 0) continue;
      const p = (top + y) * width + left + x;
      truth[p] = a;
      const f = a / 255;
      for (let c = 0; c < 3; c++) rgb[p * 3 + c] = Math.round(object_[o + c]! * f + rgb[p * 3 + c]! * (1 - f));
    }
  }
  const slug = object.replace(/\.png$/, '').replace(/[^A-Za-z0-9]+/g, '-');
  const id = `${String(index).padStart(2, '0')}-${slug}-${kind}`;
  const input = path.join(CACHE_DIR, 'cases', `${id}.jpg`);
  const truthFile = path.join(CACHE_DIR, 'cases', `${id}.png`);
  await sharp(rgb, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toFile(input);
  await sharp(truth, { raw: { width, height, channels: 1 } }).png().toFile(truthFile);
  return { id, object, kind, background: source.file, width, height, input, truth: truthFile };
}

/** manifest.json: the data set with file paths relative to CACHE_DIR. */
interface Manifest {
  version: number;
  dataset: Omit<Dataset, 'dir'>;
}

function absolute(dataset: Omit<Dataset, 'dir'>): Omit<Dataset, 'dir'> {
  const full = (file: string) => path.resolve(CACHE_DIR, file);
  return { ...dataset, cases: dataset.cases.map((c) => ({ ...c, input: full(c.input), truth: full(c.truth) })), twelveMp: full(dataset.twelveMp) };
}

/**
 * Builds the data set when missing (or outdated) and answers it; `log` receives progress lines.
 * Errors: DatasetError when the packages cannot be found nor fetched.
 */
export async function loadDataset(log: (line: string) => void = () => {}): Promise<Dataset> {
  const manifestFile = path.join(CACHE_DIR, 'manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const dataset = absolute(manifest.dataset);
    const files = [...dataset.cases.flatMap((c) => [c.input, c.truth]), dataset.twelveMp];
    if (manifest.version === DATASET_VERSION && files.every((file) => fs.existsSync(file))) return { dir: CACHE_DIR, ...dataset };
  }
  log(`Building the cut-out data set in ${path.relative(process.cwd(), CACHE_DIR) || CACHE_DIR} (once)...`);
  const needed = new Map<string, string[]>([['tuxpaint-stamps-default', [`${STAMPS_DIR}/food/fruit/apple_fuji.png`]]]);
  for (const kind of BACKGROUND_KINDS) {
    for (const source of BACKGROUNDS[kind]) needed.set(source.pkg, [...(needed.get(source.pkg) ?? []), source.file]);
  }
  const roots: Record<string, string> = {};
  const packages: Record<string, string> = {};
  for (const [pkg, files] of needed) {
    const { root, version } = packageRoot(pkg, files, log);
    roots[pkg] = root;
    packages[pkg] = version;
  }
  const stampsDir = path.join(roots['tuxpaint-stamps-default']!, STAMPS_DIR);
  const { picked, total, photos } = await pickObjects(stampsDir, log);
  fs.rmSync(path.join(CACHE_DIR, 'cases'), { recursive: true, force: true });
  fs.mkdirSync(path.join(CACHE_DIR, 'cases'), { recursive: true });
  log(`  compositing ${picked.length} objects x ${BACKGROUND_KINDS.length} backgrounds...`);
  const cases: BenchCase[] = [];
  for (const [index, object] of picked.entries()) {
    for (const kind of BACKGROUND_KINDS) cases.push(await makeCase(path.join(stampsDir, object), object, kind, roots, index));
  }
  const source = cases.find((c) => c.kind === 'cluttered')!;
  const twelveMp = path.join(CACHE_DIR, 'cases', '12mp.jpg');
  await sharp(source.input).resize(4000, 3000, { fit: 'cover', kernel: 'lanczos3' }).jpeg({ quality: 92 }).toFile(twelveMp);
  const dataset: Omit<Dataset, 'dir'> = { objects: picked, cases, twelveMp, packages, stamps: { total, photos, picked: picked.length } };
  const relative = (file: string) => path.relative(CACHE_DIR, file);
  const stored: Omit<Dataset, 'dir'> = {
    ...dataset,
    cases: cases.map((c) => ({ ...c, input: relative(c.input), truth: relative(c.truth) })),
    twelveMp: relative(twelveMp),
  };
  fs.writeFileSync(manifestFile, `${JSON.stringify({ version: DATASET_VERSION, dataset: stored } satisfies Manifest, null, 1)}\n`);
  log(`  done: ${cases.length} composites.`);
  return { dir: CACHE_DIR, ...dataset };
}
