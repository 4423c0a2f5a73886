/** The 'account-deletion' job `{ userId }`: cancels the subscription, deletes the files and rows of a confirmed deletion. */
import type { AccountDataService } from '../services/account-data';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type DeletionData = JobPayload<'account-deletion'>;

export const accountDeletionJob: JobDefinition<DeletionData> = {
  name: 'account-deletion',
  parse: (data) => JOB_PAYLOADS['account-deletion'].parse(data),
  retryLimit: 5,
  expireInSeconds: 1800,
};

/** Deletes the account; a failure is rethrown (retried), and logged as an error on the last attempt. */
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

/** The registry's entry: one worker per process. */
export function accountDeletionJobEntry(): RegisteredJob<'account-deletion'> {
  return {
    definition: accountDeletionJob,
    concurrency: 1,
    recoverOrphans: true,
    handler: (services) => accountDeletionJobHandler(services.accountData),
  };
}
