/**
 * State of the UGC create flow, kept in one reducer so moving back and forth between steps keeps every
 * input (upload, details, scenarios, settings, generating, results, generate more, new creation).
 */
import { STYLES, TIMES_OF_DAY, type ImageSettings, type Style, type TimeOfDay } from '@shared/catalog';
import type { Scenario, SourceImage } from './api';

/** The steps of the flow, in order. */
export const STEPS = ['upload', 'details', 'scenarios', 'settings', 'generate'] as const;
export type Step = (typeof STEPS)[number];

/** Limits of the product features and desired audience texts (server: 3-1000 characters, trimmed). */
export const TEXT_MIN = 3;
export const TEXT_MAX = 1000;

/** Whether a features/audience text is acceptable. */
export function isTextValid(text: string): boolean {
  const n = text.trim().length;
  return n >= TEXT_MIN && n <= TEXT_MAX;
}

/** Default image settings: square, medium quality, one PNG, product highlighted. */
export const DEFAULT_SETTINGS: ImageSettings = {
  aspectRatio: '1:1',
  quality: 'medium',
  count: 1,
  format: 'png',
  highlightProduct: true,
  style: 'lifestyle',
  timeOfDay: 'natural',
};

export type CreateState = {
  step: Step;
  source: SourceImage | null;
  features: string;
  audience: string;
  scenarios: Scenario[] | null;
  /** The inputs the current ideas were made from; new ideas are fetched when they change. */
  scenariosKey: string | null;
  /** True when the current ideas are the offline catalog's, asked for after the AI engine failed. */
  scenariosOffline: boolean;
  /** 'New ideas' round of the current ideas (0 for the first suggestion of a brief). */
  scenariosRound: number;
  scenarioId: string | null;
  settings: ImageSettings;
  generationId: string | null;
  /** More photos of the same product (other angles, up to 3), sent with the generation. */
  angles: SourceImage[];
};

export const initialState: CreateState = {
  step: 'upload',
  source: null,
  features: '',
  audience: '',
  scenarios: null,
  scenariosKey: null,
  scenariosOffline: false,
  scenariosRound: 0,
  scenarioId: null,
  settings: DEFAULT_SETTINGS,
  generationId: null,
  angles: [],
};

export type CreateAction =
  | { type: 'uploaded'; source: SourceImage }
  | { type: 'setAngles'; angles: SourceImage[] }
  | { type: 'goTo'; step: Step }
  | { type: 'setFeatures'; value: string }
  | { type: 'setAudience'; value: string }
  | { type: 'scenariosLoaded'; scenarios: Scenario[]; key: string; offline?: boolean; round?: number }
  | { type: 'selectScenario'; scenario: Scenario }
  | { type: 'updateSettings'; settings: Partial<ImageSettings> }
  | { type: 'generationStarted'; id: string }
  | { type: 'generateMore' }
  | { type: 'reset' };

/** Key of the inputs that produce scenario ideas. */
export function scenariosKeyOf(state: { source: { id: string } | null; features: string; audience: string }): string {
  return JSON.stringify([state.source?.id ?? null, state.features.trim(), state.audience.trim()]);
}

const isStyle = (v: unknown): v is Style => (STYLES as readonly unknown[]).includes(v);
const isTimeOfDay = (v: unknown): v is TimeOfDay => (TIMES_OF_DAY as readonly unknown[]).includes(v);

/** The furthest step the inputs allow (used to enable steps in the step bar). */
export function furthestStep(state: CreateState): Step {
  if (!state.source) return 'upload';
  if (!state.scenarios || state.scenariosKey !== scenariosKeyOf(state)) return 'details';
  if (!state.scenarioId) return 'scenarios';
  return state.generationId ? 'generate' : 'settings';
}

/**
 * The round to ask for: the next one for 'New ideas' on the same brief (the server then answers
 * ideas not offered before), else 0.
 */
export function nextScenariosRound(state: CreateState, again: boolean): number {
  return again && state.scenarios && state.scenariosKey === scenariosKeyOf(state) ? state.scenariosRound + 1 : 0;
}

/** Reducer of the create flow. */
export function createReducer(state: CreateState, action: CreateAction): CreateState {
  switch (action.type) {
    case 'uploaded': {
      const same = state.source?.id === action.source.id;
      return {
        ...state,
        source: action.source,
        // Ideas depend on the photo: a new photo means new ideas.
        scenarios: same ? state.scenarios : null,
        scenariosKey: same ? state.scenariosKey : null,
        scenarioId: same ? state.scenarioId : null,
        generationId: null,
        // Other angles belong to the product of the main photo.
        angles: same ? state.angles : [],
      };
    }
    case 'setAngles':
      return { ...state, angles: action.angles.filter((a) => a.id !== state.source?.id) };
    case 'goTo':
      return { ...state, step: action.step };
    case 'setFeatures':
      return { ...state, features: action.value };
    case 'setAudience':
      return { ...state, audience: action.value };
    case 'scenariosLoaded': {
      const keep = action.scenarios.some((s) => s.id === state.scenarioId && !s.locked);
      return {
        ...state,
        scenarios: action.scenarios,
        scenariosKey: action.key,
        scenariosOffline: action.offline ?? false,
        scenariosRound: action.round ?? 0,
        scenarioId: keep ? state.scenarioId : null,
        step: 'scenarios',
      };
    }
    case 'selectScenario': {
      if (action.scenario.locked) return state;
      const { suggestedStyle, suggestedTimeOfDay } = action.scenario;
      return {
        ...state,
        scenarioId: action.scenario.id,
        settings: {
          ...state.settings,
          ...(isStyle(suggestedStyle) ? { style: suggestedStyle } : {}),
          ...(isTimeOfDay(suggestedTimeOfDay) ? { timeOfDay: suggestedTimeOfDay } : {}),
        },
      };
    }
    case 'updateSettings':
      return { ...state, settings: { ...state.settings, ...action.settings } };
    case 'generationStarted':
      return { ...state, generationId: action.id, step: 'generate' };
    case 'generateMore':
      return { ...state, generationId: null, step: 'settings' };
    case 'reset':
      return initialState;
    default:
      return state;
  }
}
