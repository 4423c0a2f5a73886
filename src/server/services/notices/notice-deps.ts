/**
 * What the notification emails share: their dependencies, the recipient of a
 * user (address, name, language), the once-only send, and the links of a governed email's footer.
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/catalog';
import type { UnsubscribeCategory } from '../../../shared/contracts/notifications';
import type { Database } from '../../db/client';
import { sentNotices, user, userPreferences } from '../../db/schema';
import { isLanguage, translator } from '../../i18n';
import type { JobEnqueuer } from '../../jobs/job-payloads';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from '../../providers/mail';
import type { AccountChoices } from '../account-choices';
import { createSignedToken } from '../signed-tokens';
import type { NoticeFooter } from './notice-email';

export interface NoticeDeps {
  db: Database;
  mailer: Mailer;
  /** The app secret (signed links). */
  secret: string;
  /** PUBLIC_URL without a trailing slash (links in emails; never a request header). */
  publicUrl: string;
  logger: Logger;
  choices: AccountChoices;
  jobs: JobEnqueuer;
}

/** Days an unsubscribe link keeps working (CAN-SPAM asks for at least 30). */
export const UNSUBSCRIBE_LINK_DAYS = 365;

/** Who an email goes to. */
export interface Recipient {
  id: string;
  email: string;
  name: string;
  language: Language;
  /** Confirmed address and not banned (nor being deleted). */
  reachable: boolean;
  createdAt: Date;
}

/** The recipient of a user's emails, with the language saved in user_preferences (else pt); null when the user is gone. */
export async function recipientOf(db: Database, userId: string): Promise<Recipient | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, verified: user.emailVerified, banned: user.banned, createdAt: user.createdAt, language: userPreferences.language })
    .from(user)
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    reachable: row.verified && !row.banned,
    createdAt: row.createdAt,
  };
}

/**
 * Sends one email about one thing at most once: a `sent_notices` row (user, kind, reference) is
 * claimed first; `build` returns the message (or null: nothing to send). When building or sending
 * fails the claim is released and the error thrown, so a retried job sends it.
 * Output: true when an email was sent.
 */
export async function sendOnce(deps: Pick<NoticeDeps, 'db' | 'mailer'>, userId: string, kind: string, reference: string, build: () => Promise<MailMessage | null>): Promise<boolean> {
  const claimed = await deps.db.insert(sentNotices).values({ userId, kind, reference }).onConflictDoNothing().returning({ id: sentNotices.id });
  const claim = claimed[0];
  if (!claim) return false;
  const release = () => deps.db.delete(sentNotices).where(and(eq(sentNotices.id, claim.id)));
  try {
    const message = await build();
    if (!message) {
      await release();
      return false;
    }
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    await release();
    throw error;
  }
}

/** The unsubscribe token of one category of a user's emails. */
export function unsubscribeToken(secret: string, userId: string, category: UnsubscribeCategory, now = new Date()): string {
  return createSignedToken(secret, { purpose: 'unsubscribe', subject: userId, ttlSeconds: UNSUBSCRIBE_LINK_DAYS * 24 * 3600, data: { category } }, now);
}

/**
 * The footer of an email governed by a notification toggle: why it was sent, the unsubscribe page
 * (/unsubscribe?token=...), the RFC 8058 one-click endpoint and the notification settings.
 */
export function toggleFooter(deps: Pick<NoticeDeps, 'secret' | 'publicUrl'>, recipient: Pick<Recipient, 'id' | 'language'>, category: Exclude<UnsubscribeCategory, 'all'>): NoticeFooter {
  const t = translator(recipient.language);
  const token = encodeURIComponent(unsubscribeToken(deps.secret, recipient.id, category));
  return {
    reason: t(`notices:footer.reason.${category}`),
    unsubscribeUrl: `${deps.publicUrl}/unsubscribe?token=${token}`,
    oneClickUrl: `${deps.publicUrl}/api/v1/unsubscribe/one-click?token=${token}`,
    manageUrl: `${deps.publicUrl}/account?tab=notifications`,
  };
}
