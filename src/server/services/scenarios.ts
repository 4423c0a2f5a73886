/**
 * Scenario ideas (issue 3 item 3): product features and desired audience plus the photo's
 * analysis give 6 ideas from the scenario engine, in the user's language. Ideas are stored so
 * a generation can only use an idea offered to its user; premium ideas are locked on Free.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../shared/catalog';
import type { Database } from '../db/client';
import { scenarios } from '../db/schema';
import { AppError } from '../http/app-error';
import type { ScenarioProvider } from '../providers/ai/scenarios/scenario-provider';
import type { SourceImagesService } from './source-images';
import { planOf, premiumScenariosUnlocked } from './tiers';

export type Scenario = typeof scenarios.$inferSelect;

export interface ScenarioView {
  id: string;
  title: string;
  summary: string;
  description: string;
  premium: boolean;
  /** True when premium and the user's plan does not unlock it. */
  locked: boolean;
  suggestedStyle: string;
  suggestedTimeOfDay: string;
}

export type ScenariosService = ReturnType<typeof createScenariosService>;

export function createScenariosService(db: Database, sources: SourceImagesService, engine: ScenarioProvider) {
  return {
    /**
     * Suggests and stores 6 ideas for the user's source image.
     * @throws AppError 404 when the source image is not the user's.
     */
    async suggest(
      userId: string,
      input: { sourceImageId: string; features: string; audience: string; language: Language },
      signal?: AbortSignal,
    ): Promise<ScenarioView[]> {
      const source = await sources.get(userId, input.sourceImageId);
      const ideas = await engine.suggest(
        {
          features: input.features,
          audience: input.audience,
          language: input.language,
          analysis: {
            width: source.width,
            height: source.height,
            hasAlpha: source.hasAlpha,
            dominantColors: source.dominantColors,
          },
        },
        signal,
      );
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

    /** The user's scenario. @throws AppError 404 when missing or someone else's. */
    async get(userId: string, id: string): Promise<Scenario> {
      const [row] = await db
        .select()
        .from(scenarios)
        .where(and(eq(scenarios.id, id), eq(scenarios.userId, userId)))
        .orderBy(asc(scenarios.position));
      if (!row) throw new AppError(404, 'not_found', 'notFound');
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
