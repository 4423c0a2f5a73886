/**
 * The shape of one job of the registry (./registry.ts): its queue definition, how many workers run
 * it, whether orphans are recovered, its cron, and its handler bound to the services. Each job file
 * exports one entry factory, `(env) => RegisteredJob<name>`.
 */
import type { Env } from '../env';
import type { ProductImportsService } from '../services/product-imports';
import type { BroadcastsService } from '../services/broadcasts';
import type { ApiBatchesService } from '../services/api-batches';
import type { AccountDataService } from '../services/account-data';
import type { CreditRenewals } from '../services/credit-renewals';
import type { AccountManagersService } from '../services/account-managers';
import type { TrialsService } from '../services/trials';
import type { CutoutsService } from '../services/cutouts';
import type { GenerationsService } from '../services/generations';
import type { IdempotencyService } from '../services/idempotency';
import type { WebhooksService } from '../services/webhooks';
import type { NoticesService } from '../services/notices';
import type { SavedImagesService } from '../services/saved-images';
import type { StudioBatchesService } from '../services/studio-batches';
import type { AdSetsService } from '../services/ad-sets';
import type { ListingSetsService } from '../services/listing-sets';
import type { VideosService } from '../services/videos';
import type { JobName, JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

/** The services job handlers call. */
export interface JobServices {
  /** Studio Photos batches. */
  studio: StudioBatchesService;
  adSets: AdSetsService;
  listingSets: ListingSetsService;
  generations: GenerationsService;
  videos: VideosService;
  renewals: CreditRenewals;
  trials: TrialsService;
  /** Dedicated account managers: assignments end with their plan. */
  accountManagers: AccountManagersService;
  cutouts: CutoutsService;
  /** Images made with 'Auto-save images' off: the 24-hour cleanup. */
  savedImages: SavedImagesService;
  /** Notification emails: render jobs queue the 'generation complete' check through it. */
  notices: NoticesService;
  /** Data exports and account deletion. */
  accountData: AccountDataService;
  /** Idempotency keys: the hourly purge of keys past their 24 hours. */
  idempotency: IdempotencyService;
  /** Outgoing webhooks: deliveries, and the events render jobs emit. */
  webhooks: WebhooksService;
  /** Batches by API: item jobs, and the items' end when their work settles. */
  apiBatches: ApiBatchesService;
  /** Product imports: the import job. */
  productImports: ProductImportsService;
  /** Marketing broadcasts: the sending job. */
  broadcasts: BroadcastsService;
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

/** Any job of the registry. */
export type AnyRegisteredJob = { [N in JobName]: RegisteredJob<N> }[JobName];

/** Builds a job's entry from the configuration (timeouts, concurrency). */
export type JobEntryFactory = (env: Env) => AnyRegisteredJob;
