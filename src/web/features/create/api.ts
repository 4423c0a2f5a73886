/**
 * API calls and types of the UGC create flow (issue 3 API contract), plus the account query used to
 * mirror plan limits and show the credit balance.
 */
import { useQuery } from '@tanstack/react-query';
import type { ImageSettings, Style, TimeOfDay } from '@shared/catalog';
import { type MeResponse, useMe } from '@web/features/me/api';
import { ApiError, apiFetch, currentLanguage } from '@web/lib/api';

/** GET /api/v1/me: the account summary (shared ['me'] cache with the shell and the home page). */
export type Account = MeResponse;

/** The signed-in user's account summary, used to mirror plan limits and show the balance. */
export function useAccount() {
  return useMe();
}

/** Free when the tier is Free or the user is not subscribed (spec section 4 'Tiers and plan state'). */
export function isFreePlan(account: Pick<Account, 'tier' | 'subscribed'> | undefined): boolean {
  return !account || account.tier === 'Free' || !account.subscribed;
}

/** An uploaded product photo with its analysis. */
export type SourceImage = {
  id: string;
  width: number;
  height: number;
  format: 'png' | 'jpg';
  createdAt: string;
  analysis?: {
    hasAlpha: boolean;
    dominantColors: string[];
    suggestedCutout: { x: number; y: number; width: number; height: number };
  };
};

/** One scenario idea. Locked ones (premium on Free) cannot be chosen. */
export type Scenario = {
  id: string;
  title: string;
  summary: string;
  description: string;
  premium: boolean;
  locked: boolean;
  suggestedStyle?: Style | string;
  suggestedTimeOfDay?: TimeOfDay | string;
};

export type GenerationStatus = 'queued' | 'running' | 'succeeded' | 'partial' | 'failed';
export type GenerationStage = 'queued' | 'analyzing_image' | 'generating_scenarios' | 'generating_images' | 'done';

/** An image produced by a generation. */
export type GeneratedImage = { id: string; width: number; height: number; format: 'png' | 'jpg'; createdAt: string };

/** GET /api/v1/generations/{id}. */
export type Generation = {
  id: string;
  status: GenerationStatus;
  stage: GenerationStage;
  progress: number;
  requestedCount: number;
  failedCount: number;
  creditsRefunded: number;
  settings: ImageSettings;
  scenarioTitle: string;
  images: GeneratedImage[];
};

/** Whether a generation has stopped changing. */
export function isFinished(status: GenerationStatus | undefined): boolean {
  return status === 'succeeded' || status === 'partial' || status === 'failed';
}

/** POST /api/v1/source-images (multipart field `file`). */
export function uploadSourceImage(file: File): Promise<SourceImage> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<SourceImage>('/api/v1/source-images', { method: 'POST', body });
}

/** The error code of POST /api/v1/scenarios when the hosted scenario engine failed (offline ideas still work). */
export const SCENARIO_PROVIDER_FAILED = 'scenario_provider_failed';

/** Whether an error is the hosted scenario engine failing, so the offline ideas can be offered. */
export function isScenarioProviderFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === SCENARIO_PROVIDER_FAILED;
}

/**
 * POST /api/v1/scenarios: 6 ideas in the UI language.
 * `engine: 'local'` asks for the offline catalog ideas instead of the server's configured engine.
 */
export async function requestScenarios(input: { sourceImageId: string; features: string; audience: string; engine?: 'local' }): Promise<Scenario[]> {
  const res = await apiFetch<{ scenarios: Scenario[] }>('/api/v1/scenarios', {
    method: 'POST',
    json: { ...input, language: currentLanguage() },
  });
  return res.scenarios;
}

/** POST /api/v1/generations: reserves the credits and queues the job. */
export function startGeneration(input: { sourceImageId: string; scenarioId: string; settings: ImageSettings }): Promise<{ id: string; status: GenerationStatus }> {
  return apiFetch('/api/v1/generations', { method: 'POST', json: input });
}

/** Poll interval while a generation runs. */
export const GENERATION_POLL_MS = 800;

/** The generation, polled every ~800 ms until it finishes. */
export function useGeneration(id: string | null) {
  return useQuery({
    queryKey: ['generation', id],
    queryFn: () => apiFetch<Generation>(`/api/v1/generations/${encodeURIComponent(id ?? '')}`),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : GENERATION_POLL_MS),
    refetchIntervalInBackground: true,
  });
}
