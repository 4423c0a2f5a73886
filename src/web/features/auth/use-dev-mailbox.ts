import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

/** One email in the local development outbox. */
export type DevMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

/** Path of the development outbox API (answers 404 when real SMTP is configured). */
export const DEV_MAILBOX_API = '/api/dev/mailbox';

/** Whether the development outbox exists (GET answers 200); false when the server is unreachable. */
export function useDevMailboxAvailable(): boolean {
  const { data } = useQuery({
    queryKey: ['dev-mailbox', 'available'],
    queryFn: async () => {
      try {
        const res = await fetch(DEV_MAILBOX_API, { credentials: 'include', headers: { Accept: 'application/json' } });
        return res.ok && (res.headers.get('content-type') ?? '').includes('json');
      } catch {
        return false;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
  return data === true;
}

/** The development outbox, newest first, refreshed every few seconds. */
export function useDevMailbox(refetchInterval = 3000) {
  return useQuery({
    queryKey: ['dev-mailbox', 'list'],
    queryFn: () => apiFetch<DevMail[]>(DEV_MAILBOX_API),
    refetchInterval,
    retry: false,
  });
}
