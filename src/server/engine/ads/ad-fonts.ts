/**
 * The bundled fonts of ad creatives: each family's latin and latin-ext WOFF files (weights 400
 * and 700) from its @fontsource package (OFL-1.1), read from node_modules once per process and
 * never fetched at run time. Satori reads WOFF, TTF and OTF (not WOFF2).
 *
 * Every family is registered under two names ("<Family>" for latin, "<Family> Ext" for
 * latin-ext: satori keeps one file per name and weight) and followed by Noto Sans, so a character
 * missing from the brand's font is drawn from the next font that has it. Characters no bundled
 * font has are found before rendering (`missingGlyphs`), never drawn as a tofu box.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype from 'opentype.js';
import { AD_FONT_LABELS, AD_FONTS, type AdFont } from '../../../shared/ad-creatives';

export type FontWeight = 400 | 700;

/** One font as satori takes it. */
export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext'] as const;
const WEIGHTS: FontWeight[] = [400, 700];
const FALLBACK: AdFont = 'noto-sans';

interface LoadedFile {
  font: SatoriFont;
  /** The code points the file maps to a glyph. */
  covers: Set<number>;
}

const cache = new Map<AdFont, LoadedFile[]>();

function fileName(family: AdFont, subset: (typeof SUBSETS)[number], weight: FontWeight) {
  return `${family}-${subset}-${weight}-normal.woff`;
}

/** Reads a family's four files (2 subsets x 2 weights) once. @throws when the package is missing. */
function load(family: AdFont): LoadedFile[] {
  const cached = cache.get(family);
  if (cached) return cached;
  const dir = join(dirname(require.resolve(`@fontsource/${family}/package.json`)), 'files');
  const files: LoadedFile[] = [];
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      const data = readFileSync(join(dir, fileName(family, subset, weight)));
      const parsed = opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
      const covers = new Set<number>();
      const cmap = (parsed.tables as { cmap?: { glyphIndexMap?: Record<string, number> } }).cmap?.glyphIndexMap ?? {};
      for (const [code, glyph] of Object.entries(cmap)) if (glyph > 0) covers.add(Number(code));
      files.push({ font: { name: familyName(family, subset), data, weight, style: 'normal' }, covers });
    }
  }
  cache.set(family, files);
  return files;
}

function familyName(family: AdFont, subset: (typeof SUBSETS)[number]) {
  return subset === 'latin' ? AD_FONT_LABELS[family] : `${AD_FONT_LABELS[family]} Ext`;
}

/** The CSS font-family list for a brand font: its two files, then Noto Sans's two as the fallback. */
export function fontFamilyList(family: AdFont): string {
  const chain = family === FALLBACK ? [family] : [family, FALLBACK];
  return chain.flatMap((f) => SUBSETS.map((s) => `'${familyName(f, s)}'`)).join(', ');
}

/** Every font file satori needs for a heading and a body family (and the fallback). */
export function satoriFonts(families: readonly AdFont[]): SatoriFont[] {
  const wanted = new Set<AdFont>([...families, FALLBACK]);
  return [...wanted].flatMap((f) => load(f).map((file) => file.font));
}

/**
 * The characters of `text` that neither `family` nor the fallback font can draw (spaces and line
 * breaks excepted), in order of first appearance. Input: any string. Output: [] when all are drawable.
 */
export function missingGlyphs(text: string, family: AdFont): string[] {
  const files = [...load(family), ...load(FALLBACK)];
  const missing: string[] = [];
  for (const char of new Set(Array.from(text))) {
    const code = char.codePointAt(0)!;
    if (/\s/u.test(char)) continue;
    if (!files.some((f) => f.covers.has(code))) missing.push(char);
  }
  return missing;
}

/** Whether a value names a bundled font. */
export const isAdFont = (value: string): value is AdFont => (AD_FONTS as readonly string[]).includes(value);
