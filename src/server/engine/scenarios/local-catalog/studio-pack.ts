/**
 * Shape of one language's texts for the local studio recipes (./studio-recipes.ts). Every phrase
 * names only what the local studio renderer draws: set pieces, surfaces, backdrops, gobos, palette,
 * light. Placeholders: {surface} (a prepositional phrase from `on`), {backdrop} (from `against`),
 * {colour} (a colour name of the main pack). The user's text is woven in with the main pack's
 * `weave` sentences, quoted and finished by the main pack (./language-pack.ts).
 */
import type { Backdrop, Gobo, SetPiece, Style, Surface, TimeOfDay } from '../../../../shared/catalog';
import type { Palette, RecipeKey } from './studio-recipes';
import type { ProductShape } from './templates';

/** Surfaces that can be a floor (large products and vehicles stand only on these). */
export type FloorSurface = Extract<Surface, 'wood' | 'marble' | 'concrete' | 'paper' | 'terrazzo'>;

export interface StudioPack {
  /** Recipe titles, <= 40 characters. */
  titles: Record<RecipeKey, string>;
  /** Surface names as they start a title ('Marble'). */
  surfaceName: Record<Surface, string>;
  /**
   * Texts for a top-down photo (a flat lay), which the renderer lays flat on the surface seen from
   * above, with no set piece and no backdrop: titles by gobo (or by palette without one) with
   * {surface} from `surfaceName` (`byTime` when two ideas of one suggestion would share a title); a
   * summary with {surface} from `on`; the sentence replacing the set's.
   */
  flat: { title: Record<Exclude<Gobo, 'none'> | Palette, string>; byTime: Record<TimeOfDay, string>; summary: string; set: string };
  /** One-sentence summary per set piece, with {surface} and {backdrop}; <= 140 characters once filled. */
  summary: Record<SetPiece, string>;
  /**
   * The summaries when the user named the product (the features' first clause): per set piece and
   * for a flat lay, with {product} as the sentence's subject, written so that nothing agrees with
   * its gender; and the clause naming the audience (', for {audience}'), joined before the full stop.
   */
  named: { summary: Record<SetPiece, string>; flat: string; audience: string };
  /** Where a large product or a vehicle stands, as a prepositional phrase ('on a wooden floor'), for the floor surfaces. */
  floor: Record<FloorSurface, string>;
  /** Description sentence about the floor it stands on, with {surface} from `floor`. */
  floorSurface: string;
  /** Where the product stands, as a prepositional phrase ('on a veined marble top'). */
  on: Record<Surface, string>;
  /** What is behind it, as a short phrase ('against a seamless paper sweep'). */
  against: Record<Backdrop, string>;
  /** Description sentence about the set piece; {colour} names the accent colour. */
  set: Record<SetPiece, string>;
  /** Description sentence about the surface. */
  surface: Record<Surface, string>;
  /** Description sentence about the backdrop. */
  backdrop: Record<Backdrop, string>;
  /** Description sentence about the light pattern (gobo); 'none' describes a plain key light. */
  gobo: Record<Gobo, string>;
  /** Description sentence about the palette rule; {colour} names the accent colour. */
  palette: Record<Palette, string>;
  lighting: Record<TimeOfDay, string>;
  style: Record<Style, string>;
  shape: Record<ProductShape, string>;
}
