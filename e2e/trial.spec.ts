/**
 * Free trial journey in Chromium: a visitor's 'Start Your Trial' leads to sign-up, the confirmation
 * link from the email, sign-in, and back to the pricing page; signed in, the page asks to confirm the Plus trial (what it gives, no card, what
 * follows), starting it opens the home page with Plus's 50 trial credits on top of Free's 10 and a
 * banner with the end date; pricing and the billing tab say the same, and no second trial is offered.
 */
import { expect, test } from '@playwright/test';
import { newEmail } from './helpers';

test('a visitor signs up and starts a free Plus trial; the app says when it ends', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/pricing');
  const start = page.getByTestId('plan-Plus').getByRole('link', { name: /Start Your Trial/ });
  await expect(start).toHaveAttribute('href', `/signup?next=${encodeURIComponent('/pricing?trial=Plus')}`);
  await expect(page.getByTestId('plan-Founders').getByRole('link', { name: /Get started/ })).toBeVisible();

  // The whole way a visitor takes: sign up, confirm from the email, sign in, and back to the trial.
  await start.click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fpricing%3Ftrial%3DPlus$/);
  const email = newEmail('trial');
  await page.getByLabel('Name').fill('Tina Trial');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('trial-journey-9');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto('/dev/mailbox');
  await page.getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).first().click();
  await page.getByRole('link', { name: /verify-email/ }).first().click();
  await expect(page).toHaveURL(/\/\?emailConfirmed=1&next=%2Fpricing%3Ftrial%3DPlus$/);
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await page.getByTestId('email-confirmed').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin\?next=%2Fpricing%3Ftrial%3DPlus$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('trial-journey-9');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Back on the pricing page, which asks to confirm the trial (and then drops the query).
  await expect(page).toHaveURL(/\/pricing(\?trial=Plus)?$/);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Start your 7-day Plus trial?' })).toBeVisible();
  await expect(dialog).toContainText('You get 50 trial credits and everything Plus includes until');
  await expect(dialog).toContainText('No card is needed.');
  await dialog.getByRole('button', { name: 'Start free trial' }).click();

  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByTestId('trial-banner');
  await expect(banner).toContainText(/Plus trial: ends on .*20\d\d/);
  await expect(banner).toContainText('7 days left.');
  await expect(page.getByTestId('credits-balance')).toHaveText('60');

  await page.goto('/pricing');
  await expect(page.getByTestId('trial-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: /Try free/ })).toHaveCount(0);
  await expect(page.getByTestId('plan-Plus').getByRole('button', { name: 'Upgrade to Plus' })).toBeVisible();

  await page.goto('/account?tab=billing');
  await expect(page.getByTestId('billing-plan')).toHaveText('Plus plan');
  await expect(page.getByTestId('billing-overview').getByTestId('trial-banner')).toContainText('Plus trial: ends on');
  await expect(page.getByRole('cell', { name: 'Free trial credits' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '+50' })).toBeVisible();
});
