/**
 * Unsubscribe links: every email governed by a notification toggle links to
 * /unsubscribe?token=... and carries RFC 8058 one-click headers. The token is signed (purpose
 * 'unsubscribe', the user, the category) so it works without signing in; using it turns the
 * category off, and `subscribe: true` turns it back on (the page's 'Undo').
 */
import { NOTIFICATION_KEYS, SERVICE_NOTIFICATION_KEYS, UNSUBSCRIBE_CATEGORIES, type UnsubscribeCategory, type UnsubscribeResult } from '../../../shared/contracts/notifications';
import type { Database } from '../../db/client';
import type { AccountChoices } from '../account-choices';
import { DomainError } from '../domain-error';
import { verifySignedToken } from '../signed-tokens';
import { recipientOf } from './notice-deps';

/**
 * Applies an unsubscribe (or, with `subscribe`, a resubscribe) link.
 * Input: the token from the link. Output: the category and whether it is on now.
 * @throws DomainError 'invalid_link' when the token is bad or expired, or the account is gone.
 */
export async function applyUnsubscribe(
  deps: { db: Database; secret: string; choices: AccountChoices },
  token: string,
  subscribe = false,
  now = new Date(),
): Promise<UnsubscribeResult> {
  const claims = verifySignedToken(deps.secret, token, 'unsubscribe', now);
  const category = claims?.data.category as UnsubscribeCategory | undefined;
  if (!claims || !category || !UNSUBSCRIBE_CATEGORIES.includes(category)) throw new DomainError('invalid_link');
  if (!(await recipientOf(deps.db, claims.subject))) throw new DomainError('invalid_link');
  if (category === 'all') {
    // Undo of 'all' turns the service emails back on; promotional consent is never given by a link.
    const keys = subscribe ? SERVICE_NOTIFICATION_KEYS : NOTIFICATION_KEYS;
    await deps.choices.updateNotifications(claims.subject, Object.fromEntries(keys.map((k) => [k, subscribe])));
  } else {
    await deps.choices.updateNotifications(claims.subject, { [category]: subscribe });
  }
  return { category, subscribed: subscribe };
}
