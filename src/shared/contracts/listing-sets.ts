/**
 * Contract of listing sets: a product's listing images for one marketplace, slot by slot, in the
 * user's order. Options, limits and the marketplaces' rules: src/shared/listing-sets.ts; rules:
 * docs/product.md, 'Listing sets', and docs/listing-images.md.
 */
import { z } from 'zod';
import { AD_FONTS, HEX_COLOUR } from '../ad-creatives';
import { LISTING_ICONS } from '../listing-icons';
import { LENGTH_UNITS, LISTING_MARKETPLACES, LISTING_MAX_MEASURE, LISTING_SLOT_KINDS, LISTING_TEXT_LIMITS, WEIGHT_UNITS } from '../listing-sets';
import { safeText } from '../safe-text';
import { complianceSchema } from './studio';

const L = LISTING_TEXT_LIMITS;
const unit = z.number().min(0).max(1);
const measure = z.number().positive().max(LISTING_MAX_MEASURE);

/** The product's size as the seller measured it, in the seller's units (never converted, never guessed). */
export const listingDimensionsSchema = z
  .object({
    width: measure,
    height: measure,
    depth: measure.optional(),
    unit: z.enum(LENGTH_UNITS),
    weight: measure.optional(),
    weightUnit: z.enum(WEIGHT_UNITS).optional(),
  })
  .strict()
  .refine((d) => (d.weight === undefined) === (d.weightUnit === undefined), { message: 'a weight needs its unit' })
  .meta({ id: 'ListingDimensions' });
export type ListingDimensions = z.infer<typeof listingDimensionsSchema>;

/** A point on the product, as fractions of its box (0,0 top left; 1,1 bottom right). */
export const listingPointSchema = z.object({ x: unit, y: unit }).strict().meta({ id: 'ListingPoint' });
export type ListingPoint = z.infer<typeof listingPointSchema>;

/** A region of the product's photo, as fractions of the photo. */
export const listingRegionSchema = z
  .object({ x: unit, y: unit, width: z.number().gt(0).max(1), height: z.number().gt(0).max(1) })
  .strict()
  .refine((r) => r.x + r.width <= 1.0001 && r.y + r.height <= 1.0001, { message: 'the region leaves the photo' })
  .meta({ id: 'ListingRegion' });
export type ListingRegion = z.infer<typeof listingRegionSchema>;

export const listingCalloutSchema = z
  .object({
    icon: z.enum(LISTING_ICONS),
    title: safeText(L.calloutTitle, 1),
    text: safeText(L.calloutText).optional(),
    anchor: listingPointSchema.optional().meta({ description: 'Where the leader line points on the product; chosen on its edge when left out' }),
  })
  .strict()
  .meta({ id: 'ListingCallout' });
export type ListingCallout = z.infer<typeof listingCalloutSchema>;

const title = safeText(L.title).optional();

/** One slot of a set, in listing order. */
export const listingSlotSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('main') }).strict(),
    z.object({ kind: z.literal('scene'), imageId: z.uuid().meta({ description: 'A scene or lifestyle image of this product from your library' }) }).strict(),
    z.object({ kind: z.literal('infographic'), title, callouts: z.array(listingCalloutSchema).min(L.callouts.min).max(L.callouts.max) }).strict(),
    z.object({ kind: z.literal('dimensions'), title }).strict(),
    z
      .object({
        kind: z.literal('detail'),
        region: listingRegionSchema.optional().meta({ description: 'Left out: the region with the most detail' }),
        rank: z.number().int().min(0).max(L.detailRegions.max - 1).default(0).meta({ description: 'Without a region: 0 = most detailed, 1 = next, 2' }),
      })
      .strict(),
    z.object({ kind: z.literal('angles'), title, sourceImageIds: z.array(z.uuid()).min(L.angles.min).max(L.angles.max) }).strict(),
    z.object({ kind: z.literal('comparison'), title: safeText(L.title, 1), lines: z.array(safeText(L.comparisonLine, 1)).min(L.comparisonLines.min).max(L.comparisonLines.max) }).strict(),
  ])
  .meta({ id: 'ListingSlot' });
export type ListingSlot = z.infer<typeof listingSlotSchema>;

/** The design of a set's texts and lines: a brand kit's fonts and colours, or Vitrine's defaults. */
export const listingStyleSchema = z
  .object({
    headingFont: z.enum(AD_FONTS),
    bodyFont: z.enum(AD_FONTS),
    accent: z.string().toLowerCase().regex(HEX_COLOUR),
  })
  .strict()
  .meta({ id: 'ListingStyle' });
