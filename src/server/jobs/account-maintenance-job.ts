/** The 'account-maintenance' job `{}`: hourly, deletes expired export zips and old page heartbeats. */
import type { AccountDataService } from '../services/account-data';
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

/** Expires old exports and forgets old page heartbeats. */
export function accountMaintenanceJobHandler(accountData: AccountDataService, notices: NoticesService): JobHandler<MaintenanceData> {
  return async (_data, context) => {
    const expired = await accountData.exports.expire();
    const heartbeats = await notices.completion.purgeHeartbeats();
    context.logger.debug({ expired, heartbeats }, 'account maintenance done');
  };
}

/** The registry's entry: one worker per process, on ACCOUNT_MAINTENANCE_CRON. */
export function accountMaintenanceJobEntry(): RegisteredJob<'account-maintenance'> {
  return {
    definition: accountMaintenanceJob,
    concurrency: 1,
    recoverOrphans: false,
    cron: ACCOUNT_MAINTENANCE_CRON,
    handler: (services) => accountMaintenanceJobHandler(services.accountData, services.notices),
  };
}
