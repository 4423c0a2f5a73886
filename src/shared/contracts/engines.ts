/** Contract of what the web app needs to know about the configured image engine. */
import { z } from 'zod';

/** GET /image-engine. */
export const imageEngineSchema = z
  .object({
    name: z.string().meta({ description: "The engine: 'local-studio', 'openai', 'gemini', 'fal', 'comfyui'" }),
    hosted: z.boolean().meta({ description: 'A generative model paints the images (the settings offer \'Let the AI redraw the product\')' }),
    productLock: z.boolean().meta({ description: "The engine paints only around the product, whose own pixels are composited back (unless the user lets the AI redraw it)" }),
  })
  .meta({ id: 'ImageEngine' });
export type ImageEngineView = z.infer<typeof imageEngineSchema>;
