/**
 * Contract of products: what a seller sells, as they think of it: a title, an optional SKU or
 * handle, a description, features and audience (what ideas are written from), tags, and its photos
 * in order. Everything made from its photos (scenes, packshots) belongs to it. A product comes from
 * an upload, a shop import (Shopify, CSV) or the API (`origin`).
 */
import { z } from 'zod';
import { safeText, TEXT_LIMITS } from '../safe-text';

export const PRODUCT_ORIGINS = ['upload', 'shopify', 'csv', 'api'] as const;
export type ProductOrigin = (typeof PRODUCT_ORIGINS)[number];

/** Limits of a product's fields. */
export const PRODUCT_LIMITS = { title: 200, sku: 100, description: 5000, tags: 20, tag: 40, photos: 20 } as const;

/** What happens to a deleted product's photos and everything made from them. */
export const PRODUCT_DELETE_OUTPUTS = ['keep', 'delete'] as const;

const tagsSchema = z
  .array(safeText(PRODUCT_LIMITS.tag, 1))
  .max(PRODUCT_LIMITS.tags, `allows at most ${PRODUCT_LIMITS.tags} tags`)
  .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))])
  .meta({ description: `Up to ${PRODUCT_LIMITS.tags} tags (stored in lower case, each once)`, example: ['mugs', 'kitchen'] });

const photoIdsSchema = z
  .array(z.uuid())
  .max(PRODUCT_LIMITS.photos, `allows at most ${PRODUCT_LIMITS.photos} photos`)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'each photo once')
  .meta({ description: 'Your source photos of the product, in order (the first is the cover); a photo belongs to one product' });

/** POST /products. */
export const createProductSchema = z
  .object({
    title: safeText(PRODUCT_LIMITS.title, 1).meta({ example: 'Stoneware mug' }),
    sku: safeText(PRODUCT_LIMITS.sku, 1).optional().meta({ description: 'Your SKU or handle', example: 'MUG-350-SAGE' }),
    description: safeText(PRODUCT_LIMITS.description).optional(),
    features: safeText(TEXT_LIMITS.features).optional().meta({ description: 'What it is and does: the creators start from it', example: 'Stoneware, 350 ml, matte sage glaze, dishwasher safe' }),
    audience: safeText(TEXT_LIMITS.audience).optional().meta({ example: 'Coffee lovers' }),
    tags: tagsSchema.optional(),
    sourceImageIds: photoIdsSchema.optional(),
  })
  .strict()
  .meta({ id: 'CreateProduct' });
export type CreateProduct = z.infer<typeof createProductSchema>;

/** POST /products/{id}/photos: photos added after the product's own (repeats and photos it has count once). */
export const addProductPhotosSchema = z
  .object({ sourceImageIds: z.array(z.uuid()).min(1).max(PRODUCT_LIMITS.photos).meta({ description: `1 to ${PRODUCT_LIMITS.photos} of your source photos` }) })
  .strict()
  .meta({ id: 'AddProductPhotos' });
export type AddProductPhotos = z.infer<typeof addProductPhotosSchema>;

/** PATCH /products/{id}: the fields to change; `sourceImageIds` replaces the photos and their order. */
export const updateProductSchema = z
  .object({
    title: safeText(PRODUCT_LIMITS.title, 1).optional(),
    sku: safeText(PRODUCT_LIMITS.sku).nullable().optional().meta({ description: "null or '' removes it" }),
    description: safeText(PRODUCT_LIMITS.description).optional(),
    features: safeText(TEXT_LIMITS.features).optional(),
    audience: safeText(TEXT_LIMITS.audience).optional(),
    tags: tagsSchema.optional(),
    sourceImageIds: photoIdsSchema.optional(),
  })
  .strict()
  .meta({ id: 'UpdateProduct' });
export type UpdateProduct = z.infer<typeof updateProductSchema>;

/** GET /products query. */
export const listProductsQuerySchema = z.object({
  q: safeText(TEXT_LIMITS.search).optional().meta({ description: 'Words of the title, SKU or tags' }),
  tag: safeText(PRODUCT_LIMITS.tag).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** DELETE /products/{id} query. */
export const deleteProductQuerySchema = z.object({
  outputs: z
    .enum(PRODUCT_DELETE_OUTPUTS)
    .meta({ description: "keep: the photos and what was made from them stay in the library, loose; delete: they are deleted with the product" }),
});

export const productSummarySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    sku: z.string().nullable(),
    tags: z.array(z.string()),
    origin: z.enum(PRODUCT_ORIGINS),
    coverImageId: z.uuid().nullable().meta({ description: 'The first photo (a source image id)' }),
    photoCount: z.number().int(),
    outputCount: z.number().int().meta({ description: 'Images made from its photos and still in the library' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productPageSchema = z
  .object({ items: z.array(productSummarySchema), total: z.number().int().meta({ description: 'Products matching the filters' }), nextCursor: z.string().nullable() })
  .meta({ id: 'ProductPage' });
export type ProductPage = z.infer<typeof productPageSchema>;

export const productSchema = productSummarySchema
  .extend({
    description: z.string(),
    features: z.string(),
    audience: z.string(),
    photos: z.array(z.object({ id: z.uuid(), position: z.number().int(), width: z.number().int(), height: z.number().int(), name: z.string().nullable() })),
    outputs: z
      .array(z.object({ id: z.uuid(), kind: z.string(), sourceImageId: z.uuid(), width: z.number().int(), height: z.number().int(), createdAt: z.string() }))
      .meta({ description: 'Images made from its photos, newest first (at most 200)' }),
  })
  .meta({ id: 'Product' });
export type ProductView = z.infer<typeof productSchema>;

/** Why a CSV row is skipped (src/server/services/product-csv.ts). */
export const CSV_ROW_PROBLEMS = ['title_missing', 'title_too_long', 'text_too_long', 'text_invalid', 'image_missing', 'image_url_invalid', 'too_many_images', 'too_many_tags', 'sku_repeated'] as const;

/** POST /imports/csv/preview: a multipart `file` (a CSV of up to 5 MB and 1,000 rows). */
export const csvPreviewRequestSchema = z.object({ file: z.any().optional().meta({ type: 'string', format: 'binary' }) });

/** What a CSV would import: the columns found, and every row with its line and problems. */
export const csvPreviewSchema = z
  .object({
    columns: z.record(z.string(), z.string()).meta({ description: 'The header each field was read from, e.g. { "title": "Título" }' }),
    total: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
    rows: z.array(
      z.object({
        line: z.number().int().meta({ description: 'The line the row starts on (the header is line 1)' }),
        title: z.string(),
        sku: z.string().nullable(),
        imageUrls: z.array(z.string()),
        tags: z.array(z.string()),
        problems: z.array(z.object({ code: z.enum(CSV_ROW_PROBLEMS), message: z.string() })).meta({ description: 'Empty when the row can be imported' }),
      }),
    ),
  })
  .meta({ id: 'CsvPreview' });
export type CsvPreview = z.infer<typeof csvPreviewSchema>;
