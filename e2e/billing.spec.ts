/**
 * Billing journey in Chromium: a Free user opens /pricing, picks Plus, completes the test-mode
 * checkout (no payment is taken), lands on /success and sees Plus with 210 credits and 3 images
 * per generation; the billing tab, the dashboard and the credit history agree. Then the test
 * portal cancels at the period end and the next renewal returns the account to Free.
 */
import { expect, test } from '@playwright/test';
import { newEmail, signUpAndSignIn } from './helpers';

test('upgrade from Free to Plus through the test-mode checkout', async ({ page }) => {
  await signUpAndSignIn(page, 'Paula Plans', newEmail('billing'), 'plans123');

  await page.goto('/pricing');
  const plus = page.getByTestId('plan-Plus');
  await expect(plus.getByText('Most Popular')).toBeVisible();
  await expect(page.getByTestId('price-Plus')).toContainText('49');
  await expect(page.getByTestId('plan-Free').getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await plus.getByRole('button', { name: 'Upgrade to Plus' }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
  await expect(page.getByText('Test mode - no payment is taken')).toBeVisible();
  await expect(page.getByText('€49')).toBeVisible();
  await page.getByRole('button', { name: 'Complete test payment' }).click();

  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByTestId('success-confirmed')).toContainText('Plus');
  await expect(page.getByTestId('success-balance')).toHaveText('210 credits');
  await expect(page.getByTestId('success-images')).toContainText('3 images per generation');

  await page.goto('/account?tab=billing');
  await expect(page.getByTestId('billing-plan')).toHaveText('Plus plan');
  await expect(page.getByRole('cell', { name: 'Monthly credits' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '+200' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('credits-balance')).toHaveText('210');

  // The pricing page now knows the current plan and sends plan changes to the portal.
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-Plus').getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await page.getByTestId('plan-Pro').getByRole('button', { name: 'Change plan' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal/);
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByTestId('test-portal-renewal')).toContainText('Ends on');
  await page.goto('/account?tab=billing');
  await expect(page.getByTestId('billing-plan')).toHaveText('Plus plan');
  await expect(page.getByTestId('billing-renewal')).toContainText('Ends on');

  // The period ends: the account is back on Free and keeps its unused credits.
  await page.goto('/billing/test-portal');
  await page.getByRole('button', { name: 'Simulate renewal' }).click();
  await expect(page.getByText('You have no paid subscription yet.')).toBeVisible();
  await page.goto('/account?tab=billing');
  await expect(page.getByTestId('billing-plan')).toHaveText('Free plan');
  await expect(page.getByTestId('billing-remaining')).toContainText('210');
});
