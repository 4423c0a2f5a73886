/**
 * Notification emails, as one service:
 * - ./completion-notices.ts: 'generation complete' for users who left the page (heartbeats);
 * - ./monthly-summary.ts: the summary of last month, on the 1st;
 * - ./account-updates.ts: plan changes, renewals, failed payments (from the billing events);
 * - ./login-alerts.ts: a sign-in from a new device;
 * - ./unsubscribe.ts: the signed unsubscribe links every governed email carries.
 */
import { createAccountUpdates } from './account-updates';
import { createCompletionNotices } from './completion-notices';
import { createLoginAlerts } from './login-alerts';
import { createMonthlySummaries } from './monthly-summary';
import type { NoticeDeps } from './notice-deps';
import { applyUnsubscribe } from './unsubscribe';

export type { NoticeDeps } from './notice-deps';

export type NoticesService = ReturnType<typeof createNoticesService>;

export function createNoticesService(deps: NoticeDeps) {
  return {
    completion: createCompletionNotices(deps),
    summaries: createMonthlySummaries(deps),
    accountUpdates: createAccountUpdates(deps),
    loginAlerts: createLoginAlerts(deps),
    /** Applies an unsubscribe link. @throws DomainError 'invalid_link'. */
    unsubscribe: (token: string, subscribe = false) => applyUnsubscribe(deps, token, subscribe),
  };
}
