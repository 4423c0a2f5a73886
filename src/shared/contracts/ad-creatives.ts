/**
 * Contract of ad creatives: brand kits, copy candidates, previews, ad sets (one design in every
 * chosen placement, in 1 to 5 variants that differ in one declared dimension) and their checks.
 * Options and limits: src/shared/ad-creatives.ts; rules: docs/product.md, 'Ad creatives'.
 */
import { z } from 'zod';
import {
  AD_ANGLES,
  AD_FONTS,
  AD_LAYOUTS,
  AD_OUTPUT_FORMATS,
  AD_PLACEMENT_IDS,
  AD_TEXT_LIMITS,
  AD_TONES,
  AD_VARIANT_DIMENSIONS,
  AD_VARIANT_NAMES,
  BRAND_KIT_LIMITS,
  HEX_COLOUR,
} from '../ad-creatives';
import { safeText } from '../safe-text';

export const AD_COLOUR_SCHEMES = ['light', 'bold'] as const;
export type AdColourScheme = (typeof AD_COLOUR_SCHEMES)[number];

const colour = z.string().toLowerCase().regex(HEX_COLOUR, 'a colour as #rrggbb');

/** Brand kit fields (the logo is uploaded on its own). */
export const brandKitFieldsSchema = z
  .object({
    name: safeText(BRAND_KIT_LIMITS.name, 1),
    colours: z.array(colour).min(BRAND_KIT_LIMITS.colours.min).max(BRAND_KIT_LIMITS.colours.max).meta({ description: '1 to 5 colours, #rrggbb; the first is the primary' }),
    headingFont: z.enum(AD_FONTS),
    bodyFont: z.enum(AD_FONTS),
    tone: z.enum(AD_TONES),
  })
  .strict()
  .meta({ id: 'BrandKitFields' });
export type BrandKitFields = z.infer<typeof brandKitFieldsSchema>;

export const brandKitSchema = brandKitFieldsSchema
  .extend({
    id: z.uuid(),
    logo: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BrandKit' });
export type BrandKit = z.infer<typeof brandKitSchema>;

/** The texts of one creative. The offer badge and the quote are only ever the user's words. */
export const adTextsSchema = z
  .object({
    headline: safeText(AD_TEXT_LIMITS.headline, 1),
    subline: safeText(AD_TEXT_LIMITS.subline).optional(),
    cta: safeText(AD_TEXT_LIMITS.cta, 1),
    badge: safeText(AD_TEXT_LIMITS.badge).optional().meta({ description: 'Your offer (a price, a discount): never written for you' }),
    quote: safeText(AD_TEXT_LIMITS.quote).optional().meta({ description: 'A quote you have the right to use (quote card only)' }),
    author: safeText(AD_TEXT_LIMITS.quoteAuthor).optional(),
  })
  .strict()
  .meta({ id: 'AdTexts' });
export type AdTexts = z.infer<typeof adTextsSchema>;
export type AdTextRole = keyof AdTexts;

/** POST /ad-copy: candidates for each text. */
export const adCopyRequestSchema = z
  .object({
    productId: z.uuid().optional(),
    features: safeText(600).optional(),
    audience: safeText(200).optional(),
    angle: z.enum(AD_ANGLES),
    tone: z.enum(AD_TONES),
    brandName: safeText(BRAND_KIT_LIMITS.name).optional(),
    offer: safeText(AD_TEXT_LIMITS.badge).optional(),
  })
  .strict()
  .meta({ id: 'AdCopyRequest' });
export type AdCopyRequest = z.infer<typeof adCopyRequestSchema>;

export const adCopySchema = z
  .object({
    headlines: z.array(z.string()),
    sublines: z.array(z.string()),
    ctas: z.array(z.string()),
    /** Who wrote them: the local templates or the configured chat model. */
    source: z.enum(['local', 'model']),
  })
  .meta({ id: 'AdCopy' });
export type AdCopy = z.infer<typeof adCopySchema>;

/** Where the product's pixels come from: its photo's cut-out, or an image already made (packshot or scene). */
export const adProductSourceSchema = z
  .object({
    sourceImageId: z.uuid().optional().meta({ description: 'A photo: its cut-out is used' }),
    imageId: z.uuid().optional().meta({ description: 'A packshot or scene from your library, drawn framed' }),
  })
  .strict()
  .refine((v) => Boolean(v.sourceImageId) !== Boolean(v.imageId), { message: 'give a photo or an image, not both' })
  .meta({ id: 'AdProductSource' });

/** One variant: the texts, layout and colours it uses (they differ from A's only in the set's dimension). */
export const adVariantSchema = z
  .object({
    texts: adTextsSchema,
    layout: z.enum(AD_LAYOUTS),
    scheme: z.enum(AD_COLOUR_SCHEMES),
    /** Index of the brand colour used as primary. */
    colourIndex: z.number().int().min(0).max(4),
  })
  .strict()
  .meta({ id: 'AdVariant' });
export type AdVariant = z.infer<typeof adVariantSchema>;

const designFields = {
  productId: z.uuid().optional().meta({ description: 'The product the set is kept under in the library' }),
  product: adProductSourceSchema,
  brandKitId: z.uuid(),
  placements: z
    .array(z.enum(AD_PLACEMENT_IDS))
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'each placement once' }),
  dimension: z.enum(AD_VARIANT_DIMENSIONS),
  variants: z.array(adVariantSchema).min(1).max(AD_VARIANT_NAMES.length),
  format: z.enum(AD_OUTPUT_FORMATS),
};

