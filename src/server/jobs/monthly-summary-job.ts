/**
 * The 'monthly-summary' job `{}`: on the 1st at 08:00 UTC (and when a worker starts), sends last
 * month's summaries; the run is idempotent (each user gets a month's summary once).
 */
import type { NoticesService } from '../services/notices';
import { MONTHLY_SUMMARY_CRON } from '../services/notices/monthly-summary';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

export { MONTHLY_SUMMARY_CRON };

type MonthlySummaryData = JobPayload<'monthly-summary'>;

export const monthlySummaryJob: JobDefinition<MonthlySummaryData> = {
  name: 'monthly-summary',
  parse: (data) => JOB_PAYLOADS['monthly-summary'].parse(data ?? {}),
  retryLimit: 2,
  expireInSeconds: 3600,
};

/** Sends the summaries due now. */
export function monthlySummaryJobHandler(notices: NoticesService): JobHandler<MonthlySummaryData> {
  return async (_data, context) => {
    const result = await notices.summaries.run(new Date());
    if (result.month) context.logger.info(result, 'monthly summaries sent');
  };
}

/** The registry's entry: one worker per process, on MONTHLY_SUMMARY_CRON. */
export function monthlySummaryJobEntry(): RegisteredJob<'monthly-summary'> {
  return {
    definition: monthlySummaryJob,
    concurrency: 1,
    recoverOrphans: false,
    cron: MONTHLY_SUMMARY_CRON,
    handler: (services) => monthlySummaryJobHandler(services.notices),
  };
}
