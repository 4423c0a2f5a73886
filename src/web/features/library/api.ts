/** API calls of the library: paged listing and deletion. */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LibrarySort, LibraryType } from '@shared/contracts/library';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

export type { LibrarySort, LibraryType } from '@shared/contracts/library';

/** One image of the library. */
export type LibraryItem = Schemas['LibraryItem'];

/** A page of GET /api/v1/images. */
export type LibraryPage = Schemas['LibraryPage'];

/** Images per page. */
export const LIBRARY_PAGE_SIZE = 24;

/** The user's images of one type (`favorites`: those marked as favorite only), filtered and sorted on the server, loaded page by page. */
export function useLibraryImages(params: { type: LibraryType; q: string; sort: LibrarySort; favorites?: boolean }) {
  return useInfiniteQuery({
    queryKey: ['library', params.type, params.q, params.sort, params.favorites ?? false],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/images', {
          params: {
            query: { type: params.type, sort: params.sort, limit: LIBRARY_PAGE_SIZE, ...(params.favorites ? { favorites: '1' as const } : {}), ...(params.q ? { q: params.q } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Keep showing the current grid while a new search or sort loads.
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/v1/images/{id}. */
export async function deleteImage(id: string): Promise<void> {
  await unwrap(api.DELETE('/images/{id}', { params: { path: { id } } }));
}

/** POST /api/v1/images/delete: deletes up to BULK_MAX_IMAGES of the user's images, all or nothing. @returns how many. */
export async function deleteImages(ids: readonly string[]): Promise<number> {
  return (await unwrap(api.POST('/images/delete', { body: { ids: [...ids] } }))).deleted;
}
