/** The signed-in user's account summary and stats (GET /api/v1/me, GET /api/v1/me/stats). */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

/** GET /api/v1/me response. */
export type MeResponse = Schemas['Me'];

/** GET /api/v1/me/stats response. */
export type StatsResponse = Schemas['UserStats'];

/** Query key of the stats card (invalidated when favorites change). */
export const STATS_KEY = ['me', 'stats'] as const;

/** The account summary; shares the ['me'] cache key with the rest of the app (refreshed after generations). */
export function useMe(enabled = true) {
  return useQuery({ queryKey: ['me'], queryFn: ({ signal }) => unwrap(api.GET('/me', { signal })), enabled });
}

/** The browser's IANA time zone ('this month' starts on the 1st in the user's time zone). */
function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The stats of the home page. */
export function useStats(enabled = true) {
  return useQuery({
    queryKey: STATS_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/me/stats', { params: { query: { tz: timeZone() } }, signal })),
    enabled,
  });
}
