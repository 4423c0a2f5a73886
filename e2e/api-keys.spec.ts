/**
 * API keys journey in Chromium: a user makes a key in Account → API, copies it from the dialog that
 * shows it once, a script calls the API with it (Authorization: Bearer, no cookie), the user revokes
 * it, and the script's next call is refused.
 */
import { expect, request, test } from '@playwright/test';
import { newEmail, signUpAndSignIn } from './helpers';

test('a user makes an API key, a script uses it, and revoking it locks the script out', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, 'Inês Prado', newEmail('apikeys'), 'vitrine1');
  await page.goto('/account?tab=api');
  await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No API keys yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'New key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByLabel('Name').fill('Catalogue script');
  await dialog.getByRole('checkbox', { name: /generate/ }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^vtr_live_[0-9A-Za-z]{43}$/);
  const key = (await shown.textContent())!;
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('api-key-row');
  await expect(row).toContainText('Catalogue script');
  await expect(row).toContainText(key.slice(0, 13));
  await expect(page.getByText(key)).toHaveCount(0);

  // A script: no cookie, only the key.
  const script = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${key}`, 'Accept-Language': 'en' } });
  const me = await script.get('/api/v1/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { name: string } }).user.name).toBe('Inês Prado');

  await page.reload();
  await expect(row).toContainText('last used');
  await page.getByRole('button', { name: 'Revoke the key Catalogue script' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The key "Catalogue script" was revoked.')).toBeVisible();
  await expect(row).toHaveCount(0);

  const after = await script.get('/api/v1/me');
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
  await script.dispose();
});
