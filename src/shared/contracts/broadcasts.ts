/**
 * Contract of marketing broadcasts: an admin writes an email for one consent category in one or
 * more languages, previews it, sends a test to themselves, then sends it to the users who opted in
 * to that category, each in their own language (users whose language was not written get nothing).
 * Every broadcast email carries a one-click unsubscribe (RFC 8058) and a link to the notification
 * settings. Dates are ISO 8601.
 */
import { z } from 'zod';
import { LANGUAGES } from '../catalog';
import { safeText } from '../safe-text';

/** The consent categories a broadcast goes to (the notification toggles users opt in to). */
export const BROADCAST_CATEGORIES = ['newFeatures', 'marketing', 'promotions'] as const;
export type BroadcastCategory = (typeof BROADCAST_CATEGORIES)[number];

/** draft: editable; sending: the job is delivering; sent: every recipient handled; cancelled: stopped by an admin. */
export const BROADCAST_STATUSES = ['draft', 'sending', 'sent', 'cancelled'] as const;
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export const SUPPRESSION_REASONS = ['bounce', 'complaint'] as const;

export const BROADCAST_SUBJECT_MAX = 150;
export const BROADCAST_BODY_MAX = 10_000;
export const BROADCAST_BUTTON_LABEL_MAX = 40;

const languageEnum = z.enum(LANGUAGES);

/** One language of a broadcast: the body is plain text, paragraphs separated by blank lines. */
export const broadcastLocaleSchema = z
  .object({
    subject: safeText(BROADCAST_SUBJECT_MAX, 1),
    body: safeText(BROADCAST_BODY_MAX, 1),
    button: z
      .object({
        label: safeText(BROADCAST_BUTTON_LABEL_MAX, 1),
        url: z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(2000),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'BroadcastLocale' });
export type BroadcastLocale = z.infer<typeof broadcastLocaleSchema>;

export const broadcastContentSchema = z
  .partialRecord(languageEnum, broadcastLocaleSchema)
  .refine((c) => Object.keys(c).length > 0, 'needs at least one language')
  .meta({ id: 'BroadcastContent' });
export type BroadcastContent = z.infer<typeof broadcastContentSchema>;

/** POST /admin/broadcasts and PUT /admin/broadcasts/{id} (drafts only). */
export const broadcastInputSchema = z
  .object({ category: z.enum(BROADCAST_CATEGORIES), content: broadcastContentSchema })
  .meta({ id: 'BroadcastInput' });

/** Who a broadcast reaches now: opted in, confirmed, not banned, address not suppressed. */
export const broadcastAudienceSchema = z
  .object({
    total: z.number().int().meta({ description: 'Recipients: opted in and written for in their language' }),
    byLanguage: z.partialRecord(languageEnum, z.number().int()),
    withoutLanguage: z.number().int().meta({ description: 'Opted in, but their language was not written: they get nothing' }),
    suppressed: z.number().int().meta({ description: 'Opted in, but their address bounced or complained' }),
  })
  .meta({ id: 'BroadcastAudience' });

export const broadcastSchema = z
  .object({
    id: z.uuid(),
    category: z.enum(BROADCAST_CATEGORIES),
    content: broadcastContentSchema,
    status: z.enum(BROADCAST_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    testedAt: z.string().nullable().meta({ description: 'When a test of the current content went to its author; sending needs one' }),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    progress: z
      .object({ recipients: z.number().int(), pending: z.number().int(), sent: z.number().int(), failed: z.number().int(), skipped: z.number().int() })
      .nullable()
      .meta({ description: 'Once sending started' }),
  })
  .meta({ id: 'Broadcast' });
export type Broadcast = z.infer<typeof broadcastSchema>;

export const broadcastListSchema = z.object({ items: z.array(broadcastSchema) }).meta({ id: 'BroadcastList' });

export const broadcastPreviewQuerySchema = z.object({ language: languageEnum });
/** GET /admin/broadcasts/{id}/preview: the email as a recipient in that language gets it. */
export const broadcastPreviewSchema = z
  .object({ language: languageEnum, subject: z.string(), html: z.string(), text: z.string(), headers: z.record(z.string(), z.string()) })
  .meta({ id: 'BroadcastPreview' });

