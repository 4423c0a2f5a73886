import { describe, expect, it } from 'vitest';
import { isWithinSupportHours, nextSupportOpening, parseSupportDays, type SupportHours } from './support-hours';

const lisbon: SupportHours = { opens: '09:00', closes: '18:00', timeZone: 'Europe/Lisbon', days: [1, 2, 3, 4, 5] };

describe('support hours', () => {
  it('parses day ranges and lists', () => {
    expect(parseSupportDays('1-5')).toEqual([1, 2, 3, 4, 5]);
    expect(parseSupportDays('6,1,3-4,4')).toEqual([1, 3, 4, 6]);
    expect(() => parseSupportDays('0-5')).toThrow();
    expect(() => parseSupportDays('mon')).toThrow();
  });

  it('opens at the opening minute and closes at the closing minute, in the operator zone', () => {
    // Wednesday 2026-07-15; Lisbon is UTC+1 in summer.
    expect(isWithinSupportHours(lisbon, new Date('2026-07-15T07:59:00Z'))).toBe(false);
    expect(isWithinSupportHours(lisbon, new Date('2026-07-15T08:00:00Z'))).toBe(true);
    expect(isWithinSupportHours(lisbon, new Date('2026-07-15T16:59:59Z'))).toBe(true);
    expect(isWithinSupportHours(lisbon, new Date('2026-07-15T17:00:00Z'))).toBe(false);
    // Winter: UTC+0.
    expect(isWithinSupportHours(lisbon, new Date('2026-01-14T08:30:00Z'))).toBe(false);
    expect(isWithinSupportHours(lisbon, new Date('2026-01-14T09:00:00Z'))).toBe(true);
  });

  it('is closed on days outside the list, by the operator calendar', () => {
    // Saturday noon in Lisbon.
    expect(isWithinSupportHours(lisbon, new Date('2026-07-18T11:00:00Z'))).toBe(false);
    // Friday 23:30 UTC is already Saturday in Tokyo.
    const tokyo: SupportHours = { opens: '00:00', closes: '24:00', timeZone: 'Asia/Tokyo', days: [1, 2, 3, 4, 5] };
    expect(isWithinSupportHours(tokyo, new Date('2026-07-17T14:30:00Z'))).toBe(true);
    expect(isWithinSupportHours(tokyo, new Date('2026-07-17T15:30:00Z'))).toBe(false);
  });

  it('finds the next opening, over a weekend and to the minute', () => {
    // Friday 18:00 Lisbon -> Monday 09:00 Lisbon (08:00 UTC in summer).
    expect(nextSupportOpening(lisbon, new Date('2026-07-17T17:00:00Z'))?.toISOString()).toBe('2026-07-20T08:00:00.000Z');
    const odd: SupportHours = { opens: '09:07', closes: '09:20', timeZone: 'UTC', days: [1, 2, 3, 4, 5, 6, 7] };
    expect(nextSupportOpening(odd, new Date('2026-07-15T08:00:30Z'))?.toISOString()).toBe('2026-07-15T09:07:00.000Z');
    expect(nextSupportOpening({ ...odd, days: [] }, new Date())).toBeNull();
  });
});
