/**
 * Advanced styles on the local studio renderer: each changes the
 * set visibly, on top of the idea's scene and the chosen style.
 * - lifestyle: warmer light, richer surface texture, props beside a product standing alone, leaf
 *   shadows when the idea has no gobo;
 * - professional: a clean paper sweep, the product on a podium when it stood on the surface, no gobo,
 *   a cooler neutral and a light texture;
 * - casual: a hand-held camera (the frame tilted by about 2.5 degrees), blinds light when the idea
 *   has no gobo, warmer;
 * - minimalist: no set piece or props, a plain gradient backdrop, a smaller product (more negative
 *   space), a quiet surface; the idea's light pattern stays.
 */
import type { AdvancedStyle, SceneHints } from '../../../shared/catalog';
import { mix, type StyleLook } from './studio-look';

export interface AdvancedLook {
  scene: SceneHints;
  style: StyleLook;
  /** Product size factor (1 = as composed). */
  productScale: number;
  /** Camera tilt, degrees (0 = level). */
  tiltDegrees: number;
}

/** The scene and look an advanced style gives; no advanced style returns them unchanged. */
export function advancedLook(scene: SceneHints, style: StyleLook, advanced: AdvancedStyle | undefined, seed: number): AdvancedLook {
  const warm = { r: 246, g: 224, b: 196 };
  const cool = { r: 226, g: 232, b: 240 };
  switch (advanced) {
    case 'lifestyle':
      return {
        scene: { ...scene, set: !scene.set || scene.set === 'none' ? 'blocks' : scene.set, gobo: !scene.gobo || scene.gobo === 'none' ? 'foliage' : scene.gobo },
        style: { ...style, neutral: mix(style.neutral, warm, 0.5), texture: Math.min(1, style.texture * 1.25 + 0.1), saturation: style.saturation * 1.05, seamless: false },
        productScale: 1,
        tiltDegrees: 0,
      };
    case 'professional':
      return {
        scene: { ...scene, backdrop: 'seamless', set: !scene.set || scene.set === 'none' || scene.set === 'blocks' ? 'podium' : scene.set, gobo: 'none' },
        style: { ...style, neutral: mix(style.neutral, cool, 0.6), accentMix: style.accentMix * 0.5, texture: style.texture * 0.5, seamless: true, vignette: style.vignette * 0.6 },
        productScale: 1,
        tiltDegrees: 0,
      };
    case 'casual':
      return {
        scene: { ...scene, gobo: !scene.gobo || scene.gobo === 'none' ? 'blinds' : scene.gobo },
        style: { ...style, neutral: mix(style.neutral, warm, 0.35), contrast: style.contrast * 1.03 },
        productScale: 0.95,
        tiltDegrees: seed % 2 === 0 ? 2.5 : -2.5,
      };
    case 'minimalist':
      return {
        scene: { ...scene, backdrop: 'gradient', set: 'none' },
        style: { ...style, texture: style.texture * 0.35, accentMix: style.accentMix * 0.6, vignette: style.vignette * 0.5, saturation: style.saturation * 0.92 },
        productScale: 0.78,
        tiltDegrees: 0,
      };
    default:
      return { scene, style, productScale: 1, tiltDegrees: 0 };
  }
}
