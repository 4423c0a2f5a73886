/**
 * `npm run help:walkthroughs`: the walkthrough videos of /help/tutorials, recorded from a running
 * Vitrine in each of the five languages with Debian's Chromium. Run it again whenever the screens
 * they show change. Each walkthrough uses a new demo account (10 free credits) and the sample photos
 * in ../shared/samples; the buttons are found by the texts of the app's own locale files, so the same
 * script drives every language.
 *
 * Start a development server first (the demo accounts are confirmed through its dev mailbox), e.g.
 *   npm run build && PORT=3313 DATA_DIR=/tmp/help-walkthroughs NODE_ENV=development npx tsx src/server/main.ts serve
 * then: npx tsx scripts/help-walkthroughs.ts [--base=http://localhost:3313] [--lang=de,en] [--only=video,ad-set]
 * Output in src/web/assets/help/walkthroughs/:
 *   <id>.<lng>.mp4  the recording in that language (1280x800, H.264, chapters in its metadata);
 *   <id>.<lng>.jpg  its poster;
 *   <id>.<lng>.vtt  the captions in that language (every recording of <id> shares one timeline,
 *                   src/shared/walkthroughs.ts, so each caption file fits each recording).
 * `--captions` writes only the .vtt files (after a change of the caption texts in help.json);
 * `--missing` records only the videos that are not there yet.
 * Needs ffmpeg.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LANGUAGES, type Language } from '../src/shared/catalog';
import { WALKTHROUGH_SIZE, WALKTHROUGHS, walkthrough, walkthroughChapters, walkthroughCues } from '../src/shared/walkthroughs';
import { walkthroughCaptionsVtt, walkthroughTexts } from './walkthrough-captions';
import { type Mp4Chapter, WalkthroughRecorder } from './walkthrough-recorder';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = path.resolve(root, '..', 'shared', 'samples');
const OUT = path.join(root, 'src/web/assets/help/walkthroughs');
const args = Object.fromEntries(process.argv.slice(2).map((a) => [...a.replace(/^--/, '').split('='), ''].slice(0, 2) as [string, string]));
const BASE = (args.base || 'http://localhost:3313').replace(/\/$/, '');
const ONLY_LANGS = args.lang ? (args.lang.split(',') as Language[]) : [...LANGUAGES];
const ONLY_IDS = args.only ? args.only.split(',') : WALKTHROUGHS.map((w) => w.id);
const PASSWORD = 'walkthrough-demo-1';

/** What the demo accounts type, in each language. */
const DEMO: Record<Language, { name: string; features: string; audience: string; prompt: string; product: string; productFeatures: string; brand: string; headline: string; variantB: string }> = {
  en: {
    name: 'Rita Sousa',
    features: 'Handmade porcelain espresso cup with saucer and spoon',
    audience: 'Specialty coffee lovers and small cafés',
    prompt: 'Slow push-in towards the apple',
    product: 'Red apple',
    productFeatures: 'crisp, picked this morning, no wax',
    brand: 'Quinta do Vale',
    headline: 'Crisp apples, picked this morning',
    variantB: 'An apple for the road',
  },
  pt: {
    name: 'Rita Sousa',
    features: 'Xícara de espresso de porcelana feita à mão, com pires e colher',
    audience: 'Amantes de café especial e pequenas cafeterias',
    prompt: 'Aproximação lenta em direção à maçã',
    product: 'Maçã vermelha',
    productFeatures: 'crocante, colhida hoje de manhã, sem cera',
    brand: 'Quinta do Vale',
    headline: 'Maçãs crocantes, colhidas hoje',
    variantB: 'Uma maçã para a viagem',
  },
  fr: {
    name: 'Rita Sousa',
    features: 'Tasse à espresso en porcelaine faite main, avec soucoupe et cuillère',
    audience: 'Amateurs de café de spécialité et petits cafés',
    prompt: 'Lent travelling avant vers la pomme',
    product: 'Pomme rouge',
    productFeatures: 'croquante, cueillie ce matin, sans cire',
    brand: 'Quinta do Vale',
    headline: 'Des pommes croquantes, cueillies ce matin',
    variantB: 'Une pomme pour la route',
  },
  es: {
    name: 'Rita Sousa',
    features: 'Taza de espresso de porcelana hecha a mano, con plato y cucharilla',
    audience: 'Amantes del café de especialidad y pequeñas cafeterías',
    prompt: 'Acercamiento lento hacia la manzana',
    product: 'Manzana roja',
    productFeatures: 'crujiente, recogida esta mañana, sin cera',
    brand: 'Quinta do Vale',
    headline: 'Manzanas crujientes, recogidas hoy',
    variantB: 'Una manzana para el camino',
  },
  de: {
    name: 'Rita Sousa',
    features: 'Handgemachte Espressotasse aus Porzellan mit Untertasse und Löffel',
    audience: 'Liebhaber von Spezialitätenkaffee und kleine Cafés',
    prompt: 'Langsame Kamerafahrt auf den Apfel zu',
    product: 'Roter Apfel',
    productFeatures: 'knackig, heute Morgen gepflückt, ungewachst',
    brand: 'Quinta do Vale',
    headline: 'Knackige Äpfel, heute gepflückt',
    variantB: 'Ein Apfel für unterwegs',
  },
};

