/**
 * Help-centre journeys in Chromium: the FAQ search finds an answer in Portuguese and in German
 * (questions and answers in the current language, accents optional); the API reference renders
 * from this server alone; a tutorial plays with captions in the interface language.
 */
import { expect, type Page, test } from '@playwright/test';

/** Opens `path` with the interface in `language` (a signed-out visitor's stored choice). */
async function openIn(page: Page, language: string, path: string) {
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('FAQ search finds how to delete the account in Portuguese', async ({ page }) => {
  await openIn(page, 'pt', '/help/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar nas perguntas e respostas' }).fill('excluir conta');
  await expect(page).toHaveURL(/\/help\/faq\?q=excluir\+conta$/);
  const first = page.getByTestId('faq-results').getByRole('listitem').first();
  await expect(first.getByText('Como excluo a minha conta?')).toBeVisible();
  await expect(first.getByText(/Em Conta → Privacidade, escolha Excluir conta/)).toBeVisible();
  await expect(first.locator('mark').first()).toHaveText(/excluir|conta/i);
  await expect(page.getByTestId('faq-status')).toHaveText(/^\d+ respostas? para “excluir conta”$/);
  // An answer-only word, without its accent: 'creditos' finds the credit questions.
  await page.getByRole('searchbox', { name: 'Pesquisar nas perguntas e respostas' }).fill('creditos expiram');
  await expect(page.getByTestId('faq-results').getByText('Os créditos não usados expiram?')).toBeVisible();
});

test('FAQ search finds how to delete the account in German, with or without the umlaut', async ({ page }) => {
  await openIn(page, 'de', '/help/faq?q=Konto%20l%C3%B6schen');
  const results = page.getByTestId('faq-results');
  await expect(results.getByRole('listitem').first().getByText('Wie lösche ich mein Konto?')).toBeVisible();
  await page.getByRole('searchbox', { name: 'In Fragen und Antworten suchen' }).fill('konto loschen');
  await expect(results.getByRole('listitem').first().getByText('Wie lösche ich mein Konto?')).toBeVisible();
  await page.getByRole('searchbox', { name: 'In Fragen und Antworten suchen' }).fill('Speicherlimit');
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByText('Gibt es ein Speicherlimit?')).toBeVisible();
  await page.getByRole('searchbox', { name: 'In Fragen und Antworten suchen' }).fill('Quantenphysik');
  await expect(page.getByTestId('faq-status')).toHaveText('Keine Antwort passt zu „Quantenphysik“. Versuch andere Wörter oder frag den Support.');
});

test('the API reference renders from this server only', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!new URL(r.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/) && !r.url().startsWith('data:')) outside.push(r.url());
  });
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation/.test(m.text())) blocked.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`));
  });
  await page.goto('/help/api-docs');
  const reference = page.getByTestId('api-reference');
  await expect(reference.getByRole('heading', { name: 'Vitrine API' })).toBeVisible();
  await expect(reference.getByText('/site/legal').first()).toBeAttached();
  expect(outside).toEqual([]);
  expect(blocked).toEqual([]);
});

test('a tutorial plays with captions in the interface language', async ({ page }) => {
  await openIn(page, 'fr', '/help/tutorials');
  const video = page.getByTestId('tutorial-coffee').locator('video');
  await expect(video).toBeVisible();
  await expect(video.locator('track[default]')).toHaveAttribute('srclang', 'fr');
  await expect(video.locator('track')).toHaveCount(5);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(7);
  const cue = await video.evaluate(async (v: HTMLVideoElement) => {
    const track = [...v.textTracks].find((t) => t.language === 'fr')!;
    track.mode = 'hidden';
    for (let i = 0; i < 50 && !track.cues?.length; i++) await new Promise((r) => setTimeout(r, 100));
    return track.cues?.[0] ? (track.cues[0] as VTTCue).text : null;
  });
  expect(cue).toBe('La photo : une tasse d’espresso sur une table de café.');
});
