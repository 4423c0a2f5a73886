import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@web/i18n';
import { useTheme } from '@web/features/theme/theme-provider';
import { json, mockFetch, stubMatchMedia } from '@web/test/render';
import { PreferencesProvider, usePreferences } from './preferences';
import { resolveLanguage, resolveLocalLanguage, resolveTheme } from './resolve';

const auth = vi.hoisted(() => ({ user: null as null | { id: string; name: string; email: string; emailVerified: boolean }, isPending: false }));
vi.mock('@web/features/auth/session', () => ({
  useAuth: () => ({ user: auth.user, isPending: auth.isPending, signOut: async () => {}, refresh: async () => {} }),
}));

const DARK = '(prefers-color-scheme: dark)';

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const { language, setLanguage } = usePreferences();
  return (
    <div>
      <output data-testid="theme">{theme}</output>
      <output data-testid="resolved">{resolvedTheme}</output>
      <output data-testid="language">{language}</output>
      <button type="button" onClick={() => setTheme('dark')}>dark</button>
      <button type="button" onClick={() => void setLanguage('fr')}>fr</button>
    </div>
  );
}

function renderProvider() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PreferencesProvider fallback={<p>waiting</p>}>
        <Probe />
      </PreferencesProvider>
    </QueryClientProvider>,
  );
}

describe('theme resolution order', () => {
  it('prefers the saved theme, then local storage, then light', () => {
    expect(resolveTheme({ saved: 'dark', stored: 'light' })).toBe('dark');
    expect(resolveTheme({ saved: null, stored: 'auto' })).toBe('auto');
    expect(resolveTheme({ saved: 'purple', stored: 'dark' })).toBe('dark');
    expect(resolveTheme({ saved: undefined, stored: 'sepia' })).toBe('light');
    expect(resolveTheme({})).toBe('light');
  });
});

describe('language resolution order', () => {
  it('prefers the saved language, then local storage, navigator, html tag, then Portuguese', () => {
    const local = { stored: 'de', navigatorLanguages: ['fr-FR'], htmlLang: 'es' };
    expect(resolveLanguage({ saved: 'en', ...local })).toBe('en');
    expect(resolveLanguage({ saved: null, ...local })).toBe('de');
    expect(resolveLocalLanguage({ stored: 'xx', navigatorLanguages: ['ja-JP', 'fr-CA'], htmlLang: 'es' })).toBe('fr');
    expect(resolveLocalLanguage({ stored: null, navigatorLanguages: ['ja-JP'], htmlLang: 'es' })).toBe('es');
    expect(resolveLocalLanguage({ stored: null, navigatorLanguages: ['pt-BR'], htmlLang: 'en' })).toBe('pt');
    expect(resolveLocalLanguage({ stored: null, navigatorLanguages: [], htmlLang: '' })).toBe('pt');
    expect(resolveLocalLanguage({})).toBe('pt');
  });
});

describe('PreferencesProvider', () => {
  beforeEach(async () => {
    localStorage.clear();
    auth.user = null;
    auth.isPending = false;
    stubMatchMedia({ [DARK]: false });
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    document.documentElement.classList.remove('dark');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('signed out: uses the local theme and never calls the API', async () => {
    localStorage.setItem('theme', 'dark');
    const fetchMock = mockFetch(() => json(500, {}));
    renderProvider();
    expect(screen.getByTestId('theme').textContent).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'fr' }));
    await waitFor(() => expect(screen.getByTestId('language').textContent).toBe('fr'));
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for auth, then lets the saved theme and language win over local storage', async () => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('i18nextLng', 'en');
    auth.isPending = true;
    mockFetch((url) => (url === '/api/v1/me/preferences' ? json(200, { theme: 'dark', language: 'de' }) : json(404, {})));
    const view = renderProvider();
    expect(screen.getByText('waiting')).toBeTruthy();

    auth.isPending = false;
    auth.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true };
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <PreferencesProvider fallback={<p>waiting</p>}>
          <Probe />
        </PreferencesProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('theme').textContent).toBe('dark'));
    await waitFor(() => expect(screen.getByTestId('language').textContent).toBe('de'));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('keeps local values when the saved ones are empty or fail to load', async () => {
    localStorage.setItem('theme', 'auto');
    auth.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => json(500, { error: { code: 'INTERNAL', message: 'boom' } }));
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('theme').textContent).toBe('auto'));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByTestId('language').textContent).toBe('en');
  });

  it('signed in: a change saves locally and upserts the preference', async () => {
    auth.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true };
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/v1/me/preferences' && (!init?.method || init.method === 'GET')) return json(200, { theme: null, language: null });
      if (url === '/api/v1/me/preferences' && init?.method === 'PUT') return json(200, { theme: 'dark', language: null, ...JSON.parse(String(init.body)) });
      return json(404, {});
    });
    renderProvider();
    await screen.findByTestId('theme');
    fireEvent.click(screen.getByRole('button', { name: 'dark' }));
    fireEvent.click(screen.getByRole('button', { name: 'fr' }));
    await waitFor(() => {
      const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));
      expect(puts).toEqual(expect.arrayContaining([{ theme: 'dark' }, { language: 'fr' }]));
    });
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it('auto follows the system dark mode live', async () => {
    localStorage.setItem('theme', 'auto');
    const media = stubMatchMedia({ [DARK]: false });
    mockFetch(() => json(404, {}));
    renderProvider();
    expect(screen.getByTestId('resolved').textContent).toBe('light');
    act(() => media.set(DARK, true));
    expect(screen.getByTestId('resolved').textContent).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    act(() => media.set(DARK, false));
    expect(screen.getByTestId('resolved').textContent).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
