/** The render job of a generation: payload `{ generationId }`. */
import { MAX_IMAGES_PAID } from '../../shared/catalog';
import type { Env } from '../env';
import type { GenerationsService } from '../services/generations';
import { afterRender } from './completion-notice-job';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

export type GenerationJobData = JobPayload<'generation-render'>;

/** Seconds a generation may take with the local renderer before the attempt is abandoned (and retried or refunded). */
export const GENERATION_TIMEOUT_S = 150;

/**
 * Seconds one attempt of a generation may take: 150 with the local renderer; with a hosted image
 * provider, the per-output deadline (IMAGE_PROVIDER_TIMEOUT_SECONDS) for two renders of each of the
 * up to MAX_IMAGES_PAID outputs (the fidelity check renders an image once more when its product
 * changed), one after the other, plus 30 s for everything around them.
 */
export function generationTimeoutSeconds(env: Pick<Env, 'IMAGE_PROVIDER' | 'IMAGE_PROVIDER_TIMEOUT_SECONDS'>): number {
  return env.IMAGE_PROVIDER === 'local' ? GENERATION_TIMEOUT_S : Math.max(GENERATION_TIMEOUT_S, 2 * MAX_IMAGES_PAID * env.IMAGE_PROVIDER_TIMEOUT_SECONDS + 30);
}

/** The job definition; `timeoutS` is the longest one attempt may take (generationTimeoutSeconds). */
export function generationJob(timeoutS: number = GENERATION_TIMEOUT_S): JobDefinition<GenerationJobData> {
  return {
    name: 'generation-render',
    parse: (data) => JOB_PAYLOADS['generation-render'].parse(data),
    retryLimit: 2,
    expireInSeconds: timeoutS + 30,
  };
}

/** Runs the generation; on the last attempt, whatever fails is refunded instead of thrown. */
export function generationJobHandler(generations: GenerationsService, timeoutS: number = GENERATION_TIMEOUT_S): JobHandler<GenerationJobData> {
  return async ({ generationId }, context) => {
    const signal = AbortSignal.timeout(timeoutS * 1000);
    try {
      await generations.run(generationId, { lastAttempt: context.lastAttempt, signal });
    } catch (error) {
      context.logger.error({ err: error, generationId }, 'generation attempt failed');
      if (context.lastAttempt) {
        await generations.abandon(generationId, error instanceof Error ? error.message : String(error));
        return;
      }
      throw error;
    }
  };
}

/**
 * The registry's entry: generationTimeoutSeconds(env) per attempt, WORKER_CONCURRENCY workers per
 * process, then the completion check, the webhook event and, for a batch item's generation, the
 * item's end.
 */
export function generationJobEntry(env: Env): RegisteredJob<'generation-render'> {
  const timeoutS = generationTimeoutSeconds(env);
  return {
    definition: generationJob(timeoutS),
    concurrency: env.WORKER_CONCURRENCY,
    recoverOrphans: true,
    handler: (services) => {
      const render = afterRender(generationJobHandler(services.generations, timeoutS), () => services.notices, 'generation', (d) => d.generationId);
      // Once the attempt returns (the generation finished, or was abandoned on its last attempt),
      // its webhook event; an attempt that throws is retried and says nothing yet.
      return async (data, context) => {
        await render(data, context);
        await services.webhooks.generationSettled(data.generationId);
        await services.apiBatches.workSettled(data.generationId);
      };
    },
  };
}
