/**
 * The credit invariant on a real database: every balance change has its ledger row in the same
 * transaction, the balance never goes below 0, and an idempotency key applies once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, subscribers, user } from '../../src/server/db/schema';
import { toAppError } from '../../src/server/http/domain-errors';
import { DomainError } from '../../src/server/services/domain-error';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newUser(id: string, credits: number) {
  const { db } = t.container.database;
  await db.insert(user).values({ id, name: id, email: `${id}@example.com`, emailVerified: true });
  await t.container.credits.ensureSubscriber(id);
  if (credits > 0) {
    await t.container.credits.apply({ userId: id, amount: credits, reason: 'admin_adjustment', idempotencyKey: `seed:${id}` });
  }
}

async function ledgerSum(userId: string) {
  const [row] = await t.container.database.db
    .select({ sum: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return Number(row?.sum);
}

describe('credits ledger', () => {
  it('never takes the balance below 0 under 50 concurrent debits, and the ledger sums to the balance', async () => {
    await newUser('concurrent', 10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.container.credits.apply({ userId: 'concurrent', amount: -1, reason: 'generation_reserve', idempotencyKey: `c:${i}` }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      const reason = (r as PromiseRejectedResult).reason as DomainError;
      expect(reason).toBeInstanceOf(DomainError);
      expect(reason.code).toBe('insufficient_credits');
      expect(toAppError(reason).status).toBe(402);
    }
    expect(await t.container.credits.balance('concurrent')).toBe(0);
    expect(await ledgerSum('concurrent')).toBe(0);
  });

  it('applies an idempotency key once', async () => {
    await newUser('idem', 5);
    const change = { userId: 'idem', amount: 3, reason: 'generation_refund' as const, idempotencyKey: 'refund:x' };
    const [a, b] = await Promise.all([t.container.credits.apply(change), t.container.credits.apply(change)]);
    expect([a.applied, b.applied].sort()).toEqual([false, true]);
    expect(await t.container.credits.balance('idem')).toBe(8);
    expect(await ledgerSum('idem')).toBe(8);
  });

  it('records the balance after each change', async () => {
    await newUser('after', 4);
    await t.container.credits.apply({ userId: 'after', amount: -3, reason: 'generation_reserve', idempotencyKey: 'a:1' });
    const rows = await t.container.credits.history('after');
    expect(rows.map((r) => [r.amount, r.balanceAfter])).toEqual([
      [-3, 1],
      [4, 4],
    ]);
  });

  it('keeps the CHECK constraint as a last line of defence', async () => {
    await newUser('check', 1);
    await expect(
      t.container.database.db.update(subscribers).set({ creditsBalance: -1 }).where(eq(subscribers.userId, 'check')),
    ).rejects.toThrow();
  });
});
