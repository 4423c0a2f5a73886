/**
 * Delivery events from the mail provider: addresses whose mail permanently bounced, or whose
 * owner marked it as spam, are kept in `email_suppressions` and get no more broadcasts
 * (./broadcasts.ts).
 *
 * The events are Resend's webhooks (https://resend.com/docs/webhooks/emails/bounced,
 * https://resend.com/docs/webhooks/emails/complained): `{ type, created_at, data: { email_id, to[],
 * bounce?: { type, subType, message } } }`, signed after the Standard Webhooks specification
 * (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`, or their `svix-` twins that
 * Resend sends; 5-minute tolerance), verified with the `standardwebhooks` package.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { Database } from '../db/client';
import { emailSuppressions } from '../db/schema';
import type { Logger } from '../logger';
import { DomainError } from './domain-error';

/** What an event did: the addresses suppressed (none for other events). */
export interface MailEventResult {
  type: string;
  suppressed: string[];
}

const DETAIL_MAX = 500;

/** The three signature headers, from their Standard Webhooks or Svix names. */
function signatureHeaders(headers: (name: string) => string | undefined): Record<string, string> {
  const pick = (name: string) => headers(`webhook-${name}`) ?? headers(`svix-${name}`) ?? '';
  return { 'webhook-id': pick('id'), 'webhook-timestamp': pick('timestamp'), 'webhook-signature': pick('signature') };
}

export type MailEventsService = ReturnType<typeof createMailEventsService>;

/** Input: the database, the logger and MAIL_EVENTS_SECRET (null: events are not accepted). */
export function createMailEventsService(deps: { db: Database; logger: Logger; secret: string | null }) {
  const verifier = deps.secret ? new Webhook(deps.secret) : null;
  return {
    /** Whether the endpoint is configured. */
    enabled: verifier !== null,

    /**
     * Verifies and applies one event on its raw body.
     * @throws DomainError 'not_found' (no secret configured), 'invalid_signature' (missing, wrong
     *   or stale signature).
     */
    async handle(rawBody: string, headers: (name: string) => string | undefined, now = new Date()): Promise<MailEventResult> {
      if (!verifier) throw new DomainError('not_found');
      let event: unknown;
      try {
        event = verifier.verify(rawBody, signatureHeaders(headers));
      } catch (error) {
        if (error instanceof WebhookVerificationError) {
          deps.logger.warn({ reason: error.message }, 'mail event refused');
          throw new DomainError('invalid_signature');
        }
        throw error;
      }
      const e = event as { type?: unknown; data?: { to?: unknown; bounce?: { type?: unknown; subType?: unknown; message?: unknown } } };
      // Signed by the provider but not an event Vitrine reads: acknowledged, nothing done.
      if (typeof e.type !== 'string' || !e.data || typeof e.data !== 'object') return { type: 'unknown', suppressed: [] };
      const reason = e.type === 'email.bounced' ? 'bounce' : e.type === 'email.complained' ? 'complaint' : null;
      if (!reason) return { type: e.type, suppressed: [] };
      const to = (Array.isArray(e.data.to) ? e.data.to : [e.data.to]).filter((a): a is string => typeof a === 'string' && a.includes('@'));
      const bounce = e.data.bounce;
      const detail = bounce ? [bounce.type, bounce.subType, bounce.message].filter((x) => typeof x === 'string').join(' · ').slice(0, DETAIL_MAX) : null;
      const addresses = [...new Set(to.map((a) => a.trim().toLowerCase()))];
      for (const email of addresses) {
        // A complaint outranks a bounce: the stronger reason is kept.
        await deps.db
          .insert(emailSuppressions)
          .values({ email, reason, detail, createdAt: now })
          .onConflictDoUpdate({ target: emailSuppressions.email, set: reason === 'complaint' ? { reason, detail } : { detail } });
      }
      deps.logger.info({ type: e.type, count: addresses.length }, 'mail event: addresses suppressed');
      return { type: e.type, suppressed: addresses };
    },
  };
}
