/**
 * Support tickets: the contact form (POST /api/v1/support/tickets), the user's tickets (GET), one
 * ticket's thread (GET /support/tickets/{id}) and follow-ups (POST /support/tickets/{id}/messages).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTicket } from '@shared/contracts/support';
import { ApiError } from '@web/lib/api';
import { api, unwrap } from '@web/lib/api-client';

export const TICKETS_KEY = ['support', 'tickets'] as const;

/** The user's tickets, newest first. */
export function useTickets() {
  return useQuery({ queryKey: TICKETS_KEY, queryFn: ({ signal }) => unwrap(api.GET('/support/tickets', { signal })) });
}

/** Sends the contact form; the list refreshes after. */
export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTicket) => unwrap(api.POST('/support/tickets', { body: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
}

/** One of the user's tickets with its thread (first message, support's replies, follow-ups). */
export function useTicketThread(id: string) {
  return useQuery({
    queryKey: [...TICKETS_KEY, id],
    queryFn: ({ signal }) => unwrap(api.GET('/support/tickets/{id}', { params: { path: { id } }, signal })),
  });
}

/**
 * Adds a follow-up to a ticket; the thread comes back with it and the list refreshes (its status may
 * change). When support closed the ticket while it was on screen (409 ticket_closed), the thread and
 * the list are fetched again so the page shows it closed, without the form.
 */
export function useFollowUp(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => unwrap(api.POST('/support/tickets/{id}/messages', { params: { path: { id } }, body: { message } })),
    onSuccess: (thread) => {
      client.setQueryData([...TICKETS_KEY, id], thread);
      void client.invalidateQueries({ queryKey: TICKETS_KEY, exact: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.code === 'ticket_closed')) return;
      void client.invalidateQueries({ queryKey: [...TICKETS_KEY, id], exact: true });
      void client.invalidateQueries({ queryKey: TICKETS_KEY, exact: true });
    },
  });
}
