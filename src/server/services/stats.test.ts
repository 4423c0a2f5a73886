/** 'This month' starts on the 1st in the user's time zone. */
import { describe, expect, it } from 'vitest';
import { isTimeZone, startOfMonth } from './stats';

describe('startOfMonth', () => {
  it('is UTC midnight on the 1st in UTC', () => {
    expect(startOfMonth(new Date('2026-03-15T12:00:00Z'), 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it("follows the user's zone, ahead of and behind UTC", () => {
    // 1 March 00:30 in Tokyo is still February in UTC: the month already started in Tokyo.
    expect(startOfMonth(new Date('2026-02-28T15:30:00Z'), 'Asia/Tokyo').toISOString()).toBe('2026-02-28T15:00:00.000Z');
    // 31 March 22:00 in São Paulo is 1 April in UTC: still March there.
    expect(startOfMonth(new Date('2026-04-01T01:00:00Z'), 'America/Sao_Paulo').toISOString()).toBe('2026-03-01T03:00:00.000Z');
  });

  it('handles a daylight-saving offset (Lisbon summer time)', () => {
    expect(startOfMonth(new Date('2026-07-20T10:00:00Z'), 'Europe/Lisbon').toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });

  it('recognises time zones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
