/**
 * Notification choices (GET/PUT /api/v1/me/notifications), unsubscribe links (POST /api/v1/unsubscribe)
 * and the 'watching' heartbeat of a generation or video page (PUT /api/v1/me/watching).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@shared/contracts/notifications';
import { api, unwrap } from '@web/lib/api-client';

export const NOTIFICATIONS_KEY = ['me', 'notifications'] as const;

/** The six toggles. */
export function useNotificationSettings() {
  return useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: ({ signal }) => unwrap(api.GET('/me/notifications', { signal })) });
}

/** Saves toggles; the cache shows the change at once and goes back if the save fails. */
export function useUpdateNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<NotificationSettings>) => unwrap(api.PUT('/me/notifications', { body: changes })),
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const before = client.getQueryData<NotificationSettings>(NOTIFICATIONS_KEY);
      if (before) client.setQueryData(NOTIFICATIONS_KEY, { ...before, ...changes });
      return { before };
    },
    onError: (_e, _changes, context) => {
      if (context?.before) client.setQueryData(NOTIFICATIONS_KEY, context.before);
    },
    onSuccess: (saved) => client.setQueryData(NOTIFICATIONS_KEY, saved),
  });
}

/** Applies an unsubscribe link's token (no sign-in needed); `subscribe` undoes it. */
export function applyUnsubscribe(token: string, subscribe = false) {
  return unwrap(api.POST('/unsubscribe', { body: { token, subscribe } }));
}

/** Tells the server the page of a generation or video is open. Errors are ignored (the page works without it). */
export async function sendWatching(kind: 'generation' | 'video', id: string): Promise<void> {
  try {
    await unwrap(api.PUT('/me/watching', { body: { kind, id } }));
  } catch {
    // A missed heartbeat only means an email may be sent although the page was open.
  }
}
