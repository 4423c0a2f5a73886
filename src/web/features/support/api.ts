/** Support tickets: the contact form (POST /api/v1/support/tickets) and the user's tickets (GET). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTicket } from '@shared/contracts/support';
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
