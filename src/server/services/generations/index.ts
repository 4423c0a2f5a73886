/**
 * Generations, as one service made of:
 * - ./create.ts: `create` and `createEdit` (tier checks, the cost reserved with the row, the job queued);
 * - ./adjustments.ts: `createAdjustment` (a local studio render drawn again with the user's changes);
 * - ./render.ts: `run` (the job: ./render-inputs.ts loads the inputs and prepares the product
 *   guard, ./render-image.ts renders, stores or refunds each image) and `abandon`;
 * - ./view.ts: `get` and `imageDiagnostics`.
 * The shared row types, refund rules and closing of a generation are in ./generation-common.ts.
 */
import type { GenerationView } from '../../../shared/contracts/creation';
import { createGenerationAdjustments } from './adjustments';
import { createGenerationStarts } from './create';
import type { GenerationsDeps } from './generation-common';
import { createGenerationRenders } from './render';
import { createGenerationViews } from './view';

export type { Generation, GeneratedImage, RunOptions } from './generation-common';

/** A generation as the API answers it (src/shared/contracts/creation.ts). */
export type { GenerationView };

export type GenerationsService = ReturnType<typeof createGenerationsService>;

/**
 * The generations service on its dependencies (see each module for the methods). A job the queue
 * refuses is closed and refunded through the service's own `abandon`.
 */
export function createGenerationsService(deps: GenerationsDeps) {
  const renders = createGenerationRenders(deps);
  const abandon = (id: string, reason: string) => renders.abandon(id, reason);
  return {
    ...createGenerationStarts(deps, abandon),
    ...createGenerationAdjustments(deps, abandon),
    ...createGenerationViews(deps),
    ...renders,
  };
}
