/**
 * The scheduled credit renewals, the free-trial sweep (reminders, ends: ../services/trials.ts) and
 * the end of account manager assignments whose plan ended (../services/account-managers.ts):
 * every 15 minutes, and once when a worker starts. Payload `{}`; each run is idempotent, so
 * overlapping runs grant, remind and end once.
 */
import type { CreditRenewals } from '../services/credit-renewals';
import type { TrialsService } from '../services/trials';
import type { AccountManagersService } from '../services/account-managers';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type CreditRenewalsJobData = JobPayload<'credit-renewals'>;

/** Cron of the renewal run (UTC). */
export const CREDIT_RENEWALS_CRON = '*/15 * * * *';

export const creditRenewalsJob: JobDefinition<CreditRenewalsJobData> = {
  name: 'credit-renewals',
  parse: (data) => JOB_PAYLOADS['credit-renewals'].parse(data ?? {}),
  retryLimit: 2,
  expireInSeconds: 600,
};

/** Runs the renewals, the trial sweep and the account manager sweep at the current time. */
export function creditRenewalsJobHandler(
  renewals: CreditRenewals,
  trials?: Pick<TrialsService, 'sweep'>,
  managers?: Pick<AccountManagersService, 'sweep'>,
): JobHandler<CreditRenewalsJobData> {
  return async (_data, context) => {
    const now = new Date();
    const result = await renewals.run(now);
    const swept = trials ? await trials.sweep(now) : null;
    const ended = managers ? await managers.sweep() : null;
    context.logger.debug({ ...result, ...swept, ...ended }, 'credit renewals run');
  };
}

/** The registry's entry: one worker per process, on CREDIT_RENEWALS_CRON. */
export function creditRenewalsJobEntry(): RegisteredJob<'credit-renewals'> {
  return {
    definition: creditRenewalsJob,
    concurrency: 1,
    recoverOrphans: false,
    cron: CREDIT_RENEWALS_CRON,
    handler: (services) => creditRenewalsJobHandler(services.renewals, services.trials, services.accountManagers),
  };
}
