/**
 * Data exports: a requested export is sent within 24 hours (docs/decisions/007-account-data.md).
 *
 * A request (one a day; a failed one does not count) queues the 'account-export' job, which writes a
 * zip to DATA_DIR/tmp entry by entry (never holding the archive in memory), moves it into storage
 * under the user's folder and emails a signed download link that works for EXPORT_LINK_DAYS (7)
 * without signing in. The zip holds:
 * - account.json: the account, profile, preferences, notification and privacy choices, plan and credits;
 * - credit-history.json, generations.json (each with its images), videos.json, source-photos.json;
 * - data/<table>.json: every row of every table that holds the user's data (user-tables.ts), with
 *   secrets (session tokens, password hashes, OAuth tokens) redacted;
 * - images/, source-photos/, videos/, profile/: every generated image, source photo, video and the
 *   profile photo, as stored;
 * - README.txt in the user's language.
 * Expired exports are deleted by the hourly 'account-maintenance' job.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, getTableColumns, gt, lt, ne, sql } from 'drizzle-orm';
import { EXPORT_INTERVAL_HOURS, EXPORT_LINK_DAYS, type DataExport, type DataExportList } from '../../../shared/contracts/account-data';
import type { Database } from '../../db/client';
import { creditTransactions, dataExports, generatedImages, generations, sourceImages, subscribers, user, userPreferences, userProfiles, videos } from '../../db/schema';
import { translator } from '../../i18n';
import type { JobEnqueuer } from '../../jobs/job-payloads';
import type { Logger } from '../../logger';
import type { Mailer } from '../../providers/mail';
import type { Storage } from '../../providers/storage';
import type { AccountChoices } from '../account-choices';
import { DomainError } from '../domain-error';
import { longDate, noticeEmail } from '../notices/notice-email';
import { recipientOf } from '../notices/notice-deps';
import { createSignedToken, verifySignedToken } from '../signed-tokens';
import { userTables } from './user-tables';
import { ZipFileWriter } from './zip-file';

/** Bytes read from storage at a time when copying a file into the zip. */
export const EXPORT_CHUNK_BYTES = 4 * 1024 * 1024;

/** Bytes read from storage per chunk of a download of the zip. */
const DOWNLOAD_CHUNK_BYTES = 1024 * 1024;

/** A ready export as its signed link serves it. */
export interface ExportDownload {
  /** The name the browser saves it under (vitrine-data-<date>.zip). */
  filename: string;
  /** Bytes. */
  size: number;
  /** The zip's bytes, read from storage as they are consumed. */
  body: ReadableStream<Uint8Array>;
}

const HOUR_MS = 3600_000;

export interface ExportDeps {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  jobs: JobEnqueuer;
  choices: AccountChoices;
  logger: Logger;
  secret: string;
  publicUrl: string;
  /** DATA_DIR: archives are built in DATA_DIR/tmp. */
  dataDir: string;
}

function view(row: typeof dataExports.$inferSelect): DataExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    bytes: row.bytes,
  };
}

/** A row as plain JSON, with the named columns (SQL names) replaced by '[redacted]'. */
function plain(row: Record<string, unknown>, columnsByKey: Map<string, string>, redact: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columnsByKey.get(key) ?? key;
    out[column] = redact.includes(column) && value !== null ? '[redacted]' : value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** A file name without characters that zip tools or file systems refuse. */
function safeName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '').slice(0, 80) || 'file';
}

/** The name of a stored file in the zip: images, photos and videos by their id (as the JSON files list them). */
function fileEntryName(table: string, folder: string, row: Record<string, unknown>, storageKey: string): string {
  const ext = path.posix.extname(storageKey) || '.bin';
  if (table === 'generated_images' || table === 'source_images' || table === 'videos') return `${folder}/${safeName(`${String(row.id)}${ext}`)}`;
  return `${folder}/${safeName(path.posix.basename(storageKey))}`;
}

export type DataExportsService = ReturnType<typeof createDataExportsService>;

