/**
 * Contract of every scenario engine (the 'Scene ideas' step of the create screen): from the user's
 * product features, desired audience and the image analysis, suggest six scenario ideas in the
 * user's language. The last two ideas are premium (locked on the Free tier by the server, not by
 * the engine). The local rule-based engine is the default; an
 * OpenAI-compatible adapter implements the same interface.
 */
import { z } from 'zod';
import { languageSchema, sceneHintsSchema, STYLES, TIMES_OF_DAY } from '../../../../shared/catalog';
import type { Language, SceneHints, Style, TimeOfDay } from '../../../../shared/catalog';

/** Number of ideas per suggestion and how many of them (the last ones) are premium. */
export const SCENARIO_COUNT = 6;
export const PREMIUM_SCENARIO_COUNT = 2;

/** Text limits of one idea, in characters. */
export const SCENARIO_LIMITS = {
  titleMax: 40,
  summaryMax: 140,
  descriptionMin: 300,
  descriptionMax: 900,
  motionPromptMax: 500,
} as const;

/** The image engines an idea can be written for (IMAGE_PROVIDER). */
export const IMAGE_ENGINES = ['local', 'openai', 'gemini', 'fal', 'comfyui'] as const;
export type ImageEngineName = (typeof IMAGE_ENGINES)[number];

/** Highest 'New ideas' round a request may ask for (rounds cycle long before that). */
export const MAX_SCENARIO_ROUND = 1000;

export interface ScenarioRequest {
  /** Product features as typed by the user (any length; engines quote only a cleaned fragment). */
  features: string;
  /** Desired audience as typed by the user. */
  audience: string;
  /** Language of the ideas' texts. */
  language: Language;
  /** Result of the image analysis step: pixel size, transparency, dominant colours '#rrggbb' (most dominant first). */
  analysis: {
    width: number;
    height: number;
    hasAlpha: boolean;
    dominantColors: string[];
    /** True when the photo is a top-down flat lay (the local renderer lays it flat, with no set piece). */
    flatLay?: boolean;
  };
  /**
   * The image engine that will render the ideas: 'local' (default) gets studio-set recipes that name
   * only what the local renderer draws; hosted engines get the richer scenes they can paint.
   */
  imageEngine?: ImageEngineName;
  /**
   * 'New ideas' round: 0 (default) for the first suggestion, 1, 2... for the next ones. The local engine
   * returns ideas not shown in earlier rounds while unused ones remain; hosted engines may ignore it.
   */
  round?: number;
  /**
   * The stored product photo (auto-oriented PNG or JPEG), for engines that look at it (`wantsImage`).
   * Hosted engines downscale it before sending; the local engine ignores it.
   */
  image?: { data: Buffer; mime: 'image/png' | 'image/jpeg' };
}

export interface ScenarioIdea {
  /** Stable template key, e.g. 'morning-kitchen'; unique within one suggestion. */
  key: string;
  /** Short title, <= 40 characters. */
  title: string;
  /** One sentence, <= 140 characters. */
  summary: string;
  /** Full scene description, 300-900 characters: the prompt a generative image model gets, and the prompt the local studio renderer records. */
  description: string;
  premium: boolean;
  scene: SceneHints;
  suggestedStyle: Style;
  suggestedTimeOfDay: TimeOfDay;
}

export interface ScenarioProvider {
  /** 'local' or the vendor, e.g. 'openai'. */
  readonly name: string;
  /** Model id of a hosted engine (e.g. 'gpt-5-mini'); absent for the local engine. */
  readonly model?: string;
  /** True when the engine reads `ScenarioRequest.image`, so callers load the photo only then. */
  readonly wantsImage?: boolean;
  /**
   * Exactly SCENARIO_COUNT ideas, the last PREMIUM_SCENARIO_COUNT of them premium.
   * Rejects with the signal's reason (an AbortError by default) when the signal is aborted; hosted
   * engines reject with a ProviderError (../http) when the vendor fails.
   */
  suggest(req: ScenarioRequest, signal?: AbortSignal): Promise<ScenarioIdea[]>;
}

export interface MotionPromptRequest {
  features: string;
  language: Language;
  /** Optional scenario text (title or description of the chosen idea) to pick a fitting camera move. */
  scenario?: string;
  /**
   * False when the image's cut-out is known not to be confident enough for the local engine's parallax
   * orbit (it then pushes in instead): no orbit is suggested. Absent or true: any move.
   */
  orbit?: boolean;
}

/** Runtime check of a request (for route handlers and adapters). */
export const scenarioRequestSchema = z.object({
  features: z.string().max(5000),
  audience: z.string().max(2000),
  language: languageSchema,
  analysis: z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    hasAlpha: z.boolean(),
    dominantColors: z.array(z.string().regex(/^#[0-9a-f]{6}$/i)).max(16),
    flatLay: z.boolean().optional(),
  }),
  imageEngine: z.enum(IMAGE_ENGINES).optional(),
  round: z.number().int().min(0).max(MAX_SCENARIO_ROUND).optional(),
});

/** Runtime check of one idea, e.g. of a remote model's JSON output. */
export const scenarioIdeaSchema = z.object({
  key: z.string().min(1).max(64),
  title: z.string().min(1).max(SCENARIO_LIMITS.titleMax),
  summary: z.string().min(1).max(SCENARIO_LIMITS.summaryMax),
  description: z.string().min(SCENARIO_LIMITS.descriptionMin).max(SCENARIO_LIMITS.descriptionMax),
  premium: z.boolean(),
  scene: sceneHintsSchema,
  suggestedStyle: z.enum(STYLES),
  suggestedTimeOfDay: z.enum(TIMES_OF_DAY),
});

/** Runtime check of a whole suggestion: six ideas, unique keys, exactly the last two premium. */
export const scenarioIdeasSchema = z
  .array(scenarioIdeaSchema)
  .length(SCENARIO_COUNT)
  .refine((ideas) => new Set(ideas.map((i) => i.key)).size === ideas.length, 'duplicate idea keys')
  .refine(
    (ideas) => ideas.every((idea, i) => idea.premium === i >= SCENARIO_COUNT - PREMIUM_SCENARIO_COUNT),
    'the last two ideas, and only those, must be premium',
  );

/**
 * How a chat model is briefed for scenario ideas and how its reply becomes ideas. These are
 * Vitrine's own rules (the catalogue, the renderer's limits, the languages), kept in the engine
 * (src/server/engine/scenarios/model-ideas.ts) and handed to the adapter by the composition root,
 * so the adapter itself only speaks the vendor's protocol.
 */
export interface ScenarioIdeasCodec {
  /** The JSON schema the reply must follow (OpenAI structured outputs, `strict: true`). */
  readonly jsonSchema: Record<string, unknown>;
  /** The system and user texts of one request; `hasImage` says whether the photo goes with them. */
  prompt(req: ScenarioRequest, hasImage: boolean): { system: string; user: string };
  /** The six ideas of a reply. @throws ScenarioReplyError when the reply is not usable. */
  ideas(reply: string, req: ScenarioRequest): ScenarioIdea[];
}

/** A model's reply was not JSON, or not the expected shape. The message names what was wrong, never the reply. */
export class ScenarioReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelReplyError';
  }
}
