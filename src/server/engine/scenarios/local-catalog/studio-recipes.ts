/**
 * Studio-set recipes of the local idea engine: what the local studio renderer
 * can draw well, and nothing else. Each recipe combines a set piece, a surface, a backdrop, a gobo
 * (light pattern), a palette rule, a style and a time of day; its texts live in the per-language
 * studio packs (./studio-pt.ts ... ./studio-de.ts) and name only those elements.
 *
 * Every recipe has a unique surface + backdrop pair, so any selection is free of duplicate scenes.
 * 20 regular and 10 premium recipes for small, tabletop and wearable products give five rounds of
 * 'New ideas' (4 + 2 each) without repeats; 6 floor recipes are only for large products and
 * vehicles, which are offered only the recipes that suit them (recipeSuits).
 * Scores used by the engine (see ./templates.ts for the same fields on the hosted catalogue):
 *   topics  weight per topic found in the features/audience (keywords.ts)
 *   base    prior for all-round recipes
 *   mood    preference for warm (+) / cool (-) and light (+) / dark (-) product colours, in [-1, 1]
 *   shape   bonus when the product photo is tall, wide or square
 *   cutout  bonus when the photo already has transparency (clean sweeps and gradients suit it)
 * Palette: 'tonal' keeps the set in the product's own hue family, 'complementary' sets it off with
 * the opposite hue; 'fallbackHue' is used for achromatic products; 'tone' light or dark set.
 */
import type { Backdrop, Gobo, ProductClass, SetPiece, Style, Surface, TimeOfDay } from '../../../../shared/catalog';
import { setSuits } from '../../studio/composition';
import type { Topic } from './keywords';
import type { ProductShape } from './templates';

export const RECIPE_KEYS = [
  'podium-window-light',
  'marble-plinth-leaves',
  'seamless-sweep-tonal',
  'concrete-blocks-blinds',
  'oak-morning-window',
  'linen-leaf-shadows',
  'terrazzo-steps-colour',
  'sand-arch-gradient',
  'glass-podium-gradient',
  'oak-soft-shelf',
  'marble-podium-sweep',
  'linen-blinds-morning',
  'concrete-plinth-leaves',
  'colour-blocks-paper',
  'terrazzo-evening-bokeh',
  'oak-steps-dappled',
  'sand-podium-sweep',
  'glass-window-morning',
  'concrete-steps-sweep',
  'marble-blinds-wall',
  'dark-arch-cinematic',
  'terrazzo-plinth-palms',
  'marble-podium-night',
  'gallery-steps-window',
  'concrete-blocks-night',
  'sand-arch-tonal',
  'oak-plinth-golden',
  'glass-steps-leaves',
  'linen-arch-soft',
  'bold-blocks-gradient',
  'studio-floor-cyclorama',
  'loft-floor-window',
  'oak-floor-slatted-wall',
  'marble-floor-gradient',
  'showroom-floor-night',
  'gallery-floor-window',
] as const;
export type RecipeKey = (typeof RECIPE_KEYS)[number];

export type Palette = 'tonal' | 'complementary';

export interface StudioRecipe {
  key: RecipeKey;
  set: SetPiece;
  surface: Surface;
  backdrop: Backdrop;
  gobo: Gobo;
  palette: Palette;
  style: Style;
  timeOfDay: TimeOfDay;
  /** Premium recipes are the more dramatic sets; the engine always returns two of them, last. */
  premium: boolean;
  topics: Partial<Record<Topic, number>>;
  base: number;
  mood: { warm: number; light: number };
  shape: Partial<Record<ProductShape, number>>;
  cutout: number;
  fallbackHue: number;
  tone: 'light' | 'dark';
  /** Only for these product classes (floor sets for large products and vehicles); absent: any class the set and surface suit. */
  classes?: readonly ProductClass[];
}

type Row = Omit<StudioRecipe, 'key'>;

