/** The user's credit history (GET /api/v1/credits/transactions): the ledger, newest first, with keyset cursors. */
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { CreditTransactionItem } from '../../../shared/contracts/billing';
import type { Database } from '../../db/client';
import { creditTransactions } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../cursor';

/** Credit history page size. */
export const TRANSACTIONS_PAGE_SIZE = 20;

export type CreditHistory = ReturnType<typeof createCreditHistory>;

/** The credit history of the billing service (`transactions`), read from the ledger of `db`. */
export function createCreditHistory(db: Database) {
  return {
    /** One page of the user's credit history, newest first (GET /api/v1/credits/transactions). */
    async transactions(userId: string, cursor?: string, limit = TRANSACTIONS_PAGE_SIZE): Promise<{ items: CreditTransactionItem[]; nextCursor: string | null }> {
      const after = cursor ? decodeCursor(cursor) : null;
      const rows = await db
        .select()
        .from(creditTransactions)
        .where(
          and(
            eq(creditTransactions.userId, userId),
            after
              ? or(
                  lt(creditTransactions.createdAt, after.createdAt),
                  and(eq(creditTransactions.createdAt, after.createdAt), lt(creditTransactions.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map((r) => ({
          id: r.id,
          amount: r.amount,
          reason: r.reason,
          balanceAfter: r.balanceAfter,
          createdAt: r.createdAt.toISOString(),
        })),
        nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },
  };
}
