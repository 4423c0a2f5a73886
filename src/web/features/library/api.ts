/** API calls of the library (issue 3 API contract): paged listing and deletion. */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

export type LibraryType = 'generated' | 'source';
export type LibrarySort = 'newest' | 'oldest';

/** One image of the library. */
export type LibraryItem = {
  id: string;
  type: LibraryType;
  width: number;
  height: number;
  format: 'png' | 'jpg';
  prompt: string;
  title: string | null;
  /** Marked as favorite by the user. */
  favorite: boolean;
  createdAt: string;
};

/** A page of GET /api/v1/images. */
export type LibraryPage = { items: LibraryItem[]; nextCursor: string | null };

/** Images per page. */
export const LIBRARY_PAGE_SIZE = 24;

/** The user's images of one type, filtered and sorted on the server, loaded page by page. */
export function useLibraryImages(params: { type: LibraryType; q: string; sort: LibrarySort }) {
  return useInfiniteQuery({
    queryKey: ['library', params.type, params.q, params.sort],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ type: params.type, sort: params.sort, limit: String(LIBRARY_PAGE_SIZE) });
      if (params.q) search.set('q', params.q);
      if (pageParam) search.set('cursor', pageParam);
      return apiFetch<LibraryPage>(`/api/v1/images?${search.toString()}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Keep showing the current grid while a new search or sort loads.
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/v1/images/{id}. */
export function deleteImage(id: string): Promise<void> {
  return apiFetch<void>(`/api/v1/images/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
