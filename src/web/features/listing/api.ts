/** API calls and types of listing sets: free previews, sets (make, follow) and the address of a set's zip. */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

export type ListingSlot = Schemas['ListingSlot'];
export type ListingCallout = Schemas['ListingCallout'];
export type ListingPreview = Schemas['ListingPreview'];
export type ListingCheckReport = Schemas['ListingCheckReport'];
export type ListingSet = Schemas['ListingSet'];
export type CreateListingSet = Schemas['CreateListingSet'];

/** Poll interval of a set while it renders. */
export const LISTING_POLL_MS = 1000;

export function previewListingSet(body: Schemas['ListingPreviewRequest'], signal?: AbortSignal) {
  return unwrap(api.POST('/listing-sets/preview', { body, signal }));
}

export function createListingSet(body: CreateListingSet) {
  return unwrap(api.POST('/listing-sets', { body }));
}

/** A set, polled while it renders. */
export function useListingSet(id: string | null) {
  return useQuery({
    queryKey: ['listing-set', id],
    queryFn: () => unwrap(api.GET('/listing-sets/{id}', { params: { path: { id: id! } } })),
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data && ['succeeded', 'partial', 'failed'].includes(q.state.data.status) ? false : LISTING_POLL_MS),
  });
}

/** The address of a set's zip (a download link). */
export const listingSetArchiveUrl = (id: string) => `/api/v1/listing-sets/${id}/archive`;
