/**
 * Contract of product imports: a CSV file or a Shopify store's products brought in as products,
 * as a job with progress and every row's or product's outcome; and the shops a user connected with
 * an access token (a private store read through Shopify's Admin API).
 */
import { z } from 'zod';
import { safeText } from '../safe-text';

export const IMPORT_SOURCES = ['csv', 'shopify'] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'cancelled'] as const;
/**
 * An item's outcome: pending (not yet done), imported (a new product), updated (a product of an
 * earlier import, found by its Shopify id or its SKU), failed (tried; `errors` says why), skipped
 * (a bad CSV row or a cancelled import: never tried).
 */
export const IMPORT_ITEM_STATUSES = ['pending', 'imported', 'updated', 'failed', 'skipped'] as const;

/** Products one import takes at most (a CSV's rows, a store's products). */
export const IMPORT_MAX_PRODUCTS = 1000;
/** Pixels an imported photo's shorter side needs at least: below, no packshot or scene reads sharp. */
export const IMPORT_PHOTO_MIN_SIDE = 300;

const storeUrlSchema = safeText(255, 1).meta({ description: "The store's domain or address, e.g. my-shop.myshopify.com or shop.example.com", example: 'my-shop.myshopify.com' });

/** POST /imports with JSON: a Shopify store's products. */
export const shopifyImportSchema = z
  .object({
    source: z.literal('shopify'),
    storeUrl: storeUrlSchema,
    productIds: z
      .array(z.string().regex(/^\d{1,20}$/, 'a Shopify product id (digits)'))
      .min(1)
      .max(IMPORT_MAX_PRODUCTS)
      .optional()
      .meta({ description: "Shopify product ids to import; without: all the store's products (up to 1,000)", example: ['7000000001', '7000000002'] }),
  })
  .strict()
  .meta({ id: 'ShopifyImport' });
export type ShopifyImportInput = z.infer<typeof shopifyImportSchema>;

/** POST /imports with multipart: a CSV `file`. */
export const csvImportRequestSchema = z.object({ file: z.any().optional().meta({ type: 'string', format: 'binary', description: 'A CSV of up to 5 MB and 1,000 rows (see POST /imports/csv/preview)' }) });

/** POST /imports/shopify/preview. */
export const shopifyPreviewRequestSchema = z.object({ storeUrl: storeUrlSchema }).strict().meta({ id: 'ShopifyPreviewRequest' });

export const shopifyPreviewSchema = z
  .object({
    store: z.string().meta({ description: "The store's host" }),
    access: z.enum(['public', 'token']).meta({ description: 'public: its products.json; token: the Admin API with your connected access token' }),
    truncated: z.boolean().meta({ description: 'The store has more than 1,000 products: the first 1,000 are listed' }),
    products: z.array(
      z.object({
        id: z.string().meta({ description: 'Shopify product id' }),
        title: z.string(),
        handle: z.string(),
        sku: z.string().nullable(),
        imageUrl: z.string().nullable().meta({ description: 'Its first photo' }),
        imageCount: z.number().int(),
        variantsCount: z.number().int(),
        productId: z.uuid().nullable().meta({ description: 'Your product from an earlier import of it (importing again updates it)' }),
      }),
    ),
  })
  .meta({ id: 'ShopifyPreview' });
export type ShopifyPreview = z.infer<typeof shopifyPreviewSchema>;

const importCounts = {
  total: z.number().int(),
  processed: z.number().int().meta({ description: 'Items done (imported, updated, failed or skipped)' }),
  imported: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
};

export const importSummarySchema = z
  .object({
    id: z.uuid(),
    source: z.enum(IMPORT_SOURCES),
    sourceName: z.string().nullable().meta({ description: "The store's host, or the file's name" }),
    status: z.enum(IMPORT_STATUSES),
    ...importCounts,
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ImportSummary' });
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importItemSchema = z.object({
  position: z.number().int(),
  line: z.number().int().nullable().meta({ description: "The CSV line the row starts on (the header is line 1)" }),
  externalId: z.string().nullable().meta({ description: 'Shopify product id' }),
  title: z.string(),
  sku: z.string().nullable(),
  status: z.enum(IMPORT_ITEM_STATUSES),
  productId: z.uuid().nullable(),
  errors: z.array(z.object({ code: z.string(), message: z.string() })).meta({ description: 'Why it failed or was skipped, in your language' }),
  url: z.string().nullable().meta({ description: 'The photo address that failed' }),
});
export type ImportItemView = z.infer<typeof importItemSchema>;

export const importSchema = importSummarySchema
  .extend({ startedAt: z.string().nullable(), items: z.array(importItemSchema).meta({ description: 'Every row or product, in order' }) })
  .meta({ id: 'Import' });
export type ImportView = z.infer<typeof importSchema>;

export const importListSchema = z.object({ items: z.array(importSummarySchema) }).meta({ id: 'ImportList' });

/** POST /shop-connections: a private Shopify store and its Admin API access token. */
export const connectShopSchema = z
  .object({
    storeUrl: storeUrlSchema,
    accessToken: safeText(200, 10).meta({ description: "A custom app's Admin API access token with the read_products scope (shpat_…); stored encrypted" }),
  })
  .strict()
  .meta({ id: 'ConnectShop' });

export const shopConnectionSchema = z
  .object({
    id: z.uuid(),
    platform: z.literal('shopify'),
    storeDomain: z.string(),
    tokenHint: z.string().meta({ description: "The token's last 4 characters" }),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ShopConnection' });
export type ShopConnectionView = z.infer<typeof shopConnectionSchema>;
export const shopConnectionListSchema = z.object({ items: z.array(shopConnectionSchema) }).meta({ id: 'ShopConnectionList' });
