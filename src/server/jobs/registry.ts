/**
 * The job registry, built once per process (design.md 'Shape of the code'): for each job of
 * ./job-payloads.ts, its queue definition (payload schema, retries, expiry), how many workers run
 * it, and its handler. Services get the registry's `enqueue`; the worker (./worker.ts) binds the
 * handlers to the services.
 */
import os from 'node:os';
import { defaultEngineWorkers } from '../engine/pool/engine-pool';
import type { Env } from '../env';
import type { CreditRenewals } from '../services/credit-renewals';
import type { CutoutsService } from '../services/cutouts';
import type { GenerationsService } from '../services/generations';
import type { VideosService } from '../services/videos';
import type { SavedImagesService } from '../services/saved-images';
import { UNSAVED_IMAGES_CRON, unsavedImagesJob, unsavedImagesJobHandler } from './unsaved-images-job';
import type { NoticesService } from '../services/notices';
import { cutoutJob, cutoutJobHandler } from './cutout-job';
import type { StudioBatchesService } from '../services/studio-batches';
import { studioJob, studioJobHandler } from './studio-job';
import { CREDIT_RENEWALS_CRON, creditRenewalsJob, creditRenewalsJobHandler } from './credit-renewals-job';
import { generationJob, generationJobHandler, generationTimeoutSeconds } from './generation-job';
import type { JobEnqueuer, JobName, JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler, Queue } from './queue';
import { videoFinalizeJob, videoFinalizeJobHandler, videoJob, videoJobHandler } from './video-job';
import { afterRender, completionNoticeJob, completionNoticeJobHandler, MONTHLY_SUMMARY_CRON, monthlySummaryJob, monthlySummaryJobHandler } from './notice-jobs';
import type { AccountDataService } from '../services/account-data';
import {
  ACCOUNT_MAINTENANCE_CRON,
  accountDeletionJob,
  accountDeletionJobHandler,
  accountExportJob,
  accountExportJobHandler,
  accountMaintenanceJob,
  accountMaintenanceJobHandler,
} from './account-data-jobs';

/** The services job handlers call. */
export interface JobServices {
  /** Studio Photos batches (issue 17). */
  studio: StudioBatchesService;
  generations: GenerationsService;
  videos: VideosService;
  renewals: CreditRenewals;
  cutouts: CutoutsService;
  /** Images made with 'Auto-save images' off (decision 005): the 24-hour cleanup. */
  savedImages: SavedImagesService;
  /** Notification emails (issue 16): render jobs queue the 'generation complete' check through it. */
  notices: NoticesService;
  /** Data exports and account deletion (issue 16). */
  accountData: AccountDataService;
}

/** One job of the registry. */
export interface RegisteredJob<N extends JobName> {
  definition: JobDefinition<JobPayload<N>>;
  /** Workers per process. */
  concurrency: number;
  /** Whether jobs left 'active' by a crashed single-process PGlite server are put back in line at start. */
  recoverOrphans: boolean;
  /** A cron (UTC) on which the job also runs, with an empty payload, plus once when a worker starts. */
  cron?: string;
  handler(services: JobServices): JobHandler<JobPayload<N>>;
}

export interface Jobs extends JobEnqueuer {
  /** Every job, in the order workers start. */
  readonly entries: { readonly [N in JobName]: RegisteredJob<N> };
}

/**
 * Builds the registry on a queue.
 * Input: the queue and the configuration (timeouts: IMAGE_PROVIDER*, VIDEO_TIMEOUT_SECONDS;
 * WORKER_CONCURRENCY). `enqueue` sends through `queue.send` at call time and throws what it throws.
 */
export function createJobs(queue: Queue, env: Env): Jobs {
  const generationTimeoutS = generationTimeoutSeconds(env);
  const entries: Jobs['entries'] = {
    // As many cut-outs at once as the engine has workers (each loads the model once); more wait in the queue.
    'source-cutout': {
      definition: cutoutJob,
      concurrency: Math.max(1, env.ENGINE_WORKERS ?? defaultEngineWorkers(os.availableParallelism())),
      recoverOrphans: true,
      handler: (services) => cutoutJobHandler(services.cutouts),
    },
    // One batch at a time per process; it renders STUDIO_RENDER_CONCURRENCY packshots at once itself.
    'studio-batch': {
      definition: studioJob,
      concurrency: 1,
      recoverOrphans: true,
      handler: (services) => studioJobHandler(services.studio),
    },
    'generation-render': {
      definition: generationJob(generationTimeoutS),
      concurrency: env.WORKER_CONCURRENCY,
      recoverOrphans: true,
      handler: (services) => afterRender(generationJobHandler(services.generations, generationTimeoutS), () => services.notices, 'generation', (d) => d.generationId),
    },
    // Videos are heavier (ffmpeg uses every core): one at a time per worker process.
    'video-render': {
      definition: videoJob(env.VIDEO_TIMEOUT_SECONDS),
      concurrency: 1,
      recoverOrphans: true,
      handler: (services) => afterRender(videoJobHandler(services.videos, env.VIDEO_TIMEOUT_SECONDS), () => services.notices, 'video', (d) => d.videoId),
    },
    'video-finalize': {
      definition: videoFinalizeJob,
      concurrency: 1,
      recoverOrphans: false,
      handler: (services) => afterRender(videoFinalizeJobHandler(services.videos), () => services.notices, 'video', (d) => d.videoId),
    },
    'credit-renewals': {
      definition: creditRenewalsJob,
      concurrency: 1,
      recoverOrphans: false,
      cron: CREDIT_RENEWALS_CRON,
      handler: (services) => creditRenewalsJobHandler(services.renewals),
    },
    'unsaved-images-cleanup': {
      definition: unsavedImagesJob,
      concurrency: 1,
      recoverOrphans: false,
      cron: UNSAVED_IMAGES_CRON,
      handler: (services) => unsavedImagesJobHandler(services.savedImages),
    },
    'completion-notice': {
      definition: completionNoticeJob,
      concurrency: 1,
      recoverOrphans: false,
      handler: (services) => completionNoticeJobHandler(services.notices),
    },
    'monthly-summary': {
      definition: monthlySummaryJob,
      concurrency: 1,
      recoverOrphans: false,
      cron: MONTHLY_SUMMARY_CRON,
      handler: (services) => monthlySummaryJobHandler(services.notices),
    },
    'account-export': {
      definition: accountExportJob,
      concurrency: 1,
      recoverOrphans: true,
      handler: (services) => accountExportJobHandler(services.accountData),
    },
    'account-deletion': {
      definition: accountDeletionJob,
      concurrency: 1,
      recoverOrphans: true,
      handler: (services) => accountDeletionJobHandler(services.accountData),
    },
    'account-maintenance': {
      definition: accountMaintenanceJob,
      concurrency: 1,
      recoverOrphans: false,
      cron: ACCOUNT_MAINTENANCE_CRON,
      handler: (services) => accountMaintenanceJobHandler(services.accountData, services.notices),
    },
  };
  return {
    entries,
    async enqueue(name, payload, options) {
      await queue.send(entries[name].definition as JobDefinition<object>, payload, options);
    },
  };
}
