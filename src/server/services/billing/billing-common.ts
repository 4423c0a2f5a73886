/**
 * What the billing modules share: the subscription statuses that give a tier, the
 * dependencies of the billing service and the subscriber row lookup.
 */
import { eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../../shared/plans';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema';
import type { Logger } from '../../logger';
import { DomainError } from '../domain-error';
import type { PriceCatalog } from '../../providers/payments/price-catalog';
import type { PaymentsProvider } from '../../providers/payments/payments-provider';
import type { CreditsService } from '../credits';

/** Statuses in which a subscription still gives its tier (past_due: Stripe is retrying the card). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
/** Statuses in which a subscription no longer gives its tier. */
export const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired', 'unpaid', 'paused'];

export type SubscriberRow = typeof subscribers.$inferSelect;

export interface BillingDeps {
  db: Database;
  credits: CreditsService;
  /** Null when payments are not configured: checkout, portal and webhooks answer 503. */
  payments: PaymentsProvider | null;
  prices: PriceCatalog;
  /** The app's configured public URL (never a request header). */
  publicUrl: string;
  logger: Logger;
  /**
   * Called after a payment event's transaction commits, with the subscriber before and after it
   * (account update emails, services/notices/account-updates.ts). Its errors are logged, never thrown.
   */
  onAccountChange?: (change: BillingAccountChange) => Promise<void>;
}

/** The configured payments provider. @throws DomainError 'billing_unavailable' when payments are off. */
export function providerOf(deps: Pick<BillingDeps, 'payments'>): PaymentsProvider {
  if (!deps.payments) throw new DomainError('billing_unavailable');
  return deps.payments;
}

/** A subscriber's state before and after one processed payment event (for account update emails). */
export interface BillingAccountChange {
  /** The payment provider's event id (each is processed once). */
  eventId: string;
  eventType: string;
  /** Stripe's billing_reason of a paid invoice (subscription_create, subscription_cycle...), else null. */
  billingReason: string | null;
  userId: string;
  before: SubscriberRow;
  after: SubscriberRow;
}

/** The user's subscriber row, if any. */
export async function subscriberOf(db: Database, userId: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return row;
}
