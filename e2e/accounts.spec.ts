/**
 * Account journey in Chromium: sign up, open the confirmation link from the dev mailbox, sign
 * in, see the 10 Free credits; then sign out.
 */
import { expect, test } from '@playwright/test';
import { newEmail, signUpConfirmAndSignIn } from './helpers';

test('a new user signs up, confirms by email, signs in and sees 10 credits', async ({ page }) => {
  const email = newEmail('journey');
  await signUpConfirmAndSignIn(page, 'Maria Souza', email, 'vitrine1');
  const credits = page.getByTestId('credits-balance');
  await expect(credits).toHaveText('10');
  await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();
});

test("sign-in with a wrong password shows 'Incorrect email or password.'", async ({ page }) => {
  const email = newEmail('wrong');
  await signUpConfirmAndSignIn(page, 'Jo Lee', email, 'right-one');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-one');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Incorrect email or password.').first()).toBeVisible();
});
