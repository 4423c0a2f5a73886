/**
 * Date arithmetic of billing periods. Months are calendar months
 * anchored on the start day and clamped to the month's last day, as Stripe bills
 * (https://docs.stripe.com/billing/subscriptions/billing-cycle): Jan 31 + 1 month = Feb 28/29.
 */
import { addMonths, FREE_RENEWAL_DAYS } from '../../shared/plans';

/** Calendar-month arithmetic lives with the plans (shared with the test-mode payments provider). */
export { addMonths, addPeriod } from '../../shared/plans';

const DAY_MS = 86_400_000;

/**
 * The monthly allowance window of a paid period that contains `now`: a monthly period is one
 * window; a yearly one is cut into 12 monthly windows from its start. `now` outside the period is
 * clamped to its first or last window. @returns [start, end) and the window index (0-11).
 */
export function allowanceWindow(periodStart: Date, periodEnd: Date, now: Date): { start: Date; end: Date; index: number } {
  let index = 0;
  while (index < 11 && addMonths(periodStart, index + 1) <= now && addMonths(periodStart, index + 1) < periodEnd) index += 1;
  const start = addMonths(periodStart, index);
  const next = addMonths(periodStart, index + 1);
  return { start, end: next < periodEnd ? next : periodEnd, index };
}

/**
 * The Free grant window containing `now`: every FREE_RENEWAL_DAYS from `anchor` (the sign-up).
 * Window 0 holds the sign-up grant; window n >= 1 the n-th renewal.
 */
export function freeWindow(anchor: Date, now: Date): { start: Date; end: Date; index: number } {
  const length = FREE_RENEWAL_DAYS * DAY_MS;
  const index = Math.max(0, Math.floor((now.getTime() - anchor.getTime()) / length));
  const start = new Date(anchor.getTime() + index * length);
  return { start, end: new Date(start.getTime() + length), index };
}

/** Whole days from `now` to `end`, rounded up, never below 0. */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}
