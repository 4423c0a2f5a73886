/** Shared steps of the Playwright journeys. */
import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A unique address for a journey, also among the journeys other workers run at the same time. */
export function newEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid.toString(36)}.${counter}@example.com`;
}

/**
 * Signs up through the form, opens the confirmation link from the dev mailbox page and signs in.
 * Ends on the signed-in home page.
 */
export async function signUpConfirmAndSignIn(page: Page, name: string, email: string, password: string) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel(/Profession/).fill('Marketer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The toast first: it shows for 4 s, and waiting for the heading first could let it go by.
  await expect(page.getByText('Account created successfully! Please check your email to confirm your account.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto('/dev/mailbox');
  await page.getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).first().click();
  await page.getByRole('link', { name: /verify-email/ }).first().click();
  // Confirmation links land on the app root, which says the email is confirmed.
  await expect(page).toHaveURL(/\/\?emailConfirmed=1$/);
  await expect(page.getByText('Email confirmed')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(`Hello, ${name}`)).toBeVisible();
}
