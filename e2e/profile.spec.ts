/**
 * Profile journeys in Chromium: editing the profile with a photo (cropped square, then the
 * avatar in the sidebar and the new name in the greeting), and changing the password (the old one
 * then fails, the new one works).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { newEmail, signUpAndSignIn } from './helpers';

const PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'apple.jpg');

test('a user edits the profile with a photo, and the avatar shows in the sidebar', async ({ page }) => {
  await signUpAndSignIn(page, 'Rita Alves', newEmail('profile'), 'vitrine1');
  const sidebarUser = page.getByTestId('sidebar-user');
  await expect(sidebarUser).toContainText('Rita Alves');
  await expect(sidebarUser.locator('img')).toHaveCount(0);

  await page.goto('/account');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Alves Costa');
  await page.getByLabel('Display name').fill('Rita A.');
  await page.getByLabel('Bio').fill('Handmade ceramics from Porto.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(sidebarUser).toContainText('Rita A.');

  await page.getByTestId('profile-photo-input').setInputFiles(PHOTO);
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  // Zoom in and move the square with the keyboard, then keep it.
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await dialog.getByTestId('photo-crop-frame').focus();
  await page.keyboard.press('ArrowLeft');
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Profile photo updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  const avatar = sidebarUser.locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/api\/v1\/me\/avatar\?v=[0-9a-f-]{36}$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(512);

  // After a reload the profile, the photo and the new name are still there.
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Rita A.');
  await expect(page.getByLabel('Last name')).toHaveValue('Alves Costa');
  await expect(page.getByTestId('sidebar-user').locator('img')).toHaveAttribute('src', /^\/api\/v1\/me\/avatar\?v=/);
  await page.goto('/');
  await expect(page.getByText('Hello, Rita A.')).toBeVisible();
});

test('a user changes the password: the old one then fails and the new one works', async ({ page }) => {
  const email = newEmail('password');
  await signUpAndSignIn(page, 'Paulo Reis', email, 'old-secret');
  await page.goto('/account?tab=profile');
  await page.getByLabel('Current password').fill('not-the-password');
  await page.getByLabel('New password', { exact: true }).fill('new-secret-2');
  await page.getByLabel('Confirm new password').fill('new-secret-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();

  await page.getByLabel('Current password').fill('old-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('old-secret');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Incorrect email or password.').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('new-secret-2');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Hello, Paulo Reis')).toBeVisible();
});

test('the account tabs fit a 390 px phone without clipping, in English and German', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page, 'Tia Lopes', newEmail('tabs'), 'vitrine1');
  for (const language of ['English', 'Deutsch']) {
    await page.goto('/account?tab=settings');
    await page.getByRole('radio', { name: language }).click();
    const tabs = page.getByRole('tablist').getByRole('tab');
    // Profile, Settings, Notifications, Privacy, Billing, API, Help and support.
    await expect(tabs).toHaveCount(7);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // The label fits its tab: nothing overflows or is cut off.
      const fits = await tab.evaluate((el) => [...el.querySelectorAll('span')].every((s) => s.scrollWidth <= el.clientWidth && s.getBoundingClientRect().right <= el.getBoundingClientRect().right + 0.5));
      expect(fits, await tab.textContent() ?? '').toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