const R: Record<RecipeKey, Row> = {
  'podium-window-light': {
    set: 'podium', surface: 'paper', backdrop: 'window', gobo: 'window', palette: 'complementary', style: 'studio', timeOfDay: 'soft_morning',
    premium: false, topics: { skincare: 1, home: 1, wellness: 1, gift: 0.5, fashion: 0.5 }, base: 0.8,
    mood: { warm: 0, light: 0.3 }, shape: { square: 0.2, tall: 0.1 }, cutout: 0.1, fallbackHue: 28, tone: 'light',
  },
  'marble-plinth-leaves': {
    set: 'plinth', surface: 'marble', backdrop: 'foliage', gobo: 'foliage', palette: 'tonal', style: 'natural', timeOfDay: 'soft_morning',
    premium: false, topics: { skincare: 3, wellness: 1.5, eco: 1.5 }, base: 0.3,
    mood: { warm: -0.3, light: 0.6 }, shape: { tall: 0.3 }, cutout: 0, fallbackHue: 140, tone: 'light',
  },
  'seamless-sweep-tonal': {
    set: 'none', surface: 'paper', backdrop: 'seamless', gobo: 'none', palette: 'tonal', style: 'minimal', timeOfDay: 'natural',
    premium: false, topics: { tech: 1, fashion: 1, office: 0.5, gift: 0.5 }, base: 0.9,
    mood: { warm: 0, light: 0.2 }, shape: { wide: 0.2, square: 0.1 }, cutout: 0.3, fallbackHue: 35, tone: 'light',
  },
  'concrete-blocks-blinds': {
    set: 'blocks', surface: 'concrete', backdrop: 'wall', gobo: 'blinds', palette: 'complementary', style: 'professional', timeOfDay: 'natural',
    premium: false, topics: { tech: 3, office: 2, urban: 1.5, fitness: 0.5 }, base: 0.2,
    mood: { warm: -0.5, light: -0.2 }, shape: { wide: 0.2, square: 0.1 }, cutout: 0, fallbackHue: 210, tone: 'light',
  },
  'oak-morning-window': {
    set: 'none', surface: 'wood', backdrop: 'window', gobo: 'window', palette: 'tonal', style: 'natural', timeOfDay: 'soft_morning',
    premium: false, topics: { coffee: 3, food: 3, home: 1, kids: 0.5 }, base: 0.3,
    mood: { warm: 0.6, light: 0.3 }, shape: { square: 0.2, wide: 0.1 }, cutout: 0, fallbackHue: 32, tone: 'light',
  },
  'linen-leaf-shadows': {
    set: 'none', surface: 'linen', backdrop: 'foliage', gobo: 'foliage', palette: 'tonal', style: 'natural', timeOfDay: 'golden_hour',
    premium: false, topics: { food: 2.5, coffee: 1.5, eco: 2, home: 1, outdoor: 1, pets: 1 }, base: 0.3,
    mood: { warm: 0.5, light: 0.3 }, shape: { wide: 0.2 }, cutout: 0, fallbackHue: 40, tone: 'light',
  },
  'terrazzo-steps-colour': {
    set: 'steps', surface: 'terrazzo', backdrop: 'wall', gobo: 'none', palette: 'complementary', style: 'vibrant', timeOfDay: 'natural',
    premium: false, topics: { fashion: 2, social: 2, kids: 1.5, gift: 1 }, base: 0.3,
    mood: { warm: 0.2, light: 0.2 }, shape: { tall: 0.2, square: 0.2 }, cutout: 0.1, fallbackHue: 345, tone: 'light',
  },
  'sand-arch-gradient': {
    set: 'arch', surface: 'sand', backdrop: 'gradient', gobo: 'none', palette: 'complementary', style: 'natural', timeOfDay: 'golden_hour',
    premium: false, topics: { beach: 3, skincare: 1, fashion: 1, wellness: 0.5 }, base: 0.2,
    mood: { warm: 0.4, light: 0.4 }, shape: { tall: 0.3 }, cutout: 0.2, fallbackHue: 20, tone: 'light',
  },
  'glass-podium-gradient': {
    set: 'podium', surface: 'glass', backdrop: 'gradient', gobo: 'none', palette: 'complementary', style: 'studio', timeOfDay: 'natural',
    premium: false, topics: { tech: 2, drinks: 2, skincare: 1, fitness: 0.5 }, base: 0.4,
    mood: { warm: -0.5, light: 0 }, shape: { tall: 0.2, square: 0.1 }, cutout: 0.3, fallbackHue: 200, tone: 'light',
  },
  'oak-soft-shelf': {
    set: 'none', surface: 'wood', backdrop: 'shelf', gobo: 'none', palette: 'tonal', style: 'lifestyle', timeOfDay: 'golden_hour',
    premium: false, topics: { home: 3, coffee: 1.5, food: 1.5, gift: 1, pets: 1 }, base: 0.3,
    mood: { warm: 0.7, light: 0 }, shape: { tall: 0.2, square: 0.1 }, cutout: 0, fallbackHue: 26, tone: 'light',
  },
  'marble-podium-sweep': {
    set: 'podium', surface: 'marble', backdrop: 'seamless', gobo: 'none', palette: 'tonal', style: 'studio', timeOfDay: 'soft_morning',
    premium: false, topics: { skincare: 2.5, luxury: 1.5, fashion: 0.5 }, base: 0.4,
    mood: { warm: -0.2, light: 0.5 }, shape: { tall: 0.2, square: 0.2 }, cutout: 0.2, fallbackHue: 30, tone: 'light',
  },
  'linen-blinds-morning': {
    set: 'none', surface: 'linen', backdrop: 'window', gobo: 'blinds', palette: 'tonal', style: 'lifestyle', timeOfDay: 'soft_morning',
    premium: false, topics: { wellness: 2, home: 1.5, kids: 1, social: 1, coffee: 1 }, base: 0.3,
    mood: { warm: 0.3, light: 0.5 }, shape: { square: 0.2 }, cutout: 0, fallbackHue: 24, tone: 'light',
  },
  'concrete-plinth-leaves': {
    set: 'plinth', surface: 'concrete', backdrop: 'foliage', gobo: 'foliage', palette: 'complementary', style: 'natural', timeOfDay: 'natural',
    premium: false, topics: { eco: 2, outdoor: 2, fitness: 1, urban: 1 }, base: 0.2,
    mood: { warm: -0.3, light: 0 }, shape: { tall: 0.3 }, cutout: 0, fallbackHue: 110, tone: 'light',
  },
  'colour-blocks-paper': {
    set: 'blocks', surface: 'paper', backdrop: 'wall', gobo: 'none', palette: 'complementary', style: 'vibrant', timeOfDay: 'natural',
    premium: false, topics: { kids: 2.5, gift: 2, social: 1.5, office: 1, pets: 0.5 }, base: 0.2,
    mood: { warm: 0.2, light: 0.4 }, shape: { wide: 0.3, square: 0.1 }, cutout: 0.1, fallbackHue: 50, tone: 'light',
  },
  'terrazzo-evening-bokeh': {
    set: 'none', surface: 'terrazzo', backdrop: 'bokeh', gobo: 'none', palette: 'tonal', style: 'lifestyle', timeOfDay: 'night_light',
    premium: false, topics: { festive: 3, drinks: 2, gift: 1.5, social: 1, coffee: 0.5 }, base: 0.1,
    mood: { warm: 0.5, light: -0.5 }, shape: { square: 0.2, wide: 0.1 }, cutout: 0, fallbackHue: 15, tone: 'dark',
  },
  'oak-steps-dappled': {
    set: 'steps', surface: 'wood', backdrop: 'foliage', gobo: 'foliage', palette: 'tonal', style: 'natural', timeOfDay: 'golden_hour',
    premium: false, topics: { outdoor: 2, eco: 1.5, food: 1.5, coffee: 1, pets: 1 }, base: 0.2,
    mood: { warm: 0.6, light: 0 }, shape: { tall: 0.2, square: 0.1 }, cutout: 0, fallbackHue: 90, tone: 'light',
  },
  'sand-podium-sweep': {
    set: 'podium', surface: 'sand', backdrop: 'seamless', gobo: 'none', palette: 'tonal', style: 'minimal', timeOfDay: 'golden_hour',
    premium: false, topics: { beach: 2, wellness: 1.5, skincare: 1.5, eco: 1, food: 0.5 }, base: 0.3,
    mood: { warm: 0.5, light: 0.4 }, shape: { square: 0.2, tall: 0.1 }, cutout: 0.2, fallbackHue: 35, tone: 'light',
  },
  'glass-window-morning': {
    set: 'none', surface: 'glass', backdrop: 'window', gobo: 'window', palette: 'complementary', style: 'minimal', timeOfDay: 'soft_morning',
    premium: false, topics: { drinks: 3, skincare: 1.5, tech: 1, wellness: 0.5 }, base: 0.2,
    mood: { warm: -0.4, light: 0.5 }, shape: { tall: 0.2 }, cutout: 0, fallbackHue: 190, tone: 'light',
  },
  'concrete-steps-sweep': {
    set: 'steps', surface: 'concrete', backdrop: 'seamless', gobo: 'blinds', palette: 'tonal', style: 'professional', timeOfDay: 'natural',
    premium: false, topics: { tech: 2, office: 2, fitness: 1.5, fashion: 0.5 }, base: 0.3,
    mood: { warm: -0.4, light: -0.1 }, shape: { square: 0.2, wide: 0.1 }, cutout: 0.2, fallbackHue: 220, tone: 'light',
  },
  'marble-blinds-wall': {
    set: 'plinth', surface: 'marble', backdrop: 'wall', gobo: 'blinds', palette: 'tonal', style: 'studio', timeOfDay: 'soft_morning',
    premium: false, topics: { skincare: 2, luxury: 1.5, office: 1, fashion: 0.5 }, base: 0.2,
    mood: { warm: -0.2, light: 0.3 }, shape: { tall: 0.2 }, cutout: 0, fallbackHue: 25, tone: 'light',
  },
  'dark-arch-cinematic': {
    set: 'arch', surface: 'glass', backdrop: 'wall', gobo: 'none', palette: 'complementary', style: 'cinematic', timeOfDay: 'night_light',
    premium: true, topics: { luxury: 3, tech: 1.5, drinks: 1.5, fashion: 1 }, base: 0.5,
    mood: { warm: -0.2, light: -0.8 }, shape: { tall: 0.3 }, cutout: 0.1, fallbackHue: 230, tone: 'dark',
  },
  'terrazzo-plinth-palms': {
    set: 'plinth', surface: 'terrazzo', backdrop: 'foliage', gobo: 'foliage', palette: 'complementary', style: 'studio', timeOfDay: 'golden_hour',
    premium: true, topics: { fashion: 2, skincare: 1.5, luxury: 1.5, beach: 1, home: 0.5 }, base: 0.4,
    mood: { warm: 0.4, light: 0.2 }, shape: { tall: 0.2, square: 0.1 }, cutout: 0, fallbackHue: 160, tone: 'light',
  },
  'marble-podium-night': {
    set: 'podium', surface: 'marble', backdrop: 'bokeh', gobo: 'none', palette: 'tonal', style: 'cinematic', timeOfDay: 'night_light',
    premium: true, topics: { luxury: 2.5, festive: 2, drinks: 1.5, gift: 1, skincare: 0.5 }, base: 0.3,
    mood: { warm: 0.2, light: -0.6 }, shape: { tall: 0.2, square: 0.1 }, cutout: 0.1, fallbackHue: 40, tone: 'dark',
  },
  'gallery-steps-window': {
    set: 'steps', surface: 'terrazzo', backdrop: 'window', gobo: 'window', palette: 'tonal', style: 'studio', timeOfDay: 'golden_hour',
    premium: true, topics: { home: 2, fashion: 1.5, luxury: 1, food: 0.5, coffee: 0.5 }, base: 0.4,
    mood: { warm: 0.4, light: 0.3 }, shape: { square: 0.2, wide: 0.1 }, cutout: 0, fallbackHue: 30, tone: 'light',
  },
  'concrete-blocks-night': {
    set: 'blocks', surface: 'concrete', backdrop: 'bokeh', gobo: 'blinds', palette: 'complementary', style: 'cinematic', timeOfDay: 'night_light',
    premium: true, topics: { tech: 3, urban: 3, luxury: 1, fitness: 0.5 }, base: 0.3,
    mood: { warm: -0.5, light: -0.6 }, shape: { wide: 0.2, square: 0.1 }, cutout: 0, fallbackHue: 215, tone: 'dark',
  },
  'sand-arch-tonal': {
    set: 'arch', surface: 'sand', backdrop: 'wall', gobo: 'none', palette: 'tonal', style: 'natural', timeOfDay: 'golden_hour',
    premium: true, topics: { beach: 2, skincare: 1.5, wellness: 1.5, fashion: 1, eco: 0.5 }, base: 0.3,
    mood: { warm: 0.6, light: 0.3 }, shape: { tall: 0.3 }, cutout: 0, fallbackHue: 28, tone: 'light',
  },
  'oak-plinth-golden': {
    set: 'plinth', surface: 'wood', backdrop: 'gradient', gobo: 'window', palette: 'tonal', style: 'lifestyle', timeOfDay: 'golden_hour',
    premium: true, topics: { coffee: 2.5, food: 2.5, home: 1, gift: 1, drinks: 0.5 }, base: 0.3,
    mood: { warm: 0.7, light: 0 }, shape: { tall: 0.2, square: 0.1 }, cutout: 0.1, fallbackHue: 30, tone: 'light',
  },
  'glass-steps-leaves': {
    set: 'steps', surface: 'glass', backdrop: 'foliage', gobo: 'foliage', palette: 'complementary', style: 'natural', timeOfDay: 'soft_morning',
    premium: true, topics: { drinks: 2, eco: 2, skincare: 1.5, wellness: 0.5 }, base: 0.3,
    mood: { warm: -0.4, light: 0.4 }, shape: { tall: 0.2 }, cutout: 0, fallbackHue: 130, tone: 'light',
  },
  'linen-arch-soft': {
    set: 'arch', surface: 'linen', backdrop: 'seamless', gobo: 'none', palette: 'tonal', style: 'minimal', timeOfDay: 'soft_morning',
    premium: true, topics: { wellness: 2, kids: 1.5, home: 1.5, skincare: 1 }, base: 0.4,
    mood: { warm: 0.2, light: 0.6 }, shape: { tall: 0.2, square: 0.2 }, cutout: 0.2, fallbackHue: 20, tone: 'light',
  },
  'bold-blocks-gradient': {
    set: 'blocks', surface: 'paper', backdrop: 'gradient', gobo: 'none', palette: 'complementary', style: 'vibrant', timeOfDay: 'natural',
    premium: true, topics: { social: 2.5, kids: 2, gift: 2, fitness: 1.5, fashion: 1 }, base: 0.3,
    mood: { warm: 0.1, light: 0.3 }, shape: { wide: 0.3 }, cutout: 0.2, fallbackHue: 330, tone: 'light',
  },
  // Floor sets for products that stand on a floor (furniture, appliances, vehicles): no set
  // piece, a floor surface, a room-scale backdrop.
  'studio-floor-cyclorama': {
    set: 'none', surface: 'terrazzo', backdrop: 'seamless', gobo: 'none', palette: 'tonal', style: 'studio', timeOfDay: 'natural',
    premium: false, topics: { tech: 1, urban: 1, office: 0.5 }, base: 0.9,
    mood: { warm: 0, light: 0.2 }, shape: { wide: 0.3, square: 0.1 }, cutout: 0.3, fallbackHue: 215, tone: 'light', classes: ['large', 'vehicle'],
  },
  'loft-floor-window': {
    set: 'none', surface: 'concrete', backdrop: 'window', gobo: 'window', palette: 'tonal', style: 'lifestyle', timeOfDay: 'golden_hour',
    premium: false, topics: { urban: 2, home: 1.5, outdoor: 0.5 }, base: 0.6,
    mood: { warm: 0.4, light: 0 }, shape: { wide: 0.2, square: 0.1 }, cutout: 0, fallbackHue: 28, tone: 'light', classes: ['large', 'vehicle'],
  },
  'oak-floor-slatted-wall': {
    set: 'none', surface: 'wood', backdrop: 'wall', gobo: 'blinds', palette: 'complementary', style: 'natural', timeOfDay: 'natural',
    premium: false, topics: { home: 2, office: 1 }, base: 0.5,
    mood: { warm: 0.3, light: 0.2 }, shape: { square: 0.2, tall: 0.1 }, cutout: 0, fallbackHue: 200, tone: 'light', classes: ['large', 'vehicle'],
  },
  'marble-floor-gradient': {
    set: 'none', surface: 'marble', backdrop: 'gradient', gobo: 'none', palette: 'complementary', style: 'natural', timeOfDay: 'soft_morning',
    premium: false, topics: { luxury: 1.5, home: 1 }, base: 0.4,
    mood: { warm: -0.2, light: 0.4 }, shape: { wide: 0.2, tall: 0.1 }, cutout: 0.2, fallbackHue: 190, tone: 'light', classes: ['large', 'vehicle'],
  },
  'showroom-floor-night': {
    set: 'none', surface: 'wood', backdrop: 'bokeh', gobo: 'none', palette: 'complementary', style: 'cinematic', timeOfDay: 'night_light',
    premium: true, topics: { urban: 2, luxury: 2, tech: 1 }, base: 0.5,
    mood: { warm: -0.2, light: -0.6 }, shape: { wide: 0.3 }, cutout: 0, fallbackHue: 220, tone: 'dark', classes: ['large', 'vehicle'],
  },
  'gallery-floor-window': {
    set: 'none', surface: 'marble', backdrop: 'window', gobo: 'window', palette: 'tonal', style: 'lifestyle', timeOfDay: 'soft_morning',
    premium: true, topics: { home: 2, luxury: 1.5 }, base: 0.5,
    mood: { warm: 0.2, light: 0.4 }, shape: { square: 0.2, wide: 0.2 }, cutout: 0, fallbackHue: 30, tone: 'light', classes: ['large', 'vehicle'],
  },
};

