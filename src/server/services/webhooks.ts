/**
 * Outgoing webhooks, after the Standard Webhooks specification (standardwebhooks.com, signing with
 * the `standardwebhooks` package): endpoints a user registers for some events, and deliveries.
 *
 * - An event (`emit`) becomes one delivery row per enabled endpoint that asked for it, and a
 *   'webhook-delivery' job: emitting is two inserts and a send, so the work that triggered it is
 *   never held up by an endpoint.
 * - A delivery POSTs `{ type, timestamp, data }` with `webhook-id`, `webhook-timestamp` and
 *   `webhook-signature` (`v1,<base64 HMAC-SHA256>`; during a rotation's 24-hour overlap, signed
 *   with both secrets, space separated, as the specification allows), through the SSRF-safe
 *   fetcher, within 10 s and without following redirects. A 2xx answer is a success.
 * - Failures are tried again on the schedule RETRY_DELAYS_S (exponential, 24 hours in all); a
 *   failed delivery can be sent again by hand. An endpoint whose every attempt has failed for
 *   3 days is disabled and its owner emailed.
 * - Payloads carry ids, statuses, credit figures and API links; never a secret or a presigned URL.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Language } from '../../shared/catalog';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from '../../shared/contracts/webhooks';
import type { Database } from '../db/client';
import { generatedImages, generations, studioBatches, studioBatchItems, subscribers, user, userPreferences, videos, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { planFor } from '../../shared/plans';
import { planOf } from './tiers';
import { translator } from '../i18n';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail';
import { checkUrl, UrlFetchError, type UrlFetcher } from '../providers/url-fetch/url-fetcher';
import { DomainError } from './domain-error';
import { emailLayout } from './profile-emails';

/** Seconds before each new attempt after a failure: 5 s, 1 min, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h (about 24 hours in all). */
export const RETRY_DELAYS_S = [5, 60, 300, 1800, 7200, 18_000, 28_800, 28_800] as const;
/** 'credits.low' fires at or below this share of the plan's monthly allowance. */
export const LOW_CREDITS_SHARE = 0.1;
/** Days of failures after which an endpoint is disabled. */
export const DISABLE_AFTER_DAYS = 3;
/** Hours the previous secret keeps signing after a rotation. */
export const SECRET_OVERLAP_HOURS = 24;
/** Seconds an endpoint has to answer. */
export const DELIVERY_TIMEOUT_S = 10;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

