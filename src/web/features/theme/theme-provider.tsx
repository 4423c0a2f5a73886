/**
 * Theme state: light, dark or auto (follows the system, live). Starts from local
 * storage ('theme'; light when missing or invalid), which the inline script in index.html has already
 * applied before the first paint. A signed-in user's saved theme is adopted by the preferences provider
 * once auth has loaded. Choosing a theme saves it locally and reports it through `onChange` (which saves
 * it to the account when signed in).
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Theme } from '@shared/languages';
import { resolveTheme } from '@web/features/preferences/resolve';

/** Local-storage key of the theme. */
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

type ThemeContextValue = {
  /** The chosen setting. */
  theme: Theme;
  /** What is on screen now. */
  resolvedTheme: 'light' | 'dark';
  /** A user's choice: applied, saved locally and reported through `onChange`. */
  setTheme: (theme: Theme) => void;
  /** A theme saved on the account: applied and cached locally, not reported back. */
  adoptTheme: (theme: Theme) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Reads the stored theme; 'light' when missing, invalid or unreadable. */
export function readStoredTheme(): Theme {
  try {
    return resolveTheme({ stored: localStorage.getItem(THEME_STORAGE_KEY) });
  } catch (e) {
    console.error('Could not read the theme', e);
    return 'light';
  }
}

function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch (e) {
    console.error('Could not save the theme', e);
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function applyTheme(resolved: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

/** Provides the theme to the app and keeps the <html> class in sync. */
export function ThemeProvider({ children, onChange }: { children: ReactNode; onChange?: (theme: Theme) => void }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(DARK_QUERY);
    setSystemDark(mq.matches);
    const onSystemChange = (e: MediaQueryListEvent) => setSystemDark(e.matches);
    mq.addEventListener('change', onSystemChange);
    return () => mq.removeEventListener('change', onSystemChange);
  }, []);

  const resolvedTheme: 'light' | 'dark' = theme === 'auto' ? (systemDark ? 'dark' : 'light') : theme;

  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  const adoptTheme = useCallback((next: Theme) => {
    setThemeState(next);
    storeTheme(next);
  }, []);

  const setTheme = useCallback(
    (next: Theme) => {
      adoptTheme(next);
      onChangeRef.current?.(next);
    },
    [adoptTheme],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme, adoptTheme }), [theme, resolvedTheme, setTheme, adoptTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its setters; throws outside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used within a ThemeProvider');
  return ctx;
}
