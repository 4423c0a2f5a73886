/**
 * Jobs of the notification emails (issue 16 item 3):
 * - 'completion-notice' `{ kind, id }`: queued WATCH_GRACE_S after a generation or video finished;
 *   emails the user unless the page saw the result (services/notices/completion-notices.ts);
 * - 'monthly-summary' `{}`: on the 1st at 08:00 UTC (and when a worker starts), last month's summaries.
 * `afterRender` wraps a render job's handler so that, once the handler returns, the completion check
 * is queued; a failure to queue it is logged and never fails the render.
 */
import type { WatchKind } from '../../shared/contracts/notifications';
import type { NoticesService } from '../services/notices';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

export { MONTHLY_SUMMARY_CRON } from '../services/notices/monthly-summary';

type CompletionNoticeData = JobPayload<'completion-notice'>;
type MonthlySummaryData = JobPayload<'monthly-summary'>;

export const completionNoticeJob: JobDefinition<CompletionNoticeData> = {
  name: 'completion-notice',
  parse: (data) => JOB_PAYLOADS['completion-notice'].parse(data),
  retryLimit: 3,
  expireInSeconds: 120,
};

export function completionNoticeJobHandler(notices: NoticesService): JobHandler<CompletionNoticeData> {
  return async ({ kind, id }, context) => {
    const outcome = await notices.completion.check(kind, id);
    context.logger.debug({ kind, id, outcome }, 'completion notice checked');
  };
}

export const monthlySummaryJob: JobDefinition<MonthlySummaryData> = {
  name: 'monthly-summary',
  parse: (data) => JOB_PAYLOADS['monthly-summary'].parse(data ?? {}),
  retryLimit: 2,
  expireInSeconds: 3600,
};

export function monthlySummaryJobHandler(notices: NoticesService): JobHandler<MonthlySummaryData> {
  return async (_data, context) => {
    const result = await notices.summaries.run(new Date());
    if (result.month) context.logger.info(result, 'monthly summaries sent');
  };
}

/**
 * A render job's handler followed by the completion check of what it rendered.
 * Input: the handler, the kind, and how to read the generation or video id from the payload.
 */
export function afterRender<T>(handler: JobHandler<T>, notices: () => NoticesService | undefined, kind: WatchKind, idOf: (data: T) => string): JobHandler<T> {
  return async (data, context) => {
    await handler(data, context);
    const service = notices();
    if (!service) return;
    try {
      await service.completion.settled(kind, idOf(data));
    } catch (error) {
      context.logger.error({ err: error, kind, id: idOf(data) }, 'could not queue the completion notice');
    }
  };
}
