/**
 * The admin area's API calls (every route is admin-only on the server): react-query hooks
 * over the typed client. Query keys start with 'admin'; actions invalidate what they change.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

export type AdminUser = Schemas['AdminUser'];
export type AdminUserDetail = Schemas['AdminUserDetail'];
export type AdminJob = Schemas['AdminJob'];
export type JobQueueStats = Schemas['JobQueueStats'];
export type AuditEntry = Schemas['AuditEntry'];
export type Overview = Schemas['Overview'];
export type OverviewDay = Schemas['OverviewDay'];
export type ProviderMetricsRow = Schemas['ProviderMetricsRow'];
export type ProviderCheck = Schemas['ProviderCheck'];
export type JobState = AdminJob['state'];
export type PeriodDays = 7 | 30 | 90;

/** The signed-in admin; a 403 means the user is not one (the /admin gate). */
export function useAdminSession(userId: string | null) {
  return useQuery({
    queryKey: ['admin', 'session', userId],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/session', { signal })),
    enabled: !!userId,
    retry: false,
    staleTime: 60_000,
  });
}

export function useOverview(days: PeriodDays) {
  return useQuery({
    queryKey: ['admin', 'overview', days],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/overview', { params: { query: { days } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'users', q, page],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/users', { params: { query: { q: q || undefined, page, limit: 25 } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: string) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/users/{id}', { params: { path: { id } }, signal })),
  });
}

export function useJobStats() {
  return useQuery({
    queryKey: ['admin', 'jobs', 'stats'],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/jobs/stats', { signal })),
    refetchInterval: 5_000,
  });
}

export function useJobs(queue: string | undefined, state: JobState | undefined) {
  return useQuery({
    queryKey: ['admin', 'jobs', 'list', queue ?? '', state ?? ''],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/jobs', { params: { query: { queue, state, limit: 50 } }, signal })),
    refetchInterval: 5_000,
    placeholderData: keepPreviousData,
  });
}

export function useProviderHealth(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'providers', 'health'],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/providers', { signal })),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

export function useProviderMetrics(days: PeriodDays) {
  return useQuery({
    queryKey: ['admin', 'providers', 'metrics', days],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/providers/metrics', { params: { query: { days } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(targetId?: string) {
  return useQuery({
    queryKey: ['admin', 'audit', targetId ?? ''],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/admin/audit', { params: { query: { limit: 100, ...(targetId ? { targetType: 'user' as const, targetId } : {}) } }, signal })),
  });
}

/** A page of the audit log after `cursor` (the 'Load more' button). */
export function fetchAuditPage(cursor: string) {
  return unwrap(api.GET('/admin/audit', { params: { query: { limit: 100, cursor } } }));
}

/** Invalidates everything a user action may change. */
function useUserInvalidation(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'user', id] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
}

export function useAdjustCredits(id: string) {
  const done = useUserInvalidation(id);
  return useMutation({
    mutationFn: (body: Schemas['CreditAdjustment']) => unwrap(api.POST('/admin/users/{id}/credits', { params: { path: { id } }, body })),
    onSuccess: done,
  });
}

export function useComplimentaryTier(id: string) {
  const done = useUserInvalidation(id);
  return useMutation({
    mutationFn: (body: Schemas['ComplimentaryTierRequest']) => unwrap(api.POST('/admin/users/{id}/complimentary-tier', { params: { path: { id } }, body })),
    onSuccess: done,
  });
}

export function useBan(id: string) {
  const done = useUserInvalidation(id);
  return useMutation({
    mutationFn: (body: { reason: string; days: number | null }) => unwrap(api.POST('/admin/users/{id}/ban', { params: { path: { id } }, body })),
    onSuccess: done,
  });
}

export function useUnban(id: string) {
  const done = useUserInvalidation(id);
  return useMutation({
    mutationFn: (body: { reason: string }) => unwrap(api.POST('/admin/users/{id}/unban', { params: { path: { id } }, body })),
    onSuccess: done,
  });
}

export function useResendConfirmation(id: string) {
  const done = useUserInvalidation(id);
  return useMutation({
    mutationFn: (body: { reason: string }) => unwrap(api.POST('/admin/users/{id}/resend-confirmation', { params: { path: { id } }, body })),
    onSuccess: done,
  });
}

/** Retry ('retry') or cancel ('cancel') one job. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, queue, id }: { action: 'retry' | 'cancel'; queue: string; id: string }) =>
      action === 'retry'
        ? unwrap(api.POST('/admin/jobs/{queue}/{id}/retry', { params: { path: { queue, id } } }))
        : unwrap(api.POST('/admin/jobs/{queue}/{id}/cancel', { params: { path: { queue, id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export type AdminTicket = Schemas['AdminTicket'];
export type AdminTicketDetail = Schemas['AdminTicketDetail'];
export type AdminGalleryItem = Schemas['AdminGalleryItem'];
export type TicketFilter = 'unresolved' | 'all' | AdminTicket['status'];

export function useTickets(status: TicketFilter, page: number) {
  return useQuery({
    queryKey: ['admin', 'tickets', status, page],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/tickets', { params: { query: { status, page, limit: 25 } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: ['admin', 'ticket', id],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/tickets/{id}', { params: { path: { id } }, signal })),
  });
}

/** Reply to ('reply', with a message) or close ('close') a ticket. */
export function useTicketAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: 'reply'; message: string } | { action: 'close'; reason?: string }) =>
      input.action === 'reply'
        ? unwrap(api.POST('/admin/tickets/{id}/reply', { params: { path: { id } }, body: { message: input.message } }))
        : unwrap(api.POST('/admin/tickets/{id}/close', { params: { path: { id } }, body: input.reason ? { reason: input.reason } : {} })),
    onSuccess: (ticket) => {
      queryClient.setQueryData(['admin', 'ticket', id], ticket);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'tickets'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
  });
}

