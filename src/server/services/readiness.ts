/**
 * Readiness of a process for a load balancer or orchestrator (`/readyz`): the database answers, the
 * job queue's tables answer, and the file store can be used. Each check has READY_CHECK_TIMEOUT_MS;
 * a failing one is reported by name with a short reason (no addresses or credentials) and its
 * detail is logged. Liveness (`/healthz`) is separate: a process whose database is down is alive,
 * and restarting it would not help.
 */
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import { StorageUnavailableError, type Storage } from '../providers/storage';

/** Longest a single check may take before it counts as failing, ms. */
export const READY_CHECK_TIMEOUT_MS = 2000;

/** The checks, each 'ok' or a short reason. */
export interface Readiness {
  ready: boolean;
  checks: { database: string; queue: string; storage: string };
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** The readiness service on the process's database, store and logger. */
export function createReadiness(deps: { database: Pick<DatabaseHandle, 'executeSql'>; storage: Pick<Storage, 'check'>; logger: Logger }) {
  const { database, storage, logger } = deps;
  async function run(name: keyof Readiness['checks'], work: () => Promise<unknown>, reason: (error: unknown) => string): Promise<string> {
    try {
      await within(READY_CHECK_TIMEOUT_MS, work());
      return 'ok';
    } catch (error) {
      logger.warn({ err: error, check: name }, 'readiness check failing');
      return reason(error);
    }
  }
  return {
    /** Runs the three checks at once. Output: whether all are ok, and each one's result. */
    async check(): Promise<Readiness> {
      const timedOut = (error: unknown) => (error instanceof Error && error.message.startsWith('no answer within') ? 'no answer' : 'unreachable');
      const [db, queue, files] = await Promise.all([
        run('database', () => database.executeSql('select 1'), timedOut),
        // pg-boss keeps its schema version here; the queue cannot work without its tables.
        run('queue', () => database.executeSql('select version from pgboss.version limit 1'), timedOut),
        run('storage', () => storage.check(), (error) => (error instanceof StorageUnavailableError ? error.reason : timedOut(error))),
      ]);
      const checks = { database: db, queue, storage: files };
      return { ready: Object.values(checks).every((v) => v === 'ok'), checks };
    },
  };
}
