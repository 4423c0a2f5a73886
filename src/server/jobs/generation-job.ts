/** The render job of a generation: payload `{ generationId }` (issue 3 item 5). */
import { z } from 'zod';
import type { GenerationsService } from '../services/generations';
import type { JobDefinition, JobHandler } from './queue';

const payload = z.object({ generationId: z.uuid() });
export type GenerationJobData = z.infer<typeof payload>;

/** Seconds a render may take before the attempt is abandoned (and retried or refunded). */
export const GENERATION_TIMEOUT_S = 150;

export const generationJob: JobDefinition<GenerationJobData> = {
  name: 'generation-render',
  parse: (data) => payload.parse(data),
  retryLimit: 2,
  expireInSeconds: GENERATION_TIMEOUT_S + 30,
};

/** Runs the generation; on the last attempt, whatever fails is refunded instead of thrown. */
export function generationJobHandler(generations: GenerationsService): JobHandler<GenerationJobData> {
  return async ({ generationId }, context) => {
    const signal = AbortSignal.timeout(GENERATION_TIMEOUT_S * 1000);
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
