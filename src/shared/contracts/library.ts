/** Contract of the library: listing, files, archives, deletion, favourites. */
import { z } from 'zod';
import { safeText, TEXT_LIMITS } from '../safe-text';
import { cursorSchema } from './common';
import { IMAGE_FORMATS, imageAdjustOfferSchema } from './creation';
import { STUDIO_PRESET_IDS } from '../studio-presets';
import { DIGITAL_SOURCE_TYPES } from '../provenance';

export const LIBRARY_TYPES = ['generated', 'source'] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];
/** What made a generated image: a scene of the create flow, a Studio Photos packshot, or an ad creative. */
export const IMAGE_KINDS = ['scene', 'studio', 'ad', 'listing'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const LIBRARY_SORTS = ['newest', 'oldest'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

/** One image of the library. */
export const libraryItemSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(LIBRARY_TYPES),
    width: z.number().int(),
    height: z.number().int(),
    format: z.enum(IMAGE_FORMATS),
    prompt: z.string(),
    title: z.string().nullable(),
    favorite: z.boolean().meta({ description: 'Marked as favorite by the user' }),
    kind: z.enum(IMAGE_KINDS).meta({ description: "'studio' for a Studio Photos packshot, else 'scene' (source photos too)" }),
    studioPreset: z.enum(STUDIO_PRESET_IDS).nullable().meta({ description: 'The preset of a Studio Photos packshot' }),
    parentImageId: z.uuid().nullable().optional().meta({ description: 'The image this one was edited or adjusted from; null otherwise or once the parent is deleted' }),
    adjust: imageAdjustOfferSchema.nullable().optional().meta({ description: 'A local studio render that Adjust can draw again: the values it was drawn with and what a new variant costs; null for other images' }),
    digitalSourceType: z
      .enum(DIGITAL_SOURCE_TYPES)
      .nullable()
      .optional()
      .meta({ description: "How the image was made, as its file's XMP states it (IPTC DigitalSourceType): compositeSynthetic (local engine), compositeWithTrainedAlgorithmicMedia (a model's scene around the product's own pixels), trainedAlgorithmicMedia (a model's output kept whole); null for source photos" }),
    createdAt: z.string(),
  })
  .meta({ id: 'LibraryItem' });
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** GET /images query. */
export const listImagesQuerySchema = z.object({
  type: z.enum(LIBRARY_TYPES).default('generated'),
  q: safeText(TEXT_LIMITS.search).optional(),
  sort: z.enum(LIBRARY_SORTS).default('newest'),
  favorites: z.enum(['0', '1']).default('0').meta({ description: "'1': only the images you marked as favorite" }),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type LibraryQuery = z.infer<typeof listImagesQuerySchema>;

/** A page of GET /images. */
export const libraryPageSchema = z.object({ items: z.array(libraryItemSchema), nextCursor: z.string().nullable() }).meta({ id: 'LibraryPage' });
export type LibraryPage = z.infer<typeof libraryPageSchema>;

/** GET /images/{id}/file query. */
export const imageFileQuerySchema = z.object({ size: z.enum(['full', 'thumb']).default('full'), download: z.enum(['0', '1']).default('0') });

/** Most images in one zip archive. */
export const ARCHIVE_MAX_IMAGES = 100;

/** Most images one bulk action (delete) takes: the same bound as an archive. */
export const BULK_MAX_IMAGES = ARCHIVE_MAX_IMAGES;

/** POST /images/delete: the user's images to delete at once (repeats counted once). */
export const bulkDeleteSchema = z
  .object({
    ids: z
      .array(z.uuid())
      .min(1)
      .max(BULK_MAX_IMAGES)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
      .meta({ description: `1 to ${BULK_MAX_IMAGES} image ids (generated images or source photos); repeats count once` }),
  })
  .strict()
  .meta({ id: 'BulkDeleteImages' });
export type BulkDeleteImages = z.infer<typeof bulkDeleteSchema>;

/** GET /images/archive query: comma-separated ids, repeats counted once. */
export const archiveQuerySchema = z.object({
  ids: z
    .string()
    .max(20_000)
    .transform((s) => [...new Set(s.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(ARCHIVE_MAX_IMAGES))
    .meta({ description: `Comma-separated image ids; repeats count once; at most ${ARCHIVE_MAX_IMAGES} images` }),
});
