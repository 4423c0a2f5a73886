/**
 * The 'webhook-delivery' job `{ deliveryId, manual? }`: one attempt of a webhook delivery
 * (services/webhooks.ts). The service records every outcome and queues the next attempt itself, so
 * the job fails (and pg-boss retries it) only when the database does.
 */
import type { WebhooksService } from '../services/webhooks';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type DeliveryData = JobPayload<'webhook-delivery'>;

export const webhookDeliveryJob: JobDefinition<DeliveryData> = {
  name: 'webhook-delivery',
  parse: (data) => JOB_PAYLOADS['webhook-delivery'].parse(data),
  retryLimit: 3,
  // The endpoint has 10 s; the rest is the database.
  expireInSeconds: 60,
};

/** Makes the attempt. */
export function webhookDeliveryJobHandler(webhooks: Pick<WebhooksService, 'deliver'>): JobHandler<DeliveryData> {
  return async ({ deliveryId, manual }) => {
    await webhooks.deliver(deliveryId, manual === true);
  };
}

/** The registry's entry: 4 workers per process (deliveries wait on other servers, not on the CPU). */
export function webhookDeliveryJobEntry(): RegisteredJob<'webhook-delivery'> {
  return {
    definition: webhookDeliveryJob,
    concurrency: 4,
    recoverOrphans: true,
    handler: (services) => webhookDeliveryJobHandler(services.webhooks),
  };
}