/** A text of the app's locale files: `t('create', 'actions.continue')`, with `{{name}}` filled from `vars`. */
function localeTexts(language: Language): (ns: string, key: string, vars?: Record<string, string | number>) => string {
  const cache = new Map<string, Record<string, unknown>>();
  return (ns, key, vars = {}) => {
    if (!cache.has(ns)) cache.set(ns, JSON.parse(fs.readFileSync(path.join(root, 'src/shared/locales', language, `${ns}.json`), 'utf8')));
    let value: unknown = cache.get(ns);
    for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    if (typeof value !== 'string') throw new Error(`no text ${ns}:${key} in ${language}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs a new demo account up, confirms it through the dev mailbox and sets its language; returns the signed-in context. */
async function demoContext(browser: Browser, language: Language): Promise<BrowserContext> {
  const email = `walkthrough.${language}.${Date.now().toString(36)}@example.com`;
  const headers = { 'content-type': 'application/json', origin: BASE };
  const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ name: DEMO[language].name, email, password: PASSWORD }) });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mailbox = (await (await fetch(`${BASE}/api/dev/mailbox`)).json()) as { messages?: { to: string; links: string[] }[] } | { to: string; links: string[] }[];
  const messages = Array.isArray(mailbox) ? mailbox : (mailbox.messages ?? []);
  const link = messages.find((m) => m.to === email)?.links.find((l) => l.includes('/api/auth/verify-email'));
  if (!link) throw new Error('no confirmation link in the dev mailbox (is the server in development mode on a loopback address?)');
  await fetch(link, { redirect: 'manual' });

  const context = await browser.newContext({ viewport: WALKTHROUGH_SIZE, locale: language, deviceScaleFactor: 1, acceptDownloads: true });
  await context.addInitScript(([lng]) => {
    localStorage.setItem('i18nextLng', lng!);
    localStorage.setItem('theme', 'light');
  }, [language]);
  const signIn = await context.request.post(`${BASE}/api/auth/sign-in/email`, { data: { email, password: PASSWORD }, headers: { origin: BASE } });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
  await context.request.put(`${BASE}/api/v1/me/preferences`, { data: { language, theme: 'light' }, headers: { origin: BASE } });
  return context;
}

/** Waits until every image matching `selector` has loaded. */
async function imagesLoaded(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const images = [...document.querySelectorAll<HTMLImageElement>(sel)];
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  }, selector, { timeout: 120_000 });
}

type Flow = (ctx: { page: Page; rec: WalkthroughRecorder; t: ReturnType<typeof localeTexts>; demo: (typeof DEMO)[Language]; step: (key: string, action: () => Promise<void>) => Promise<void> }) => Promise<void>;

/** Opens /create and picks a workflow card, as a user starts. */
async function openWorkflow(page: Page, key: string): Promise<void> {
  await page.getByTestId(`workflow-${key}`).hover();
  await sleep(300);
  await page.getByTestId(`workflow-${key}`).click();
}

/** How each walkthrough drives the app, step by step (the step keys of src/shared/walkthroughs.ts). */
const FLOWS: Record<string, Flow> = {
  'first-image': async ({ page, rec, t, demo, step }) => {
    await step('upload', async () => {
      await openWorkflow(page, 'ugc');
      await page.getByTestId('upload-input').waitFor({ state: 'attached' });
      await sleep(600);
      await page.getByTestId('upload-input').setInputFiles(path.join(SAMPLES, 'coffee_cup.png'));
      await rec.wait(page.getByTestId('cutout-image').waitFor({ timeout: 120_000 }));
      await imagesLoaded(page, '[data-testid="cutout-image"]');
    });
    await step('cutout', async () => {
      await page.getByTestId('cutout-image').hover();
    });
    await step('describe', async () => {
      await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('create', 'actions.continue'))}`) }).click();
      await page.getByLabel(t('create', 'details.features')).pressSequentially(demo.features, { delay: 15 });
      await page.getByLabel(t('create', 'details.audience')).pressSequentially(demo.audience, { delay: 15 });
    });
    await step('ideas', async () => {
      await page.getByRole('button', { name: new RegExp(escapeRegExp(t('create', 'details.submit'))) }).click();
      const ideas = page.locator('[data-testid="scenario-card"] [role="radio"]');
      await rec.wait(ideas.nth(5).waitFor({ timeout: 60_000 }));
      await sleep(1200);
      await ideas.first().click();
    });
    await step('settings', async () => {
      await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('create', 'actions.continue'))}`) }).click();
      await sleep(800);
      await page.getByTestId('quality-low').click();
      await sleep(800);
      await page.getByTestId('generate-total').hover();
    });
    await step('generate', async () => {
      await page.getByTestId('generate-total').click();
      await rec.wait(page.getByText(t('create', 'results.title')).waitFor({ timeout: 180_000 }));
      await imagesLoaded(page, 'img[src*="/api/v1/images/"]');
      await page.evaluate(() => window.scrollTo(0, 0));
    });
    await step('results', async () => {
      await page.locator('img[src*="/api/v1/images/"]').first().hover();
    });
  },

  'touch-up': async ({ page, rec, t, step }) => {
    await step('upload', async () => {
      await openWorkflow(page, 'ugc');
      await page.getByTestId('upload-input').waitFor({ state: 'attached' });
      await sleep(600);
      // The automatic cut-out of this photo keeps only the blue clip: a real case for the brush.
      await page.getByTestId('upload-input').setInputFiles(path.join(SAMPLES, 'plant_pot.jpg'));
      await rec.wait(page.getByTestId('cutout-image').waitFor({ timeout: 120_000 }));
      await imagesLoaded(page, '[data-testid="cutout-image"]');
      await page.getByTestId('cutout-image').scrollIntoViewIfNeeded();
    });
    const editor = page.getByTestId('cutout-editor');
    await step('open', async () => {
      await page.getByRole('button', { name: t('create', 'cutout.touchUp') }).click();
      await editor.waitFor();
      await imagesLoaded(page, '[data-testid="editor-cutout-image"]');
    });
    const canvas = editor.getByTestId('brush-canvas');
    /** Paints one stroke through `points` (fractions of the photo) and waits for the cut-out to be saved. */
    const paint = async (points: [number, number][]) => {
      const box = (await canvas.boundingBox())!;
      const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
      const saved = page.waitForResponse((r) => r.url().includes('/cutout/strokes') && r.request().method() === 'PUT');
      await page.mouse.move(...at(points[0]!), { steps: 4 });
      await page.mouse.down();
      for (const point of points.slice(1)) await page.mouse.move(...at(point), { steps: 3 });
      await page.mouse.up();
      await rec.wait(saved);
    };
    await step('keep', async () => {
      await editor.getByRole('radio', { name: t('create', 'cutout.editor.keep') }).click();
      const size = editor.getByRole('slider');
      await size.focus();
      await size.press('PageUp'); // ten steps up: a brush twice the default size
      await paint([[0.47, 0.68], [0.55, 0.75], [0.62, 0.68], [0.55, 0.9], [0.5, 0.95]]);
      await paint([[0.3, 0.35], [0.45, 0.2], [0.6, 0.1], [0.8, 0.2], [0.9, 0.4], [0.7, 0.5], [0.5, 0.45], [0.35, 0.5]]);
    });
    await step('remove', async () => {
      await editor.getByRole('radio', { name: t('create', 'cutout.editor.remove') }).click();
      await sleep(400);
      await paint([[0.17, 0.22], [0.2, 0.35], [0.17, 0.5], [0.22, 0.45]]);
    });
    await step('compare', async () => {
      const toggle = editor.getByRole('switch');
      await toggle.click();
      await sleep(2200);
      await toggle.click();
    });
    await step('done', async () => {
      await editor.getByRole('button', { name: t('create', 'cutout.editor.done') }).click();
      await editor.waitFor({ state: 'hidden' });
      await rec.wait(page.getByText(t('create', 'cutout.methods.touch_up')).waitFor({ timeout: 60_000 }));
      await imagesLoaded(page, '[data-testid="cutout-image"]');
      await page.getByTestId('cutout-image').scrollIntoViewIfNeeded();
    });
  },

  'studio-amazon': async ({ page, rec, t, step }) => {
    await step('choose', async () => {
      await openWorkflow(page, 'studio');
      await page.getByTestId('studio-upload-input').waitFor({ state: 'attached' });
    });
    await step('upload', async () => {
      await page.getByTestId('studio-upload-input').setInputFiles(['coffee_cup.png', 'apple.jpg', 'cookie_box_gray.png'].map((f) => path.join(SAMPLES, f)));
      await rec.wait(page.waitForFunction(() => document.querySelectorAll('[data-testid="studio-cutout"]').length === 3, undefined, { timeout: 240_000 }));
      await imagesLoaded(page, '[data-testid="studio-cutout"] img, img[data-testid="studio-cutout"]').catch(() => undefined);
    });
    await step('preset', async () => {
      await page.getByRole('radio', { name: t('studio', 'presets.amazon.name') }).click();
      await sleep(600);
      await page.getByTestId('frame-preview').hover();
    });
    await step('make', async () => {
      await page.getByRole('button', { name: t('studio', 'summary.make_other', { count: 3 }) }).click();
      await rec.wait(page.getByRole('heading', { name: t('studio', 'results.title') }).waitFor({ timeout: 180_000 }));
    });
    await step('results', async () => {
      await imagesLoaded(page, '[data-testid="studio-result"] img');
      await page.getByTestId('compliance-badge').last().hover();
    });
    await step('download', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('studio', 'results.downloadAll') }).click();
      await rec.wait(download);
    });
  },

  video: async ({ page, rec, t, demo, step }) => {
    await step('upload', async () => {
      await openWorkflow(page, 'video');
      await page.getByTestId('video-upload-input').waitFor({ state: 'attached' });
      await sleep(600);
      await page.getByTestId('video-upload-input').setInputFiles(path.join(SAMPLES, 'apple.jpg'));
      await page.getByTestId('frame-preview').waitFor();
    });
    await step('prompt', async () => {
      const prompt = page.getByLabel(t('video', 'settings.prompt'));
      await rec.wait(page.waitForFunction((label) => [...document.querySelectorAll('textarea')].some((el) => el.labels?.[0]?.textContent?.includes(label) && el.value !== ''), t('video', 'settings.prompt'), { timeout: 60_000 }));
      await sleep(1500);
      await prompt.fill('');
      await prompt.pressSequentially(demo.prompt, { delay: 30 });
    });
    await step('cost', async () => {
      await page.getByTestId('video-cost').hover();
    });
    await step('result', async () => {
      await page.getByRole('button', { name: t('video', 'summary.generate') }).click();
      const player = page.locator('[data-testid="video-player"] video, video[data-testid="video-player"]').first();
      await rec.wait(player.waitFor({ timeout: 240_000 }));
      await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 3, undefined, { timeout: 30_000 });
      await player.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
    });
  },

  'ad-set': async ({ page, rec, t, demo, step }) => {
    await step('product', async () => {
      await openWorkflow(page, 'ads');
      await page.getByTestId('ad-products').getByRole('button', { name: demo.product }).click();
      await page.getByRole('button', { name: t('ads', 'product.photoAlt', { n: 1, title: demo.product }) }).click();
      await sleep(600);
      await page.getByTestId('ad-next').click();
    });
    await step('brand', async () => {
      await page.getByLabel(t('ads', 'brand.name')).pressSequentially(demo.brand, { delay: 40 });
      const logo = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" rx="24" fill="#2f5d50"/><text x="300" y="128" font-family="DejaVu Serif" font-size="84" fill="#f4e9d8" text-anchor="middle">Quinta</text></svg>`)).png().toBuffer();
      await page.getByLabel(t('ads', 'brand.uploadLogo')).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await sleep(800);
      await page.getByRole('button', { name: t('ads', 'brand.save') }).click();
      await page.getByRole('button', { name: t('ads', 'brand.inUse') }).waitFor();
      await sleep(500);
      await page.getByTestId('ad-next').click();
    });
    await step('copy', async () => {
      await page.getByRole('button', { name: t('ads', 'copy.suggest') }).click();
      await rec.wait(page.getByRole('list', { name: new RegExp(escapeRegExp(t('ads', 'copy.headline'))) }).getByRole('listitem').first().waitFor({ timeout: 60_000 }));
      await sleep(1000);
      const headline = page.getByLabel(t('ads', 'copy.headline'), { exact: true });
      await headline.fill('');
      await headline.pressSequentially(demo.headline, { delay: 30 });
      await sleep(400);
      await page.getByTestId('ad-next').click();
    });
    await step('placements', async () => {
      await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(t('ads', 'layout.names.meta-stories'))) }).click();
      await sleep(500);
      await page.locator('#ad-variant-count').selectOption('2');
      await page.getByLabel(`${t('ads', 'layout.variantN', { name: 'B' })}: ${t('ads', 'layout.dimensions.headline')}`).pressSequentially(demo.variantB, { delay: 30 });
      await sleep(400);
      await page.getByTestId('ad-next').click();
    });
    await step('previews', async () => {
      const previews = page.getByTestId('ad-previews');
      await rec.wait(page.waitForFunction(() => document.querySelectorAll('[data-testid="ad-previews"] img').length >= 2, undefined, { timeout: 90_000 }));
      await imagesLoaded(page, '[data-testid="ad-previews"] img');
      await previews.getByText(t('ads', 'preview.passed')).first().hover();
    });
    await step('make', async () => {
      await page.getByTestId('ad-next').click();
      await sleep(1200);
      await page.getByTestId('make-ad-set').click();
      await rec.wait(page.getByRole('heading', { name: t('ads', 'export.done') }).waitFor({ timeout: 180_000 }));
      await imagesLoaded(page, 'img[alt^="Variant"], [data-testid="ad-set"] img').catch(() => undefined);
    });
  },
};

