/**
 * The 'completion-notice' job `{ kind, id }`: queued WATCH_GRACE_S after a generation or video
 * finished; emails the user unless the page saw the result (services/notices/completion-notices.ts).
 * `afterRender` wraps a render job's handler so that, once the handler returns, the completion check
 * is queued; a failure to queue it is logged and never fails the render.
 */
import type { WatchKind } from '../../shared/contracts/notifications';
import type { NoticesService } from '../services/notices';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type CompletionNoticeData = JobPayload<'completion-notice'>;

export const completionNoticeJob: JobDefinition<CompletionNoticeData> = {
  name: 'completion-notice',
  parse: (data) => JOB_PAYLOADS['completion-notice'].parse(data),
  retryLimit: 3,
  expireInSeconds: 120,
};

/** Checks whether the user saw the result, and emails them if not. */
export function completionNoticeJobHandler(notices: NoticesService): JobHandler<CompletionNoticeData> {
  return async ({ kind, id }, context) => {
    const outcome = await notices.completion.check(kind, id);
    context.logger.debug({ kind, id, outcome }, 'completion notice checked');
  };
}

/** The registry's entry: one worker per process. */
export function completionNoticeJobEntry(): RegisteredJob<'completion-notice'> {
  return {
    definition: completionNoticeJob,
    concurrency: 1,
    recoverOrphans: false,
    handler: (services) => completionNoticeJobHandler(services.notices),
  };
}

/**
 * A render job's handler followed by the completion check of what it rendered.
 * Input: the handler, the notices service (undefined: no check), the kind, and how to read the
 * generation or video id from the payload. Output: the wrapped handler, which throws what
 * `handler` throws.
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
