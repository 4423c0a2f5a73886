/**
 * The test-mode checkout and portal: no payment is taken. Each action asks the
 * test-mode provider for the Stripe-shaped, signed events Stripe would send, and delivers them to
 * the billing service's webhook handler, the same code path as real Stripe webhooks, in order. No
 * other path changes a tier.
 */
import type { BillingPeriod, PaidTier } from '../../shared/plans';
import { DomainError } from './domain-error';
import type { SignedEvent, TestModePayments, TestSubscriptionView } from '../providers/payments/test-mode-payments';
import type { BillingService } from './billing';

export type TestPortalAction =
  | { action: 'switch'; plan: PaidTier; period: BillingPeriod }
  | { action: 'cancel' }
  | { action: 'resume' }
  | { action: 'renew' }
  | { action: 'fail_payment' };

export type TestCheckoutService = ReturnType<typeof createTestCheckoutService>;

export function createTestCheckoutService(testMode: TestModePayments, billing: BillingService, publicUrl: string) {
  async function deliver(events: SignedEvent[]): Promise<void> {
    for (const event of events) await billing.handleWebhook(Buffer.from(event.payload), event.header);
  }

  return {
    /** The user's checkout session. */
    checkout: (userId: string, sessionId: string) => testMode.checkout(userId, sessionId),

    /**
     * Completes the checkout and processes its events. @returns the /success URL.
     * @throws AppError 'not_found' for a missing or someone else's session.
     */
    async complete(userId: string, sessionId: string): Promise<{ url: string }> {
      const events = await testMode.completeCheckout(userId, sessionId);
      if (!events) throw new DomainError('checkout_not_found');
      await deliver(events);
      return { url: `${publicUrl}/success?session_id=${encodeURIComponent(sessionId)}` };
    },

    /** Cancels the checkout. @returns the /cancel URL. @throws AppError 'not_found' */
    async cancel(userId: string, sessionId: string): Promise<{ url: string }> {
      if (!(await testMode.cancelCheckout(userId, sessionId))) throw new DomainError('checkout_not_found');
      return { url: `${publicUrl}/cancel` };
    },

    /** The live test subscription. */
    async portal(userId: string): Promise<{ subscription: TestSubscriptionView | null }> {
      return { subscription: await testMode.subscriptionView(userId) };
    },

    /** Runs a portal action and processes its events. @throws AppError 404 when there is no live subscription. */
    async portalAction(userId: string, action: TestPortalAction): Promise<{ subscription: TestSubscriptionView | null }> {
      const events = await testMode.portalAction(userId, action);
      if (!events) throw new DomainError('no_test_subscription');
      await deliver(events);
      return { subscription: await testMode.subscriptionView(userId) };
    },
  };
}
