/** Outgoing mail behind one interface: the dev outbox by default, SMTP when SMTP_URL is set. */

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** HTML body. */
  html: string;
  /** Where replies go instead of the sender (e.g. the user who wrote to support). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** A message kept in the dev outbox, with the links found in its bodies. */
export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  links: string[];
  /** ISO 8601. */
  createdAt: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /** Sends (or stores) one message. @throws when the transport refuses it. */
  send(message: MailMessage): Promise<void>;
  /** Stored messages, newest first; only the outbox has them. */
  list?(): Promise<StoredMail[]>;
}
