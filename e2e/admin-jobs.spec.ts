/**
 * Admin journey in Chromium: an admin retries a failed job, which goes back in line and completes.
 * It runs on its own server, whose data directory is seeded with a job failed the way pg-boss leaves
 * one whose last attempt threw (e2e/seeded-server.ts); e2e/global-setup.ts starts that server in the
 * background and this journey runs last (playwright.config.ts), so the seeding and boot never count
 * against its time. The admin comes from ADMIN_EMAILS, as on a real install; on this server no other
 * journey signs it up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './helpers';

/** The admin address (ADMIN_EMAILS of the seeded server, e2e/global-setup.ts). */
const ADMIN_EMAIL = 'e2e-admin@example.com';

test.describe('an admin retries a failed job', () => {
  const baseURL = process.env.E2E_SEEDED_URL!;
  const dataDir = process.env.E2E_SEEDED_DIR!;
  let jobId = '';
  test.use({ baseURL });

  test.beforeAll(async () => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`${baseURL}/healthz`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        const log = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
        throw new Error(`the seeded server did not start:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    jobId = fs.readFileSync(path.join(dataDir, 'failed-job-id'), 'utf8').trim();
  });

  test('the failed job goes back in line and completes', async ({ page }) => {
    await signUpAndSignIn(page, 'Ada Admin', ADMIN_EMAIL, 'secret123');
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
