/**
 * Account-care journeys in Chromium, one account from sign-up to deletion (serial): turning on
 * 'Generation complete' and getting the email after leaving the create page; publishing an image
 * and seeing it in the landing page's gallery signed out; sending a support ticket; exporting the
 * data (the zip holds every image); deleting the account (sign-in then fails and the old public
 * file URLs answer 404). Emails are read from the development mail outbox (GET /api/dev/mailbox).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { newEmail, signUpAndSignIn } from './helpers';

const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'coffee_cup.png');

type Mail = { to: string; subject: string; text: string; links: string[] };

/** Waits for an email to `to` whose subject matches. */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp | string, timeout = 90_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        // A poll may meet a keep-alive connection the server just closed: try again on the next one.
        const res = await request.get('/api/dev/mailbox').catch(() => null);
        if (!res?.ok()) return false;
        const mails = (await res.json()) as Mail[];
        found = mails.find((m) => m.to === to && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
        return !!found;
      },
      { timeout, intervals: [1000] },
    )
    .toBe(true);
  return found!;
}

/** Path and query of an absolute URL. */
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
const email = newEmail('care');
const password = 'window-shop1';
let imageIds: string[] = [];
let exportLink = '';

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  await signUpAndSignIn(page, 'Clara Vidro', email, password);
});

test.afterAll(async () => {
  await context?.close();
});

test("turning on 'Generation complete' sends an email when the images finish after leaving the page", async () => {
  await page.goto('/account?tab=notifications');
  const toggle = page.getByRole('switch', { name: 'Generation complete' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Generation complete' })).toHaveAttribute('aria-checked', 'true');

  await page.goto('/create/ugc');
  await page.getByTestId('upload-input').setInputFiles(SAMPLE);
  await expect(page.getByText('Your product photo is ready')).toBeVisible();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.getByLabel('Product features').fill('Handmade porcelain espresso cup with saucer');
  await page.getByLabel('Desired audience').fill('Specialty coffee lovers');
  await page.getByRole('button', { name: /Get scenario ideas/ }).click();
  await page.locator('[data-testid="scenario-card"] [role="radio"]').first().click();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.getByRole('radio', { name: 'Low · 1 credit per image' }).click();
  await page.getByRole('button', { name: 'Generate · 1 credit' }).click();
  // Leave at once: nobody is on the page when the images finish.
  await page.goto('/library');

  const mail = await mailTo(page.request, email, 'Your images are ready');
  expect(mail.text).toContain('Images made: 1');
  expect(mail.links).toContain(`${new URL(page.url()).origin}/library`);
  expect(mail.links.some((l) => l.includes('/unsubscribe?token='))).toBe(true);

  await page.goto('/library');
  await expect(page.locator('img[src*="/api/v1/images/"]').first()).toBeVisible();
  const list = (await (await page.request.get('/api/v1/images?type=generated')).json()) as { items: { id: string }[] };
  imageIds = list.items.map((i) => i.id);
  expect(imageIds.length).toBe(1);
});

test('a published image shows in the landing gallery for signed-out visitors', async ({ browser }) => {
  await page.goto('/account?tab=privacy');
  await page.getByRole('switch', { name: 'Public gallery' }).click();
  await expect(page.getByRole('switch', { name: 'Public gallery' })).toHaveAttribute('aria-checked', 'true');

  await page.goto('/library');
  await page.getByRole('button', { name: /^View / }).first().click();
  await page.getByRole('button', { name: 'Publish to gallery' }).click();
  await expect(page.getByText('Published to the community gallery').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();

  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  await landing.goto('/');
  // The gallery loads when it comes near the viewport.
  await landing.getByRole('heading', { name: 'Made with Vitrine' }).scrollIntoViewIfNeeded();
  await landing.getByTestId('community-gallery').scrollIntoViewIfNeeded();
  const published = landing.locator(`[data-testid="community-gallery"] li[data-kind="community"][data-image-id="${imageIds[0]}"] img`);
  await expect(published).toBeVisible();
  await expect(published).toHaveAttribute('src', `/api/v1/gallery/${imageIds[0]}/file`);
  await expect.poll(() => published.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Too few published images: the built-in samples fill the page after it.
  await expect(landing.locator('[data-testid="community-gallery"] li[data-kind="sample"]').first()).toBeVisible();
  await visitor.close();
});

test('the contact form creates a ticket, acknowledged by email and listed with its status', async () => {
  await page.goto('/account?tab=help');
  // The hours of this server (playwright.config.ts): live chat is for Plus and Pro, so this Free account gets the form.
  await expect(page.getByTestId('support-hours')).toContainText('Every day · 00:00–24:00');
  await expect(page.getByText('Live chat comes with the Plus and Pro plans. Send us a message and we reply within 24 hours.')).toBeVisible();
  await page.getByLabel('Subject').fill('The download button');
  await page.getByRole('radio', { name: 'Technical issue' }).click();
  await page.getByLabel('Message').fill('Download all saves an empty file in my browser.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/^Message sent: request #\d+/).first()).toBeVisible();
  const list = page.getByTestId('ticket-list');
  await expect(list.getByText('The download button')).toBeVisible();
  await expect(list.getByTestId('ticket-status')).toHaveText('Open');
  const ack = await mailTo(page.request, email, /^We received your request #\d+: The download button$/);
  expect(ack.text).toContain('> Download all saves an empty file in my browser.');
});

test('the data export emails a link to a zip holding every image', async () => {
  await page.goto('/account?tab=privacy');
  await page.getByRole('button', { name: 'Request data export' }).click();
  await expect(page.getByText('Data export requested. It will be sent to your email within 24 hours.').first()).toBeVisible();
  const mail = await mailTo(page.request, email, 'Your Vitrine data export is ready');
  exportLink = local(mail.links.find((l) => l.includes('/download?token='))!);
  await expect(page.getByTestId('export-status').first()).toHaveText('Sent by email', { timeout: 30_000 });

  // The link works without a session.
  const anonymous = await page.context().browser()!.newContext();
  const res = await anonymous.request.get(exportLink);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/zip');
  const zip = unzipSync(new Uint8Array(await res.body()));
  const names = Object.keys(zip);
  for (const id of imageIds) expect(names).toContain(`images/${id}.png`);
  const sources = (await (await page.request.get('/api/v1/images?type=source')).json()) as { items: { id: string; format: string }[] };
  for (const s of sources.items) expect(names).toContain(`source-photos/${s.id}.${s.format}`);
  for (const file of ['account.json', 'credit-history.json', 'generations.json', 'videos.json', 'README.txt']) expect(names).toContain(file);
  await anonymous.close();
});

test('deleting the account: confirmed by email, then sign-in fails and the old file URLs answer 404', async () => {
  await page.goto('/account?tab=privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Send confirmation email' }).click();
  await expect(page.getByText(`Account deletion requested: confirmation email sent to ${email}.`).first()).toBeVisible();

  const mail = await mailTo(page.request, email, 'Confirm the deletion of your Vitrine account');
  await page.goto(local(mail.links.find((l) => l.includes('/account/delete?token='))!));
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  await mailTo(page.request, email, 'Your Vitrine account has been deleted');

  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Incorrect email or password.').first()).toBeVisible();

  const visitor = await page.context().browser()!.newContext();
  expect((await visitor.request.get(`/api/v1/gallery/${imageIds[0]}/file`)).status()).toBe(404);
  expect((await visitor.request.get(exportLink)).status()).toBe(404);
  await visitor.close();
});