export type ListingStyle = z.infer<typeof listingStyleSchema>;

/** The computed checks of one listing image (every `ok` true: it passed). */
export const listingCheckReportSchema = z
  .object({
    passed: z.boolean(),
    size: z.object({ ok: z.boolean(), width: z.number().int(), height: z.number().int() }).meta({ description: "Exactly the marketplace's size" }),
    overflow: z.object({ ok: z.boolean(), items: z.array(z.string()) }).meta({ description: 'Texts that did not fit their box' }),
    contrast: z.object({ ok: z.boolean(), texts: z.array(z.object({ item: z.string(), ratio: z.number(), required: z.number() })) }),
    productClear: z.object({ ok: z.boolean(), items: z.array(z.string()) }).meta({ description: 'Texts drawn over the product' }),
    glyphs: z.object({ ok: z.boolean(), missing: z.array(z.string()) }),
    enlarged: z.object({ ok: z.boolean(), factor: z.number() }).meta({ description: "How far the photo's pixels were enlarged (1 or less: not at all)" }),
    compliance: complianceSchema.nullable().meta({ description: 'The main image: the packshot compliance check' }),
  })
  .meta({ id: 'ListingCheckReport' });
export type ListingCheckReport = z.infer<typeof listingCheckReportSchema>;

const setFields = {
  productId: z.uuid(),
  marketplace: z.enum(LISTING_MARKETPLACES),
  sourceImageId: z.uuid().optional().meta({ description: "The product's photo to cut out (default: its first photo)" }),
  brandKitId: z.uuid().optional().meta({ description: "The fonts and colour of a brand kit (default: Vitrine's)" }),
  dimensions: listingDimensionsSchema.optional(),
  slots: z.array(listingSlotSchema).min(1),
};

/** POST /listing-sets/preview: small previews of the chosen slots, free. */
export const listingPreviewRequestSchema = z.object(setFields).strict().meta({ id: 'ListingPreviewRequest' });
export type ListingPreviewRequest = z.infer<typeof listingPreviewRequestSchema>;

/** POST /listing-sets. */
export const createListingSetSchema = z.object(setFields).strict().meta({ id: 'CreateListingSet' });
export type CreateListingSet = z.infer<typeof createListingSetSchema>;

export const listingPreviewSchema = z
  .object({
    images: z.array(
      z.object({
        position: z.number().int(),
        kind: z.enum(LISTING_SLOT_KINDS),
        width: z.number().int().meta({ description: "The marketplace's size, px (the preview itself is smaller)" }),
        height: z.number().int(),
        image: z.string().meta({ description: 'A data: URL of a small WebP preview' }),
        checks: listingCheckReportSchema,
        anchors: z.array(listingPointSchema).nullable().meta({ description: "An infographic's points, in callout order, as fractions of the product's box" }),
        productBox: listingRegionSchema.nullable().meta({ description: "An infographic's product box, as fractions of the image" }),
        region: listingRegionSchema.nullable().meta({ description: "A detail crop's region of the photo" }),
        altText: z.string(),
      }),
    ),
  })
  .meta({ id: 'ListingPreview' });
export type ListingPreview = z.infer<typeof listingPreviewSchema>;

export const LISTING_SET_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed'] as const;
export const LISTING_IMAGE_STATUSES = ['queued', 'succeeded', 'flagged', 'failed'] as const;

export const listingImageSchema = z
  .object({
    position: z.number().int().meta({ description: 'From 1, in listing order' }),
    kind: z.enum(LISTING_SLOT_KINDS),
    status: z.enum(LISTING_IMAGE_STATUSES),
    fileName: z.string().meta({ description: 'Its name in the zip: 01-main.jpg, 02-infographic.jpg…' }),
    imageId: z.uuid().nullable(),
    width: z.number().int(),
    height: z.number().int(),
    altText: z.string(),
    checks: z.union([listingCheckReportSchema, z.null()]),
    error: z.string().nullable(),
  })
  .meta({ id: 'ListingImage' });
export type ListingImageView = z.infer<typeof listingImageSchema>;

export const listingSetSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(LISTING_SET_STATUSES),
    productId: z.uuid().nullable(),
    marketplace: z.enum(LISTING_MARKETPLACES),
    language: z.string(),
    dimensions: listingDimensionsSchema.nullable(),
    slots: z.array(listingSlotSchema),
    creditsCharged: z.number().int(),
    creditsRefunded: z.number().int(),
    images: z.array(listingImageSchema),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ListingSet' });
export type ListingSetView = z.infer<typeof listingSetSchema>;
