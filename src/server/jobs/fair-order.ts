/**
 * Fair order of the waiting jobs of a queue: accounts take turns, and 'Priority generation' plans
 * go first within a turn.
 *
 * pg-boss workers take the waiting job of the highest `priority`, then the oldest. This module
 * chooses that priority when a job is sent, as a start-time fair queue (Goyal, Vin and Cheng,
 * "Start-time Fair Queueing", SIGCOMM 1996, with one job as the unit of work):
 *   - each job gets a turn number: the later of the queue's current turn (the lowest turn still
 *     waiting, else the highest one running, else 0) and one past the last turn of the same
 *     account's jobs still waiting or running;
 *   - a job of a plan that sells priority gets class 0, others class 1;
 *   - its pg-boss priority is -(2 x turn + class), so lower turns start first and, within a turn,
 *     priority plans before the others, then the oldest.
 * One account's batch of 50 gets turns 0..49; another account's job sent after it gets the
 * queue's current turn, so it starts after at most one job of that batch instead of all of them. A
 * Plus or Pro job starts before every Free or Starter job of the same turn, so a Plus user without
 * a backlog goes ahead of all waiting Free and Starter work.
 *
 * The account of each job is kept in pg-boss's `singleton_key` column, which pg-boss only reads
 * for queues of the 'short', 'singleton' or 'stately' policies; Vitrine's queues use the standard
 * policy. Docs: docs/product.md, 'Priority generation and fair turns'.
 */

/** What fair ordering needs to know of a job: the account that asked for it and its plan's class. */
export interface Fairness {
  /** The account (user id) the job works for; its jobs take one turn each. */
  key: string;
  /** True for plans that sell 'Priority generation' (Plus, Pro): first within each turn. */
  priority: boolean;
}

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * The pg-boss priority of the next job of `fairness.key` on queue `queueName` (an integer <= 0),
 * from the jobs of that queue now waiting or running.
 * Input: the database's raw SQL runner (pg-boss's schema 'pgboss'), the queue's name, the account
 * and its class. Output: the priority to send the job with. Throws what the database throws.
 */
export async function fairPriority(executeSql: ExecuteSql, queueName: string, fairness: Fairness): Promise<number> {
  // turn = -priority / 2 (integer division); jobs sent without fairness (priority 0) are turn 0.
  const { rows } = await executeSql(
    `with open as (
       select singleton_key, state, start_after, greatest(0, -priority) / 2 as turn
       from pgboss.job where name = $1 and state <= 'active'
     )
     select coalesce(
              (select min(turn) from open where state < 'active' and start_after <= now()),
              (select max(turn) from open where state = 'active'),
              0) as current,
            (select max(turn) + 1 from open where singleton_key = $2) as next_own`,
    [queueName, fairness.key],
  );
  const row = rows[0] as { current: number | string; next_own: number | string | null } | undefined;
  const turn = Math.max(Number(row?.current ?? 0), Number(row?.next_own ?? 0));
  return priorityOf(turn, fairness.priority);
}

/** pg-boss priority of a job in `turn` (>= 0) of its class: -(2 x turn + (priority ? 0 : 1)). */
export function priorityOf(turn: number, priority: boolean): number {
  return 0 - 2 * turn - (priority ? 0 : 1);
}
