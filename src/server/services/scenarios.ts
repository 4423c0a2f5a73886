/**
 * Scenario ideas: product features and desired audience plus the
 * photo's analysis (and, for hosted engines, the photo itself) give 6 ideas from the scenario
 * engine, in the user's language. Ideas are stored so a generation can only use an idea offered to
 * its user; premium ideas are locked on Free.
 *
 * When the configured hosted engine fails, the user gets a translated 502 `scenario_provider_failed`
 * and may ask again with `engine: 'local'` for the offline rule-based ideas.
 *
 * Engines are told which image engine will render the ideas (IMAGE_PROVIDER): the
 * local studio renderer gets studio-set ideas it can draw, hosted models the richer scenes. 'New
 * ideas' passes a round number; the offline engine deals six ideas not offered in earlier rounds.
 */
import type { Scenario as ContractScenario } from '../../shared/contracts/creation';
import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../shared/catalog';
import type { Database } from '../db/client';
import { scenarios } from '../db/schema';
import { DomainError } from './domain-error';
import type { Logger } from '../logger';
import { ProviderError } from '../providers/ai/http';
import type { ImageEngineName, ScenarioProvider, ScenarioRequest } from '../providers/ai/scenarios/scenario-provider';
import type { CutoutsService } from './cutouts';
import type { SourceImage, SourceImagesService } from './source-images';
import { planOf, premiumScenariosUnlocked } from './tiers';

export type Scenario = typeof scenarios.$inferSelect;

/** A scenario idea as the API answers it (src/shared/contracts/creation.ts). */
export type ScenarioView = ContractScenario;

/** Which engine a request asks for: the configured one (default) or the offline catalog. */
export type ScenarioEngineChoice = 'configured' | 'local';

export type ScenariosService = ReturnType<typeof createScenariosService>;

/** Tells whether a photo is a top-down flat lay; undefined when not known yet. */
export type FlatLayCheck = (source: SourceImage, signal?: AbortSignal) => Promise<boolean | undefined>;

/**
 * A FlatLayCheck from the stored cut-out: only once the cut-out is ready, so
 * asking for ideas never waits for the cut-out model; any failure counts as unknown.
 */
export function flatLayFromCutouts(cutouts: Pick<CutoutsService, 'flatLayOf'>): FlatLayCheck {
  return async (source) => {
    if (source.cutoutStatus !== 'ready') return undefined;
    try {
      return await cutouts.flatLayOf(source);
    } catch {
      return undefined;
    }
  };
}

/**
 * @param engines.configured the engine chosen by SCENARIO_PROVIDER; @param engines.local the offline catalog.
 * @param options.imageEngine the active image engine (IMAGE_PROVIDER; default 'local'), passed to every request.
 * @param options.flatLay tells top-down photos apart, so local ideas for them promise no set piece.
 */
export function createScenariosService(
  db: Database,
  sources: SourceImagesService,
  engines: { configured: ScenarioProvider; local: ScenarioProvider },
  logger?: Pick<Logger, 'warn'>,
  options: { imageEngine?: ImageEngineName; flatLay?: FlatLayCheck } = {},
) {
  return {
    /**
     * Suggests and stores 6 ideas for the user's source image.
     * @param input.engine 'local' for the offline ideas; default: the configured engine.
     * @param input.round 'New ideas' round (default 0): the offline engine deals ideas not offered in rounds before it.
     * @throws DomainError 'not_found' when the source image is not the user's; 'scenario_provider_failed' when
     *   the hosted engine fails (its error is logged, never returned); the signal's reason on abort.
     */
    async suggest(
      userId: string,
      input: { sourceImageId: string; features: string; audience: string; language: Language; engine?: ScenarioEngineChoice; round?: number },
      signal?: AbortSignal,
    ): Promise<ScenarioView[]> {
      const source = await sources.get(userId, input.sourceImageId);
      const engine = input.engine === 'local' ? engines.local : engines.configured;
      const request: ScenarioRequest = {
        features: input.features,
        audience: input.audience,
        language: input.language,
        analysis: {
          width: source.width,
          height: source.height,
          hasAlpha: source.hasAlpha,
          dominantColors: source.dominantColors,
        },
        imageEngine: options.imageEngine ?? 'local',
        round: input.round ?? 0,
      };
      const flatLay = await options.flatLay?.(source, signal);
      if (flatLay !== undefined) request.analysis.flatLay = flatLay;
      if (engine.wantsImage) {
        const data = await sources.readBytes(source);
        if (data) request.image = { data, mime: source.mime === 'image/png' ? 'image/png' : 'image/jpeg' };
      }
      let ideas;
      try {
        ideas = await engine.suggest(request, signal);
      } catch (error) {
        if (signal?.aborted || !(error instanceof ProviderError)) throw error;
        logger?.warn(
          { err: { message: error.message, status: error.status, code: error.code, retryable: error.retryable }, engine: engine.name, model: engine.model },
          'scenario engine failed',
        );
        throw new DomainError('scenario_provider_failed');
      }
      const rows = await db
        .insert(scenarios)
        .values(
          ideas.map((idea, position) => ({
            userId,
            sourceImageId: source.id,
            language: input.language,
            features: input.features,
            audience: input.audience,
            templateKey: idea.key,
            title: idea.title,
            summary: idea.summary,
            description: idea.description,
            premium: idea.premium,
            scene: idea.scene,
            suggestedStyle: idea.suggestedStyle,
            suggestedTimeOfDay: idea.suggestedTimeOfDay,
            position,
          })),
        )
        .returning();
      const unlocked = premiumScenariosUnlocked(await planOf(db, userId));
      return rows.sort((a, b) => a.position - b.position).map((row) => toView(row, unlocked));
    },

    /** The user's scenario. @throws DomainError 'not_found' when missing or someone else's. */
    async get(userId: string, id: string): Promise<Scenario> {
      const [row] = await db
        .select()
        .from(scenarios)
        .where(and(eq(scenarios.id, id), eq(scenarios.userId, userId)))
        .orderBy(asc(scenarios.position));
      if (!row) throw new DomainError('not_found');
      return row;
    },
  };
}

/** The API view of a stored idea. */
export function toView(row: Scenario, premiumUnlocked: boolean): ScenarioView {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    description: row.description,
    premium: row.premium,
    locked: row.premium && !premiumUnlocked,
    suggestedStyle: row.suggestedStyle,
    suggestedTimeOfDay: row.suggestedTimeOfDay,
  };
}
