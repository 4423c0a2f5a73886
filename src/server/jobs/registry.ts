/**
 * The job registry, built once per process: the list of every job of ./job-payloads.ts, each from
 * its own file (its queue definition: payload schema, retries, expiry; how many workers run it; its
 * handler). Services get the registry's `enqueue`; the worker (./worker.ts) binds the handlers to
 * the services.
 */
import type { Env } from '../env';
import { apiBatchItemJobEntry } from './api-batch-item-job';
import { accountDeletionJobEntry } from './account-deletion-job';
import { accountExportJobEntry } from './account-export-job';
import { accountMaintenanceJobEntry } from './account-maintenance-job';
import { completionNoticeJobEntry } from './completion-notice-job';
import { creditRenewalsJobEntry } from './credit-renewals-job';
import { cutoutJobEntry } from './cutout-job';
import { generationJobEntry } from './generation-job';
import type { RegisteredJob } from './job-entry';
import type { JobEnqueuer, JobName } from './job-payloads';
import { monthlySummaryJobEntry } from './monthly-summary-job';
import { productImportJobEntry } from './product-import-job';
import { broadcastSendJobEntry } from './broadcast-send-job';
import type { JobDefinition, Queue } from './queue';
import { studioJobEntry } from './studio-job';
import { adSetJobEntry } from './ad-set-job';
import { listingSetJobEntry } from './listing-set-job';
import { unsavedImagesJobEntry } from './unsaved-images-job';
import { videoFinalizeJobEntry } from './video-finalize-job';
import { videoJobEntry } from './video-render-job';
import { webhookDeliveryJobEntry } from './webhook-delivery-job';

export type { JobServices, RegisteredJob } from './job-entry';

/** Every job, in the order workers start. */
const JOB_ENTRIES = [
  cutoutJobEntry,
  studioJobEntry,
  generationJobEntry,
  videoJobEntry,
  videoFinalizeJobEntry,
  creditRenewalsJobEntry,
  unsavedImagesJobEntry,
  completionNoticeJobEntry,
  monthlySummaryJobEntry,
  accountExportJobEntry,
  accountDeletionJobEntry,
  accountMaintenanceJobEntry,
  webhookDeliveryJobEntry,
  apiBatchItemJobEntry,
  productImportJobEntry,
  adSetJobEntry,
  listingSetJobEntry,
  broadcastSendJobEntry,
] as const;

/** The names of the jobs JOB_ENTRIES lists; the check below fails to compile when one is missing. */
type ListedName<T> = T extends RegisteredJob<infer N> ? N : never;
type Unlisted = Exclude<JobName, ListedName<ReturnType<(typeof JOB_ENTRIES)[number]>>>;
const everyJobListed: [Unlisted] extends [never] ? true : { missing: Unlisted } = true;
void everyJobListed;

export interface Jobs extends JobEnqueuer {
  /** Every job, in the order workers start. */
  readonly entries: { readonly [N in JobName]: RegisteredJob<N> };
}

/**
 * Builds the registry on a queue.
 * Input: the queue and the configuration (timeouts: IMAGE_PROVIDER*, VIDEO_TIMEOUT_SECONDS;
 * WORKER_CONCURRENCY; ENGINE_WORKERS). `enqueue` sends through `queue.send` at call time and throws
 * what it throws.
 */
export function createJobs(queue: Queue, env: Env): Jobs {
  const entries = Object.fromEntries(
    JOB_ENTRIES.map((entryOf) => {
      const entry = entryOf(env);
      return [entry.definition.name, entry];
    }),
  ) as unknown as Jobs['entries'];
  return {
    entries,
    async enqueue(name, payload, options) {
      await queue.send(entries[name].definition as JobDefinition<object>, payload, options);
    },
  };
}
