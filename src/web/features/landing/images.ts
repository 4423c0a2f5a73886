/**
 * The landing page's images (src/web/assets/landing, made once by scripts/landing-images.ts with the
 * local studio renderer from CC0 / Apache-2.0 sample photos listed in SOURCES.md there). Each
 * entry has its real pixel size so the page reserves space before the file arrives.
 */
import manifest from '@web/assets/landing/manifest.json';

const urls = import.meta.glob<string>('../../assets/landing/*.webp', { eager: true, import: 'default', query: '?url' });

export type ProductId = 'coffee' | 'apple' | 'cookies';

export interface LandingImage {
  src: string;
  width: number;
  height: number;
  product: ProductId;
  kind: 'before' | 'scene';
  file: string;
  style?: string;
  timeOfDay?: string;
  aspectRatio?: string;
}

export const LANDING_IMAGES: readonly LandingImage[] = manifest.map((entry) => ({
  ...(entry as Omit<LandingImage, 'src'>),
  src: urls[`../../assets/landing/${entry.file}`] ?? '',
}));

/** One image by file name (e.g. 'coffee-1.webp'). */
export function landingImage(file: string): LandingImage {
  const image = LANDING_IMAGES.find((i) => i.file === file);
  if (!image) throw new Error(`missing landing image ${file}`);
  return image;
}

/** The generated scenes (the community gallery's pool). */
export const SCENE_IMAGES = LANDING_IMAGES.filter((i) => i.kind === 'scene');
