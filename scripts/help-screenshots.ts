/**
 * `npm run help:screenshots`: the screenshots of the help centre's getting-started guide, taken from a running Vitrine in each of the five languages with Debian's Chromium:
 * the sign-up form, then the UGC creator with a sample photo (upload, description, scenario ideas,
 * settings, results) on a fresh demo account.
 *
 * Start a development server first (the demo account is confirmed through its dev mailbox), e.g.
 *   npm run build && PORT=3313 DATA_DIR=/tmp/help-shots NODE_ENV=development npx tsx src/server/main.ts serve
 * then: npx tsx scripts/help-screenshots.ts [--base=http://localhost:3313] [--lang=en,pt]
 * Output: src/web/assets/help/screens/<lng>/<step>.png, 1280x800, palette PNG (small files).
 * Each language makes one low-quality image (1 credit): five in all, within the Free grant.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LANGUAGES, type Language } from '../src/shared/catalog';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLE = path.resolve(root, '..', 'shared', 'samples', 'coffee_cup.png');
const OUT = path.join(root, 'src/web/assets/help/screens');
const VIEWPORT = { width: 1280, height: 800 };
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const BASE = (args.base ?? 'http://localhost:3313').replace(/\/$/, '');
const ONLY = args.lang ? (args.lang.split(',') as Language[]) : [...LANGUAGES];
const PASSWORD = 'espresso-demo-1';

/** What the demo account types, in each language. */
const DEMO: Record<Language, { profession: string; features: string; audience: string }> = {
  en: { profession: 'Shop owner', features: 'Handmade porcelain espresso cup with saucer and spoon', audience: 'Specialty coffee lovers and small cafés' },
  pt: { profession: 'Lojista', features: 'Xícara de espresso de porcelana feita à mão, com pires e colher', audience: 'Amantes de café especial e pequenas cafeterias' },
  fr: { profession: 'Commerçante', features: 'Tasse à espresso en porcelaine faite main, avec soucoupe et cuillère', audience: 'Amateurs de café de spécialité et petits cafés' },
  es: { profession: 'Comerciante', features: 'Taza de espresso de porcelana hecha a mano, con plato y cucharilla', audience: 'Amantes del café de especialidad y pequeñas cafeterías' },
  de: { profession: 'Ladeninhaberin', features: 'Handgemachte Espressotasse aus Porzellan mit Untertasse und Löffel', audience: 'Liebhaber von Spezialitätenkaffee und kleine Cafés' },
};

type Texts = { continue: string; ready: string; features: string; audience: string; getIdeas: string; resultsTitle: string };

/** The UI texts the script clicks or waits for, from the app's own locale files. */
function texts(language: Language): Texts {
  const create = JSON.parse(fs.readFileSync(path.join(root, 'src/shared/locales', language, 'create.json'), 'utf8'));
  return {
    continue: create.actions.continue,
    ready: create.upload.ready,
    features: create.details.features,
    audience: create.details.audience,
    getIdeas: create.details.submit,
    resultsTitle: create.results.title,
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs a new demo account up and confirms it through the dev mailbox; returns its email. */
async function demoAccount(): Promise<string> {
  const email = `rita.sousa.${Date.now().toString(36)}@example.com`;
  const headers = { 'content-type': 'application/json', origin: BASE };
  const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ name: 'Rita Sousa', email, password: PASSWORD }) });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mailbox = (await (await fetch(`${BASE}/api/dev/mailbox`)).json()) as { messages?: { to: string; links: string[] }[] } | { to: string; links: string[] }[];
  const messages = Array.isArray(mailbox) ? mailbox : (mailbox.messages ?? []);
  const link = messages.find((m) => m.to === email)?.links.find((l) => l.includes('/api/auth/verify-email'));
  if (!link) throw new Error('no confirmation link in the dev mailbox (is the server in development mode on a loopback address?)');
  await fetch(link, { redirect: 'manual' });
  return email;
}

/** Writes a viewport screenshot as a small palette PNG. */
async function shoot(page: Page, language: Language, step: string): Promise<void> {
  await page.waitForTimeout(400); // let transitions settle
  const png = await page.screenshot({ animations: 'disabled' });
  const dir = path.join(OUT, language);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${step}.png`);
  await sharp(png).png({ palette: true, colours: 192, dither: 0.6, compressionLevel: 9, effort: 10 }).toFile(file);
  console.log(`${language}/${step}.png ${Math.round(fs.statSync(file).size / 1024)} KB`);
}

async function newContext(browser: Awaited<ReturnType<typeof chromium.launch>>, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: language, deviceScaleFactor: 1 });
  await context.addInitScript(([lng]) => {
    localStorage.setItem('i18nextLng', lng!);
    localStorage.setItem('theme', 'light');
  }, [language]);
  return context;
}

async function run(): Promise<void> {
  const email = await demoAccount();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const language of ONLY) {
      const t = texts(language);
      const demo = DEMO[language];

      // 1. The sign-up form, filled in (signed out).
      const visitor = await newContext(browser, language);
      const form = await visitor.newPage();
      await form.goto(`${BASE}/signup`);
      await form.locator('input[autocomplete="name"]').fill('Rita Sousa');
      await form.locator('input[autocomplete="organization-title"]').fill(demo.profession);
      await form.locator('input[type="email"]').fill('rita@example.com');
      await form.locator('input[autocomplete="new-password"], input[type="password"]').first().fill(PASSWORD);
      await shoot(form, language, 'signUp');
      await visitor.close();

      // 2-6. The UGC creator, signed in, in this language.
      const context = await newContext(browser, language);
      const signIn = await context.request.post(`${BASE}/api/auth/sign-in/email`, { data: { email, password: PASSWORD }, headers: { origin: BASE } });
      if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
      await context.request.put(`${BASE}/api/v1/me/preferences`, { data: { language, theme: 'light' }, headers: { origin: BASE } });
      const page = await context.newPage();
      await page.goto(`${BASE}/create/ugc`);
      await page.getByTestId('upload-input').setInputFiles(SAMPLE);
      await page.getByText(t.ready).waitFor({ timeout: 60_000 });
      await page.getByTestId('cutout-image').waitFor({ timeout: 120_000 });
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="cutout-image"]');
        return !!img && img.complete && img.naturalWidth > 0;
      });
      await shoot(page, language, 'upload');

      await page.getByRole('button', { name: new RegExp(`^${escape(t.continue)}`) }).click();
      await page.getByLabel(t.features).fill(demo.features);
      await page.getByLabel(t.audience).fill(demo.audience);
      await shoot(page, language, 'describe');

      await page.getByRole('button', { name: new RegExp(escape(t.getIdeas)) }).click();
      const ideas = page.locator('[data-testid="scenario-card"] [role="radio"]');
      await ideas.nth(5).waitFor({ timeout: 60_000 });
      await ideas.first().click();
      await page.getByTestId('scenario-card').first().scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, language, 'ideas');

      await page.getByRole('button', { name: new RegExp(`^${escape(t.continue)}`) }).click();
      await page.getByTestId('quality-low').click();
      await shoot(page, language, 'settings');

      await page.getByTestId('generate-total').click();
      await page.getByText(t.resultsTitle).waitFor({ timeout: 120_000 });
      const image = page.locator('img[src*="/api/v1/images/"]').first();
      await image.waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[src*="/api/v1/images/"]')].every((img) => img.complete && img.naturalWidth > 0));
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, language, 'results');
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await run();
