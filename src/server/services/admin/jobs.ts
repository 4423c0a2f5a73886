/**
 * Jobs for admins: counts per queue and state, recent jobs, retry a failed job,
 * cancel a waiting one with its credits refunded exactly once.
 *
 * pg-boss 10.4 has no API to list jobs by state (its `getQueueSize` counts, `getJobById` reads one),
 * so the reads here query its `pgboss.job` table, read-only. Retry and cancel are the same single
 * UPDATEs as pg-boss's own `retry` and `cancel` (node_modules/pg-boss/src/plans.js `retryJobs`,
 * `cancelJobs`), run inside the admin's transaction so the audit row commits with them; cancel is
 * narrowed to jobs no worker holds yet ('created' or 'retry': pg-boss's cancel would also flag a
 * running job while its handler carries on). The job row is read FOR UPDATE first, and a worker's
 * fetch skips locked rows (SKIP LOCKED), so a cancel and a fetch never both win.
 * Docs: https://github.com/timgit/pg-boss/blob/10.1.6/docs/readme.md (retry, cancel, getQueueSize).
 */
import { eq, sql } from 'drizzle-orm';
import type { AdminJob, JobState } from '../../../shared/contracts/admin';
import type { Database } from '../../db/client';
import { generations, sourceImages, videos } from '../../db/schema';
import type { Logger } from '../../logger';
import { DomainError } from '../domain-error';
import { recordAudit, type AdminActor } from './audit-log';

/** Queues whose waiting jobs an admin may cancel: the ones holding a credit reservation, refunded on cancel. */
export const CANCELLABLE_QUEUES = ['generation-render', 'video-render'] as const;

/** Why a cancelled job's work was closed (stored as the generation's or video's error). */
const CANCEL_REASON = 'cancelled by an administrator';

type JobRow = {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  data: Record<string, unknown> | null;
  output: unknown;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
};

const JOB_COLUMNS = sql.raw('id, name, state::text as state, retry_count, retry_limit, data, output, created_on, started_on, completed_on');

