/**
 * Language-neutral scene templates of the local scenario engine. Texts live in the per-language packs
 * (./pt.ts, ./en.ts, ./fr.ts, ./es.ts, ./de.ts), keyed by TemplateKey.
 *
 * Every template has a unique surface + backdrop pair, so any selection of six is free of duplicate
 * scenes. Scores used by the engine:
 *   topics      weight per topic found in the user's features/audience (keywords.ts)
 *   base        prior for all-round templates that fit almost any product
 *   mood        preference for warm (+) / cool (-) and light (+) / dark (-) product colours, in [-1, 1]
 *   shape       bonus when the product photo is tall, wide or square
 * Accent colour: 'harmony' is how the accent hue relates to the product's key hue, 'fallbackHue' is used
 * when the product is achromatic, and 'tone' says whether the scene wants a light or a dark accent.
 */
import type { Backdrop, Style, Surface, TimeOfDay } from '../../../../shared/catalog';
import type { Topic } from './keywords';

export const TEMPLATE_KEYS = [
  'morning-kitchen',
  'cosy-shelf',
  'bathroom-vanity',
  'outdoor-picnic',
  'cafe-table',
  'desk-flatlay',
  'gift-unboxing',
  'gym-bag',
  'beach-sand',
  'botanical-greenhouse',
  'studio-plinth',
  'night-city-window',
  'festive-table',
  'ugc-handheld',
  'cinematic-hero',
  'editorial-still-life',
  'splash-campaign',
  'rooftop-sunset',
  'nature-expedition',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export type ProductShape = 'tall' | 'wide' | 'square';
export type Harmony = 'complementary' | 'analogous' | 'split';

export interface SceneTemplate {
  key: TemplateKey;
  surface: Surface;
  backdrop: Backdrop;
  style: Style;
  timeOfDay: TimeOfDay;
  /** Premium concepts are the richer campaign-grade scenes; the engine always returns two of them, last. */
  premium: boolean;
  topics: Partial<Record<Topic, number>>;
  base: number;
  mood: { warm: number; light: number };
  shape: Partial<Record<ProductShape, number>>;
  harmony: Harmony;
  fallbackHue: number;
  tone: 'light' | 'dark';
}

export const SCENE_TEMPLATES: readonly SceneTemplate[] = [
  {
    key: 'morning-kitchen', surface: 'wood', backdrop: 'window', style: 'lifestyle', timeOfDay: 'soft_morning',
    premium: false, topics: { coffee: 3, food: 3, home: 1, kids: 1, wellness: 0.5 }, base: 0.4,
    mood: { warm: 0.5, light: 0.5 }, shape: { square: 0.2, tall: 0.1 }, harmony: 'analogous', fallbackHue: 32, tone: 'light',
  },
  {
    key: 'cosy-shelf', surface: 'linen', backdrop: 'shelf', style: 'lifestyle', timeOfDay: 'golden_hour',
    premium: false, topics: { home: 3, wellness: 1, pets: 1.5, gift: 0.5, eco: 0.5 }, base: 0.4,
    mood: { warm: 0.7, light: 0 }, shape: { tall: 0.3 }, harmony: 'analogous', fallbackHue: 24, tone: 'light',
  },
  {
    key: 'bathroom-vanity', surface: 'marble', backdrop: 'wall', style: 'natural', timeOfDay: 'soft_morning',
    premium: false, topics: { skincare: 3.5, wellness: 2, luxury: 0.5 }, base: 0.2,
    mood: { warm: -0.5, light: 0.8 }, shape: { tall: 0.3 }, harmony: 'complementary', fallbackHue: 190, tone: 'light',
  },
  {
    key: 'outdoor-picnic', surface: 'linen', backdrop: 'foliage', style: 'natural', timeOfDay: 'golden_hour',
    premium: false, topics: { outdoor: 2.5, food: 2, kids: 2, pets: 1.5, drinks: 1, eco: 0.5 }, base: 0.2,
    mood: { warm: 0.3, light: 0.4 }, shape: { wide: 0.3 }, harmony: 'analogous', fallbackHue: 95, tone: 'light',
  },
  {
    key: 'cafe-table', surface: 'terrazzo', backdrop: 'bokeh', style: 'lifestyle', timeOfDay: 'natural',
    premium: false, topics: { coffee: 3, food: 1.5, social: 1, urban: 1, office: 0.5 }, base: 0.3,
    mood: { warm: 0.5, light: 0 }, shape: { square: 0.2 }, harmony: 'split', fallbackHue: 18, tone: 'light',
  },
  {
    key: 'desk-flatlay', surface: 'paper', backdrop: 'wall', style: 'professional', timeOfDay: 'natural',
    premium: false, topics: { office: 3, tech: 2, social: 0.5, fashion: 0.5 }, base: 0.2,
    mood: { warm: 0, light: 0.5 }, shape: { wide: 0.3 }, harmony: 'complementary', fallbackHue: 210, tone: 'light',
  },
  {
    key: 'gift-unboxing', surface: 'paper', backdrop: 'gradient', style: 'vibrant', timeOfDay: 'natural',
    premium: false, topics: { gift: 3, festive: 1.5, kids: 1, social: 1, fashion: 1, luxury: 0.5 }, base: 0.3,
    mood: { warm: 0.2, light: 0.3 }, shape: { wide: 0.2, square: 0.1 }, harmony: 'complementary', fallbackHue: 340, tone: 'light',
  },
  {
    key: 'gym-bag', surface: 'concrete', backdrop: 'wall', style: 'vibrant', timeOfDay: 'natural',
    premium: false, topics: { fitness: 3.5, outdoor: 0.5, social: 0.5, drinks: 0.5 }, base: 0.1,
    mood: { warm: -0.3, light: -0.2 }, shape: { tall: 0.1 }, harmony: 'complementary', fallbackHue: 200, tone: 'light',
  },
  {
    key: 'beach-sand', surface: 'sand', backdrop: 'gradient', style: 'natural', timeOfDay: 'golden_hour',
    premium: false, topics: { beach: 3.5, outdoor: 1, skincare: 1, drinks: 0.5, fashion: 0.5 }, base: 0.1,
    mood: { warm: 0.6, light: 0.6 }, shape: { wide: 0.2 }, harmony: 'complementary', fallbackHue: 195, tone: 'light',
  },
  {
    key: 'botanical-greenhouse', surface: 'glass', backdrop: 'foliage', style: 'natural', timeOfDay: 'soft_morning',
    premium: false, topics: { eco: 3, skincare: 1, wellness: 1 }, base: 0.2,
    mood: { warm: -0.4, light: 0.3 }, shape: { tall: 0.3 }, harmony: 'analogous', fallbackHue: 120, tone: 'light',
  },
  {
    key: 'studio-plinth', surface: 'concrete', backdrop: 'seamless', style: 'minimal', timeOfDay: 'natural',
    premium: false, topics: { tech: 1, fashion: 1, luxury: 0.5, skincare: 0.5 }, base: 0.9,
    mood: { warm: 0, light: 0 }, shape: { tall: 0.2, square: 0.1 }, harmony: 'analogous', fallbackHue: 30, tone: 'light',
  },
  {
    key: 'night-city-window', surface: 'glass', backdrop: 'window', style: 'cinematic', timeOfDay: 'night_light',
    premium: false, topics: { urban: 3, tech: 1.5, drinks: 1.5, luxury: 1 }, base: 0.1,
    mood: { warm: -0.4, light: -0.9 }, shape: { tall: 0.2 }, harmony: 'complementary', fallbackHue: 225, tone: 'dark',
  },
  {
    key: 'festive-table', surface: 'wood', backdrop: 'bokeh', style: 'lifestyle', timeOfDay: 'night_light',
    premium: false, topics: { festive: 3, gift: 1.5, drinks: 1.5, food: 1, kids: 0.5 }, base: 0.1,
    mood: { warm: 0.7, light: -0.5 }, shape: { wide: 0.3 }, harmony: 'split', fallbackHue: 5, tone: 'dark',
  },
  {
    key: 'ugc-handheld', surface: 'linen', backdrop: 'window', style: 'lifestyle', timeOfDay: 'natural',
    premium: false, topics: { social: 3, skincare: 1, fashion: 1, pets: 1.5, tech: 0.5 }, base: 0.6,
    mood: { warm: 0, light: 0.3 }, shape: { tall: 0.2, square: 0.2 }, harmony: 'analogous', fallbackHue: 20, tone: 'light',
  },
  {
    key: 'cinematic-hero', surface: 'glass', backdrop: 'gradient', style: 'cinematic', timeOfDay: 'night_light',
    premium: true, topics: { luxury: 3, tech: 2, fashion: 1, drinks: 1 }, base: 0.5,
    mood: { warm: -0.2, light: -0.9 }, shape: { tall: 0.3 }, harmony: 'complementary', fallbackHue: 230, tone: 'dark',
  },
  {
    key: 'editorial-still-life', surface: 'marble', backdrop: 'seamless', style: 'studio', timeOfDay: 'golden_hour',
    premium: true, topics: { luxury: 2, fashion: 2, skincare: 1.5, home: 1.5 }, base: 0.5,
    mood: { warm: 0.3, light: 0.3 }, shape: { square: 0.2, tall: 0.1 }, harmony: 'split', fallbackHue: 28, tone: 'light',
  },
  {
    key: 'splash-campaign', surface: 'glass', backdrop: 'seamless', style: 'vibrant', timeOfDay: 'natural',
    premium: true, topics: { drinks: 3, skincare: 1.5, food: 1.5, coffee: 1, fitness: 1, beach: 0.5 }, base: 0.3,
    mood: { warm: -0.5, light: 0.4 }, shape: { tall: 0.2 }, harmony: 'analogous', fallbackHue: 195, tone: 'light',
  },
  {
    key: 'rooftop-sunset', surface: 'concrete', backdrop: 'bokeh', style: 'cinematic', timeOfDay: 'golden_hour',
    premium: true, topics: { urban: 2, social: 2, drinks: 1.5, fashion: 1.5 }, base: 0.3,
    mood: { warm: 0.8, light: -0.2 }, shape: { wide: 0.2 }, harmony: 'complementary', fallbackHue: 25, tone: 'dark',
  },
  {
    key: 'nature-expedition', surface: 'wood', backdrop: 'foliage', style: 'cinematic', timeOfDay: 'golden_hour',
    premium: true, topics: { outdoor: 3, eco: 1.5, fitness: 1.5, beach: 0.5 }, base: 0.2,
    mood: { warm: 0.2, light: -0.2 }, shape: { wide: 0.3 }, harmony: 'analogous', fallbackHue: 100, tone: 'dark',
  },
];
