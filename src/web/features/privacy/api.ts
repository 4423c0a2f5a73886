/**
 * Privacy choices (GET/PUT /api/v1/me/privacy), the user's gallery publications (/api/v1/gallery/mine),
 * data exports (/api/v1/me/exports) and the account deletion request and confirmation.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings } from '@shared/contracts/notifications';
import { api, unwrap } from '@web/lib/api-client';

export const PRIVACY_KEY = ['me', 'privacy'] as const;
export const PUBLICATIONS_KEY = ['gallery', 'mine'] as const;
export const EXPORTS_KEY = ['me', 'exports'] as const;

/** The four privacy toggles. */
export function usePrivacySettings(enabled = true) {
  return useQuery({ queryKey: PRIVACY_KEY, queryFn: ({ signal }) => unwrap(api.GET('/me/privacy', { signal })), enabled });
}

/** Saves privacy toggles, shown at once and undone if the save fails. */
export function useUpdatePrivacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<PrivacySettings>) => unwrap(api.PUT('/me/privacy', { body: changes })),
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: PRIVACY_KEY });
      const before = client.getQueryData<PrivacySettings>(PRIVACY_KEY);
      if (before) client.setQueryData(PRIVACY_KEY, { ...before, ...changes });
      return { before };
    },
    onError: (_e, _changes, context) => {
      if (context?.before) client.setQueryData(PRIVACY_KEY, context.before);
    },
    onSuccess: (saved) => {
      client.setQueryData(PRIVACY_KEY, saved);
      void client.invalidateQueries({ queryKey: PUBLICATIONS_KEY });
    },
  });
}

/** The user's published images and whether the public gallery choice is on. */
export function useMyPublications(enabled = true) {
  return useQuery({ queryKey: PUBLICATIONS_KEY, queryFn: ({ signal }) => unwrap(api.GET('/gallery/mine', { signal })), enabled });
}

/** Publishes (`on`) or unpublishes one image, then refreshes the publications. */
export function useSetPublished() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ imageId, on }: { imageId: string; on: boolean }) => {
      const params = { params: { path: { id: imageId } } };
      await unwrap(on ? api.PUT('/gallery/mine/{id}', params) : api.DELETE('/gallery/mine/{id}', params));
    },
    onSettled: () => client.invalidateQueries({ queryKey: PUBLICATIONS_KEY }),
  });
}

/** The user's data exports; refreshed every 5 s while one is being prepared. */
export function useExports() {
  return useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/me/exports', { signal })),
    refetchInterval: (query) => (query.state.data?.items.some((e) => e.status === 'queued' || e.status === 'running') ? 5000 : false),
  });
}

/** Requests a data export. */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/me/exports')),
    onSettled: () => client.invalidateQueries({ queryKey: EXPORTS_KEY }),
  });
}

/** Asks for the account deletion email. */
export function requestDeletion() {
  return unwrap(api.POST('/me/deletion'));
}

/** Confirms the deletion with the emailed token (no sign-in needed). */
export function confirmDeletion(token: string) {
  return unwrap(api.POST('/account/deletion/confirm', { body: { token } }));
}
