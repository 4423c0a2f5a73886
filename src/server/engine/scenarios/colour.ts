/**
 * Colour helpers of the local scenario engine: parse the image analysis' dominant colours, read their
 * mood (warm/cool, light/dark) and derive a muted accent colour that harmonises with the product
 * (complementary, analogous or split-complementary hue; colour-wheel rules in HSL).
 */

export interface Hsl {
  /** Hue in degrees, [0, 360). */
  h: number;
  /** Saturation, [0, 1]. */
  s: number;
  /** Lightness, [0, 1]. */
  l: number;
}

/** Hue families used to name accent colours in each language. */
export const HUE_BUCKETS = [
  'red', 'orange', 'yellow', 'lime', 'green', 'teal', 'cyan', 'blue', 'indigo', 'purple', 'pink',
] as const;
export type HueBucket = (typeof HUE_BUCKETS)[number];

/** Parses '#rgb' or '#rrggbb' (case-insensitive, '#' optional); returns null for anything else. */
export function parseHex(value: string): { r: number; g: number; b: number } | null {
  if (typeof value !== 'string') return null;
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m || m[1] === undefined) return null;
  let hex = m[1];
  if (hex.length === 3) hex = hex.split('').map((c) => c + c).join('');
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function rgbToHsl(r: number, g: number, b: number): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s: Math.min(1, s), l };
}

/** HSL to '#rrggbb' (lower case). */
export function hslToHex({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r1, g1, b1] =
    hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  const to = (v: number) => Math.round(Math.min(1, Math.max(0, v + m)) * 255).toString(16).padStart(2, '0');
  return `#${to(r1)}${to(g1)}${to(b1)}`;
}

/** Valid dominant colours as HSL, in the order given (most dominant first); invalid entries are skipped. */
export function toHslList(colours: readonly string[] | undefined): Hsl[] {
  const out: Hsl[] = [];
  for (const c of colours ?? []) {
    const rgb = parseHex(c);
    if (rgb) out.push(rgbToHsl(rgb.r, rgb.g, rgb.b));
  }
  return out;
}

/**
 * Colour mood of a product, each axis in [-1, 1]: warm (+, reds to yellows) vs cool (-, greens to blues),
 * weighted by saturation and dominance; light (+) vs dark (-) from the mean lightness. Empty input -> 0, 0.
 */
export function colourMood(colours: readonly Hsl[]): { warm: number; light: number } {
  if (colours.length === 0) return { warm: 0, light: 0 };
  let warm = 0;
  let light = 0;
  let total = 0;
  colours.forEach((c, i) => {
    const weight = 1 / (i + 1);
    // cos peaks at hue 30 (orange, warmest) and bottoms out at 210 (blue, coolest).
    warm += Math.cos(((c.h - 30) * Math.PI) / 180) * c.s * weight;
    light += (c.l * 2 - 1) * weight;
    total += weight;
  });
  const clamp = (v: number) => Math.max(-1, Math.min(1, v));
  return { warm: clamp(warm / total), light: clamp(light / total) };
}

/** The product's key hue: the first of the three most dominant colours that is clearly chromatic, else null. */
export function keyHue(colours: readonly Hsl[]): number | null {
  for (const c of colours.slice(0, 3)) {
    if (c.s >= 0.15 && c.l > 0.08 && c.l < 0.94) return c.h;
  }
  return null;
}

/**
 * Muted accent colour for a scene: hue from the product's key hue and the scene's harmony rule
 * (complementary +180, analogous +/-30, split-complementary +150/+210, tonal +/-8; the side picked by
 * `flip`), or the scene's fallback hue for achromatic products; saturation 0.28-0.40; lightness by the
 * scene's tone.
 */
export function accentColour(
  productHue: number | null,
  harmony: 'complementary' | 'analogous' | 'split' | 'tonal',
  fallbackHue: number,
  tone: 'light' | 'dark',
  flip: boolean,
): { hex: string; hsl: Hsl } {
  let h: number;
  if (productHue === null) h = fallbackHue;
  else if (harmony === 'complementary') h = productHue + 180;
  else if (harmony === 'analogous') h = productHue + (flip ? -30 : 30);
  else if (harmony === 'tonal') h = productHue + (flip ? -8 : 8);
  else h = productHue + (flip ? 210 : 150);
  h = ((h % 360) + 360) % 360;
  const hsl: Hsl = { h, s: productHue === null ? 0.28 : 0.36, l: tone === 'light' ? 0.7 : 0.32 };
  return { hex: hslToHex(hsl), hsl };
}

/** Names the hue family of a colour (for the per-language colour words). */
export function hueBucket(h: number): HueBucket {
  const hue = ((h % 360) + 360) % 360;
  if (hue < 15 || hue >= 345) return 'red';
  if (hue < 45) return 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 100) return 'lime';
  if (hue < 150) return 'green';
  if (hue < 185) return 'teal';
  if (hue < 215) return 'cyan';
  if (hue < 250) return 'blue';
  if (hue < 280) return 'indigo';
  if (hue < 315) return 'purple';
  return 'pink';
}