export function useGalleryModeration() {
  return useInfiniteQuery({
    queryKey: ['admin', 'gallery'],
    queryFn: ({ pageParam, signal }) => unwrap(api.GET('/admin/gallery', { params: { query: { limit: 24, ...(pageParam ? { cursor: pageParam } : {}) } }, signal })),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Hide (with a reason) or restore one published image. */
export function useGalleryAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; hide: true; reason: string } | { id: string; hide: false }) =>
      input.hide
        ? unwrap(api.PUT('/admin/gallery/{id}/hidden', { params: { path: { id: input.id } }, body: { reason: input.reason } }))
        : unwrap(api.DELETE('/admin/gallery/{id}/hidden', { params: { path: { id: input.id } } })),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'gallery'] }), queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  });
}

export type AdminChat = Schemas['AdminChat'];
export type AdminChatConversation = Schemas['AdminChatConversation'];

/** How often the list of live chats is asked again, in milliseconds (who waits, typing, online). */
const CHATS_EVERY_MS = 4000;

/** Live chats not closed, waiting ones first; asked again every few seconds. */
export function useAdminChats() {
  return useQuery({
    queryKey: ['admin', 'chats'],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/chats', { signal })),
    refetchInterval: CHATS_EVERY_MS,
  });
}

/** One live chat with its user; its live channel keeps the cached copy current. */
export function useAdminChat(id: string) {
  return useQuery({
    queryKey: ['admin', 'chat', id],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/chats/{id}', { params: { path: { id } }, signal })),
  });
}

/** Sends support's message to chat `id`. */
export function useAdminChatSend(id: string) {
  return useMutation({
    mutationFn: (message: string) => unwrap(api.POST('/admin/chats/{id}/messages', { params: { path: { id } }, body: { message } })),
  });
}

/** Typing and read signals of support (best effort). */
export const adminChatSignals = {
  typing: (id: string) => void api.POST('/admin/chats/{id}/typing', { params: { path: { id } } }).catch(() => undefined),
  read: (id: string) => void api.POST('/admin/chats/{id}/read', { params: { path: { id } } }).catch(() => undefined),
};

export type AdminAccountManager = Schemas['AdminAccountManager'];

