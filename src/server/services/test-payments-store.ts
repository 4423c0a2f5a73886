/**
 * The database side of the test-mode payments provider: its checkout sessions in
 * `test_checkout_sessions` and subscriptions in `test_subscriptions`. The provider
 * (providers/payments/test-mode-payments.ts) decides what to write; this store only reads and writes.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { testCheckoutSessions, testSubscriptions } from '../db/schema';
import type { TestPaymentsStore } from '../providers/payments/test-mode-payments';

/** The store on the app's database. Every session query filters by the user. */
export function createTestPaymentsStore(db: Database): TestPaymentsStore {
  return {
    async insertCheckoutSession(session) {
      await db.insert(testCheckoutSessions).values(session);
    },

    async checkoutSession(userId, sessionId) {
      const [row] = await db
        .select()
        .from(testCheckoutSessions)
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.userId, userId)));
      return row;
    },

    completeCheckoutSession(userId, sessionId, build) {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(testCheckoutSessions)
          .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.userId, userId)))
          .for('update');
        if (!session) return undefined;
        if (session.status !== 'open') return { session, subscription: null };
        const [subscription] = await tx.insert(testSubscriptions).values(build(session)).returning();
        if (!subscription) throw new Error('test subscription not created');
        await tx.update(testCheckoutSessions).set({ status: 'complete', subscriptionId: subscription.id }).where(eq(testCheckoutSessions.id, session.id));
        return { session: { ...session, status: 'complete' as const, subscriptionId: subscription.id }, subscription };
      });
    },

    async cancelOpenCheckoutSession(userId, sessionId) {
      const rows = await db
        .update(testCheckoutSessions)
        .set({ status: 'canceled' })
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.userId, userId), eq(testCheckoutSessions.status, 'open')))
        .returning({ id: testCheckoutSessions.id });
      return rows.length > 0;
    },

    async subscription(id) {
      const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id));
      return row;
    },

    subscriptionsOf: (userId) => db.select().from(testSubscriptions).where(eq(testSubscriptions.userId, userId)),

    async saveSubscription(row) {
      await db.update(testSubscriptions).set(row).where(eq(testSubscriptions.id, row.id));
    },
  };
}
