import { describe, expect, it } from 'vitest';
import { addMonths, addPeriod, allowanceWindow, daysLeft, freeWindow } from './billing-periods';

const d = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it('adds calendar months clamped to the end of the month, as Stripe bills', () => {
    expect(addMonths(d('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(d('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(d('2026-11-21T00:00:00Z'), 2).toISOString()).toBe('2027-01-21T00:00:00.000Z');
    expect(addPeriod(d('2026-03-15T00:00:00Z'), 'year').toISOString()).toBe('2027-03-15T00:00:00.000Z');
  });

  it('cuts a yearly period into 12 monthly allowance windows and a monthly period into one', () => {
    const start = d('2026-01-10T00:00:00Z');
    const end = d('2027-01-10T00:00:00Z');
    expect(allowanceWindow(start, end, d('2026-01-20T00:00:00Z'))).toMatchObject({ index: 0 });
    const march = allowanceWindow(start, end, d('2026-03-10T00:00:00Z'));
    expect(march.index).toBe(2);
    expect(march.start.toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(march.end.toISOString()).toBe('2026-04-10T00:00:00.000Z');
    expect(allowanceWindow(start, end, d('2030-01-01T00:00:00Z')).index).toBe(11);
    const monthly = allowanceWindow(start, d('2026-02-10T00:00:00Z'), d('2026-02-09T00:00:00Z'));
    expect(monthly).toMatchObject({ index: 0 });
    expect(monthly.end.toISOString()).toBe('2026-02-10T00:00:00.000Z');
  });

  it('counts Free windows of 30 days from sign-up', () => {
    const anchor = d('2026-01-01T00:00:00Z');
    expect(freeWindow(anchor, d('2026-01-30T23:59:59Z')).index).toBe(0);
    const second = freeWindow(anchor, d('2026-01-31T00:00:00Z'));
    expect(second.index).toBe(1);
    expect(second.end.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('never reports negative days left and rounds partial days up', () => {
    expect(daysLeft(d('2026-01-10T00:00:00Z'), d('2026-01-12T00:00:00Z'))).toBe(0);
    expect(daysLeft(d('2026-01-10T12:00:00Z'), d('2026-01-09T00:00:00Z'))).toBe(2);
  });
});
