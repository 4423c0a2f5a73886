/**
 * What an operator alerts on, in the Prometheus text format (prom-client 15): one registry per
 * process (web or worker), scraped from `/metrics` (src/server/http/metrics-route.ts), never public.
 *
 * Metrics (names follow Prometheus's naming guide: base units, `_total` for counters):
 *   - http_request_duration_seconds{method,route,status}: latency per route template;
 *   - nodejs_eventloop_lag_* and the other Node.js defaults of prom-client (event-loop delay, memory,
 *     CPU, handles), with `collectDefaultMetrics`;
 *   - vitrine_queue_waiting_jobs{queue}, vitrine_queue_oldest_waiting_seconds{queue}: read from the
 *     job table at each scrape (the same figures in every process: the queue is shared);
 *   - vitrine_job_duration_seconds{job,provider,outcome}, vitrine_job_failures_total{job,provider}:
 *     the jobs this process ran, by the engine or provider that does their work ('local' for
 *     Vitrine's own engine);
 *   - vitrine_credits_total{kind,reason}: credits reserved and refunded by this process;
 *   - vitrine_storage_errors_total{operation}: failed calls to the file store;
 *   - vitrine_engine_busy_workers, vitrine_engine_waiting_tasks, vitrine_engine_workers: the
 *     imaging engine's worker pool of this process.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Per-queue figures of the waiting jobs: count and age of the oldest, seconds. */
export interface QueueFigures {
  queue: string;
  waiting: number;
  oldestWaitingSeconds: number;
}

/** The engine pool's load: tasks running and waiting, and live workers. */
export interface EngineFigures {
  running: number;
  waiting: number;
  workers: number;
}

/** Where the scrape-time gauges read from; each may be absent (a process without a queue or pool). */
export interface MetricsSources {
  queue?: () => Promise<QueueFigures[]>;
  engine?: () => EngineFigures | null;
}

export interface Metrics {
  readonly registry: Registry;
  /** Records one answered HTTP request: `route` is the route template ('/api/v1/images/:id'). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Records one job this process ran to its end: outcome 'completed' or 'failed'. */
  observeJob(job: string, provider: string, outcome: 'completed' | 'failed', seconds: number): void;
  /** Counts a ledger change of credits reserved (kind 'reserve') or refunded ('refund'), whole credits. */
  countCredits(kind: 'reserve' | 'refund', reason: string, credits: number): void;
  /** Counts a failed call to the file store (`operation`: put, get, delete...). */
  countStorageError(operation: string): void;
  /** Sets where the scrape-time gauges read from (the queue and the engine are built after the registry). */
  setSources(sources: MetricsSources): void;
  /** The text a Prometheus scrape gets, and its content type. */
  scrape(): Promise<{ body: string; contentType: string }>;
}

/**
 * HTTP latency buckets, seconds: from a cached read (5 ms) to an upload that prepares a large photo
 * (10 s).
 */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job duration buckets, seconds: a cut-out (1 s) to a hosted video (10 min). */
const JOB_BUCKETS = [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/**
 * Builds the registry of one process.
 * Input: `defaults` (true where the metrics are served: Node.js process metrics and event-loop
 * delay sampling, which keeps a timer running). Output: Metrics.
 */
export function createMetrics(options: { defaults: boolean }): Metrics {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  let sources: MetricsSources = {};
  // Both queue gauges read one query per scrape: its answer is kept for a second.
  let queueRead: { at: number; figures: Promise<QueueFigures[]> } | null = null;
  function queueFigures(): Promise<QueueFigures[]> {
    if (!sources.queue) return Promise.resolve([]);
    if (!queueRead || Date.now() - queueRead.at > 1000) {
      // A database that does not answer leaves the gauges empty (readiness reports it), not the scrape failed.
      queueRead = { at: Date.now(), figures: sources.queue().catch(() => []) };
    }
    return queueRead.figures;
  }

  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route template, seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'vitrine_job_duration_seconds',
    help: 'Duration of the jobs this process ran, by job, engine or provider, and outcome, seconds',
    labelNames: ['job', 'provider', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'vitrine_job_failures_total',
    help: 'Job attempts that failed in this process, by job and engine or provider',
    labelNames: ['job', 'provider'] as const,
    registers: [registry],
  });
  const credits = new Counter({
    name: 'vitrine_credits_total',
    help: 'Credits reserved for paid work and refunded for work not delivered, by this process',
    labelNames: ['kind', 'reason'] as const,
    registers: [registry],
  });
  const storageErrors = new Counter({
    name: 'vitrine_storage_errors_total',
    help: 'Failed calls to the file store, by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'vitrine_queue_waiting_jobs',
    help: 'Jobs waiting to start, per queue (shared by every process)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await queueFigures()) this.set({ queue: q.queue }, q.waiting);
    },
  });
  new Gauge({
    name: 'vitrine_queue_oldest_waiting_seconds',
    help: 'Age of the oldest job waiting to start, per queue, seconds (0 when none waits)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await queueFigures()) this.set({ queue: q.queue }, q.oldestWaitingSeconds);
    },
  });
  const engineGauge = (name: string, help: string, pick: (f: EngineFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const figures = sources.engine?.();
        this.set(figures ? pick(figures) : 0);
      },
    });
  engineGauge('vitrine_engine_busy_workers', "Engine worker processes running a task in this process's pool", (f) => f.running);
  engineGauge('vitrine_engine_waiting_tasks', "Engine tasks waiting for a worker in this process's pool", (f) => f.waiting);
  engineGauge('vitrine_engine_workers', "Live engine worker processes in this process's pool", (f) => f.workers);

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      http.observe({ method, route, status: String(status) }, seconds);
    },
    observeJob(job, provider, outcome, seconds) {
      jobDuration.observe({ job, provider, outcome }, seconds);
      if (outcome === 'failed') jobFailures.inc({ job, provider });
    },
    countCredits(kind, reason, amount) {
      credits.inc({ kind, reason }, Math.abs(amount));
    },
    countStorageError(operation) {
      storageErrors.inc({ operation });
    },
    setSources(next) {
      sources = { ...sources, ...next };
    },
    async scrape() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
}
