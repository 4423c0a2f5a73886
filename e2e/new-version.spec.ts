/**
 * A page left open while a new version is deployed: the build it was opened with points at a chunk
 * the server (now serving the new build) no longer has. The server answers that chunk with a 404
 * that is never cached, the page reloads once by itself, and then offers to reload for the new
 * version instead of React Router's developer page.
 *
 * The journeys share one server and its build, so the chunk is not deleted from disk (other
 * journeys load the same page): this page's copy of the entry chunk is rewritten to point the
 * /cookies page at a chunk name the build does not have, which is what a page of the previous
 * build asks for after a deploy.
 */
import { expect, test } from '@playwright/test';

const GONE = 'cookies-Gone0000.js';

test('a page opened before a deploy: the missing chunk is a 404 never cached, the page reloads once, then offers the new version', async ({ page }) => {
  let rewritten = 0;
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const old = body.replace(/cookies-[\w-]{8}\.js/g, GONE);
    if (old !== body) rewritten += 1;
    // Kept out of the HTTP cache: once unrouted, the page must get the server's (new) build.
    await route.fulfill({ response, body: old, headers: { ...response.headers(), 'cache-control': 'no-store' } });
  });
  const missing: { status: number; cacheControl: string | undefined; type: string | undefined }[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith(`/assets/${GONE}`)) missing.push({ status: res.status(), cacheControl: res.headers()['cache-control'], type: res.headers()['content-type'] });
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.goto('/');
  await page.getByRole('link', { name: 'Cookies', exact: true }).first().click();

  await expect(page.getByRole('heading', { name: 'A new version of Vitrine is available' })).toBeVisible();
  await expect(page.getByText('Vitrine was updated while this page was open')).toBeVisible();
  await expect(page.getByText('Hey developer')).toHaveCount(0);
  expect(rewritten).toBeGreaterThanOrEqual(2);
  // The landing page, then one reload of /cookies by itself; no loop.
  expect(loads).toHaveLength(2);
  expect(new URL(loads[1]!).pathname).toBe('/cookies');
  // The server answered the old chunk with a 404 that nothing caches, never the app's HTML.
  expect(missing.length).toBeGreaterThanOrEqual(2);
  for (const res of missing) expect(res).toEqual({ status: 404, cacheControl: 'no-store', type: 'text/plain; charset=UTF-8' });

  // Once the page takes the new build, Reload brings the page back.
  await page.unroute(/\/assets\/index-[\w-]{8}\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies and browser storage' })).toBeVisible();
});
