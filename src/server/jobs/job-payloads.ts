/**
 * The jobs of Vitrine by name, with the zod schema of each payload (ids only; one definition per
 * job). Services enqueue through `JobEnqueuer`; each job's queue options and handler are in its own
 * file, listed by ./registry.ts.
 */
import { z } from 'zod';
import { WATCH_KINDS } from '../../shared/contracts/notifications';
import type { SendOptions } from './queue';

/** Payload schema of each job. */
export const JOB_PAYLOADS = {
  /** Renders a generation's images (./generation-job.ts). */
  'generation-render': z.object({ generationId: z.uuid() }),
  /** Renders a video, local or hosted (./video-render-job.ts). */
  'video-render': z.object({ videoId: z.uuid() }),
  /** Fetches a hosted video's result right after its webhook (./video-finalize-job.ts). */
  'video-finalize': z.object({ videoId: z.uuid() }),
  /** Cuts out the product of an uploaded photo (./cutout-job.ts). */
  'source-cutout': z.object({ sourceImageId: z.uuid() }),
  /** Renders a Studio Photos batch (./studio-job.ts). */
  'studio-batch': z.object({ batchId: z.uuid() }),
  /** Renders an ad set (./ad-set-job.ts). */
  'ad-set': z.object({ setId: z.uuid() }),
  /** Renders a listing set (./listing-set-job.ts). */
  'listing-set': z.object({ setId: z.uuid() }),
  /** Grants the credit renewals due now (./credit-renewals-job.ts). */
  'credit-renewals': z.object({}),
  /** Deletes generated images never saved, 24 hours after they were made (./unsaved-images-job.ts). */
  'unsaved-images-cleanup': z.object({}),
  /** Emails a finished generation or video to a user who left its page (./completion-notice-job.ts). */
  'completion-notice': z.object({ kind: z.enum(WATCH_KINDS), id: z.uuid() }),
  /** Sends last month's summaries, on the 1st (./monthly-summary-job.ts). */
  'monthly-summary': z.object({}),
  /** Builds a data export's zip and emails its link (./account-export-job.ts). */
  'account-export': z.object({ exportId: z.uuid() }),
  /** Deletes a confirmed account: subscription, files, rows (./account-deletion-job.ts). */
  'account-deletion': z.object({ userId: z.string().min(1).max(100) }),
  /** Expires old exports and forgets old page heartbeats, hourly (./account-maintenance-job.ts). */
  'account-maintenance': z.object({}),
  /** One attempt of a webhook delivery (./webhook-delivery-job.ts); `manual` when sent again by hand. */
  'webhook-delivery': z.object({ deliveryId: z.uuid(), manual: z.boolean().optional() }),
  /** Starts one item of a batch by API: its photo, its ideas, its work (./api-batch-item-job.ts). */
  'api-batch-item': z.object({ itemId: z.uuid() }),
  /** Imports a slice of a product import's items, then queues itself again (./product-import-job.ts). */
  'product-import': z.object({ importId: z.uuid() }),
  /** Sends a slice of a marketing broadcast, then queues itself again (./broadcast-send-job.ts). */
  'broadcast-send': z.object({ broadcastId: z.uuid() }),
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_PAYLOADS)[N]>;

/** Puts a job in the durable queue. */
export interface JobEnqueuer {
  /**
   * Enqueues job `name` with its payload (ids only) and wakes a local worker (`options.startAfterSeconds`
   * delays the start).
   * @throws when the queue refuses the job (the caller refunds what it reserved).
   */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options?: SendOptions): Promise<void>;
}
