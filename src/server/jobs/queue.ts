/**
 * The durable job queue: pg-boss 10 in the app's own database. On PGlite
 * it runs through `executeSql`; on PostgreSQL it opens its own small pool. Jobs carry ids
 * only; handlers are safe to re-run.
 */
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import { currentRequestId, withRequestId } from '../request-context';
import { fairPriority, type Fairness } from './fair-order';
import { createWorkerLeases, type LostJob } from './worker-leases';

export interface JobDefinition<T> {
  name: string;
  /** Validates the payload; throws on a malformed one. */
  parse(data: unknown): T;
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before a job that has not finished is considered lost and retried. */
  expireInSeconds: number;
}

export interface JobContext {
  /** True on the last attempt allowed by the definition. */
  lastAttempt: boolean;
  attempt: number;
  logger: Logger;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

/** Options of one send. */
export interface SendOptions {
  /** Seconds to wait before the job may start (pg-boss `startAfter`). */
  startAfterSeconds?: number;
  /**
   * The account the job works for and its plan's class: its jobs then take turns with other
   * accounts' jobs, priority plans first within a turn (./fair-order.ts). Without it the job is
   * in turn 0 (maintenance jobs, which no account waits for).
   */
  fairness?: Fairness;
}

export interface Queue {
  start(): Promise<void>;
  /**
   * Enqueues a job and wakes the local worker; `startAfterSeconds` delays its start, `fairness`
   * places it in its account's next turn.
   */
  send<T extends object>(definition: JobDefinition<T>, data: T, options?: SendOptions): Promise<string>;
  /** Runs a job on a cron schedule (UTC), once per tick across every worker process. */
  schedule<T extends object>(definition: JobDefinition<T>, cron: string, data: T): Promise<void>;
  /** Starts `concurrency` workers for a job. */
  work<T extends object>(definition: JobDefinition<T>, handler: JobHandler<T>, concurrency: number): Promise<void>;
  /**
   * Puts jobs left 'active' by a process that died back in line (single-process PGlite only,
   * where no other worker can own them).
   */
  recoverOrphans(definition: JobDefinition<object>): Promise<number>;
  /**
   * Stops taking jobs and waits up to `graceSeconds` (default 10) for the running ones to finish;
   * pg-boss then marks those still running failed, which puts them back in line by their retry
   * policy for another worker. `graceful: false` abandons running handlers at once (as a crash would).
   */
  stop(options?: { graceful?: boolean; graceSeconds?: number }): Promise<void>;
  /**
   * Waits until every handler of this process has settled and the queue has sent its last
   * statement (marking each job done or failed), so that the database may close after it; at most
   * `timeoutMs` (default 10 s) for a handler stuck on an outside system. A handler still running
   * then is abandoned: pg-boss's stop has already marked its job failed (back in line by its retry
   * policy), and when the handler settles later nothing more is sent (the database may be closed).
   */
  drain(timeoutMs?: number): Promise<void>;
  /**
   * The jobs waiting to start (created or back in line for a retry, start time reached), per
   * queue, with the age of the oldest in seconds (0 when none waits); every created queue is listed.
   */
  figures(): Promise<{ queue: string; waiting: number; oldestWaitingSeconds: number }[]>;
}

/** Told when a handler of this process settles (metrics): job name, outcome and seconds it ran. */
export type JobObserver = (job: string, outcome: 'completed' | 'failed', seconds: number) => void;

/** The field of a job's data that carries the id of the request that queued it. */
const REQUEST_ID_FIELD = 'requestId';

/** How the queue is built beyond its database. */
export interface QueueOptions {
  /** PostgreSQL connection string: pg-boss opens its own small pool on it. */
  databaseUrl?: string;
  /** Told when each handler of this process settles (metrics). */
  observe?: JobObserver;
  /**
   * Worker leases on PostgreSQL (./worker-leases.ts): seconds without a heartbeat after which a
   * worker process is dead and its running jobs go back in line (default 30).
   */
  deadWorkerSeconds?: number;
}

/** Extra attempts a job gets back when the worker running it died, at most (a job that kills its worker stops there). */
const LOST_WORKER_EXTRA_ATTEMPTS = 2;

/**
 * Creates the queue on the app's database. On PostgreSQL, where several worker processes may share
 * it, the processes that run jobs keep leases (./worker-leases.ts): the jobs of one that dies go
 * back in line after `deadWorkerSeconds`, and that attempt is not counted against them (up to
 * LOST_WORKER_EXTRA_ATTEMPTS times).
 */
export function createQueue(database: DatabaseHandle, logger: Logger, options: QueueOptions = {}): Queue {
  const { databaseUrl, observe } = options;
  // Failed jobs stay in the job table (where an admin can retry them: services/admin/jobs.ts) for a
  // week before pg-boss archives them; completed ones for pg-boss's default 12 hours.
  const common = { schedule: true, supervise: true, maintenanceIntervalSeconds: 60, archiveFailedAfterSeconds: 7 * 86_400 };
  const boss =
    database.kind === 'postgres' && databaseUrl
      ? new PgBoss({ connectionString: databaseUrl, max: 4, ...common })
      : new PgBoss({ db: { executeSql: database.executeSql as (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> }, ...common } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const workers = new Map<string, string[]>();
  /** The definitions this process works, by queue name (for the attempts of lost jobs). */
  const definitions = new Map<string, JobDefinition<object>>();
  const deadAfterSeconds = options.deadWorkerSeconds ?? 30;
  const leases = database.kind === 'postgres' ? createWorkerLeases(database, logger, { deadAfterSeconds, heartbeatSeconds: Math.max(1, deadAfterSeconds / 6) }) : null;
  let leasesStarted: Promise<void> | null = null;

  /** Puts the jobs of a dead worker back in line; the lost attempt is given back (bounded). */
  async function requeueLost(lost: LostJob[]): Promise<void> {
    const byQueue = new Map<string, string[]>();
    for (const job of lost) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job.jobId]);
    for (const [queue, ids] of byQueue) {
      const base = definitions.get(queue)?.retryLimit;
      if (base !== undefined) {
        await database.executeSql(
          `update pgboss.job set retry_limit = retry_limit + 1
           where name = $1 and id = any($2::uuid[]) and state = 'active' and retry_limit < $3`,
          [queue, ids, base + LOST_WORKER_EXTRA_ATTEMPTS],
        );
      }
      await boss.fail(queue, ids);
      logger.warn({ job: queue, jobIds: ids }, 'jobs of a worker process that stopped are back in line');
    }
  }
  /** Handlers running in this process. */
  const running = new Set<Promise<unknown>>();
  const created = new Map<string, Promise<void>>();
  let started = false;
  /** Set when drain gives up waiting: handlers that settle after it report nothing to pg-boss. */
  let drained = false;

  /**
   * Creates a queue once per process: concurrent first sends share one call (pg-boss's
   * create_queue takes table locks, and racing callers can deadlock). A deadlock or unique race
   * with another process is retried.
   */
  function ensureQueue(definition: JobDefinition<object>): Promise<void> {
    let pending = created.get(definition.name);
    if (!pending) {
      pending = (async () => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            await boss.createQueue(definition.name, {
              name: definition.name,
              retryLimit: definition.retryLimit,
              retryDelay: 2,
              retryBackoff: true,
              expireInSeconds: definition.expireInSeconds,
            });
            return;
          } catch (error) {
            const code = (error as { code?: string }).code;
            if (attempt >= 3 || (code !== '40P01' && code !== '23505')) throw error;
            await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
          }
        }
      })();
      created.set(definition.name, pending);
      pending.catch(() => created.delete(definition.name));
    }
    return pending;
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async send(definition, data, options = {}) {
      await ensureQueue(definition);
      const priority = options.fairness ? await fairPriority(database.executeSql, definition.name, options.fairness) : 0;
      // The request that queued the job, for its logs in whichever process runs it (the payload's
      // schema strips this field before the handler sees the data).
      const requestId = currentRequestId();
      const id = await boss.send(definition.name, requestId ? { ...data, [REQUEST_ID_FIELD]: requestId } : data, {
        retryLimit: definition.retryLimit,
        retryDelay: 2,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.fairness ? { priority, singletonKey: options.fairness.key } : {}),
      });
      if (!id) throw new Error(`job ${definition.name} was not queued`);
      logger.info({ job: definition.name, jobId: id, ...(requestId ? { requestId } : {}) }, 'job queued');
      for (const workerId of workers.get(definition.name) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    async schedule(definition, cron, data) {
      await ensureQueue(definition);
      await boss.schedule(definition.name, cron, data, { tz: 'UTC', retryLimit: definition.retryLimit, expireInSeconds: definition.expireInSeconds });
    },
    async work(definition, handler, concurrency) {
      await ensureQueue(definition);
      definitions.set(definition.name, definition);
      if (leases && !leasesStarted) leasesStarted = leases.start(requeueLost);
      await leasesStarted;
      const ids: string[] = [];
      for (let i = 0; i < concurrency; i += 1) {
        const id = await boss.work<object>(
          definition.name,
          { pollingIntervalSeconds: 2, includeMetadata: true, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            const attempt = job.retryCount + 1;
            const requestId = (job.data as Record<string, unknown> | null)?.[REQUEST_ID_FIELD];
            const jobLogger = logger.child({ job: definition.name, jobId: job.id, attempt, ...(typeof requestId === 'string' ? { requestId } : {}) });
            const data = definition.parse(job.data);
            await leases?.acquire(definition.name, job.id).catch((err: unknown) => jobLogger.warn({ err }, 'job lease not written'));
            const context = { attempt, lastAttempt: job.retryCount >= job.retryLimit, logger: jobLogger };
            const startedAt = performance.now();
            let failure: { error: unknown } | undefined;
            // Settles with the handler and its lease's removal, which the shutdown's drain waits for.
            const run = (async () => {
              try {
                // Jobs this one queues carry the same request id.
                await (typeof requestId === 'string' ? withRequestId(requestId, () => handler(data as never, context)) : handler(data as never, context));
              } catch (error) {
                failure = { error };
              }
              observe?.(definition.name, failure ? 'failed' : 'completed', (performance.now() - startedAt) / 1000);
              if (!drained) await leases?.release(job.id).catch((err: unknown) => jobLogger.warn({ err }, 'job lease not removed'));
            })();
            running.add(run);
            try {
              await run;
            } finally {
              running.delete(run);
            }
            // Abandoned by the shutdown, whose stop already marked the job failed: pg-boss would
            // mark it again on a closed database (without awaiting that statement, so its failure
            // would be an unhandled rejection). This promise never settles; the process is exiting.
            if (drained) {
              jobLogger.warn('job settled after the shutdown; its stop had already put it back in line');
              return new Promise<never>(() => undefined);
            }
            if (failure) throw failure.error;
          },
        );
        ids.push(id);
      }
      workers.set(definition.name, [...(workers.get(definition.name) ?? []), ...ids]);
    },
    async recoverOrphans(definition) {
      if (database.kind !== 'pglite') return 0;
      const { rows } = await database.executeSql(
        `select id from pgboss.job where name = $1 and state = 'active'`,
        [definition.name],
      );
      const ids = (rows as { id: string }[]).map((r) => r.id);
      if (ids.length > 0) {
        await boss.fail(definition.name, ids);
        logger.warn({ job: definition.name, count: ids.length }, 'recovered jobs left running by a previous process');
      }
      return ids.length;
    },
    async stop(options = {}) {
      if (!started) return;
      started = false;
      const graceful = options.graceful ?? true;
      await boss.stop({ graceful, wait: graceful, timeout: Math.max(1, options.graceSeconds ?? 10) * 1000 });
      // A clean stop gives up this process's leases; a crash (graceful: false) leaves them for the others to find.
      if (leasesStarted && graceful) await leases?.stop().catch((err: unknown) => logger.warn({ err }, 'worker leases not removed'));
    },
    async figures() {
      const { rows } = await database.executeSql(
        `select q.name, count(j.id) as waiting, coalesce(extract(epoch from now() - min(j.created_on)), 0) as oldest
         from pgboss.queue q
         left join pgboss.job j on j.name = q.name and j.state < 'active' and j.start_after <= now()
         group by q.name order by q.name`,
      );
      return (rows as { name: string; waiting: number | string; oldest: number | string }[]).map((r) => ({
        queue: r.name,
        waiting: Number(r.waiting),
        oldestWaitingSeconds: Math.max(0, Number(r.oldest)),
      }));
    },
    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (running.size > 0 && Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())))]);
        clearTimeout(timer);
      }
      if (running.size > 0) logger.warn({ count: running.size }, 'jobs still running at shutdown are abandoned');
      drained = true;
      // pg-boss marks a job done or failed right after its handler settles, without awaiting it:
      // let that statement be sent before anyone closes the database.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}
