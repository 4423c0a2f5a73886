/**
 * Session-expiry journey in Chromium: the session ends on the server while the user is on
 * /library; the next request answers 401, and the app clears the user's local state, signs out and
 * opens /signin with the message and the way back; signing in returns to /library.
 */
import { expect, test } from '@playwright/test';
import { newEmail, signUpAndSignIn } from './helpers';

test('an expired session on /library sends the user to /signin and back after signing in', async ({ page }) => {
  const email = newEmail('expiry');
  await signUpAndSignIn(page, 'Ex Piry', email, 'expiry123');
  await page.getByRole('link', { name: 'Library' }).first().click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('radio', { name: /Source images/ })).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('billing', 'true');
    sessionStorage.setItem('draft', 'x');
  });

  // The session ends on the server (as when it expires or is revoked elsewhere); the page does not know yet.
  const ended = await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect(ended.ok()).toBe(true);

  // The next API call from the page answers 401.
  await page.getByRole('radio', { name: /Source images/ }).click();
  await expect(page).toHaveURL(/\/signin\?expired=1&next=%2Flibrary$/);
  await expect(page.getByTestId('signin-notice')).toHaveText('Your session has expired. Please sign in again to continue where you left off.');
  expect(await page.evaluate(() => [localStorage.getItem('billing'), localStorage.getItem('theme'), sessionStorage.getItem('draft')])).toEqual([null, 'dark', null]);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('expiry123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('radio', { name: /Generated images/ })).toBeVisible();
});

test('a signed-out visit to a signed-in page comes back to it after signing in', async ({ page }) => {
  const email = newEmail('return');
  await signUpAndSignIn(page, 'Re Turn', email, 'return123');
  await page.context().clearCookies();
  await page.goto('/account?tab=settings');
  await expect(page).toHaveURL(/\/signin\?next=%2Faccount%3Ftab%3Dsettings$/);
  await expect(page.getByTestId('signin-notice')).toHaveText('Sign in to continue to that page.');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('return123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\?tab=settings$/);
});
