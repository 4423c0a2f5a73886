/**
 * Chooses the AI engines from configuration (design.md 'Engines'). With no keys, the local
 * engines: the rule-based scenario catalog and the studio renderer. Both are deterministic
 * renderers, not generative models.
 */
import type { ImageProvider } from './images/image-provider';
import { createLocalStudioRenderer } from './images/local-studio-renderer';
import { createLocalScenarioEngine } from './scenarios/local-scenario-engine';
import type { ScenarioProvider } from './scenarios/scenario-provider';

export interface AiProviders {
  scenarios: ScenarioProvider;
  images: ImageProvider;
}

export function createAiProviders(): AiProviders {
  return { scenarios: createLocalScenarioEngine(), images: createLocalStudioRenderer() };
}
