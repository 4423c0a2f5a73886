/**
 * The scheduled cleanup of images never saved ('Auto-save images' off):
 * every 15 minutes, and once when a worker starts. Payload `{}`; a run deletes what is more than
 * 24 hours old and never saved, so overlapping runs delete each image once.
 */
import type { SavedImagesService } from '../services/saved-images';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type UnsavedImagesJobData = JobPayload<'unsaved-images-cleanup'>;

/** Cron of the cleanup (UTC). */
export const UNSAVED_IMAGES_CRON = '*/15 * * * *';

export const unsavedImagesJob: JobDefinition<UnsavedImagesJobData> = {
  name: 'unsaved-images-cleanup',
  parse: (data) => JOB_PAYLOADS['unsaved-images-cleanup'].parse(data ?? {}),
  retryLimit: 2,
  expireInSeconds: 600,
};

/** Deletes the unsaved images due now. */
export function unsavedImagesJobHandler(savedImages: SavedImagesService): JobHandler<UnsavedImagesJobData> {
  return async (_data, context) => {
    const deleted = await savedImages.cleanup(new Date());
    context.logger.debug({ deleted }, 'unsaved images cleanup run');
  };
}

/** The registry's entry: one worker per process, on UNSAVED_IMAGES_CRON. */
export function unsavedImagesJobEntry(): RegisteredJob<'unsaved-images-cleanup'> {
  return {
    definition: unsavedImagesJob,
    concurrency: 1,
    recoverOrphans: false,
    cron: UNSAVED_IMAGES_CRON,
    handler: (services) => unsavedImagesJobHandler(services.savedImages),
  };
}
