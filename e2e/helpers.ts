/** Shared steps of the Playwright journeys. */
import { expect, type Page } from '@playwright/test';
import { EMAIL_CONFIRMED_CALLBACK } from '../src/shared/auth-links';

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

/** One email of the dev mailbox (GET /api/dev/mailbox). */
interface OutboxEmail {
  to: string;
  subject: string;
  links: string[];
}

/**
 * The account setup of a journey that is about something else: signs up, confirms the address and
 * signs in through the same HTTP API the forms call (better-auth's /api/auth endpoints, the
 * confirmation link from the dev mailbox), in the page's browser context, so the page is signed in
 * with the same session cookie. Ends on the signed-in home page. The forms themselves are walked
 * through in accounts.spec.ts (signUpConfirmAndSignIn).
 */
export async function signUpAndSignIn(page: Page, name: string, email: string, password: string) {
  // Each setup request closes its connection: a keep-alive socket left in the page's request pool
  // could be reused by the journey's own requests just as the server closes it for being idle
  // (Node's 5 s keep-alive timeout), which fails that request with a connection reset.
  const close = { Connection: 'close' };
  // The context's base URL (a journey may point it at another server): better-auth checks the Origin.
  const origin = new URL((await page.request.get('/healthz', { headers: close })).url()).origin;
  const headers = { ...close, Origin: origin, 'Accept-Language': 'en' };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { name, email, password, profession: 'Marketer', callbackURL: EMAIL_CONFIRMED_CALLBACK },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  let link: string | undefined;
  await expect(async () => {
    const outbox = (await (await page.request.get('/api/dev/mailbox', { headers: close })).json()) as OutboxEmail[];
    link = outbox.find((mail) => mail.to === email)?.links.find((l) => l.includes('verify-email'));
    expect(link, `confirmation email to ${email}`).toBeDefined();
  }).toPass();
  const confirmed = await page.request.get(link!, { maxRedirects: 0, headers: close });
  expect(confirmed.status()).toBe(302);
  expect(confirmed.headers().location).toMatch(/\/\?emailConfirmed=1$/);

  const signIn = await page.request.post('/api/auth/sign-in/email', { headers, data: { email, password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto('/');
  await expect(page.getByText(`Hello, ${name}`)).toBeVisible();
}
