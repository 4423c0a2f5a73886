/**
 * Help-centre journeys in Chromium: the FAQ search finds an answer in Portuguese and in German
 * (questions and answers in the current language, accents optional); the API reference renders
 * from this server alone; a tutorial plays with captions in the interface language; a walkthrough of
 * the app plays in German, recorded in German, with German captions, and its chapters play from
 * their start.
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

test('a walkthrough plays in German with German captions, and a chapter plays from its start', async ({ page }) => {
  await openIn(page, 'de', '/help/tutorials');
  const walkthrough = page.getByTestId('walkthrough-studio-amazon');
  await expect(walkthrough.getByRole('heading', { name: 'Studiofotos für Amazon' })).toBeVisible();
  const video = walkthrough.locator('video');
  await expect(video.locator('source')).toHaveAttribute('src', /studio-amazon\.de[^/]*\.mp4$/);
  await expect(video.locator('track[default]')).toHaveAttribute('srclang', 'de');
  await expect(video.locator('track')).toHaveCount(5);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => [Math.round(v.duration), v.videoWidth, v.videoHeight])).toEqual([35, 1280, 800]);

  // The German captions load and read what the help text says.
  const cues = await video.evaluate(async (v: HTMLVideoElement) => {
    const track = [...v.textTracks].find((t) => t.language === 'de')!;
    track.mode = 'hidden';
    for (let i = 0; i < 50 && !track.cues?.length; i++) await new Promise((r) => setTimeout(r, 100));
    return [...(track.cues ?? [])].map((c) => [c.startTime, (c as VTTCue).text]);
  });
  expect(cues).toHaveLength(7);
  expect(cues[1]).toEqual([3, 'Wähle unter Erstellen Studiofotos.']);

  // A chapter plays the recording from its start: the frames decode and time moves on.
  await video.evaluate((v: HTMLVideoElement) => (v.muted = true));
  await walkthrough.getByTestId('walkthrough-chapters').getByRole('button', { name: /^Prüfen und herunterladen/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(23.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(32);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  // The transcript lists every caption with its time.
  await walkthrough.getByText('Transkript').click();
  await expect(walkthrough.getByTestId('walkthrough-transcript').getByRole('button')).toHaveCount(7);
});
