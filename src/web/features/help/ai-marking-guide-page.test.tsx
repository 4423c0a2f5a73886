/**
 * The AI-marking guide: written in all five languages with no key or placeholder left; the three
 * digital source types with what makes each, the property's name and the exiftool command; the
 * visible label's words exactly as the server draws them (notices.json `aiLabel`), where it is
 * switched on, and the way to the settings.
 */
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@shared/catalog';
import de from '@shared/locales/de/notices.json';
import en from '@shared/locales/en/notices.json';
import es from '@shared/locales/es/notices.json';
import fr from '@shared/locales/fr/notices.json';
import pt from '@shared/locales/pt/notices.json';
import { DIGITAL_SOURCE_TYPES } from '@shared/provenance';
import { AuthProvider } from '@web/features/auth/session';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { AiMarkingGuidePage } from './ai-marking-guide-page';
import { HELP_SECTIONS } from './help-layout';

const NAMESPACES = ['help', 'account', 'create'];

/** The label's words the server draws on an image, by language. */
const LABEL_WORDS = { pt: pt.aiLabel, en: en.aiLabel, fr: fr.aiLabel, es: es.aiLabel, de: de.aiLabel };

beforeAll(async () => {
  await i18n.loadLanguages([...LANGUAGES]);
  await i18n.loadNamespaces(NAMESPACES);
  for (const lng of LANGUAGES) await i18n.reloadResources(lng, NAMESPACES);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderGuide() {
  mockFetch(() => json(401, { error: { code: 'unauthorized', message: 'Sign in' } }));
  return renderWithProviders(
    <AuthProvider>
      <AiMarkingGuidePage />
    </AuthProvider>,
    { path: '/help/ai-marking' },
  );
}

describe('AI-marking guide', () => {
  it.each(LANGUAGES)('%s: every text is written, with no key or placeholder left, and the label words are the ones drawn on images', async (lng) => {
    await i18n.changeLanguage(lng);
    const { container } = renderGuide();
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\{\{|aiMarkingGuide\.|\b(account|create):[a-z]|_one\b|_other\b|_many\b/);
    expect(screen.getAllByTestId(/^guide-/)).toHaveLength(6);
    for (const type of DIGITAL_SOURCE_TYPES) expect(text).toContain(type);
    expect(text).toContain('Iptc4xmpExt:DigitalSourceType');
    expect(text).toContain('exiftool -XMP:DigitalSourceType image.jpg');
    const words = within(screen.getByTestId('marking-label-words')).getAllByRole('term').map((dt) => dt.textContent);
    expect(words).toEqual([LABEL_WORDS[lng].ai, LABEL_WORDS[lng].composite]);
    // The way to the switch names the screens as they are labelled.
    expect(text).toContain([i18n.t('account:tabs.settings'), i18n.t('account:settings.images.title'), i18n.t('account:settings.aiLabel.label')].join(' → '));
  });

  it('shows the three values with what makes each, the command and its answer, and the way to the settings', async () => {
    await i18n.changeLanguage('en');
    renderGuide();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How Vitrine marks what it makes');
    const values = screen.getByTestId('marking-values');
    expect(within(values).getAllByRole('term').map((term) => term.textContent)).toEqual([...DIGITAL_SOURCE_TYPES]);
    const rows = [...values.children];
    expect(rows[0]!.textContent).toContain('The local engine, which uses no generative model');
    expect(rows[2]!.textContent).toContain('when “Let the AI redraw the product” is on');
    const check = screen.getByTestId('guide-check').textContent ?? '';
    expect(check).toContain('exiftool -XMP:DigitalSourceType image.jpg');
    expect(check).toContain('Digital Source Type             : http://cv.iptc.org/newscodes/digitalsourcetype/compositeSynthetic');
    const label = screen.getByTestId('guide-label');
    expect(label.textContent).toContain('It is off by default: turn it on in Settings → Images → Label images and videos.');
    expect(label.textContent).toContain('when a generative model made part of it (compositeWithTrainedAlgorithmicMedia or trainedAlgorithmicMedia)');
    expect(label.textContent).toContain('Article 50');
    // Signed out, the settings are reached through sign-in.
    expect(within(label).getByRole('link', { name: /Open your settings/ }).getAttribute('href')).toBe(`/signin?next=${encodeURIComponent('/account?tab=settings')}`);
    expect(screen.getByTestId('guide-studio').textContent).toContain('The only metadata it accepts is the statement');
    expect(screen.getByTestId('guide-c2pa').textContent).toContain('No C2PA signing library runs on Vitrine');
  });

  it('is listed in the help centre after the Product Display guide', async () => {
    await i18n.changeLanguage('en');
    const keys = HELP_SECTIONS.map((s) => s.key);
    expect(keys.indexOf('aiMarkingGuide')).toBe(keys.indexOf('listingGuide') + 1);
    renderGuide();
    const nav = screen.getByRole('navigation', { name: 'Help sections' });
    const link = within(nav).getByRole('link', { name: /AI marking/ });
    expect(link.getAttribute('href')).toBe('/help/ai-marking');
  });
});
