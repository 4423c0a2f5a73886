/** Contract of the admin view of one generated image (admin role only). */
import { z } from 'zod';

/** GET /admin/images/{id}: how an image was made and how much its product looks like the user's. */
export const imageDiagnosticsSchema = z
  .object({
    id: z.uuid(),
    generationId: z.uuid().nullable().meta({ description: 'Null for a Studio packshot' }),
    position: z.number().int(),
    engine: z.string().meta({ description: "The image engine: 'local-studio', 'openai', 'gemini', 'fal', 'comfyui'" }),
    provider: z.string().nullable(),
    model: z.string().nullable(),
    latencyMs: z.number().int().nullable(),
    estimatedCostUsd: z.number().nullable(),
    productLocked: z.boolean().meta({ description: "The product's own pixels were composited back over the engine's output (product lock)" }),
    fidelityScore: z.number().nullable().meta({ description: '0..1: how much the product found in the output looks like its cut-out; null when the check did not run (product lock or local renderer)' }),
    fidelityThreshold: z.number().meta({ description: 'Scores under it were rendered once more, then refunded' }),
    createdAt: z.string(),
  })
  .meta({ id: 'ImageDiagnostics' });
export type ImageDiagnostics = z.infer<typeof imageDiagnosticsSchema>;
