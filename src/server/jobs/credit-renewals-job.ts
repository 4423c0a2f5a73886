/**
 * The scheduled credit renewals (issue 6 item 5): every 15 minutes, and once when a worker starts.
 * Payload `{}`; the run is idempotent, so overlapping runs grant once.
 */
import { z } from 'zod';
import type { CreditRenewals } from '../services/credit-renewals';
import type { JobDefinition, JobHandler } from './queue';

const payload = z.object({});

/** Cron of the renewal run (UTC). */
export const CREDIT_RENEWALS_CRON = '*/15 * * * *';

export const creditRenewalsJob: JobDefinition<Record<string, never>> = {
  name: 'credit-renewals',
  parse: (data) => payload.parse(data ?? {}) as Record<string, never>,
  retryLimit: 2,
  expireInSeconds: 600,
};

/** Runs the renewals at the current time. */
export function creditRenewalsJobHandler(renewals: CreditRenewals): JobHandler<Record<string, never>> {
  return async (_data, context) => {
    const result = await renewals.run(new Date());
    context.logger.debug(result, 'credit renewals run');
  };
}
