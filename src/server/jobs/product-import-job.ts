/**
 * The 'product-import' job `{ importId }`: imports a slice of an import's items (their photos
 * fetched a few at a time) and queues itself again while items remain (services/product-imports.ts).
 * Each item ends in one update of its row, so a job that runs again after a restart goes on from
 * the first item still pending.
 */
import type { ProductImportsService } from '../services/product-imports';
import { SLICE_SECONDS } from '../services/product-imports';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type ImportData = JobPayload<'product-import'>;

export const productImportJob: JobDefinition<ImportData> = {
  name: 'product-import',
  parse: (data) => JOB_PAYLOADS['product-import'].parse(data),
  retryLimit: 3,
  // A slice, plus the items in flight when it ends (3 products of up to 20 photos of 15 s each, at worst).
  expireInSeconds: SLICE_SECONDS + 20 * 15 + 60,
};

export function productImportJobHandler(imports: Pick<ProductImportsService, 'run'>): JobHandler<ImportData> {
  return async ({ importId }) => {
    await imports.run(importId);
  };
}

/** The registry's entry: 1 worker per process (an import fetches its own photos 3 at a time). */
export function productImportJobEntry(): RegisteredJob<'product-import'> {
  return {
    definition: productImportJob,
    concurrency: 1,
    recoverOrphans: true,
    handler: (services) => productImportJobHandler(services.productImports),
  };
}
