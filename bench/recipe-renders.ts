/**
 * Shared by bench/render.ts and bench/contact-sheet.ts: the local studio recipes as render requests
 * for a sample photo. Each recipe becomes the idea the local idea engine would
 * write for the photo (its scene hints, style and time of day, accent from the photo's colours).
 */
import type { AspectRatio, ImageSettings } from '../src/shared/catalog';
import type { ScenarioIdea } from '../src/server/providers/ai/scenarios/scenario-provider';
import { keyHue, toHslList } from '../src/server/engine/scenarios/colour';
import { STUDIO_RECIPES } from '../src/server/engine/scenarios/local-catalog/studio-recipes';
import { readSignals } from '../src/server/engine/scenarios/local-signals';
import { recipeIdea } from '../src/server/engine/scenarios/studio-recipe-ideas';
import { analyzeImage } from '../src/server/engine/image/image-analysis';
import { decodeImage } from '../src/server/engine/image/decode-image';

/** Every local recipe as the English idea written for `photo` (PNG or JPEG bytes). */
export async function recipeIdeasFor(photo: Buffer): Promise<ScenarioIdea[]> {
  const analysis = await analyzeImage(photo);
  const { rgba } = await decodeImage(photo);
  const request = {
    features: '',
    audience: '',
    language: 'en' as const,
    analysis: { width: rgba.width, height: rgba.height, hasAlpha: analysis.hasAlpha, dominantColors: analysis.dominantColors },
  };
  const signals = readSignals(request, 'en');
  const hue = keyHue(toHslList(analysis.dominantColors));
  return STUDIO_RECIPES.map((recipe) => recipeIdea(recipe, 'en', { features: '', audience: '' }, hue, signals));
}

/** The image settings an idea suggests, at `aspectRatio`. */
export function settingsFor(idea: ScenarioIdea, aspectRatio: AspectRatio): ImageSettings {
  return { aspectRatio, quality: 'medium', count: 1, format: 'jpg', highlightProduct: true, style: idea.suggestedStyle, timeOfDay: idea.suggestedTimeOfDay };
}
