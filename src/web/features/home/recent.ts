/**
 * Recent Images of the home page: the newest 10 generated and the newest 10
 * source images, merged, sorted by creation date (newest first), 10 kept and 5 shown.
 */
import { useQueries } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

/** Images fetched per source. */
export const RECENT_FETCH_LIMIT = 10;
/** Images kept after merging. */
export const RECENT_KEEP = 10;
/** Thumbnails shown on the card. */
export const RECENT_SHOWN = 5;

/** One image as the home page shows it: a library item. */
export type RecentImage = Schemas['LibraryItem'];

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : 0;
}

/** Merges both lists, newest first, keeping `keep` (ties keep generated before source, then by id). */
export function mergeRecentImages(generated: readonly RecentImage[], source: readonly RecentImage[], keep = RECENT_KEEP): RecentImage[] {
  return [...generated, ...source]
    .sort((a, b) => time(b.createdAt) - time(a.createdAt) || (a.type === b.type ? a.id.localeCompare(b.id) : a.type === 'generated' ? -1 : 1))
    .slice(0, keep);
}

/**
 * N for the 'View all N images' button: the user's total image count (the loaded ones when the total
 * is unknown); null when there are not more than the 5 shown.
 */
export function viewAllCount(loaded: number, totalImages: number | null | undefined): number | null {
  const n = Math.max(loaded, totalImages ?? 0);
  return n > RECENT_SHOWN ? n : null;
}

/** URL of an image's thumbnail (512 px WebP). */
export function thumbnailUrl(id: string): string {
  return `/api/v1/images/${encodeURIComponent(id)}/file?size=thumb`;
}

/** Both lists for the card; `items` is the merged list once both have loaded. */
export function useRecentImages(enabled = true) {
  const [generated, source] = useQueries({
    queries: (['generated', 'source'] as const).map((type) => ({
      queryKey: ['me', 'recent-images', type],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        unwrap(api.GET('/images', { params: { query: { type, limit: RECENT_FETCH_LIMIT, sort: 'newest' } }, signal })),
      enabled,
    })),
  });
  const isError = !!generated?.isError || !!source?.isError;
  const isPending = !isError && (!!generated?.isPending || !!source?.isPending);
  const items = generated?.data && source?.data ? mergeRecentImages(generated.data.items, source.data.items) : [];
  return { items, isPending, isError };
}
