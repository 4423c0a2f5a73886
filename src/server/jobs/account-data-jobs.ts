/**
 * Jobs of the user's data rights (issue 16 items 6 and 7):
 * - 'account-export' `{ exportId }`: builds the zip and emails its link;
 * - 'account-deletion' `{ userId }`: cancels the subscription, deletes files and rows;
 * - 'account-maintenance' `{}`: hourly, deletes expired export zips and old page heartbeats.
 */
import type { AccountDataService } from '../services/account-data';
import type { NoticesService } from '../services/notices';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type ExportData = JobPayload<'account-export'>;
type DeletionData = JobPayload<'account-deletion'>;
type MaintenanceData = JobPayload<'account-maintenance'>;

/** Cron (UTC) of the maintenance run: every hour, at minute 17. */
export const ACCOUNT_MAINTENANCE_CRON = '17 * * * *';

export const accountExportJob: JobDefinition<ExportData> = {
  name: 'account-export',
  parse: (data) => JOB_PAYLOADS['account-export'].parse(data),
  retryLimit: 3,
  expireInSeconds: 3600,
};

export function accountExportJobHandler(accountData: AccountDataService): JobHandler<ExportData> {
  return async ({ exportId }, context) => {
    const result = await accountData.exports.build(exportId, { lastAttempt: context.lastAttempt });
    context.logger.info({ exportId, status: result?.status }, 'data export job done');
  };
}

export const accountDeletionJob: JobDefinition<DeletionData> = {
  name: 'account-deletion',
  parse: (data) => JOB_PAYLOADS['account-deletion'].parse(data),
  retryLimit: 5,
  expireInSeconds: 1800,
};

export function accountDeletionJobHandler(accountData: AccountDataService): JobHandler<DeletionData> {
  return async ({ userId }, context) => {
    try {
      const outcome = await accountData.deletion.run(userId);
      context.logger.info({ userId, outcome }, 'account deletion job done');
    } catch (error) {
      // The account stays locked (no sign-in, no sessions) until an admin looks at it.
      if (context.lastAttempt) context.logger.error({ err: error, userId }, 'account deletion failed on its last attempt: the account stays locked');
      throw error;
    }
  };
}

export const accountMaintenanceJob: JobDefinition<MaintenanceData> = {
  name: 'account-maintenance',
  parse: (data) => JOB_PAYLOADS['account-maintenance'].parse(data ?? {}),
  retryLimit: 1,
  expireInSeconds: 600,
};

export function accountMaintenanceJobHandler(accountData: AccountDataService, notices: NoticesService): JobHandler<MaintenanceData> {
  return async (_data, context) => {
    const expired = await accountData.exports.expire();
    const heartbeats = await notices.completion.purgeHeartbeats();
    context.logger.debug({ expired, heartbeats }, 'account maintenance done');
  };
}
