/**
 * The design a user builds in the Ad Creatives flow, and how it becomes the API's request: the
 * product's picture, the brand kit, the texts, the layout, the placements, and the variants that
 * differ in one dimension (headline, layout or colour), named A to E.
 */
import { AD_VARIANT_NAMES, type AdLayout, type AdOutputFormat, type AdPlacementId, type AdVariantDimension } from '@shared/ad-creatives';
import type { AdTexts, AdVariant, CreateAdSet } from './api';

export const AD_STEPS = ['product', 'brand', 'copy', 'layout', 'preview', 'export'] as const;
export type AdStep = (typeof AD_STEPS)[number];

export interface AdProductChoice {
  productId: string;
  title: string;
  /** A photo (its cut-out is used) or an image made from it (a packshot or scene). */
  source: { sourceImageId: string } | { imageId: string };
}

export interface AdDesign {
  product: AdProductChoice | null;
  brandKitId: string | null;
  texts: AdTexts;
  layout: AdLayout;
  scheme: 'light' | 'bold';
  colourIndex: number;
  placements: AdPlacementId[];
  format: AdOutputFormat;
  dimension: AdVariantDimension;
  /** The values of variants B, C... in the dimension: headlines, layouts, or 'scheme:colourIndex'. */
  others: string[];
}

export const INITIAL_DESIGN: AdDesign = {
  product: null,
  brandKitId: null,
  texts: { headline: '', subline: '', cta: '' },
  layout: 'product-left',
  scheme: 'light',
  colourIndex: 0,
  placements: ['meta-feed-square', 'meta-stories', 'google-300x250'],
  format: 'png',
  dimension: 'headline',
  others: [],
};

/** The texts as the API takes them: trimmed, empty optional ones left out. */
export function cleanTexts(texts: AdTexts): AdTexts {
  const out: AdTexts = { headline: texts.headline.trim(), cta: texts.cta.trim() };
  for (const key of ['subline', 'badge', 'quote', 'author'] as const) {
    const v = texts[key]?.trim();
    if (v) out[key] = v;
  }
  return out;
}

/** Variant A and the others, each differing from A in the design's dimension only. */
export function variantsOf(design: AdDesign): AdVariant[] {
  const a: AdVariant = { texts: cleanTexts(design.texts), layout: design.layout, scheme: design.scheme, colourIndex: design.colourIndex };
  const others = design.others.slice(0, AD_VARIANT_NAMES.length - 1).map((value): AdVariant => {
    if (design.dimension === 'headline') return { ...a, texts: { ...a.texts, headline: value.trim() } };
    if (design.dimension === 'layout') return { ...a, layout: value as AdLayout };
    const [scheme, index] = value.split(':');
    return { ...a, scheme: scheme === 'bold' ? 'bold' : 'light', colourIndex: Number(index) || 0 };
  });
  return [a, ...others];
}

/** Why the variants cannot be made as they are (a blank or repeated value), or null. */
export function variantsProblem(design: AdDesign): 'blank' | 'repeated' | null {
  const variants = variantsOf(design);
  const keys = variants.map((v) => (design.dimension === 'headline' ? v.texts.headline.toLocaleLowerCase() : design.dimension === 'layout' ? v.layout : `${v.scheme}:${v.colourIndex}`));
  if (keys.some((k) => !k)) return 'blank';
  return new Set(keys).size === keys.length ? null : 'repeated';
}

/** The API's request for a set. @throws when the product or kit is not chosen (the flow does not allow it). */
export function requestOf(design: AdDesign): CreateAdSet {
  if (!design.product || !design.brandKitId) throw new Error('product and brand kit first');
  return {
    productId: design.product.productId,
    product: design.product.source,
    brandKitId: design.brandKitId,
    placements: design.placements,
    dimension: design.dimension,
    variants: variantsOf(design),
    format: design.format,
  };
}
