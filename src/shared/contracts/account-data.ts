/**
 * Contract of the user's data rights: data exports (sent within 24 hours of the request) and
 * account deletion (confirmed by email); docs/decisions/007-account-data.md.
 */
import { z } from 'zod';

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Days a download link of an export stays valid. */
export const EXPORT_LINK_DAYS = 7;
/** Hours between two export requests of one user (one a day). */
export const EXPORT_INTERVAL_HOURS = 24;

export const dataExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(EXPORT_STATUSES),
    requestedAt: z.string(),
    readyAt: z.string().nullable(),
    /** When the download link stops working. */
    expiresAt: z.string().nullable(),
    /** Size of the zip in bytes, once ready. */
    bytes: z.number().int().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /me/exports: the user's exports, newest first, and when the next request is allowed. */
export const dataExportListSchema = z
  .object({
    items: z.array(dataExportSchema),
    /** ISO 8601; null when a request is allowed now. */
    nextRequestAt: z.string().nullable(),
  })
  .meta({ id: 'DataExportList' });
export type DataExportList = z.infer<typeof dataExportListSchema>;

/** GET /exports/{id}/download query: the signed token of the emailed link. */
export const exportDownloadQuerySchema = z.object({ token: z.string().min(1).max(1024) });

/** Hours an account deletion confirmation link stays valid. */
export const DELETION_LINK_HOURS = 24;

/** POST /me/deletion answer: the confirmation email was sent to this address. */
export const deletionRequestedSchema = z.object({ email: z.string() }).meta({ id: 'DeletionRequested' });

/** POST /account/deletion/confirm body: the token of the emailed link. */
export const confirmDeletionSchema = z.object({ token: z.string().min(1).max(1024) }).meta({ id: 'ConfirmDeletion' });

/** POST /account/deletion/confirm answer. */
export const deletionConfirmedSchema = z
  .object({ status: z.enum(['deleting', 'deleted']) })
  .meta({ id: 'DeletionConfirmed' });
