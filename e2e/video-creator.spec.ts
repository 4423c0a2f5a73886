/**
 * Video creator journey in Chromium: a Free user (video is allowed on Free) picks a library image,
 * generates a 5 s video with the local engine, sees it play (the video element reports a
 * duration) under the product's name and finds it in /videos; the suggested motion prompt names the
 * product.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { newEmail, signUpAndSignIn } from './helpers';

const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'apple.jpg');

test('turn a library image into a 5 s video that plays', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, 'Vera Video', newEmail('video'), 'video123');
  await page.goto('/create/video');
  await page.getByTestId('video-upload-input').setInputFiles(SAMPLE);
  await expect(page.getByTestId('frame-preview')).toBeVisible();
  await expect(page.getByLabel('Motion prompt')).not.toHaveValue('', { timeout: 20_000 });
  // The suggestion names the product (from the image analysis: no features were written), never a scene.
  await expect(page.getByLabel('Motion prompt')).toHaveValue(/The product \(“[A-Z][a-z -]+ product”\)/);
  await page.getByLabel('Motion prompt').fill('Slow push-in towards the apple');
  await expect(page.getByTestId('video-cost')).toContainText('5 credits');
  await page.getByRole('button', { name: 'Generate video' }).click();

  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible({ timeout: 120_000 });
  const video = player.locator('video').or(page.locator('video[data-testid="video-player"]')).first();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 30_000 }).toBeGreaterThan(4.9);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([1920, 1080]);
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /\/api\/v1\/videos\/.+\/file\?download=1/);
  // The video is titled with the product's name.
  await expect(page.getByText(/^[A-Z][a-z -]+ product$/)).toBeVisible();

  await page.goto('/videos');
  await expect(page.locator('img[src*="/poster"]').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('credits-balance')).toHaveText('5');
});