/** What a walkthrough needs before it is recorded (made through the API, off camera). */
async function prepare(id: string, context: BrowserContext, language: Language): Promise<void> {
  if (id !== 'ad-set') return;
  const headers = { origin: BASE };
  const photo = await context.request.post(`${BASE}/api/v1/source-images`, { headers, multipart: { file: { name: 'apple.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(SAMPLES, 'apple.jpg')) } } });
  if (!photo.ok()) throw new Error(`upload failed: ${photo.status()}`);
  const { id: photoId } = (await photo.json()) as { id: string };
  const demo = DEMO[language];
  const product = await context.request.post(`${BASE}/api/v1/products`, { headers, data: { title: demo.product, features: demo.productFeatures, audience: 'families', sourceImageIds: [photoId] } });
  if (!product.ok()) throw new Error(`product failed: ${product.status()}`);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML of the title card shown over the first seconds of a walkthrough. */
function titleCard(title: string, body: string): string {
  return (
    `<div style="position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(24,24,32,.62);font-family:Inter,system-ui,sans-serif">` +
    `<div style="max-width:640px;padding:36px 44px;border-radius:20px;background:#fff;color:#18181f;box-shadow:0 20px 60px rgba(0,0,0,.35);text-align:center">` +
    `<div style="font-size:40px;font-weight:700;letter-spacing:-.02em;line-height:1.15">${escapeHtml(title)}</div>` +
    `<div style="margin-top:14px;font-size:20px;line-height:1.45;color:#4a4a57">${escapeHtml(body)}</div></div></div>`
  );
}

/** Records walkthrough `id` in `language` and writes its video and poster. */
async function record(browser: Browser, id: string, language: Language): Promise<void> {
  const t = localeTexts(language);
  const texts = walkthroughTexts(id, language);
  const context = await demoContext(browser, language);
  try {
    await prepare(id, context, language);
    const page = await context.newPage();
    await page.goto(`${BASE}/create`);
    await page.getByTestId('workflow-ugc').waitFor();
    await page.screencast.showActions({ cursor: 'pointer', duration: 700, position: 'top-right', style: { title: 'display: none' } });
    const rec = await WalkthroughRecorder.start(page, WALKTHROUGH_SIZE);
    const steps = walkthrough(id).steps;
    let index = 0;
    const step = async (key: string, action: () => Promise<void>) => {
      const expected = steps[index];
      if (expected?.key !== key) throw new Error(`${id}: step ${key} is not step ${index + 1} of the timeline (${expected?.key})`);
      index += 1;
      await rec.step(expected.seconds, action);
    };
    await step('intro', async () => {
      // A title card over the app (Playwright's overlay, without the animated blur of showChapter, which costs a third of a video's bytes).
      await page.screencast.showOverlay(titleCard(texts.title, texts.body), { duration: (steps[0]!.seconds - 0.3) * 1000 });
    });
    await FLOWS[id]!({ page, rec, t, demo: DEMO[language], step });
    if (index !== steps.length) throw new Error(`${id}: the flow ran ${index} of ${steps.length} steps`);

    fs.mkdirSync(OUT, { recursive: true });
    const chapters: Mp4Chapter[] = walkthroughChapters(id).map((c) => ({ title: texts.chapters[c.key] ?? c.key, start: c.start, end: c.end }));
    const video = path.join(OUT, `${id}.${language}.mp4`);
    // The poster: the screen at the end of the last step, when the work is done.
    const poster = rec.frameAt(rec.seconds - 0.2);
    await rec.encode(video, { title: texts.title, language, chapters });
    await sharp(poster).resize(800).jpeg({ quality: 70, mozjpeg: true }).toFile(path.join(OUT, `${id}.${language}.jpg`));
    console.log(`${id}.${language}.mp4 ${rec.seconds} s ${Math.round(fs.statSync(video).size / 1024)} KB`);
  } finally {
    await context.close();
  }
}

/** Writes the caption files of every walkthrough in every language. */
function writeCaptions(): void {
  fs.mkdirSync(OUT, { recursive: true });
  for (const { id } of WALKTHROUGHS) {
    for (const language of LANGUAGES) {
      try {
        fs.writeFileSync(path.join(OUT, `${id}.${language}.vtt`), walkthroughCaptionsVtt(id, language));
      } catch (error) {
        console.warn(`no captions for ${id} in ${language}: ${(error as Error).message}`);
      }
    }
  }
}

async function run(): Promise<void> {
  writeCaptions();
  if ('captions' in args) return;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] });
  try {
    for (const language of ONLY_LANGS) {
      for (const id of ONLY_IDS) {
        if ('missing' in args && fs.existsSync(path.join(OUT, `${id}.${language}.mp4`))) continue;
        await record(browser, id, language);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`cues: ${WALKTHROUGHS.map((w) => `${w.id} ${walkthroughCues(w.id).length}`).join(', ')}`);
}

await run();
