/**
 * Cut-out journey in Chromium: upload a photo, see its cut-out on the checkerboard before paying,
 * paint a Remove stroke across part of the product in the touch-up editor, see the preview change,
 * then generate with the edited matte.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newEmail, signUpAndSignIn } from './helpers';

const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'coffee_cup.png');

test('touch up the cut-out with a Remove stroke, then generate with it', async ({ page }) => {
  await signUpAndSignIn(page, 'Tomás Loja', newEmail('cutout'), 'espresso1');
  await page.goto('/create/ugc');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/source-images') && r.request().method() === 'POST');
  await page.getByTestId('upload-input').setInputFiles(SAMPLE);
  const { id } = (await (await uploaded).json()) as { id: string };

  // The cut-out appears on its own, before any credit is spent.
  const preview = page.getByTestId('cutout-image');
  await expect(preview).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const before = await preview.getAttribute('src');
  const me = await page.request.get('/api/v1/me');
  expect(((await me.json()) as { creditsBalance: number }).creditsBalance).toBe(10);

  const alphaAtCentre = async () => {
    const res = await page.request.get(`/api/v1/source-images/${id}/cutout`);
    expect(res.status()).toBe(200);
    const { data, info } = await sharp(await res.body()).raw().toBuffer({ resolveWithObject: true });
    // The middle of the cup (600x400 photo): x 0.48, y 0.3.
    return data[(Math.round(info.height * 0.3) * info.width + Math.round(info.width * 0.48)) * 4 + 3];
  };
  expect(await alphaAtCentre()).toBe(255);

  await page.getByRole('button', { name: 'Touch up' }).click();
  const editor = page.getByTestId('cutout-editor');
  await expect(editor).toBeVisible();
  await editor.getByRole('radio', { name: 'Remove' }).click();
  const canvas = editor.getByTestId('brush-canvas');
  const box = (await canvas.boundingBox())!;
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/v1/source-images/${id}/cutout/strokes`) && r.request().method() === 'PUT');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.65, box.y + box.height * 0.3, { steps: 12 });
  await page.mouse.up();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ method: 'touch_up', status: 'ready' });
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();

  // The preview now shows the edited cut-out, and the matte has a hole where the stroke went.
  await expect.poll(() => preview.getAttribute('src')).not.toBe(before);
  await expect(page.getByText('Touched up by you.', { exact: false })).toBeVisible();
  expect(await alphaAtCentre()).toBe(0);

  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.getByLabel('Product features').fill('Handmade porcelain espresso cup with saucer and spoon');
  await page.getByLabel('Desired audience').fill('Specialty coffee lovers and small cafés');
  await page.getByRole('button', { name: /Get scenario ideas/ }).click();
  const ideas = page.locator('[data-testid="scenario-card"] [role="radio"]');
  await expect(ideas).toHaveCount(6);
  await ideas.first().click();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.getByRole('button', { name: /^Generate · / }).click();
  await expect(page.getByText('Your images are ready')).toBeVisible({ timeout: 90_000 });

  // The generation used the edited matte: the photo's state still says touched up with the stroke.
  const state = await page.request.get(`/api/v1/source-images/${id}`);
  expect(((await state.json()) as { cutout: { method: string; strokes: unknown[] } }).cutout).toMatchObject({ method: 'touch_up', strokes: [{ mode: 'remove' }] });
});
