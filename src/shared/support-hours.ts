/**
 * Live chat hours: a daily window in the operator's time zone on some days of the week
 * (SUPPORT_HOURS, SUPPORT_TIMEZONE, SUPPORT_DAYS; docs/product.md). Shared by the server, which
 * decides whether a chat may start, and the web app, which shows the hours in the user's own time.
 */

/** The window: `opens` and `closes` as `HH:MM` (closing exclusive, `24:00` is midnight), an IANA zone, ISO days (1 Monday ... 7 Sunday). */
export interface SupportHours {
  opens: string;
  closes: string;
  timeZone: string;
  days: number[];
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Days from `1-5` or `1,3,5-7` (ISO numbers), sorted and without repeats.
 * @throws Error on anything else.
 */
export function parseSupportDays(spec: string): number[] {
  if (!/^[1-7](-[1-7])?(,[1-7](-[1-7])?)*$/.test(spec)) throw new Error(`invalid support days: ${spec}`);
  const days = new Set<number>();
  for (const part of spec.split(',')) {
    const [a, b = a] = part.split('-').map(Number) as [number, number?];
    for (let d = a; d <= b!; d++) days.add(d);
  }
  return [...days].sort((x, y) => x - y);
}

/** The ISO weekday and minutes since midnight of `at` in `timeZone`. */
export function zonedClock(at: Date, timeZone: string): { day: number; minutes: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: WEEKDAYS[parts.weekday!]!, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Whether `at` falls inside the hours: one of the days, opening time included, closing time excluded. */
export function isWithinSupportHours(hours: SupportHours, at: Date): boolean {
  const { day, minutes } = zonedClock(at, hours.timeZone);
  return hours.days.includes(day) && minutes >= minutesOf(hours.opens) && minutes < minutesOf(hours.closes);
}

/**
 * The next moment the hours open after `at` (to the minute), or null when they never open (no
 * days). Walks forward in minutes from the next whole minute, at most 8 days.
 */
export function nextSupportOpening(hours: SupportHours, at: Date): Date | null {
  if (hours.days.length === 0) return null;
  const start = Math.ceil(at.getTime() / 60_000) * 60_000;
  // Coarse steps of 15 minutes find the window; the minute before it is then found exactly.
  for (let t = start; t <= start + 8 * 86_400_000; t += 15 * 60_000) {
    if (!isWithinSupportHours(hours, new Date(t))) continue;
    let first = t;
    while (first - 60_000 >= start && isWithinSupportHours(hours, new Date(first - 60_000))) first -= 60_000;
    return new Date(first);
  }
  return null;
}
