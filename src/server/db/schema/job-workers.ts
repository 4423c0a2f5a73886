/**
 * Worker processes on a shared PostgreSQL database and the jobs each one is running (leases), so
 * that the job of a process that died (killed, out of memory, machine lost) is put back in line
 * within seconds rather than after the job's whole expiry (src/server/jobs/worker-leases.ts).
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One live worker process: it refreshes `heartbeat_at` every few seconds while it runs. */
export const jobWorkers = pgTable('job_workers', {
  id: text('id').primaryKey(),
  /** Host name and process id, for operators. */
  label: text('label').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A job a worker process is running: written when its handler starts, removed when it settles. */
export const jobLeases = pgTable(
  'job_leases',
  {
    /** pg-boss's job id. */
    jobId: uuid('job_id').primaryKey(),
    /** The queue (job name) the job belongs to. */
    queue: text('queue').notNull(),
    workerId: text('worker_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_leases_worker_idx').on(t.workerId)],
);
