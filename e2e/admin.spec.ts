/**
 * Admin journeys in Chromium: a non-admin opening /admin sees the 403 page; an admin finds a user
 * by email, grants 50 credits with a reason, and the user's dashboard shows them (retrying a failed
 * job is in admin-jobs.spec.ts). Admins come from ADMIN_EMAILS (playwright.config.ts), as on a real
 * install.
 */
import { expect, test } from '@playwright/test';
import { newEmail, signUpAndSignIn } from './helpers';

/** The admin address of the journeys (ADMIN_EMAILS in playwright.config.ts). */
const ADMIN_EMAIL = 'e2e-admin@example.com';

test('a signed-in user who is not an admin sees the 403 page at /admin', async ({ page }) => {
  await signUpAndSignIn(page, 'Nora Nonadmin', newEmail('nonadmin'), 'secret123');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('403')).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  // The API refuses too.
  const res = await page.request.get('/api/v1/admin/users');
  expect(res.status()).toBe(403);
});

test('signed out, /admin sends the visitor to sign in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an admin finds a user by email and grants 50 credits; the user sees them on the dashboard', async ({ browser }) => {
  const userEmail = newEmail('granted');
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signUpAndSignIn(userPage, 'Gus Granted', userEmail, 'secret123');
  await expect(userPage.getByTestId('credits-balance')).toHaveText('10');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signUpAndSignIn(admin, 'Ada Admin', ADMIN_EMAIL, 'secret123');
  await admin.goto('/admin/users');
  await admin.getByLabel('Search users').fill(userEmail);
  // The search narrows the list to the one user before the click, as an admin sees it: clicking
  // while the results replace the full list (newest first, the admin above the user) could press on
  // one row and release on the next, which opens nothing.
  await expect(admin.getByText('1 user', { exact: true })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Ada Admin' })).toHaveCount(0);
  await admin.getByRole('link', { name: 'Gus Granted' }).click();
  await expect(admin.getByRole('heading', { name: 'Gus Granted' })).toBeVisible();
  await admin.getByRole('button', { name: 'Grant or deduct credits' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Credits').fill('50');
  await dialog.getByLabel('Reason').fill('Launch week goodwill');
  await dialog.getByRole('button', { name: 'Grant', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId('admin-user-balance')).toHaveText('60');
  await expect(admin.getByText('Launch week goodwill')).toBeVisible();
  await admin.getByRole('tab', { name: 'Admin actions' }).click();
  await expect(admin.getByText('Credits granted')).toBeVisible();

  await userPage.goto('/');
  await expect(userPage.getByTestId('credits-balance')).toHaveText('60');
  await userContext.close();
  await adminContext.close();
});
