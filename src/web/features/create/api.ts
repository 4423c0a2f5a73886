/**
 * API calls and types of the UGC create flow, plus the account query used to
 * mirror plan limits and show the credit balance.
 */
import { useQuery } from '@tanstack/react-query';
import type { ImageSettings, Language } from '@shared/catalog';
import { type MeResponse, useMe } from '@web/features/me/api';
import { useWatching } from '@web/features/notifications/use-watching';
import { ApiError, currentLanguage } from '@web/lib/api';
import { api, postMultipart, type Schemas, unwrap } from '@web/lib/api-client';

/** GET /api/v1/me: the account summary (shared ['me'] cache with the shell and the home page). */
export type Account = MeResponse;

/** The signed-in user's account summary, used to mirror plan limits and show the balance. */
export function useAccount() {
  return useMe();
}

/** Free when the tier is Free or the user is not subscribed. */
export function isFreePlan(account: Pick<Account, 'tier' | 'subscribed'> | undefined): boolean {
  return !account || account.tier === 'Free' || !account.subscribed;
}

/** An uploaded product photo with its analysis. */
export type SourceImage = Schemas['SourceImage'];

/** One scenario idea. Locked ones (premium on Free) cannot be chosen. */
export type Scenario = Schemas['Scenario'];

/** GET /api/v1/generations/{id}. */
export type Generation = Schemas['Generation'];
export type GenerationStatus = Generation['status'];
export type GenerationStage = Generation['stage'];

/** An image produced by a generation. */
export type GeneratedImage = Generation['images'][number];

/** Whether a generation has stopped changing. */
export function isFinished(status: GenerationStatus | undefined): boolean {
  return status === 'succeeded' || status === 'partial' || status === 'failed';
}

/** POST /api/v1/source-images (multipart field `file`). */
export function uploadSourceImage(file: File): Promise<SourceImage> {
  const form = new FormData();
  form.append('file', file);
  return postMultipart('/source-images', form);
}

/** The error code of POST /api/v1/scenarios when the hosted scenario engine failed (offline ideas still work). */
export const SCENARIO_PROVIDER_FAILED = 'scenario_provider_failed';

/** Whether an error is the hosted scenario engine failing, so the offline ideas can be offered. */
export function isScenarioProviderFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === SCENARIO_PROVIDER_FAILED;
}

/**
 * POST /api/v1/scenarios: 6 ideas in the UI language.
 * `engine: 'local'` asks for the offline catalog ideas instead of the server's configured engine;
 * `round` (1, 2...) asks for 'New ideas': six not offered in earlier rounds of the same brief.
 */
export async function requestScenarios(input: { sourceImageId: string; features: string; audience: string; engine?: 'local'; round?: number }): Promise<Scenario[]> {
  const res = await unwrap(api.POST('/scenarios', { body: { ...input, language: currentLanguage() as Language } }));
  return res.scenarios;
}

/** POST /api/v1/generations: reserves the credits and queues the job; `referenceImageIds`: up to 3 more photos of the product (other angles). */
export function startGeneration(input: { sourceImageId: string; scenarioId: string; settings: ImageSettings; referenceImageIds?: string[] }): Promise<{ id: string; status: GenerationStatus }> {
  return unwrap(api.POST('/generations', { body: input }));
}

/** Poll interval while a generation runs. */
export const GENERATION_POLL_MS = 800;

/**
 * The generation, polled every ~800 ms until it finishes. While it is shown the page sends the
 * 'watching' heartbeat, so the 'generation complete' email goes only to users who left.
 */
export function useGeneration(id: string | null) {
  const query = useQuery({
    queryKey: ['generation', id],
    queryFn: () => unwrap(api.GET('/generations/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : GENERATION_POLL_MS),
    refetchIntervalInBackground: true,
  });
  useWatching('generation', id, isFinished(query.data?.status));
  return query;
}
