/** API calls and types of Studio Photos: start a batch, follow it, its zip. */
import { useQuery } from '@tanstack/react-query';
import type { StudioOptions, StudioPresetId } from '@shared/studio-presets';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

export type StudioBatch = Schemas['StudioBatch'];
export type StudioItem = StudioBatch['items'][number];
export type StudioCompliance = NonNullable<Schemas['StudioCompliance']>;
export type StudioBatchStatus = StudioBatch['status'];

/** Whether a batch has stopped changing. */
export function isBatchFinished(status: StudioBatchStatus | undefined): boolean {
  return status === 'succeeded' || status === 'partial' || status === 'failed';
}

/** POST /api/v1/studio-batches: reserves 1 credit per photo and queues the batch. */
export function startStudioBatch(input: { sourceImageIds: string[]; preset: StudioPresetId; options: StudioOptions }) {
  return unwrap(api.POST('/studio-batches', { body: input }));
}

/** Poll interval while a batch runs. */
export const BATCH_POLL_MS = 800;

/** Query key of a batch. */
export function studioBatchKey(id: string) {
  return ['studio-batch', id] as const;
}

/** The batch, polled every ~800 ms until it finishes. */
export function useStudioBatch(id: string | null) {
  return useQuery({
    queryKey: studioBatchKey(id ?? ''),
    queryFn: () => unwrap(api.GET('/studio-batches/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (query) => (isBatchFinished(query.state.data?.status) ? false : BATCH_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

/** Address of a batch's zip ('Download all'). */
export function studioArchiveUrl(id: string): string {
  return `/api/v1/studio-batches/${encodeURIComponent(id)}/archive`;
}
