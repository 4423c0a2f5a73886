/**
 * Reserve credits, then enqueue: the one sequence generations and videos use to start paid work.
 * The work runs in a durable job, never in the request, and a job the queue refuses is refunded at
 * once, so no work is left stuck with its credits spent. Work of a plan that sells 'Priority
 * generation' goes first within each turn of the queue (../jobs/fair-order.ts).
 */
import type { Database, Tx } from '../db/client';
import { DomainError, isDomainError } from './domain-error';
import type { JobEnqueuer, JobName, JobPayload } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import type { CreditsService } from './credits';
import type { ReasonOfKind } from './credit-reasons';
import { hasPriorityGeneration, planOf } from './tiers';

export interface ReservationDeps {
  db: Database;
  credits: CreditsService;
  jobs: JobEnqueuer;
  logger: Logger;
}

export interface Reservation<N extends JobName> {
  userId: string;
  /** Whole credits reserved (>= 0): the full cost of the work; 0 for free work, which writes no ledger entry. */
  cost: number;
  /** A reservation reason of the ledger (./credit-reasons.ts). */
  reason: ReasonOfKind<'reserve'>;
  /** Ledger idempotency key of the reservation, e.g. `video:<id>:reserve`. */
  idempotencyKey: string;
  /** Ledger reference: the id of the row holding the reservation. */
  reference: string;
  /** Inserts the row that holds the reservation, inside the reservation's transaction. */
  insert(tx: Tx): Promise<void>;
  /** The job that will do the work. */
  job: { name: N; payload: JobPayload<N> };
  /**
   * Closes the row and refunds what was reserved (the row's own refund path, so each refund keeps
   * its idempotency key), when the queue refuses the job.
   */
  refund(): Promise<void>;
  /** What is being started, for the log: 'generation' or 'video'. */
  subject: string;
  /** Log fields naming the row, e.g. `{ videoId }`. */
  logFields: Record<string, string>;
}

/**
 * Inserts the row and reserves its full cost in one transaction, then enqueues its job; when the
 * queue refuses, refunds at once (`refund`) so nothing is charged for work that will never run.
 * @throws DomainError 'insufficient_credits' (details: required, balance) when the balance is too
 *   low (nothing is inserted); 'queue_unavailable' when the job could not be queued (refunded);
 *   any error of `insert` as thrown.
 */
export async function reserveAndEnqueue<N extends JobName>(deps: ReservationDeps, r: Reservation<N>): Promise<void> {
  const { db, credits, jobs, logger } = deps;
  try {
    await db.transaction(async (tx) => {
      await r.insert(tx);
      if (r.cost > 0) await credits.apply({ userId: r.userId, amount: -r.cost, reason: r.reason, idempotencyKey: r.idempotencyKey, reference: r.reference }, tx);
    });
  } catch (error) {
    if (isDomainError(error, 'insufficient_credits')) {
      throw new DomainError('insufficient_credits',  { required: r.cost, balance: await credits.balance(r.userId) });
    }
    throw error;
  }
  try {
    // Accounts take turns; plans that sell 'Priority generation' go first within a turn.
    const priority = hasPriorityGeneration(await planOf(db, r.userId));
    await jobs.enqueue(r.job.name, r.job.payload, { fairness: { key: r.userId, priority } });
  } catch (error) {
    // The reservation is committed but no job will run: close the row and refund it now.
    logger.error({ err: error, ...r.logFields }, `${r.subject} could not be queued; refunding`);
    await r.refund();
    throw new DomainError('queue_unavailable');
  }
}

/**
 * The part of a reservation that belongs to one of `count` outputs: the reservation split into
 * whole credits that add up to exactly `reserved` (each output's price when count x price was
 * reserved: 3 each of 9 for three high-quality images).
 * Input: reserved whole credits, output count (> 0), position 0..count-1. Output: whole credits.
 */
export function reservedShare(reserved: number, count: number, position: number): number {
  return Math.floor((reserved * (position + 1)) / count) - Math.floor((reserved * position) / count);
}
