/**
 * Theme and language preferences of the account. Waits for auth; for
 * a signed-in user, reads GET /api/v1/me/preferences once and lets the saved theme and language win over
 * the local ones; nothing below renders until that is settled. Changing the theme or the language saves
 * locally and, when signed in, upserts the preference (PUT /api/v1/me/preferences). Load and save errors
 * are only logged: the local values (or light / Portuguese) stay in use. The Settings tab saves through
 * `savePreferences`, which reports failures ('Failed to save preferences. Please try again.').
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Theme } from '@shared/languages';
import { useAuth } from '@web/features/auth/session';
import { ThemeProvider, useTheme } from '@web/features/theme/theme-provider';
import { api, type Schemas, unwrap } from '@web/lib/api-client';
import { isLanguage, isTheme } from './resolve';

/** GET/PUT /api/v1/me/preferences body. */
export type Preferences = Schemas['Preferences'];

/** Query key of the saved preferences. */
export const PREFERENCES_KEY = ['me', 'preferences'] as const;

type PreferencesContextValue = {
  /** The UI language now in use. */
  language: Language;
  /** A user's choice of language: applied, cached locally and saved to the account when signed in. */
  setLanguage: (language: Language) => Promise<void>;
  /** The preferences saved on the account (undefined while signed out or loading). */
  saved: Preferences | undefined;
  /**
   * Saves some preferences to the account (signed in only) and caches the answer; for screens that
   * report the outcome (the Settings tab). @throws ApiError when the save fails.
   */
  savePreferences: (changes: PreferencesUpdate) => Promise<Preferences>;
};

/** PUT /api/v1/me/preferences body. */
export type PreferencesUpdate = Schemas['PreferencesUpdate'];

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

async function savePreferences(body: { theme?: Theme; language?: Language }): Promise<Preferences | null> {
  try {
    return await unwrap(api.PUT('/me/preferences', { body }));
  } catch (e) {
    console.error('Could not save preferences', e);
    return null;
  }
}

/**
 * Applies the account's saved theme and language once per signed-in user and holds rendering until then.
 * `fallback` shows meanwhile (nothing by default).
 */
function PreferencesSync({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { user, isPending } = useAuth();
  const { adoptTheme } = useTheme();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  const saved = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/me/preferences', { signal })),
    enabled: !!userId,
    staleTime: Infinity,
    // Rendering waits for this answer: one quick retry, then go on with the local values.
    retry: 1,
    retryDelay: 300,
  });

  // Apply once per user: later refetches must not undo a choice made in this tab.
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === userId || !saved.isFetched) return;
    appliedFor.current = userId;
    if (saved.isError) {
      console.error('Could not load saved preferences; keeping the local ones', saved.error);
      return;
    }
    const { theme, language } = saved.data ?? { theme: null, language: null };
    if (isTheme(theme)) adoptTheme(theme);
    if (isLanguage(language) && language !== i18n.resolvedLanguage) {
      i18n.changeLanguage(language).catch((e: unknown) => console.error('Could not switch language', e));
    }
  }, [userId, saved.isFetched, saved.isError, saved.error, saved.data, adoptTheme, i18n]);

  const setLanguage = useCallback(
    async (language: Language) => {
      try {
        await i18n.changeLanguage(language);
      } catch (e) {
        console.error('Could not switch language', e);
      }
      if (!userId) return;
      const result = await savePreferences({ language });
      if (result) queryClient.setQueryData(PREFERENCES_KEY, result);
    },
    [i18n, userId, queryClient],
  );

  const saveChanges = useCallback(
    async (changes: PreferencesUpdate) => {
      const result = await unwrap(api.PUT('/me/preferences', { body: changes }));
      queryClient.setQueryData(PREFERENCES_KEY, result);
      return result;
    },
    [queryClient],
  );

  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'pt';
  const savedData = userId ? saved.data : undefined;
  const value = useMemo(
    () => ({ language: current, setLanguage, saved: savedData, savePreferences: saveChanges }),
    [current, setLanguage, savedData, saveChanges],
  );

  // Only the first start waits; a later sign-in applies the saved values when they arrive.
  const settled = useRef(false);
  if (!isPending && (!userId || saved.isFetched || saved.isError)) settled.current = true;
  const ready = settled.current;
  return <PreferencesContext.Provider value={value}>{ready ? children : fallback}</PreferencesContext.Provider>;
}

/**
 * Theme + account preferences for the app. Place inside the query client and auth providers; renders its
 * children once auth and the saved preferences are known.
 */
export function PreferencesProvider({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = !!user;
  const onThemeChange = useCallback(
    (theme: Theme) => {
      if (!signedIn) return;
      void savePreferences({ theme }).then((result) => {
        if (result) queryClient.setQueryData(PREFERENCES_KEY, result);
      });
    },
    [signedIn, queryClient],
  );
  return (
    <ThemeProvider onChange={onThemeChange}>
      <PreferencesSync fallback={fallback}>{children}</PreferencesSync>
    </ThemeProvider>
  );
}

/** The current language and its setter; throws outside PreferencesProvider. */
export function usePreferences(): PreferencesContextValue {
  const ctx = useContext(PreferencesContext);
  if (!ctx) throw new Error('usePreferences must be used within a PreferencesProvider');
  return ctx;
}