export function createDataExportsService(deps: ExportDeps) {
  const { db, storage, logger } = deps;

  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

  /** Copies one stored object into the zip, chunk by chunk. Output: false when the object is missing. */
  async function copyFile(zip: ZipFileWriter, key: string, name: string): Promise<boolean> {
    const size = await storage.size(key);
    if (size === null) return false;
    let offset = 0;
    await zip.addChunks(name, async () => {
      if (offset >= size) return null;
      const end = Math.min(size, offset + EXPORT_CHUNK_BYTES) - 1;
      const chunk = await storage.getRange(key, offset, end);
      if (!chunk || chunk.length === 0) return null;
      offset += chunk.length;
      return chunk;
    });
    return true;
  }

  /** Writes the archive of `userId` into `zip`. Output: how many media files it holds. */
  async function writeArchive(zip: ZipFileWriter, userId: string): Promise<number> {
    const recipient = await recipientOf(db, userId);
    if (!recipient) throw new DomainError('not_found');
    const t = translator(recipient.language);

    // Friendly summaries.
    const [account] = await db.select().from(user).where(eq(user.id, userId));
    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    const [preferences] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    const [subscription] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
    await zip.add(
      'account.json',
      json({
        account: account && { id: account.id, name: account.name, email: account.email, emailVerified: account.emailVerified, profession: account.profession, createdAt: account.createdAt },
        profile: profile ? { firstName: profile.firstName, lastName: profile.lastName, bio: profile.bio } : null,
        preferences: preferences ?? null,
        notifications: await deps.choices.notifications(userId),
        privacy: await deps.choices.privacy(userId),
        subscription: subscription
          ? { tier: subscription.subscriptionTier, status: subscription.subscriptionStatus, period: subscription.billingPeriod, subscriptionEnd: subscription.subscriptionEnd, creditsBalance: subscription.creditsBalance }
          : null,
      }),
    );
    const ledger = await db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId)).orderBy(asc(creditTransactions.createdAt));
    await zip.add('credit-history.json', json(ledger.map(({ amount, balanceAfter, reason, reference, createdAt }) => ({ createdAt, amount, balanceAfter, reason, reference }))));
    const gens = await db.select().from(generations).where(eq(generations.userId, userId)).orderBy(asc(generations.createdAt));
    const images = await db.select().from(generatedImages).where(eq(generatedImages.userId, userId)).orderBy(asc(generatedImages.createdAt));
    await zip.add(
      'generations.json',
      json(
        gens.map((g) => ({
          id: g.id,
          createdAt: g.createdAt,
          finishedAt: g.finishedAt,
          status: g.status,
          settings: g.settings,
          creditsReserved: g.creditsReserved,
          creditsRefunded: g.creditsRefunded,
          images: images
            .filter((i) => i.generationId === g.id)
            .map((i) => ({ id: i.id, file: fileEntryName('generated_images', 'images', i, i.storageKey), title: i.scenarioTitle, prompt: i.prompt, width: i.width, height: i.height, engine: i.engine, model: i.model, createdAt: i.createdAt })),
        })),
      ),
    );
    const clips = await db.select().from(videos).where(eq(videos.userId, userId)).orderBy(asc(videos.createdAt));
    await zip.add(
      'videos.json',
      json(clips.map((v) => ({ id: v.id, file: v.storageKey ? fileEntryName('videos', 'videos', v, v.storageKey) : null, title: v.title, prompt: v.prompt, status: v.status, durationSeconds: v.durationSeconds, aspectRatio: v.aspectRatio, width: v.width, height: v.height, engine: v.engine, createdAt: v.createdAt }))),
    );
    const photos = await db.select().from(sourceImages).where(eq(sourceImages.userId, userId)).orderBy(asc(sourceImages.createdAt));
    await zip.add(
      'source-photos.json',
      json(photos.map((p) => ({ id: p.id, file: fileEntryName('source_images', 'source-photos', p, p.storageKey), originalName: p.originalName, width: p.width, height: p.height, createdAt: p.createdAt }))),
    );

    // Every row of every user table, and every stored file they name.
    let files = 0;
    const seen = new Set<string>();
    for (const table of userTables()) {
      const policy = table.policy;
      if (policy?.export.kind === 'skip') continue;
      const redact = policy?.export.kind === 'rows' ? (policy.export.redact ?? []) : [];
      const columns = getTableColumns(table.table);
      const sqlName = new Map(Object.entries(columns).map(([key, column]) => [key, column.name]));
      const where = sql.join(table.userColumns.map((c) => sql`${c} = ${userId}`), sql` or `);
      const found = (await db.select().from(table.table).where(where)) as Record<string, unknown>[];
      await zip.add(`data/${table.name}.json`, json(found.map((r) => plain(r, sqlName, redact))));
      for (const file of policy?.files ?? []) {
        const key = [...sqlName.entries()].find(([, name]) => name === file.column)?.[0];
        for (const row of found) {
          const storageKey = key ? row[key] : null;
          if (typeof storageKey !== 'string' || seen.has(storageKey)) continue;
          seen.add(storageKey);
          if (await copyFile(zip, storageKey, fileEntryName(table.name, file.folder, row, storageKey))) files += 1;
          else logger.warn({ userId, key: storageKey }, 'export: a stored file is missing');
        }
      }
    }
    await zip.add('README.txt', `${t('notices:export.readme', { date: new Date().toISOString().slice(0, 10) })}\n`);
    return files;
  }

  return {
    /**
     * Starts an export: one a day (a failed one does not count).
     * @throws DomainError 'export_too_soon' ({ hours }) within EXPORT_INTERVAL_HOURS of the last request;
     *   the queue's error when the job cannot be queued (the request is then removed).
     */
    async request(userId: string, now = new Date()): Promise<DataExport> {
      const since = new Date(now.getTime() - EXPORT_INTERVAL_HOURS * HOUR_MS);
      const [recent] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), gt(dataExports.requestedAt, since), ne(dataExports.status, 'failed')))
        .orderBy(desc(dataExports.requestedAt))
        .limit(1);
      if (recent) {
        const hours = Math.max(1, Math.ceil((recent.requestedAt.getTime() + EXPORT_INTERVAL_HOURS * HOUR_MS - now.getTime()) / HOUR_MS));
        throw new DomainError('export_too_soon', { hours });
      }
      const [row] = await db.insert(dataExports).values({ userId, requestedAt: now }).returning();
      try {
        await deps.jobs.enqueue('account-export', { exportId: row!.id });
      } catch (error) {
        await db.delete(dataExports).where(eq(dataExports.id, row!.id));
        throw error;
      }
      logger.info({ userId, exportId: row!.id }, 'data export requested');
      return view(row!);
    },

    /** The user's exports, newest first, and when the next request is allowed. */
    async list(userId: string, now = new Date()): Promise<DataExportList> {
      const rows = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.requestedAt)).limit(10);
      const last = rows.find((r) => r.status !== 'failed');
      const next = last ? new Date(last.requestedAt.getTime() + EXPORT_INTERVAL_HOURS * HOUR_MS) : null;
      return { items: rows.map(view), nextRequestAt: next && next > now ? next.toISOString() : null };
    },

    /**
     * Builds an export's zip, stores it and emails the link (job 'account-export'; safe to re-run:
     * a ready export is left alone). On the last attempt a failure marks the export failed.
     */
    async build(exportId: string, options: { lastAttempt: boolean } = { lastAttempt: true }, now = () => new Date()): Promise<DataExport | null> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
      if (!row || row.status === 'ready' || row.status === 'expired') return row ? view(row) : null;
      await db.update(dataExports).set({ status: 'running', error: null }).where(eq(dataExports.id, exportId));
      const tmpDir = path.join(deps.dataDir, 'tmp');
      await fs.mkdir(tmpDir, { recursive: true });
      const zip = new ZipFileWriter(path.join(tmpDir, `export-${exportId}-${Date.now()}.zip`));
      try {
        const files = await writeArchive(zip, row.userId);
        const bytes = await zip.close();
        const storageKey = `users/${row.userId}/exports/${exportId}.zip`;
        await storage.putFile(storageKey, zip.path, 'application/zip');
        const readyAt = now();
        const expiresAt = new Date(readyAt.getTime() + EXPORT_LINK_DAYS * 24 * HOUR_MS);
        const [ready] = await db
          .update(dataExports)
          .set({ status: 'ready', storageKey, bytes, fileCount: files, readyAt, expiresAt })
          .where(eq(dataExports.id, exportId))
          .returning();
        await this.sendLink(ready!);
        logger.info({ userId: row.userId, exportId, bytes, files }, 'data export ready');
        return view(ready!);
      } catch (error) {
        await zip.discard().catch(() => undefined);
        if (!options.lastAttempt) {
          await db.update(dataExports).set({ status: 'queued' }).where(eq(dataExports.id, exportId));
          throw error;
        }
        logger.error({ err: error, exportId }, 'data export failed');
        const [failed] = await db
          .update(dataExports)
          .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : String(error) })
          .where(eq(dataExports.id, exportId))
          .returning();
        return failed ? view(failed) : null;
      }
    },

    /** Emails the signed download link of a ready export, in the user's language. */
    async sendLink(row: typeof dataExports.$inferSelect): Promise<void> {
      const recipient = await recipientOf(db, row.userId);
      if (!recipient || !row.expiresAt) return;
      const t = translator(recipient.language);
      const ttlSeconds = Math.floor((row.expiresAt.getTime() - Date.now()) / 1000);
      if (ttlSeconds <= 0) return;
      const token = createSignedToken(deps.secret, { purpose: 'export-download', subject: row.id, ttlSeconds });
      const url = `${deps.publicUrl}/api/v1/exports/${row.id}/download?token=${encodeURIComponent(token)}`;
      const mb = new Intl.NumberFormat(recipient.language, { maximumFractionDigits: 1 }).format((row.bytes ?? 0) / 1024 ** 2);
      await deps.mailer.send(
        noticeEmail({
          to: recipient.email,
          name: recipient.name,
          language: recipient.language,
          subject: t('notices:export.subject'),
          paragraphs: [t('notices:export.body'), t('notices:export.expires', { date: longDate(row.expiresAt, recipient.language) })],
          facts: [
            { label: t('notices:export.files'), value: String(row.fileCount ?? 0) },
            { label: t('notices:export.size'), value: `${mb} MB` },
          ],
          button: { label: t('notices:export.button'), url },
          notes: [t('notices:export.ignore')],
        }),
      );
    },

    /**
     * The zip of an export, for its signed link: its file name, its size in bytes and a stream of
     * its bytes read from storage DOWNLOAD_CHUNK_BYTES at a time (never the whole archive in memory).
     * The stream errors if the stored file shrinks while it is read.
     * @throws DomainError 'invalid_link' for a bad or expired token, or an export that is not ready
     *   or has expired (its file deleted with its account, too).
     */
    async download(exportId: string, token: string, now = new Date()): Promise<ExportDownload> {
      const claims = verifySignedToken(deps.secret, token, 'export-download', now);
      if (!claims || claims.subject !== exportId) throw new DomainError('invalid_link');
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
      if (!row || row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt <= now) throw new DomainError('invalid_link');
      const key = row.storageKey;
      const size = await storage.size(key);
      if (size === null) throw new DomainError('invalid_link');
      let offset = 0;
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            if (offset >= size) return controller.close();
            const chunk = await storage.getRange(key, offset, Math.min(size, offset + DOWNLOAD_CHUNK_BYTES) - 1);
            if (!chunk || chunk.length === 0) return controller.error(new Error('export file shrank while downloading'));
            offset += chunk.length;
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          },
        },
        { highWaterMark: 1 },
      );
      return { filename: `vitrine-data-${(row.readyAt ?? row.requestedAt).toISOString().slice(0, 10)}.zip`, size, body };
    },

    /** Deletes the zips of exports past their expiry (hourly). Output: how many expired. */
    async expire(now = new Date()): Promise<number> {
      const due = await db.select().from(dataExports).where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)));
      for (const row of due) {
        if (row.storageKey) await storage.delete(row.storageKey);
        await db.update(dataExports).set({ status: 'expired', storageKey: null }).where(eq(dataExports.id, row.id));
      }
      return due.length;
    },
  };
}
