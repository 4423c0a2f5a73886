/** The 'account-export' job `{ exportId }`: builds a data export's zip and emails its link. */
import type { AccountDataService } from '../services/account-data';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type ExportData = JobPayload<'account-export'>;

export const accountExportJob: JobDefinition<ExportData> = {
  name: 'account-export',
  parse: (data) => JOB_PAYLOADS['account-export'].parse(data),
  retryLimit: 3,
  expireInSeconds: 3600,
};

/** Builds the export (failed for good on the last attempt). */
export function accountExportJobHandler(accountData: AccountDataService): JobHandler<ExportData> {
  return async ({ exportId }, context) => {
    const result = await accountData.exports.build(exportId, { lastAttempt: context.lastAttempt });
    context.logger.info({ exportId, status: result?.status }, 'data export job done');
  };
}

/** The registry's entry: one worker per process. */
export function accountExportJobEntry(): RegisteredJob<'account-export'> {
  return {
    definition: accountExportJob,
    concurrency: 1,
    recoverOrphans: true,
    handler: (services) => accountExportJobHandler(services.accountData),
  };
}