/** The local studio recipes, in RECIPE_KEYS order. */
export const STUDIO_RECIPES: readonly StudioRecipe[] = RECIPE_KEYS.map((key) => ({ key, ...R[key] }));

/**
 * Surfaces and backdrops each class can stand on and before. A vehicle or a large product stands
 * on a floor (never on linen, sand or a glass top) before a room-scale backdrop (not a shelf of
 * small shapes); smaller products take any.
 */
const FLOOR_SURFACES: readonly Surface[] = ['wood', 'concrete', 'paper', 'terrazzo', 'marble'];
const SURFACES_BY_CLASS: Record<ProductClass, readonly Surface[] | null> = { small: null, tabletop: null, wearable: null, large: FLOOR_SURFACES, vehicle: FLOOR_SURFACES };
const BACKDROPS_BY_CLASS: Record<ProductClass, readonly Backdrop[] | null> = {
  small: null,
  tabletop: null,
  wearable: null,
  large: null,
  vehicle: ['wall', 'gradient', 'window', 'bokeh', 'seamless'],
};

/** Whether a recipe suits a product class: its set piece (../../studio/composition.ts), surface, backdrop and its own class list. */
export function recipeSuits(r: StudioRecipe, productClass: ProductClass): boolean {
  if (r.classes && !r.classes.includes(productClass)) return false;
  if (!setSuits(r.set, productClass)) return false;
  const surfaces = SURFACES_BY_CLASS[productClass];
  const backdrops = BACKDROPS_BY_CLASS[productClass];
  return (!surfaces || surfaces.includes(r.surface)) && (!backdrops || backdrops.includes(r.backdrop));
}

/** The recipes a product class is offered, in catalogue order. */
export function recipesFor(productClass: ProductClass): StudioRecipe[] {
  return STUDIO_RECIPES.filter((r) => recipeSuits(r, productClass));
}
