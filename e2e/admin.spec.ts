/**
 * Admin journeys in Chromium: a non-admin opening /admin sees the 403 page; an admin finds a user
 * by email, grants 50 credits with a reason, and the user's dashboard shows them; an admin retries a
 * failed job. Admins come from ADMIN_EMAILS (playwright.config.ts), as on a real install.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newEmail, signUpConfirmAndSignIn } from './helpers';

/** The admin address of the journeys (ADMIN_EMAILS in playwright.config.ts). */
const ADMIN_EMAIL = 'e2e-admin@example.com';

test('a signed-in user who is not an admin sees the 403 page at /admin', async ({ page }) => {
  await signUpConfirmAndSignIn(page, 'Nora Nonadmin', newEmail('nonadmin'), 'secret123');
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
  await signUpConfirmAndSignIn(userPage, 'Gus Granted', userEmail, 'secret123');
  await expect(userPage.getByTestId('credits-balance')).toHaveText('10');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signUpConfirmAndSignIn(admin, 'Ada Admin', ADMIN_EMAIL, 'secret123');
  await admin.goto('/admin/users');
  await admin.getByLabel('Search users').fill(userEmail);
  await admin.getByRole('link', { name: 'Gus Granted' }).first().click();
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

test.describe('an admin retries a failed job', () => {
  // Its own server on a data directory seeded with a failed job (e2e/seed-failed-job.ts).
  const port = Number(process.env.E2E_PORT ?? 3199) + 1;
  const baseURL = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-jobs-'));
  let server: ChildProcess | undefined;
  let jobId = '';
  test.use({ baseURL });

  test.beforeAll(async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn' };
    jobId = execFileSync('npx', ['tsx', 'e2e/seed-failed-job.ts'], { env, encoding: 'utf8' }).trim().split('\n').pop()!;
    server = spawn('npx', ['tsx', 'src/server/main.ts', 'serve'], {
      env: { ...env, PORT: String(port), NODE_ENV: 'development', HOST: '127.0.0.1', ADMIN_EMAILS: ADMIN_EMAIL, BILLING_TEST_MODE: 'true' },
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`${baseURL}/healthz`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('the seeded server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the failed job goes back in line and completes', async ({ page }) => {
    await signUpConfirmAndSignIn(page, 'Ada Admin', ADMIN_EMAIL, 'secret123');
    await page.goto('/admin/jobs');
    await expect(page.getByTestId('queue-generation-render-failed')).toHaveText('1');
    const job = page.locator(`[data-testid="admin-job"][data-job-id="${jobId}"]`);
    await expect(job).toHaveAttribute('data-state', 'failed');
    await expect(job.getByText('worker lost during a restart')).toBeVisible();
    await job.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('The job is back in line.')).toBeVisible();
    // The worker takes it again; its generation is gone, so the attempt completes at once.
    await expect(job).toHaveAttribute('data-state', 'completed', { timeout: 30_000 });
    await expect(page.getByTestId('queue-generation-render-failed')).toHaveText('0');
    await page.goto('/admin/audit');
    await expect(page.getByText('Job retried')).toBeVisible();
  });
});
