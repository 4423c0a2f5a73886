/**
 * The dev mail outbox as a service: the messages the outbox mailer stored instead of sending them
 * (no SMTP_URL). Who may read them, and whether the route exists at all in a given deployment,
 * is decided at the HTTP edge (routes/dev/mailbox.ts).
 */
import type { Mailer, StoredMail } from '../providers/mail';
import { DomainError } from './domain-error';

export type DevMailboxService = ReturnType<typeof createDevMailboxService>;

/** The dev-mailbox service on the configured mailer. */
export function createDevMailboxService(mailer: Mailer) {
  return {
    /** Whether the mailer keeps its messages (the outbox; SMTP sends them and keeps none). */
    hasOutbox(): boolean {
      return Boolean(mailer.list);
    },

    /**
     * The stored messages, newest first, with the links found in their bodies.
     * @throws DomainError 'not_found' when the mailer keeps no outbox.
     */
    async list(): Promise<StoredMail[]> {
      if (!mailer.list) throw new DomainError('not_found');
      return mailer.list();
    },
  };
}
