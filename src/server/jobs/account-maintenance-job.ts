/** The 'account-maintenance' job `{}`: hourly, deletes expired export zips, old page heartbeats and idempotency keys past their 24 hours. */
import type { AccountDataService } from '../services/account-data';
import type { IdempotencyService } from '../services/idempotency';
import type { NoticesService } from '../services/notices';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type MaintenanceData = JobPayload<'account-maintenance'>;

/** Cron (UTC) of the maintenance run: every hour, at minute 17. */
export const ACCOUNT_MAINTENANCE_CRON = '17 * * * *';

export const accountMaintenanceJob: JobDefinition<MaintenanceData> = {
  name: 'account-maintenance',
  parse: (data) => JOB_PAYLOADS['account-maintenance'].parse(data ?? {}),
  retryLimit: 1,
  expireInSeconds: 600,
};

/** Expires old exports, forgets old page heartbeats and idempotency keys past their 24 hours. */
export function accountMaintenanceJobHandler(accountData: AccountDataService, notices: NoticesService, idempotency: Pick<IdempotencyService, 'purge'>): JobHandler<MaintenanceData> {
  return async (_data, context) => {
    const expired = await accountData.exports.expire();
    const heartbeats = await notices.completion.purgeHeartbeats();
    const idempotencyKeys = await idempotency.purge();
    context.logger.debug({ expired, heartbeats, idempotencyKeys }, 'account maintenance done');
  };
}

/** The registry's entry: one worker per process, on ACCOUNT_MAINTENANCE_CRON. */
export function accountMaintenanceJobEntry(): RegisteredJob<'account-maintenance'> {
  return {
    definition: accountMaintenanceJob,
    concurrency: 1,
    recoverOrphans: false,
    cron: ACCOUNT_MAINTENANCE_CRON,
    handler: (services) => accountMaintenanceJobHandler(services.accountData, services.notices, services.idempotency),
  };
}