function iso(value: Date | string | null): string | null {
  if (value == null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The message of a failed attempt, as pg-boss stores it in `output` (the thrown error, serialised). */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message.slice(0, 500) : null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface AdminJobsDeps {
  db: Database;
  /** Closes a generation whose job will not run: refunds each image not produced, once. */
  abandonGeneration(id: string, reason: string): Promise<void>;
  /** Closes a video whose job will not run: refunds it once. */
  abandonVideo(id: string, reason: string): Promise<void>;
  logger: Logger;
}

export type AdminJobsService = ReturnType<typeof createAdminJobsService>;

export function createAdminJobsService(deps: AdminJobsDeps) {
  const { db } = deps;

  /** The generation, video or photo a job works on, from its payload of ids. */
  async function subjectOf(data: Record<string, unknown> | null): Promise<AdminJob['subject']> {
    if (!data) return null;
    if (typeof data.generationId === 'string') {
      const [g] = await db.select({ userId: generations.userId, status: generations.status }).from(generations).where(eq(generations.id, data.generationId));
      return { type: 'generation', id: data.generationId, userId: g?.userId ?? null, status: g?.status ?? null };
    }
    if (typeof data.videoId === 'string') {
      const [v] = await db.select({ userId: videos.userId, status: videos.status }).from(videos).where(eq(videos.id, data.videoId));
      return { type: 'video', id: data.videoId, userId: v?.userId ?? null, status: v?.status ?? null };
    }
    if (typeof data.sourceImageId === 'string') {
      const [s] = await db.select({ userId: sourceImages.userId, status: sourceImages.cutoutStatus }).from(sourceImages).where(eq(sourceImages.id, data.sourceImageId));
      return { type: 'source_image', id: data.sourceImageId, userId: s?.userId ?? null, status: s?.status ?? null };
    }
    return null;
  }

  async function view(row: JobRow): Promise<AdminJob> {
    return {
      id: row.id,
      queue: row.name,
      state: row.state,
      retryCount: row.retry_count,
      retryLimit: row.retry_limit,
      data: row.data,
      error: errorOf(row.output),
      createdAt: iso(row.created_on)!,
      startedAt: iso(row.started_on),
      completedAt: iso(row.completed_on),
      subject: await subjectOf(row.data),
    };
  }

  async function find(queue: string, id: string): Promise<JobRow | undefined> {
    return rowsOf<JobRow>(await db.execute(sql`select ${JOB_COLUMNS} from pgboss.job where name = ${queue} and id = ${id}::uuid`))[0];
  }

  /** Credits refunded so far for a generation or video (null when the job has neither). */
  async function refundedSoFar(data: Record<string, unknown> | null): Promise<number | null> {
    if (typeof data?.generationId === 'string') {
      const [g] = await db.select({ refunded: generations.creditsRefunded }).from(generations).where(eq(generations.id, data.generationId));
      return g?.refunded ?? 0;
    }
    if (typeof data?.videoId === 'string') {
      const [v] = await db.select({ refunded: videos.creditsRefunded }).from(videos).where(eq(videos.id, data.videoId));
      return v?.refunded ?? 0;
    }
    return null;
  }

  /** Refunds and closes the work of a cancelled job (idempotent: the services' refund keys apply once). */
  async function closeSubject(queue: string, data: Record<string, unknown> | null): Promise<number> {
    const before = (await refundedSoFar(data)) ?? 0;
    if (queue === 'generation-render' && typeof data?.generationId === 'string') await deps.abandonGeneration(data.generationId, CANCEL_REASON);
    else if (queue === 'video-render' && typeof data?.videoId === 'string') await deps.abandonVideo(data.videoId, CANCEL_REASON);
    const after = (await refundedSoFar(data)) ?? 0;
    return Math.max(0, after - before);
  }

  return {
    /**
     * Jobs per queue and state (the job table: completed jobs for about 12 hours, failed ones for a
     * week). pg-boss's own queues (`__pgboss__...`, its cron sender) are left out.
     */
    async stats() {
      const rows = rowsOf<{ name: string; state: JobState; n: number | string }>(
        await db.execute(sql`select q.name, j.state::text as state, count(j.id) as n
          from pgboss.queue q left join pgboss.job j on j.name = q.name
          where left(q.name, 8) <> '__pgboss'
          group by q.name, j.state order by q.name`),
      );
      const byQueue = new Map<string, { queue: string; queued: number; running: number; retrying: number; failed: number; completed: number; cancelled: number }>();
      for (const r of rows) {
        const entry = byQueue.get(r.name) ?? { queue: r.name, queued: 0, running: 0, retrying: 0, failed: 0, completed: 0, cancelled: 0 };
        const n = Number(r.n);
        if (r.state === 'created') entry.queued += n;
        else if (r.state === 'active') entry.running += n;
        else if (r.state === 'retry') entry.retrying += n;
        else if (r.state === 'failed') entry.failed += n;
        else if (r.state === 'completed') entry.completed += n;
        else if (r.state === 'cancelled') entry.cancelled += n;
        byQueue.set(r.name, entry);
      }
      return { queues: [...byQueue.values()] };
    },

    /** The newest jobs, optionally of one queue and state. */
    async list(query: { queue?: string; state?: JobState; limit: number }): Promise<{ items: AdminJob[] }> {
      const rows = rowsOf<JobRow>(
        await db.execute(sql`select ${JOB_COLUMNS} from pgboss.job
          where left(name, 8) <> '__pgboss'
            and (${query.queue ?? null}::text is null or name = ${query.queue ?? null})
            and (${query.state ?? null}::text is null or state::text = ${query.state ?? null})
          order by created_on desc, id desc limit ${query.limit}`),
      );
      return { items: await Promise.all(rows.map(view)) };
    },

    /**
     * Puts a failed job back in line for one more attempt (pg-boss's retry: state 'retry', one more
     * attempt allowed), with its audit row in the same transaction. The handlers are safe to re-run:
     * work already done or refunded is not done or refunded again.
     * @throws DomainError 'not_found', 'job_not_retriable' (the job is not failed).
     */
    async retry(actor: AdminActor, queue: string, id: string): Promise<{ job: AdminJob; creditsRefunded: number }> {
      await db.transaction(async (tx) => {
        const [job] = rowsOf<{ state: string; retry_limit: number }>(
          await tx.execute(sql`select state::text as state, retry_limit from pgboss.job where name = ${queue} and id = ${id}::uuid for update`),
        );
        if (!job) throw new DomainError('not_found');
        if (job.state !== 'failed') throw new DomainError('job_not_retriable');
        await tx.execute(sql`update pgboss.job set state = 'retry', retry_limit = retry_limit + 1 where name = ${queue} and id = ${id}::uuid`);
        await recordAudit(tx, actor, {
          action: 'job.retry',
          targetType: 'job',
          targetId: `${queue}/${id}`,
          before: { state: 'failed', retryLimit: job.retry_limit },
          after: { state: 'retry', retryLimit: job.retry_limit + 1 },
        });
      });
      const row = await find(queue, id);
      if (!row) throw new DomainError('not_found');
      return { job: await view(row), creditsRefunded: 0 };
    },

    /**
     * Cancels a job no worker holds yet ('created' or 'retry') of a queue that reserves credits,
     * with its audit row, then refunds and closes its generation or video through that service's
     * own refund path (idempotency keys per image or video: refunded exactly once). Asking again for
     * a job already cancelled only finishes a refund that was interrupted, and records nothing.
     * @returns the job and the credits this call gave back.
     * @throws DomainError 'not_found', 'job_not_cancellable' (running or finished, or a queue without credits).
     */
    async cancel(actor: AdminActor, queue: string, id: string): Promise<{ job: AdminJob; creditsRefunded: number }> {
      if (!(CANCELLABLE_QUEUES as readonly string[]).includes(queue)) {
        if (!(await find(queue, id))) throw new DomainError('not_found');
        throw new DomainError('job_not_cancellable');
      }
      const data = await db.transaction(async (tx) => {
        const [job] = rowsOf<{ state: string; data: Record<string, unknown> | null }>(
          await tx.execute(sql`select state::text as state, data from pgboss.job where name = ${queue} and id = ${id}::uuid for update`),
        );
        if (!job) throw new DomainError('not_found');
        if (job.state === 'cancelled') return job.data;
        if (job.state !== 'created' && job.state !== 'retry') throw new DomainError('job_not_cancellable');
        await tx.execute(sql`update pgboss.job set state = 'cancelled', completed_on = now() where name = ${queue} and id = ${id}::uuid`);
        await recordAudit(tx, actor, {
          action: 'job.cancel',
          targetType: 'job',
          targetId: `${queue}/${id}`,
          before: { state: job.state },
          after: { state: 'cancelled', ...(job.data ?? {}) },
        });
        return job.data;
      });
      const creditsRefunded = await closeSubject(queue, data);
      deps.logger.info({ queue, jobId: id, creditsRefunded, adminId: actor.id }, 'job cancelled by an admin');
      const row = await find(queue, id);
      if (!row) throw new DomainError('not_found');
      return { job: await view(row), creditsRefunded };
    },
  };
}
