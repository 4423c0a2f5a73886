/**
 * The scheduled cleanup of images never saved (issue 16 item 2; docs/decisions/005-auto-save.md):
 * every 15 minutes, and once when a worker starts. Payload `{}`; a run deletes what is more than
 * 24 hours old and never saved, so overlapping runs delete each image once.
 */
import type { SavedImagesService } from '../services/saved-images';
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