function endpointView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    description: row.description,
    enabled: row.disabledAt === null,
    disabledReason: (row.disabledReason as 'owner' | 'failing' | null) ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function deliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: `msg_${row.id.replaceAll('-', '')}`,
    eventType: row.eventType as WebhookEvent,
    status: row.status as WebhookDeliveryView['status'],
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastDurationMs: row.lastDurationMs,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The row id of a `msg_…` delivery id (or of a bare uuid); null when it is neither. */
function deliveryRowId(id: string): string | null {
  const hex = id.startsWith('msg_') ? id.slice(4) : id.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`.toLowerCase();
}

export interface WebhooksDeps {
  db: Database;
  jobs: JobEnqueuer;
  urlFetcher: UrlFetcher;
  mailer: Mailer;
  logger: Logger;
  /** The app's public URL, for links in payloads and emails. */
  publicUrl: string;
  /** Production: endpoints must be https. */
  production: boolean;
  now?: () => Date;
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

/** The service. */
export function createWebhooksService(deps: WebhooksDeps) {
  const { db, jobs, urlFetcher, logger } = deps;
  const now = deps.now ?? (() => new Date());

  /** @throws DomainError url_invalid (not http(s), credentials, or http in production). */
  function checkEndpointUrl(url: string): string {
    try {
      const parsed = checkUrl(url);
      if (deps.production && parsed.protocol !== 'https:') throw new UrlFetchError('invalid_url');
      return parsed.href;
    } catch {
      throw new DomainError('url_invalid');
    }
  }

  async function owned(userId: string, id: string): Promise<EndpointRow> {
    if (!deliveryRowId(id) && !/^[0-9a-f-]{36}$/i.test(id)) throw new DomainError('not_found');
    const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
    if (!row) throw new DomainError('not_found');
    return row;
  }

  async function notifyDisabled(endpoint: EndpointRow): Promise<void> {
    const [owner] = await db
      .select({ email: user.email, name: user.name, language: userPreferences.language })
      .from(user)
      .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
      .where(eq(user.id, endpoint.userId));
    if (!owner) return;
    const language = (owner.language ?? 'pt') as Language;
    const t = translator(language);
    const body = emailLayout(language, {
      greeting: t('emails:greeting', { name: owner.name }),
      paragraphs: [t('emails:webhookDisabled.body', { url: endpoint.url, days: DISABLE_AFTER_DAYS }), t('emails:webhookDisabled.action')],
      button: { label: t('emails:webhookDisabled.button'), url: `${deps.publicUrl}/account?tab=api` },
      linkFallback: t('emails:linkFallback'),
      signature: t('emails:signature'),
    });
    await deps.mailer.send({ to: owner.email, subject: t('emails:webhookDisabled.subject'), ...body });
  }

  return {
    /**
     * Registers an endpoint for `userId`. Output: the endpoint and its secret (this once).
     * @throws DomainError url_invalid, too_many_webhook_endpoints.
     */
    async create(userId: string, input: CreateWebhookEndpoint): Promise<WebhookEndpointWithSecret> {
      const url = checkEndpointUrl(input.url);
      const secret = newSecret();
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
        const [held] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
        if ((held?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) throw new DomainError('too_many_webhook_endpoints', { max: MAX_WEBHOOK_ENDPOINTS });
        const [inserted] = await tx
          .insert(webhookEndpoints)
          .values({ userId, url, events: [...new Set(input.events)], description: input.description?.trim() || null, secret })
          .returning();
        return inserted!;
      });
      return { ...endpointView(row), secret };
    },

    /** The user's endpoints, oldest first. */
    async list(userId: string): Promise<WebhookEndpointView[]> {
      const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(webhookEndpoints.createdAt);
      return rows.map(endpointView);
    },

    /** One endpoint. @throws DomainError not_found. */
    async get(userId: string, id: string): Promise<WebhookEndpointView> {
      return endpointView(await owned(userId, id));
    },

    /** Changes events, description, or enabled (enabling clears the failure record). @throws DomainError not_found. */
    async update(userId: string, id: string, input: UpdateWebhookEndpoint): Promise<WebhookEndpointView> {
      const row = await owned(userId, id);
      const set: Partial<EndpointRow> = {};
      if (input.events) set.events = [...new Set(input.events)];
      if (input.description !== undefined) set.description = input.description?.trim() || null;
      if (input.enabled === true && row.disabledAt) Object.assign(set, { disabledAt: null, disabledReason: null, failingSince: null });
      if (input.enabled === false && !row.disabledAt) Object.assign(set, { disabledAt: now(), disabledReason: 'owner' });
      if (Object.keys(set).length === 0) return endpointView(row);
      const [updated] = await db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning();
      return endpointView(updated!);
    },

    /** Deletes an endpoint and its delivery log. @throws DomainError not_found. */
    async remove(userId: string, id: string): Promise<void> {
      await owned(userId, id);
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** A new secret (this once); the previous one keeps signing for SECRET_OVERLAP_HOURS. @throws DomainError not_found. */
    async rotateSecret(userId: string, id: string): Promise<WebhookEndpointWithSecret> {
      const row = await owned(userId, id);
      const secret = newSecret();
      const [updated] = await db
        .update(webhookEndpoints)
        .set({ secret, previousSecret: row.secret, previousSecretExpiresAt: new Date(now().getTime() + SECRET_OVERLAP_HOURS * 3_600_000) })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return { ...endpointView(updated!), secret };
    },

    /** The endpoint's last `limit` deliveries, newest first. @throws DomainError not_found. */
    async deliveries(userId: string, id: string, limit = 50): Promise<WebhookDeliveryView[]> {
      await owned(userId, id);
      const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)).orderBy(desc(webhookDeliveries.createdAt)).limit(limit);
      return rows.map(deliveryView);
    },

    /** Sends a delivery again now (the 'send again' button), whatever its status. @throws DomainError not_found. */
    async resend(userId: string, deliveryId: string): Promise<WebhookDeliveryView> {
      const rowId = deliveryRowId(deliveryId);
      if (!rowId) throw new DomainError('not_found');
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: now() })
        .where(and(eq(webhookDeliveries.id, rowId), eq(webhookDeliveries.userId, userId)))
        .returning();
      if (!row) throw new DomainError('not_found');
      await jobs.enqueue('webhook-delivery', { deliveryId: row.id, manual: true });
      return deliveryView(row);
    },

    /**
     * Emits 'generation.completed' (succeeded or partial) or 'generation.failed' for a generation
     * that has finished; nothing while it is still running (an attempt that will be retried).
     * Data: id, status, images with their API links, credits charged and refunded. Never throws.
     */
    async generationSettled(generationId: string): Promise<void> {
      try {
        const [row] = await db.select().from(generations).where(eq(generations.id, generationId));
        if (!row || !['succeeded', 'partial', 'failed'].includes(row.status)) return;
        const images = await db.select({ id: generatedImages.id }).from(generatedImages).where(eq(generatedImages.generationId, generationId));
        const api = `${deps.publicUrl}/api/v1`;
        await this.emit(row.userId, row.status === 'failed' ? 'generation.failed' : 'generation.completed', row.id, {
          id: row.id,
          object: 'generation',
          status: row.status,
          requested: row.requestedCount,
          images: images.map((image) => ({ id: image.id, file: `${api}/images/${image.id}/file` })),
          creditsCharged: row.creditsReserved - row.creditsRefunded,
          creditsRefunded: row.creditsRefunded,
          ...(row.status === 'failed' ? { error: row.error } : {}),
          links: { self: `${api}/generations/${row.id}` },
        });
        await this.checkLowCredits(row.userId);
      } catch (error) {
        logger.error({ err: error, generationId }, 'generation webhook not queued');
      }
    },

    /**
     * Emits 'video.completed' or 'video.failed' for a video that has finished (nothing while it
     * runs or waits on a hosted engine). Data: id, status, file and poster links, credits. Never throws.
     */
    async videoSettled(videoId: string): Promise<void> {
      try {
        const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
        if (!row || (row.status !== 'succeeded' && row.status !== 'failed')) return;
        const api = `${deps.publicUrl}/api/v1`;
        const done = row.status === 'succeeded';
        await this.emit(row.userId, done ? 'video.completed' : 'video.failed', row.id, {
          id: row.id,
          object: 'video',
          status: row.status,
          ...(done ? { file: `${api}/videos/${row.id}/file`, poster: `${api}/videos/${row.id}/poster` } : { error: row.error }),
          creditsCharged: row.creditsReserved - row.creditsRefunded,
          creditsRefunded: row.creditsRefunded,
          links: { self: `${api}/videos/${row.id}` },
        });
        await this.checkLowCredits(row.userId);
      } catch (error) {
        logger.error({ err: error, videoId }, 'video webhook not queued');
      }
    },

    /**
     * Emits 'studio_batch.completed' for a Studio Photos batch that has finished (succeeded,
     * partial or failed), with each item's status and packshot link. Never throws.
     */
    async studioBatchSettled(batchId: string): Promise<void> {
      try {
        const [row] = await db.select().from(studioBatches).where(eq(studioBatches.id, batchId));
        if (!row || !['succeeded', 'partial', 'failed'].includes(row.status)) return;
        const items = await db.select().from(studioBatchItems).where(eq(studioBatchItems.batchId, batchId)).orderBy(studioBatchItems.position);
        const api = `${deps.publicUrl}/api/v1`;
        await this.emit(row.userId, 'studio_batch.completed', row.id, {
          id: row.id,
          object: 'studio_batch',
          status: row.status,
          items: items.map((item) => ({
            position: item.position,
            sourceImageId: item.sourceImageId,
            status: item.status,
            ...(item.imageId ? { imageId: item.imageId, file: `${api}/images/${item.imageId}/file` } : {}),
            ...(item.failure ? { failure: item.failure } : {}),
          })),
          creditsCharged: row.creditsReserved - row.creditsRefunded,
          creditsRefunded: row.creditsRefunded,
          links: { self: `${api}/studio-batches/${row.id}`, archive: `${api}/studio-batches/${row.id}/archive` },
        });
        await this.checkLowCredits(row.userId);
      } catch (error) {
        logger.error({ err: error, batchId }, 'studio batch webhook not queued');
      }
    },

    /**
     * Emits 'credits.low' when the user's balance is at or below LOW_CREDITS_SHARE of their plan's
     * monthly allowance (at least 1 credit): once per balance level reached, so a top-up and a new
     * fall tell again. Never throws.
     */
    async checkLowCredits(userId: string): Promise<void> {
      try {
        const [row] = await db.select({ balance: subscribers.creditsBalance }).from(subscribers).where(eq(subscribers.userId, userId));
        if (!row) return;
        const allowance = planFor((await planOf(db, userId)).tier).monthlyCredits;
        const threshold = Math.max(1, Math.floor(allowance * LOW_CREDITS_SHARE));
        if (row.balance > threshold) return;
        // One event per day at most for the same balance.
        const day = now().toISOString().slice(0, 10);
        await this.emit(userId, 'credits.low', `${day}:${row.balance}`, {
          object: 'credits',
          balance: row.balance,
          threshold,
          monthlyAllowance: allowance,
          links: { billing: `${deps.publicUrl}/api/v1/billing` },
        });
      } catch (error) {
        logger.error({ err: error, userId }, 'low credits webhook not queued');
      }
    },

    /**
     * Queues event `type` about `subjectId` with `data` for every enabled endpoint of `userId`
     * that asked for it, once per endpoint however often it is emitted (a job that runs again).
     * Never throws: a failure is logged (the work that emitted it has finished already).
     * Output: how many deliveries were queued.
     */
    async emit(userId: string, type: WebhookEvent, subjectId: string, data: Record<string, unknown>): Promise<number> {
      try {
        const endpoints = await db
          .select({ id: webhookEndpoints.id })
          .from(webhookEndpoints)
          .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.disabledAt), sql`${type} = any(${webhookEndpoints.events})`));
        if (endpoints.length === 0) return 0;
        const payload = JSON.stringify({ type, timestamp: now().toISOString(), data });
        const rows = await db
          .insert(webhookDeliveries)
          .values(endpoints.map((e) => ({ endpointId: e.id, userId, eventType: type, eventId: `${type}:${subjectId}`, payload, status: 'pending', nextAttemptAt: now() })))
          .onConflictDoNothing()
          .returning({ id: webhookDeliveries.id });
        for (const row of rows) await jobs.enqueue('webhook-delivery', { deliveryId: row.id });
        return rows.length;
      } catch (error) {
        logger.error({ err: error, userId, type }, 'webhook event not queued');
        return 0;
      }
    },

    /**
     * One attempt of delivery `deliveryId` (the 'webhook-delivery' job). Records the answer; on a
     * failure, queues the next attempt or marks the delivery failed, and disables the endpoint
     * after DISABLE_AFTER_DAYS of failures. Never throws for the endpoint's failures.
     * `manual`: sent again by hand (does not count towards the schedule).
     */
    async deliver(deliveryId: string, manual = false): Promise<void> {
      const [found] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId));
      if (!found || found.delivery.status !== 'pending') return;
      const { delivery, endpoint } = found;
      // The endpoint was turned off since: the delivery ends here, marked so in the log.
      if (endpoint.disabledAt) {
        await db.update(webhookDeliveries).set({ status: 'failed', lastError: 'endpoint_off', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
        return;
      }
      const t = now();
      const msgId = `msg_${delivery.id.replaceAll('-', '')}`;
      const secrets = [endpoint.secret];
      if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > t) secrets.push(endpoint.previousSecret);
      const signature = secrets.map((s) => new Webhook(s).sign(msgId, t, delivery.payload)).join(' ');
      const started = performance.now();
      let status: number | null = null;
      let error: string | null = null;
      try {
        const answer = await urlFetcher.fetch(endpoint.url, {
          method: 'POST',
          body: delivery.payload,
          headers: {
            'content-type': 'application/json',
            'webhook-id': msgId,
            'webhook-timestamp': String(Math.floor(t.getTime() / 1000)),
            'webhook-signature': signature,
          },
          maxBytes: 64 * 1024,
          timeoutMs: DELIVERY_TIMEOUT_S * 1000,
          maxRedirects: 0,
          acceptAnyStatus: true,
        });
        status = answer.status;
        if (status < 200 || status >= 300) error = `HTTP ${status}`;
      } catch (failure) {
        error = failure instanceof UrlFetchError ? (failure.reason === 'too_many_redirects' ? 'redirect' : failure.reason) : 'unreachable';
        // A large answer still means the endpoint took the request: only the body was cut.
        if (failure instanceof UrlFetchError && failure.reason === 'too_large') error = null;
      }
      const durationMs = Math.round(performance.now() - started);
      const attempts = delivery.attempts + 1;
      if (!error) {
        await db
          .update(webhookDeliveries)
          .set({ status: 'succeeded', attempts, lastStatusCode: status, lastDurationMs: durationMs, lastError: null, nextAttemptAt: null, deliveredAt: now() })
          .where(eq(webhookDeliveries.id, delivery.id));
        if (endpoint.failingSince) await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
        return;
      }
      // Automatic attempts follow the schedule; one sent again by hand is not tried again.
      const delay = manual ? undefined : RETRY_DELAYS_S[attempts - 1];
      const retry = delay !== undefined;
      await db
        .update(webhookDeliveries)
        .set({
          status: retry ? 'pending' : 'failed',
          attempts,
          lastStatusCode: status,
          lastDurationMs: durationMs,
          lastError: error,
          nextAttemptAt: retry ? new Date(now().getTime() + delay * 1000) : null,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (retry) await jobs.enqueue('webhook-delivery', { deliveryId: delivery.id }, { startAfterSeconds: delay });
      const failingSince = endpoint.failingSince ?? t;
      if (!endpoint.failingSince) await db.update(webhookEndpoints).set({ failingSince: t }).where(eq(webhookEndpoints.id, endpoint.id));
      if (t.getTime() - failingSince.getTime() >= DISABLE_AFTER_DAYS * 86_400_000) {
        const [disabled] = await db
          .update(webhookEndpoints)
          .set({ disabledAt: t, disabledReason: 'failing' })
          .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)))
          .returning();
        if (disabled) {
          logger.warn({ endpointId: endpoint.id, userId: endpoint.userId }, 'webhook endpoint disabled after 3 days of failures');
          await notifyDisabled(disabled).catch((err: unknown) => logger.error({ err }, 'webhook disabled email not sent'));
        }
      }
    },
  };
}
