/**
 * 'Auto-save settings' for the create screen (docs/decisions/005-auto-save.md):
 * the settings of the user's last generation, read once when the screen opens (GET
 * /api/v1/me/create-settings; null when the switch is off or before a first generation). The server
 * remembers them by itself: every generation stores its settings, so nothing needs saving here.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ImageSettings } from '@shared/catalog';
import { api, unwrap } from '@web/lib/api-client';

/** Query key of the remembered settings (dropped with the user's other queries on sign-out). */
export const CREATE_SETTINGS_KEY = ['me', 'create-settings'] as const;

/**
 * Calls `apply` once with the remembered settings, when there are some. A failure to read them is
 * logged and the screen keeps its defaults. `enabled` false (e.g. signed out) skips the request.
 */
export function useRememberedImageSettings(apply: (settings: ImageSettings) => void, enabled = true): void {
  const query = useQuery({
    queryKey: CREATE_SETTINGS_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/me/create-settings', { signal })),
    enabled,
    // Read when the screen opens, not from a cache filled before the last generation.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const applied = useRef(false);
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (applied.current || !query.isSuccess) return;
    applied.current = true;
    if (query.data.settings) latest.current(query.data.settings);
  }, [query.isSuccess, query.data]);
  useEffect(() => {
    if (query.isError) console.error('Could not read the last generation settings; using the defaults', query.error);
  }, [query.isError, query.error]);
}
