/**
 * The jobs of Vitrine by name, with the zod schema of each payload (ids only; design.md 'Shape of
 * the code': one definition per job). Services enqueue through `JobEnqueuer`; the queue options and
 * handlers are in ./registry.ts.
 */
import { z } from 'zod';

/** Payload schema of each job. */
export const JOB_PAYLOADS = {
  /** Renders a generation's images (./generation-job.ts). */
  'generation-render': z.object({ generationId: z.uuid() }),
  /** Renders a video, local or hosted (./video-job.ts). */
  'video-render': z.object({ videoId: z.uuid() }),
  /** Fetches a hosted video's result right after its webhook (./video-job.ts). */
  'video-finalize': z.object({ videoId: z.uuid() }),
  /** Cuts out the product of an uploaded photo (./cutout-job.ts). */
  'source-cutout': z.object({ sourceImageId: z.uuid() }),
  /** Grants the credit renewals due now (./credit-renewals-job.ts). */
  'credit-renewals': z.object({}),
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_PAYLOADS)[N]>;

/** Puts a job in the durable queue. */
export interface JobEnqueuer {
  /**
   * Enqueues job `name` with its payload (ids only) and wakes a local worker.
   * @throws when the queue refuses the job (the caller refunds what it reserved).
   */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void>;
}
