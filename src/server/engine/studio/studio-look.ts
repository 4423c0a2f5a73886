/**
 * The look of a studio render: how each style and time of day sets the palette, light and grade
 * (the scene visibly follows the chosen style and time of day).
 */
import type { Style, TimeOfDay } from '../../../shared/catalog';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface StyleLook {
  /** Backdrop tone mixed with the scene's accent: 0 = neutral tone only, 1 = accent only. */
  accentMix: number;
  /** Neutral backdrop tone. */
  neutral: Rgb;
  /** Backdrop lightness multiplier (1 = as is). */
  backdropLight: number;
  /** Saturation multiplier of the graded scene. */
  saturation: number;
  /** Contrast of the graded scene (1 = unchanged). */
  contrast: number;
  /** Darkening of the corners, 0-1. */
  vignette: number;
  /** Split-tone: shadows pushed towards teal, highlights towards orange, 0-1. */
  tealOrange: number;
  /** Forces a seamless sweep backdrop (studio-like styles). */
  seamless: boolean;
  /** Texture strength of the surface, 0-1. */
  texture: number;
}

export interface TimeLook {
  /** Colour of the key light. */
  key: Rgb;
  /** Colour of the ambient (fill) light. */
  ambient: Rgb;
  /** Key light strength, 0-1. */
  keyStrength: number;
  /** Height of the light above the horizon, 0 (grazing) to 1 (overhead); sets shadow length. */
  elevation: number;
  /** Overall exposure multiplier. */
  exposure: number;
  /** Softness of shadows, px at 1536 long side. */
  shadowBlur: number;
  /** Opacity of the cast shadow, 0-1. */
  shadowOpacity: number;
  /** A warm practical glow in the backdrop (lamps at night). */
  practical: boolean;
}

const rgb = (hex: string): Rgb => ({
  r: parseInt(hex.slice(1, 3), 16),
  g: parseInt(hex.slice(3, 5), 16),
  b: parseInt(hex.slice(5, 7), 16),
});

export const STYLE_LOOKS: Record<Style, StyleLook> = {
  lifestyle: { accentMix: 0.35, neutral: rgb('#e9e1d6'), backdropLight: 1, saturation: 1.05, contrast: 1.04, vignette: 0.25, tealOrange: 0.05, seamless: false, texture: 0.9 },
  studio: { accentMix: 0.12, neutral: rgb('#e6e6e8'), backdropLight: 1.04, saturation: 0.9, contrast: 1.02, vignette: 0.18, tealOrange: 0, seamless: true, texture: 0.35 },
  cinematic: { accentMix: 0.3, neutral: rgb('#5b5f66'), backdropLight: 0.62, saturation: 0.92, contrast: 1.16, vignette: 0.6, tealOrange: 0.35, seamless: false, texture: 0.8 },
  natural: { accentMix: 0.25, neutral: rgb('#dfe3d6'), backdropLight: 1, saturation: 0.95, contrast: 0.98, vignette: 0.2, tealOrange: 0, seamless: false, texture: 1 },
  professional: { accentMix: 0.15, neutral: rgb('#dde3ea'), backdropLight: 1.02, saturation: 0.88, contrast: 1.06, vignette: 0.15, tealOrange: 0, seamless: true, texture: 0.45 },
  minimal: { accentMix: 0.22, neutral: rgb('#f1efec'), backdropLight: 1.06, saturation: 0.85, contrast: 0.96, vignette: 0.08, tealOrange: 0, seamless: true, texture: 0.25 },
  vibrant: { accentMix: 0.8, neutral: rgb('#f4c95d'), backdropLight: 1, saturation: 1.3, contrast: 1.08, vignette: 0.2, tealOrange: 0, seamless: false, texture: 0.6 },
};

export const TIME_LOOKS: Record<TimeOfDay, TimeLook> = {
  natural: { key: rgb('#fff8ef'), ambient: rgb('#eef2f7'), keyStrength: 0.45, elevation: 0.6, exposure: 1, shadowBlur: 22, shadowOpacity: 0.32, practical: false },
  golden_hour: { key: rgb('#ffb45e'), ambient: rgb('#f3d2b0'), keyStrength: 0.7, elevation: 0.18, exposure: 1.02, shadowBlur: 14, shadowOpacity: 0.42, practical: false },
  night_light: { key: rgb('#ffc27a'), ambient: rgb('#3c4f7a'), keyStrength: 0.55, elevation: 0.45, exposure: 0.62, shadowBlur: 18, shadowOpacity: 0.5, practical: true },
  soft_morning: { key: rgb('#fff3e6'), ambient: rgb('#e4ecf5'), keyStrength: 0.35, elevation: 0.4, exposure: 1.06, shadowBlur: 36, shadowOpacity: 0.22, practical: false },
};

/** Linear mix of two colours, t in 0-1. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

/** Multiplies a colour by `k` and clamps it. */
export function scale(c: Rgb, k: number): Rgb {
  const f = (v: number) => Math.max(0, Math.min(255, v * k));
  return { r: f(c.r), g: f(c.g), b: f(c.b) };
}

/** '#rrggbb' of a colour. */
export function hex(c: Rgb): string {
  return `#${[c.r, c.g, c.b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** Parses '#rrggbb'. */
export function parseRgb(value: string): Rgb {
  return /^#[0-9a-f]{6}$/i.test(value) ? rgb(value) : rgb('#c8b8a6');
}

/**
 * The colour of a set piece from the idea's accent: the accent's hue, its saturation held to a
 * muted 12-38 % and its lightness to a plaster-like 74-86 % (20-32 % on dark sets), so pieces read
 * as painted plaster or stone in the palette and never as washed-out grey or a loud plastic;
 * `bold` (vibrant sets) allows 35-62 % saturation at 60-72 % lightness.
 * Input: accent '#rrggbb', `dark` for low-key sets. Output: Rgb. Source: HSL (CSS Color 4).
 */
export function setPieceColour(accent: string, dark: boolean, bold = false): Rgb {
  const { r, g, b } = parseRgb(accent);
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === R) h = ((G - B) / d) % 6;
    else if (max === G) h = (B - R) / d + 2;
    else h = (R - G) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  const sat = bold ? Math.min(0.62, Math.max(s > 0.05 ? 0.35 : 0, s)) : Math.min(0.38, Math.max(s > 0.05 ? 0.12 : 0, s * 0.6));
  const light = dark ? Math.min(0.32, Math.max(0.2, l * 0.5)) : bold ? Math.min(0.72, Math.max(0.6, l + 0.1)) : Math.min(0.86, Math.max(0.74, l + 0.25));
  const c = (1 - Math.abs(2 * light - 1)) * sat;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = light - c / 2;
  const [r1, g1, b1] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}
