/**
 * The description of a local studio render, written from what the renderer drew: the set piece
 * it built (none when the product's class does not suit the idea's), the surface and backdrop it
 * used (after the advanced style), the light pattern it cast, the light and style of the settings,
 * and whether it laid the photo flat. It is stored with the image instead of the idea's text, so
 * the library never describes a set the image does not show.
 */
import type { Gobo, ImageSettings, Language, SceneHints, SetPiece } from '../../../shared/catalog';
import { hueBucket, parseHex, rgbToHsl } from './colour';
import { LANGUAGE_PACKS } from './local-catalog';
import { STUDIO_PACKS } from './local-catalog/studio-index';
import { fill } from './text-utils';

/** What the renderer drew (a subset of its layout). */
export interface RenderedSet {
  set: SetPiece;
  gobo: Gobo;
  flatLay: boolean;
  /** The scene after the advanced style: surface, backdrop and the set's accent colour. */
  scene: SceneHints;
}

/**
 * Writes the description of one render in `language`.
 * Input: what was drawn, the generation's settings (light and style), the language.
 * Output: sentences in the language's studio pack, finished by its language pack. Pure.
 */
export function describeStudioRender(drawn: RenderedSet, settings: Pick<ImageSettings, 'timeOfDay' | 'style'>, language: Language): string {
  const pack = LANGUAGE_PACKS[language];
  const studio = STUDIO_PACKS[language];
  const rgb = parseHex(drawn.scene.accent) ?? { r: 128, g: 128, b: 128 };
  const hsl = rgbToHsl(rgb.r, rgb.g, rgb.b);
  const colour = pack.colours[hueBucket(hsl.h)][hsl.l >= 0.5 ? 0 : 1];
  const sentences = drawn.flatLay
    ? [studio.flat.set, studio.surface[drawn.scene.surface], studio.gobo[drawn.gobo]]
    : [fill(studio.set[drawn.set], { colour }), studio.surface[drawn.scene.surface], studio.backdrop[drawn.scene.backdrop], studio.gobo[drawn.gobo]];
  sentences.push(studio.lighting[settings.timeOfDay], studio.style[settings.style]);
  return pack.finish(sentences.join(' '));
}