/** POST /ad-sets/preview: small previews of one variant, free, with their checks. */
export const adPreviewRequestSchema = z.object({ ...designFields, variant: z.number().int().min(0).max(4) }).strict().meta({ id: 'AdPreviewRequest' });
export type AdPreviewRequest = z.infer<typeof adPreviewRequestSchema>;

/** POST /ad-sets. */
export const createAdSetSchema = z.object(designFields).strict().meta({ id: 'CreateAdSet' });
export type CreateAdSet = z.infer<typeof createAdSetSchema>;

/** The computed checks of one creative (every `ok` true: it passed). */
export const adCheckReportSchema = z
  .object({
    passed: z.boolean(),
    overflow: z.object({ ok: z.boolean(), roles: z.array(z.string()) }).meta({ description: 'Texts that did not fit their box, or touched another' }),
    contrast: z.object({ ok: z.boolean(), texts: z.array(z.object({ role: z.string(), ratio: z.number(), required: z.number() })) }),
    productClear: z.object({ ok: z.boolean(), roles: z.array(z.string()) }),
    safeZone: z.object({ ok: z.boolean(), roles: z.array(z.string()) }),
    logoAspect: z.object({ ok: z.boolean(), error: z.number() }),
    glyphs: z.object({ ok: z.boolean(), missing: z.array(z.string()) }),
    fileSize: z.object({ ok: z.boolean(), bytes: z.number().int(), max: z.number().int().nullable() }),
    textShare: z.object({ ok: z.boolean(), share: z.number(), max: z.number().nullable() }),
  })
  .meta({ id: 'AdCheckReport' });
export type AdCheckReport = z.infer<typeof adCheckReportSchema>;

export const adPreviewSchema = z
  .object({
    placements: z.array(z.object({ placement: z.enum(AD_PLACEMENT_IDS), width: z.number().int(), height: z.number().int(), image: z.string().meta({ description: 'A data: URL of a small WebP preview' }), checks: adCheckReportSchema })),
  })
  .meta({ id: 'AdPreview' });
export type AdPreview = z.infer<typeof adPreviewSchema>;

export const AD_SET_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed'] as const;
export const AD_CREATIVE_STATUSES = ['queued', 'succeeded', 'flagged', 'failed'] as const;

export const adCreativeSchema = z
  .object({
    id: z.uuid(),
    variant: z.enum(AD_VARIANT_NAMES),
    placement: z.enum(AD_PLACEMENT_IDS),
    status: z.enum(AD_CREATIVE_STATUSES),
    width: z.number().int(),
    height: z.number().int(),
    imageId: z.uuid().nullable(),
    checks: z.union([adCheckReportSchema, z.null()]).meta({ description: 'Null until the creative is drawn' }),
    error: z.string().nullable(),
  })
  .meta({ id: 'AdCreative' });

export const adSetSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(AD_SET_STATUSES),
    productId: z.uuid().nullable(),
    dimension: z.enum(AD_VARIANT_DIMENSIONS),
    variants: z.array(adVariantSchema.extend({ name: z.enum(AD_VARIANT_NAMES) })),
    placements: z.array(z.enum(AD_PLACEMENT_IDS)),
    format: z.enum(AD_OUTPUT_FORMATS),
    watermark: z.boolean(),
    creditsCharged: z.number().int(),
    creditsRefunded: z.number().int(),
    creatives: z.array(adCreativeSchema),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'AdSet' });
export type AdSetView = z.infer<typeof adSetSchema>;
