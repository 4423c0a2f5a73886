/**
 * The FAQ: at least 25 questions in categories, written in all five languages
 * with the product's real figures, and a search over questions and answers in the current language
 * that ignores case, accents and filler words.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/catalog';
import { renderWithProviders } from '@web/test/render';
import { AuthProvider } from '@web/features/auth/session';
import { STUDIO_BATCH_MAX, STUDIO_PACKSHOT_CREDITS, STUDIO_PRESET_IDS, STUDIO_PRESETS } from '@shared/studio-presets';
import { FAQ_CATEGORIES, FAQ_CATEGORY_IDS, type FaqEntry, faqEntries, matchRanges, queryTerms, searchFaq } from './faq';
import { FaqPage } from './faq-page';
import { GettingStartedPage, STUDIO_GUIDE_STEPS } from './getting-started-page';

beforeAll(async () => {
  await i18n.loadLanguages([...LANGUAGES]);
  for (const lng of LANGUAGES) await i18n.reloadResources(lng, ['help']);
});

function entriesIn(language: string): FaqEntry[] {
  return faqEntries(i18n.getFixedT(language), language);
}
const ids = (entries: FaqEntry[]) => entries.map((e) => e.id);

describe('FAQ content', () => {
  it('has at least 25 questions in categories, each asked and answered in every language', () => {
    const all = Object.values(FAQ_CATEGORIES).flat();
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(new Set(all).size).toBe(all.length);
    expect(FAQ_CATEGORY_IDS.length).toBeGreaterThanOrEqual(5);
    for (const lng of LANGUAGES) {
      const entries = entriesIn(lng);
      expect(entries).toHaveLength(all.length);
      for (const e of entries) {
        expect(e.question, `${lng} ${e.id}`).not.toMatch(/faq\.items|\{\{/);
        expect(e.answer, `${lng} ${e.id}`).not.toMatch(/faq\.items|\{\{/);
        expect(e.answer.length, `${lng} ${e.id}`).toBeGreaterThan(40);
      }
    }
  });

  it("quotes the plan catalogue's figures", () => {
    const en = Object.fromEntries(entriesIn('en').map((e) => [e.id, e.answer]));
    expect(en.whatCredits).toContain('An image costs 1 credit at low quality, 2 at medium and 3 at high; a video costs 5 credits.');
    expect(en.freePlan).toContain('10 credits every 30 days');
    expect(en.plans).toContain('Plus €49 for 200');
    expect(en.plans).toContain('Founders €19.99 for 80');
    expect(en.settings).toContain('7 aspect ratios (3:2, 1:1, 2:3, 3:4, 9:16, 4:3, 16:9)');
    expect(en.refund).toContain('14-day');
    const de = Object.fromEntries(entriesIn('de').map((e) => [e.id, e.answer]));
    expect(de.plans).toMatch(/Plus 49\s€ für 200/);
  });

  it("answers Studio Photos questions with the presets' own figures", () => {
    expect(FAQ_CATEGORIES.studio).toEqual(['studioWhat', 'studioWhite', 'studioPresets', 'studioNotCharged', 'studioDownload']);
    const en = Object.fromEntries(entriesIn('en').map((e) => [e.id, e.answer]));
    const { amazon, google_shopping: google, etsy, instagram } = STUDIO_PRESETS;
    expect(en.studioWhat).toContain(`turns 1 to ${STUDIO_BATCH_MAX} product photos at once into packshots`);
    expect(en.studioWhat).toContain(`Each packshot costs ${STUDIO_PACKSHOT_CREDITS} credit.`);
    expect(en.studioPresets).toContain(`${STUDIO_PRESET_IDS.length} presets: Amazon main image (${amazon.width} × ${amazon.height} px, JPG, pure white, the product fills 90% of the frame, never less than Amazon's 85%)`);
    expect(en.studioPresets).toContain(`Etsy (${etsy.width} × ${etsy.height} px, landscape)`);
    expect(en.studioPresets).toContain(`Instagram feed (${instagram.width} × ${instagram.height} px, portrait)`);
    expect(en.studioPresets).toContain(`the product between 75% and 90% of the frame`);
    expect(google.minFill).toBe(0.75);
    expect(en.studioWhite).toContain('any size from 500 to 4000 px');
    expect(en.whatCredits).toContain('A Studio Photos packshot costs 1 credit.');
    // Every presets answer names each preset's frame, in every language.
    for (const lng of LANGUAGES) {
      const presets = entriesIn(lng).find((e) => e.id === 'studioPresets')!.answer;
      for (const id of STUDIO_PRESET_IDS.filter((p) => p !== 'custom')) {
        expect(presets, `${lng} ${id}`).toContain(`${STUDIO_PRESETS[id].width} × ${STUDIO_PRESETS[id].height} px`);
      }
    }
  });
});

describe('FAQ search', () => {
  it('finds answers in Portuguese, ignoring accents and filler words', () => {
    const pt = entriesIn('pt');
    expect(ids(searchFaq(pt, 'como excluir a minha conta', 'pt'))[0]).toBe('deleteAccount');
    const credits = ids(searchFaq(pt, 'creditos', 'pt'));
    expect(credits).toContain('whatCredits');
    expect(credits).toContain('rollover');
    expect(credits).not.toContain('languages');
    // A plural finds the singular too: 'O que é um crédito' is among the best matches.
    expect(ids(searchFaq(pt, 'créditos', 'pt')).slice(0, 3)).toContain('whatCredits');
    // A word only in an answer.
    expect(ids(searchFaq(pt, 'ffmpeg', 'pt'))).toEqual(['selfHost']);
    expect(ids(searchFaq(pt, 'reembolso', 'pt'))).toEqual(expect.arrayContaining(['refund', 'failed']));
  });

  it('finds answers in German, with or without umlauts', () => {
    const de = entriesIn('de');
    expect(ids(searchFaq(de, 'Konto löschen', 'de'))[0]).toBe('deleteAccount');
    expect(ids(searchFaq(de, 'konto loschen', 'de'))[0]).toBe('deleteAccount');
    expect(ids(searchFaq(de, 'Speicherlimit', 'de'))).toEqual(['storage']);
    expect(ids(searchFaq(de, 'Video Starter', 'de'))).toContain('videoCost');
  });

  it('ranks questions that hold the words first and needs every meaningful word', () => {
    const en = entriesIn('en');
    expect(queryTerms('How do I delete my account?', 'en')).toEqual(['delete', 'account']);
    expect(ids(searchFaq(en, 'How do I delete my account?', 'en'))[0]).toBe('deleteAccount');
    expect(searchFaq(en, 'refund video credits', 'en').every((e) => /refund/i.test(e.question + e.answer) && /video/i.test(e.question + e.answer))).toBe(true);
    expect(searchFaq(en, 'quantum teleportation', 'en')).toEqual([]);
    expect(searchFaq(en, '   ', 'en')).toHaveLength(en.length);
    // Only filler words: they are searched for themselves.
    expect(queryTerms('how', 'en')).toEqual(['how']);
  });

  it('finds every Studio Photos entry by its own question, in every language', () => {
    for (const lng of LANGUAGES) {
      const entries = entriesIn(lng);
      for (const id of FAQ_CATEGORIES.studio) {
        const question = entries.find((e) => e.id === id)!.question;
        expect(ids(searchFaq(entries, question, lng))[0], `${lng}: ${question}`).toBe(id);
      }
      // 'packshot' finds the whole Studio category, and nothing about scenes or videos only.
      const packshots = ids(searchFaq(entries, 'packshots', lng));
      expect(packshots, lng).toEqual(expect.arrayContaining([...FAQ_CATEGORIES.studio]));
      expect(packshots, lng).not.toContain('videoWhat');
    }
  });

  it('finds Studio Photos answers by the words a seller types', () => {
    const top = (lng: string, query: string) => ids(searchFaq(entriesIn(lng), query, lng))[0];
    expect(top('en', 'How do I make white-background packshots for a marketplace?')).toBe('studioWhite');
    expect(top('en', 'white background')).toBe('studioWhite');
    expect(top('en', 'batch not charged')).toBe('studioNotCharged');
    expect(top('en', 'presets guarantee')).toBe('studioPresets');
    expect(top('pt', 'fundo branco')).toBe('studioWhite');
    expect(top('pt', 'lote nao cobrada')).toBe('studioNotCharged');
    expect(top('fr', 'fond blanc')).toBe('studioWhite');
    expect(top('fr', 'prereglages')).toBe('studioPresets');
    expect(top('es', 'fondo blanco')).toBe('studioWhite');
    expect(top('es', 'lote cobro')).toBe('studioNotCharged');
    expect(top('de', 'Hintergrund weiß')).toBe('studioWhite');
    expect(top('de', 'hintergrund weiss')).toBe('studioWhite');
    expect(top('de', 'Stapel berechnet')).toBe('studioNotCharged');
    expect(ids(searchFaq(entriesIn('en'), 'zip', 'en'))).toEqual(expect.arrayContaining(['download', 'studioDownload']));
  });

  it('highlights the matched words in the original text, accents included', () => {
    const text = 'Os créditos não usados passam para o mês seguinte.';
    const ranges = matchRanges(text, 'creditos mes', 'pt');
    expect(ranges.map(([a, b]) => text.slice(a, b))).toEqual(['créditos', 'mês']);
    expect(matchRanges('Straße', 'strasse', 'de').map(([a, b]) => 'Straße'.slice(a, b))).toEqual(['Straße']);
  });
});

describe('FAQ page', () => {
  it('filters as you type, says how many answers match, and highlights them', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(
      <AuthProvider>
        <Routes>
          <Route path="/help/faq" element={<FaqPage />} />
        </Routes>
      </AuthProvider>,
      { path: '/help/faq' },
    );
    expect(screen.getByTestId('faq-category-credits')).toBeTruthy();
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'delete account' } });
    const results = await screen.findByTestId('faq-results');
    const first = within(results).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('How do I delete my account?');
    expect(first.querySelector('details')?.open).toBe(true);
    expect(first.querySelectorAll('mark').length).toBeGreaterThan(0);
    expect(screen.getByTestId('faq-status').textContent).toMatch(/^\d+ answers? for “delete account”$/);
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'zzzz' } });
    expect(screen.getByTestId('faq-status').textContent).toBe('No answer matches “zzzz”. Try other words, or ask support.');
  });

  /** The FAQ page in a data router, as the app runs it (the router's updates are transitions). */
  function renderInRouter(path: string) {
    const router = createMemoryRouter([{ path: '/help/faq', element: <FaqPage /> }], { initialEntries: [path] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>,
    );
    return router;
  }

  /**
   * What the browser does when the user selects everything in `input` and types `text` (Playwright's
   * fill): the selection is replaced and an input event fires, outside React's act() as in a browser,
   * so the router's update (a transition) lands later, on its own.
   */
  function typeOverSelection(input: HTMLInputElement, text: string) {
    const [start, end] = [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length];
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, input.value.slice(0, start) + text + input.value.slice(end));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it('keeps what was typed while the address catches up, so a new search replaces the last one', async () => {
    await i18n.changeLanguage('de');
    const router = renderInRouter('/help/faq?q=Konto%20l%C3%B6schen');
    const input = screen.getByTestId<HTMLInputElement>('faq-search');
    expect(input.value).toBe('Konto löschen');
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // A new search: the box shows it at once, before the router's update lands.
      input.select();
      typeOverSelection(input, 'konto loschen');
      expect(input.value).toBe('konto loschen');
      // The user selects it all to type the next search; the address update lands meanwhile and
      // must not write over the box (that would drop the selection and append the next words).
      input.select();
      await waitFor(() => expect(router.state.location.search).toBe('?q=konto+loschen'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'konto loschen'.length]);
      typeOverSelection(input, 'Speicherlimit');
      expect(input.value).toBe('Speicherlimit');
      await waitFor(() => expect(screen.getByTestId('faq-status').textContent).toContain('„Speicherlimit“'));
      expect(input.value).toBe('Speicherlimit');
      expect(router.state.location.search).toBe('?q=Speicherlimit');
      // Emptying the box takes its clear button away at once, with the text.
      input.select();
      typeOverSelection(input, '');
      expect(screen.queryByRole('button', { name: 'Suche löschen' })).toBeNull();
      await waitFor(() => expect(router.state.location.search).toBe(''));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      await i18n.changeLanguage('en');
    }
  });

  it('follows the address when it changes from elsewhere (back, a link)', async () => {
    await i18n.changeLanguage('en');
    const router = renderInRouter('/help/faq');
    const input = screen.getByTestId<HTMLInputElement>('faq-search');
    await act(() => router.navigate('/help/faq?q=credits'));
    expect(input.value).toBe('credits');
    await act(() => router.navigate('/help/faq?q=delete%20account'));
    expect(input.value).toBe('delete account');
    fireEvent.change(input, { target: { value: 'refund' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=refund'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(input.value).toBe('credits'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('Getting started', () => {
  it('has the Studio Photos guide after the six steps, with the real figures and the way in', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(
      <AuthProvider>
        <GettingStartedPage />
      </AuthProvider>,
      { path: '/help/getting-started' },
    );
    const guide = screen.getByTestId('guide-studio');
    expect(within(guide).getByRole('heading', { level: 2 }).textContent).toBe('Studio Photos: packshots for marketplaces');
    expect(within(guide).getAllByRole('listitem')).toHaveLength(STUDIO_GUIDE_STEPS.length);
    expect(screen.getByTestId('studio-step-photos').textContent).toContain(`drop 1 to ${STUDIO_BATCH_MAX} product photos (PNG, JPG, WebP, AVIF or HEIC, up to 10 MB each)`);
    expect(screen.getByTestId('studio-step-make').textContent).toContain('its credit is refunded');
    expect(guide.textContent).not.toMatch(/\{\{|gettingStarted\./);
    // Signed out, the way in is sign-up.
    expect(within(guide).getByRole('link', { name: /Make packshots/ }).getAttribute('href')).toBe('/signup');
  });
});
