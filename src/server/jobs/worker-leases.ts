/**
 * Leases of running jobs on a shared PostgreSQL database: which worker process runs which job, and
 * whether that process is still alive.
 *
 * pg-boss puts a job back in line only when its expiry passes (minutes for a render) and its
 * maintenance runs. With several worker processes, one killed with SIGKILL, out of memory or on a
 * lost machine would leave its jobs waiting that long. Here each worker process:
 *   - registers in `job_workers` and refreshes its heartbeat every `heartbeatSeconds`;
 *   - writes a lease in `job_leases` when a handler starts and removes it when the handler settles;
 *   - every `heartbeatSeconds`, removes the workers whose heartbeat is older than `deadAfterSeconds`
 *     and answers their leases, for the queue to put those jobs back in line.
 * A process that was only paused past `deadAfterSeconds` finds its row gone at its next heartbeat,
 * logs it and registers again; its jobs were taken up by another worker (handlers are safe to run
 * twice: credits are idempotent, and pg-boss ignores a completion of a job that is no longer active).
 * Tables: src/server/db/schema/job-workers.ts.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';

/** A job whose worker process died: its id and queue. */
export interface LostJob {
  jobId: string;
  queue: string;
}

export interface WorkerLeases {
  /** This process's worker id. */
  readonly id: string;
  /** Registers this process and starts the heartbeat, which also looks for dead workers. */
  start(onLost: (jobs: LostJob[]) => Promise<void>): Promise<void>;
  /** Records that this process runs job `jobId` of `queue`. */
  acquire(queue: string, jobId: string): Promise<void>;
  /** Removes the lease of `jobId` (its handler settled). */
  release(jobId: string): Promise<void>;
  /** Once: removes the workers whose heartbeat is too old and answers their jobs. */
  reap(): Promise<LostJob[]>;
  /** Stops the heartbeat and removes this process's row and leases (a clean shutdown). */
  stop(): Promise<void>;
}

export interface WorkerLeaseOptions {
  /** Seconds between heartbeats (and dead-worker checks); default 5. */
  heartbeatSeconds?: number;
  /** Seconds without a heartbeat after which a worker is dead; default 30. */
  deadAfterSeconds?: number;
}

/**
 * Leases on `database` (PostgreSQL; any database with the job_workers and job_leases tables).
 * Errors of the heartbeat are logged, never thrown; acquire and release throw what the database
 * throws.
 */
export function createWorkerLeases(database: DatabaseHandle, logger: Logger, options: WorkerLeaseOptions = {}): WorkerLeases {
  const heartbeatSeconds = options.heartbeatSeconds ?? 5;
  const deadAfterSeconds = options.deadAfterSeconds ?? 30;
  const id = randomUUID();
  const label = `${os.hostname()}:${process.pid}`;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;
  const sql = database.executeSql;

  async function register(): Promise<void> {
    await sql(`insert into job_workers (id, label) values ($1, $2) on conflict (id) do update set heartbeat_at = now()`, [id, label]);
  }

  const leases: WorkerLeases = {
    id,
    async start(onLost) {
      await register();
      const beat = async () => {
        try {
          const { rows } = await sql(`update job_workers set heartbeat_at = now() where id = $1 returning id`, [id]);
          if (rows.length === 0) {
            logger.error({ workerId: id }, 'this worker was taken for dead (no heartbeat in time); its jobs were put back in line; registering again');
            await register();
          }
          const lost = await leases.reap();
          if (lost.length > 0) await onLost(lost);
        } catch (error) {
          logger.warn({ err: error }, 'worker heartbeat failed');
        }
      };
      timer = setInterval(() => {
        if (!beating) beating = beat().finally(() => (beating = undefined));
      }, heartbeatSeconds * 1000);
      timer.unref();
    },
    async acquire(queue, jobId) {
      await sql(`insert into job_leases (job_id, queue, worker_id) values ($1, $2, $3) on conflict (job_id) do update set worker_id = excluded.worker_id, started_at = now()`, [jobId, queue, id]);
    },
    async release(jobId) {
      await sql(`delete from job_leases where job_id = $1 and worker_id = $2`, [jobId, id]);
    },
    async reap() {
      // One statement: the dead workers' rows and their leases go together, so two processes that
      // look at once never both answer the same job. Leases left without a worker row (a lease
      // written as its worker was being reaped) go too once they are as old as a dead heartbeat.
      const { rows } = await sql(
        `with dead as (
           delete from job_workers where heartbeat_at < now() - ($1 * interval '1 second') and id <> $2 returning id
         )
         delete from job_leases l
         where l.worker_id in (select id from dead)
            or (l.worker_id <> $2 and l.started_at < now() - ($1 * interval '1 second')
                and not exists (select 1 from job_workers w where w.id = l.worker_id))
         returning job_id, queue`,
        [deadAfterSeconds, id],
      );
      return (rows as { job_id: string; queue: string }[]).map((r) => ({ jobId: r.job_id, queue: r.queue }));
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await beating;
      await sql(`delete from job_leases where worker_id = $1`, [id]);
      await sql(`delete from job_workers where id = $1`, [id]);
    },
  };
  return leases;
}