/** A user's dedicated account manager, whether their plan includes one, and the admins to choose from. */
export function useAccountManager(userId: string) {
  return useQuery({
    queryKey: ['admin', 'manager', userId],
    queryFn: ({ signal }) => unwrap(api.GET('/admin/users/{id}/manager', { params: { path: { id: userId } }, signal })),
  });
}

/** Assigns (a manager's id) or removes (null) the user's account manager; the audit log is asked again. */
export function useSetAccountManager(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managerId: string | null) =>
      managerId
        ? unwrap(api.PUT('/admin/users/{id}/manager', { params: { path: { id: userId } }, body: { managerId } }))
        : unwrap(api.DELETE('/admin/users/{id}/manager', { params: { path: { id: userId } } })),
    onSuccess: (view) => {
      queryClient.setQueryData(['admin', 'manager', userId], view);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export type AdminRefundRequest = Schemas['AdminRefundRequest'];

/** Money-back requests: every pending one (oldest first), then the newest decided ones. */
export function useAdminRefunds() {
  return useQuery({ queryKey: ['admin', 'refunds'], queryFn: ({ signal }) => unwrap(api.GET('/admin/refunds', { signal })), refetchInterval: 60_000 });
}

/** Approves or declines a money-back request, with the admin's reason (audited). */
export function useRefundDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'approve' | 'decline'; reason: string }) =>
      decision === 'approve'
        ? unwrap(api.POST('/admin/refunds/{id}/approve', { params: { path: { id } }, body: { reason } }))
        : unwrap(api.POST('/admin/refunds/{id}/decline', { params: { path: { id } }, body: { reason } })),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'refunds'] }), queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  });
}

export type Broadcast = Schemas['Broadcast'];
export type BroadcastDetail = Schemas['BroadcastDetail'];
export type BroadcastInput = Schemas['BroadcastInput'];

/** Marketing broadcasts, newest first. */
export function useBroadcasts() {
  return useQuery({ queryKey: ['admin', 'broadcasts'], queryFn: ({ signal }) => unwrap(api.GET('/admin/broadcasts', { signal })) });
}

/** One broadcast with its audience; asked again every 2 s while it is being sent. */
export function useBroadcast(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'broadcast', id],
    enabled: id !== null,
    queryFn: ({ signal }) => unwrap(api.GET('/admin/broadcasts/{id}', { params: { path: { id: id! } }, signal })),
    refetchInterval: (query) => (query.state.data?.broadcast.status === 'sending' ? 2000 : false),
  });
}

/** The email of one language as recipients get it. */
export function useBroadcastPreview(id: string | null, language: string | null, version: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'broadcast', id, 'preview', language, version],
    enabled: id !== null && language !== null,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/admin/broadcasts/{id}/preview', { params: { path: { id: id! }, query: { language: language as 'pt' } }, signal })),
  });
}

/** Create, save, test, send and cancel; each refreshes the broadcast and the list. */
export function useBroadcastActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'broadcast'] }).then(() => queryClient.invalidateQueries({ queryKey: ['admin', 'broadcasts'] }));
  const path = (id: string) => ({ params: { path: { id } } });
  return {
    create: useMutation({ mutationFn: (body: BroadcastInput) => unwrap(api.POST('/admin/broadcasts', { body })), onSuccess: refresh }),
    save: useMutation({ mutationFn: ({ id, body }: { id: string; body: BroadcastInput }) => unwrap(api.PUT('/admin/broadcasts/{id}', { ...path(id), body })), onSuccess: refresh }),
    test: useMutation({ mutationFn: (id: string) => unwrap(api.POST('/admin/broadcasts/{id}/test', path(id))), onSuccess: refresh }),
    send: useMutation({ mutationFn: (id: string) => unwrap(api.POST('/admin/broadcasts/{id}/send', path(id))), onSettled: refresh }),
    cancel: useMutation({ mutationFn: (id: string) => unwrap(api.POST('/admin/broadcasts/{id}/cancel', path(id))), onSettled: refresh }),
  };
}
