/**
 * Text measurement and fitting for ad creatives, done by the same layout library that draws the
 * text (satori: line breaking, kerning from the bundled fonts), so what is measured is what is drawn.
 *
 * A text fits a box at a font size when satori's wrapped block is no taller than the box and no
 * single word is wider than it (a word is never broken or cut). `fitText` finds the largest whole
 * size between the role's minimum and maximum that fits, by bisection.
 */
import satori from 'satori';
import type { AdFont } from '../../../shared/ad-creatives';
import { fontFamilyList, satoriFonts, type FontWeight } from './ad-fonts';

export interface TextStyle {
  family: AdFont;
  weight: FontWeight;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** Letter spacing, em. */
  letterSpacing?: number;
  uppercase?: boolean;
  align?: 'left' | 'center' | 'right';
}

export interface FittedText {
  /** Font size, px. */
  size: number;
  /** Height of the wrapped block, px. */
  height: number;
  /** Lines the block wraps to. */
  lines: number;
}

type Element = { type: string; props: Record<string, unknown> };

/** The style object satori draws a text block with (also used by the renderer). */
export function textCss(style: TextStyle, size: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    display: 'flex',
    fontFamily: fontFamilyList(style.family),
    fontWeight: style.weight,
    fontSize: size,
    lineHeight: style.lineHeight,
    letterSpacing: style.letterSpacing ? `${style.letterSpacing}em` : undefined,
    textTransform: style.uppercase ? 'uppercase' : undefined,
    textAlign: style.align ?? 'left',
    justifyContent: style.align === 'center' ? 'center' : style.align === 'right' ? 'flex-end' : 'flex-start',
    ...extra,
  };
}

const sizeOf = (svg: string) => {
  const m = /^<svg width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (!m) throw new Error('satori returned no size');
  return { width: Number(m[1]), height: Number(m[2]) };
};

/** Height, px, of `text` wrapped in a block `width` px wide at `size` px. */
export async function measureHeight(text: string, style: TextStyle, size: number, width: number): Promise<number> {
  const el: Element = { type: 'div', props: { style: textCss(style, size, { width, flexWrap: 'wrap' }), children: text } };
  return sizeOf(await satori(el as never, { width, fonts: satoriFonts([style.family]) })).height;
}

/** Width, px, of `text` drawn on one line at `size` px. */
export async function lineWidth(text: string, style: TextStyle, size: number): Promise<number> {
  const el: Element = { type: 'div', props: { style: textCss(style, size, { whiteSpace: 'nowrap' }), children: text } };
  return sizeOf(await satori(el as never, { fonts: satoriFonts([style.family]) } as never)).width;
}

/** Width, px, of the widest word of `text` at `size` px (drawn on one line). */
export async function widestWord(text: string, style: TextStyle, size: number): Promise<number> {
  const words = [...new Set(text.split(/\s+/u).filter(Boolean))];
  let widest = 0;
  for (const word of words) widest = Math.max(widest, await lineWidth(word, style, size));
  return widest;
}

async function fitsAt(text: string, style: TextStyle, size: number, box: { width: number; height: number }, singleLine: boolean): Promise<FittedText | null> {
  if (singleLine) {
    const height = Math.ceil(size * style.lineHeight);
    return height <= box.height && (await lineWidth(text, style, size)) <= box.width ? { size, height, lines: 1 } : null;
  }
  if ((await widestWord(text, style, size)) > box.width) return null;
  const height = await measureHeight(text, style, size, box.width);
  if (height > box.height) return null;
  return { size, height, lines: Math.max(1, Math.round(height / (size * style.lineHeight))) };
}

/**
 * The largest whole font size in [minSize, maxSize] at which `text` fits `box` (px), or null when it
 * does not fit even at `minSize` (the caller reports it: text is never cut). `singleLine`: the text
 * must fit on one line (a button).
 */
export async function fitText(text: string, style: TextStyle, box: { width: number; height: number }, sizes: { min: number; max: number }, singleLine = false): Promise<FittedText | null> {
  const min = Math.max(1, Math.floor(sizes.min));
  const max = Math.max(min, Math.floor(sizes.max));
  const first = await fitsAt(text, style, max, box, singleLine);
  if (first) return first;
  let best = await fitsAt(text, style, min, box, singleLine);
  if (!best) return null;
  let lo = min;
  let hi = max;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    const fitted = await fitsAt(text, style, mid, box, singleLine);
    if (fitted) {
      lo = mid;
      best = fitted;
    } else hi = mid;
  }
  return best;
}
