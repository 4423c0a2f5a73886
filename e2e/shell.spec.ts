/**
 * App-shell journeys in Chromium: the sidebar shortcut and its cookie across a reload, the bottom
 * navigation on a phone (hidden on /create/ugc), language and theme kept across a reload (signed
 * in: from the server; signed out: from local storage), and the 404 page.
 */
import { expect, test } from '@playwright/test';
import { newEmail, signUpAndSignIn } from './helpers';

test('Ctrl+B collapses the sidebar and the state survives a reload', async ({ page }) => {
  await signUpAndSignIn(page, 'Side Bar', newEmail('sidebar'), 'sidebar1');
  const sidebar = page.locator('[data-slot="sidebar"][data-state]').first();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(page.locator('[data-slot="sidebar"][data-state]').first()).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot="sidebar"][data-state]').first()).toHaveAttribute('data-state', 'expanded');
});

test('the bottom navigation shows on a phone and hides on /create/ugc', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page, 'Pho Ne', newEmail('phone'), 'phone123');
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(5);
  await nav.getByRole('link', { name: /Library/ }).click();
  await expect(page).toHaveURL(/\/library$/);
  await page.goto('/create/ugc');
  await expect(page.getByText('Upload product image')).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
});

test('signed in: German and dark are saved on the server and come back after a reload', async ({ page, context }) => {
  await signUpAndSignIn(page, 'Deu Tsch', newEmail('de'), 'deutsch1');
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'Dunkel' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The server has both, so a fresh browser profile with this session gets them too.
  const saved = await page.request.get('/api/v1/me/preferences');
  expect(await saved.json()).toMatchObject({ theme: 'dark', language: 'de' });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByText(/Hallo, Deu Tsch/)).toBeVisible();
  await context.clearCookies();
});

test('signed out: language and theme are kept in local storage', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: /^Design|^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dunkel' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('i18nextLng')])).toEqual(['dark', 'de']);
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(errors.some((e) => e.includes('/no/such/page'))).toBe(true);
});
