/**
 * 'Account updates' emails: plan changes,
 * renewals and failed payments, read from the billing service's processed payment events (the
 * only place a plan changes: services/billing/subscription-events.ts calls `onAccountChange` after
 * each event commits). One email per event at most (sent_notices keyed by the event id), in the
 * user's language, only with the toggle on.
 */
import { eq } from 'drizzle-orm';
import { planFor } from '../../../shared/plans';
import { subscribers } from '../../db/schema';
import { translator } from '../../i18n';
import type { BillingAccountChange } from '../billing/billing-common';
import { longDate, noticeEmail } from './notice-email';
import { recipientOf, sendOnce, toggleFooter, type NoticeDeps } from './notice-deps';

/** What an account update email says. */
export type AccountUpdateKind = 'planStarted' | 'planChanged' | 'downgradeScheduled' | 'cancelScheduled' | 'resumed' | 'ended' | 'renewed' | 'paymentFailed';

/** The email a change calls for, or null when it changed nothing the user needs to hear about. */
export function accountUpdateKind(change: Pick<BillingAccountChange, 'eventType' | 'billingReason' | 'before' | 'after'>): AccountUpdateKind | null {
  const { before, after } = change;
  if (change.eventType === 'invoice.payment_failed') return 'paymentFailed';
  if (before.subscriptionTier !== after.subscriptionTier) {
    if (after.subscriptionTier === 'Free') return 'ended';
    return before.subscriptionTier === 'Free' ? 'planStarted' : 'planChanged';
  }
  if (!before.scheduledTier && after.scheduledTier) return 'downgradeScheduled';
  if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd) return 'cancelScheduled';
  if (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd && after.subscribed) return 'resumed';
  if (change.eventType === 'invoice.paid' && change.billingReason === 'subscription_cycle') return 'renewed';
  return null;
}

export function createAccountUpdates(deps: NoticeDeps) {
  return {
    /** Sends the email a processed payment event calls for. Output: true when one was sent. */
    async onChange(change: BillingAccountChange): Promise<boolean> {
      const kind = accountUpdateKind(change);
      if (!kind) return false;
      if (!(await deps.choices.notifications(change.userId)).accountUpdates) return false;
      const recipient = await recipientOf(deps.db, change.userId);
      if (!recipient?.reachable) return false;
      const sent = await sendOnce(deps, change.userId, 'account-update', change.eventId, async () => {
        const t = translator(recipient.language);
        const { before, after } = change;
        const date = after.subscriptionEnd ? longDate(after.subscriptionEnd, recipient.language) : '';
        const vars = {
          credits: planFor(after.subscriptionTier).monthlyCredits,
          plan: kind === 'downgradeScheduled' ? (after.scheduledTier ?? after.subscriptionTier) : after.subscriptionTier,
          previous: kind === 'downgradeScheduled' ? after.subscriptionTier : before.subscriptionTier,
          date,
        };
        const facts = [];
        // A new plan's first credits come with its paid invoice, which may arrive after this event.
        if (kind === 'planChanged' || kind === 'renewed' || kind === 'ended') {
          const [row] = await deps.db.select({ balance: subscribers.creditsBalance }).from(subscribers).where(eq(subscribers.userId, change.userId));
          facts.push({ label: t('notices:accountUpdates.balance'), value: new Intl.NumberFormat(recipient.language).format(row?.balance ?? 0) });
        }
        return noticeEmail({
          to: recipient.email,
          name: recipient.name,
          language: recipient.language,
          subject: t(`notices:accountUpdates.${kind}.subject`, vars),
          paragraphs: [t(`notices:accountUpdates.${kind}.body`, vars)],
          facts,
          button: { label: t('notices:accountUpdates.button'), url: `${deps.publicUrl}/account?tab=billing` },
          footer: toggleFooter(deps, recipient, 'accountUpdates'),
        });
      });
      if (sent) deps.logger.info({ userId: change.userId, kind, eventId: change.eventId }, 'account update email sent');
      return sent;
    },
  };
}

export type AccountUpdates = ReturnType<typeof createAccountUpdates>;
