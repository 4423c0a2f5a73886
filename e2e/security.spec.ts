/**
 * Security journey in Chromium: every route of the web app, signed out and signed in, loads under
 * the Content-Security-Policy with no CSP violation and no console error, and the app refuses to be
 * framed.
 */
import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUpAndSignIn } from './helpers';

/** Every path of the route table (src/web/router.tsx), with a sample id where it takes one. */
const ROUTES = [
  '/',
  '/create',
  '/create/product-display',
  '/create/ugc',
  '/create/video',
  '/create/adgenius',
  '/library',
  '/videos',
  '/account',
  '/pricing',
  '/help/getting-started',
  '/help/faq',
  '/help/tutorials',
  '/help/api-docs',
  '/privacy',
  '/terms',
  '/cookies',
  '/email-confirmation',
  '/reset-password',
  '/success',
  '/cancel',
  '/checkout/test/cs_test_000000000000000000000000',
  '/billing/test-portal',
  '/admin',
  '/dev/mailbox',
  '/no-such-page',
];

/** Collects CSP violations (from the page's own event) and console errors while `visit` runs. */
async function watch(page: Page, visit: () => Promise<void>) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // A 4xx answer the page handles (e.g. the test checkout id that does not exist, a signed-out
    // /api/v1/me) is logged by Chromium as a failed resource load; it is not a page error.
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    // The 404 page logs the missing path to the console on purpose.
    if (text.startsWith('404 Error: User attempted to access non-existent route: /no-such-page')) return;
    problems.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  await visit();
  return problems;
}

async function visitAll(page: Page) {
  for (const route of ROUTES) {
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy'], route).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
  }
}

test('signed out: every route loads under the CSP without violations or console errors', async ({ page }) => {
  const problems = await watch(page, () => visitAll(page));
  expect(problems).toEqual([]);
});

test('signed in: every route loads under the CSP without violations or console errors', async ({ page }) => {
  const problems = await watch(page, async () => {
    await signUpAndSignIn(page, 'Sec Ure', newEmail('csp'), 'secure123');
    await visitAll(page);
  });
  expect(problems).toEqual([]);
});

test('the app cannot be framed by another page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // A page of another origin (about:blank with the app in a frame): the frame stays empty.
  const blocked: string[] = [];
  page.on('console', (m) => blocked.push(m.text()));
  await page.setContent(`<iframe id="f" src="${page.url()}"></iframe>`);
  await expect.poll(() => blocked.some((t) => /frame-ancestors|X-Frame-Options|Refused to display/i.test(t)), { timeout: 20_000 }).toBe(true);
});
