/**
 * Outputs say how they were made, over HTTP with the real local studio renderer:
 *   - a scene image's file carries IPTC DigitalSourceType 'compositeSynthetic' (read by exiftool),
 *     and its row the same value;
 *   - 'Label images' is off by default; once on (saved in the account), the next image carries the
 *     visible label in the user's language, true to the engine: "Digital composite", never
 *     "AI-generated" (read back by OCR), and still the statement in its file;
 *   - a video made while the label is on carries it on its frames and its poster, and the
 *     statement in its MP4.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedImages } from '../../src/server/db/schema';
import { labelTextSize } from '../../src/server/engine/image/ai-label';
import { exiftoolSourceType } from '../helpers/exiftool';
import { normaliseOcr, ocr } from '../helpers/ocr';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
});
afterAll(async () => {
  await t?.close();
});

const settings = { aspectRatio: '4:3', quality: 'low', count: 1, format: 'jpg', highlightProduct: false, style: 'studio', timeOfDay: 'night_light' } as const;

/** Uploads the cup once; generates one image from its first free idea; returns the stored file and row. */
async function generate(cookie: string, source?: { id: string; scenarioId: string }) {
  let ids = source;
  if (!ids) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
    const uploaded = (await (await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie })).json()) as { id: string };
    const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: uploaded.id, features: 'Ceramic espresso cup', audience: 'Coffee lovers', language: 'en' } });
    const idea = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!;
    ids = { id: uploaded.id, scenarioId: idea.id };
  }
  const res = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId: ids.id, scenarioId: ids.scenarioId, settings } });
  expect(res.status).toBe(202);
  const done = (await waitForGeneration(t, cookie, ((await res.json()) as { id: string }).id)) as { status: string; images: { id: string }[] };
  expect(done.status).toBe('succeeded');
  const file = await t.request(`/api/v1/images/${done.images[0]!.id}/file?download=1`, { cookie });
  expect(file.status).toBe(200);
  const [row] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.id, done.images[0]!.id));
  return { ids, data: Buffer.from(await file.arrayBuffer()), row: row! };
}

/** What OCR reads in the bottom-left corner where the label goes (enlarged 2x for tesseract). */
async function cornerText(image: Buffer): Promise<string> {
  const { width, height } = await sharp(image).metadata();
  const size = labelTextSize(width!, height!);
  const box = { left: 0, top: height! - size * 4, width: Math.round(width! / 2), height: size * 4 };
  return normaliseOcr(await ocr(await sharp(image).extract(box).resize(box.width * 2).png().toBuffer(), 'eng'));
}

describe('AI marking', () => {
  it('states how a local render was made, and draws the label only once the user asks for it', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const prefs = await t.request('/api/v1/me/preferences', { cookie });
    expect(await prefs.json()).toMatchObject({ aiLabel: false });

    const plain = await generate(cookie);
    expect(plain.row.digitalSourceType).toBe('compositeSynthetic');
    expect(await exiftoolSourceType(plain.data, 'jpg')).toBe('compositeSynthetic');
    expect(await cornerText(plain.data)).not.toContain('composite');
    // The library says it too, for API users.
    const library = (await (await t.request('/api/v1/images?type=generated', { cookie })).json()) as { items: { id: string; digitalSourceType: string | null }[] };
    expect(library.items.find((i) => i.id === plain.row.id)?.digitalSourceType).toBe('compositeSynthetic');
    const photos = (await (await t.request('/api/v1/images?type=source', { cookie })).json()) as { items: { digitalSourceType: string | null }[] };
    expect(photos.items[0]!.digitalSourceType).toBeNull();

    const saved = await t.request('/api/v1/me/preferences', { method: 'PUT', cookie, json: { aiLabel: true, language: 'en' } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ aiLabel: true, language: 'en' });
    const labelled = await generate(cookie, plain.ids);
    expect(await exiftoolSourceType(labelled.data, 'jpg')).toBe('compositeSynthetic');
    const words = await cornerText(labelled.data);
    expect(words).toContain('digital composite');
    expect(words).not.toMatch(/\bai\b|generated/);
    const meta = await sharp(labelled.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', plain.row.width, plain.row.height]);
  });

  it('draws the label on every frame and on the poster of a video made while it is on', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const image = await generate(cookie);
    expect((await t.request('/api/v1/me/preferences', { method: 'PUT', cookie, json: { aiLabel: true, language: 'en' } })).status).toBe(200);
    const created = await t.request('/api/v1/videos', { method: 'POST', cookie, json: { imageId: image.row.id, prompt: 'Slow push-in', durationSeconds: 5, aspectRatio: '16:9' } });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const deadline = Date.now() + 120_000;
    let status = 'queued';
    while (status !== 'succeeded' && status !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      status = ((await (await t.request(`/api/v1/videos/${id}`, { cookie })).json()) as { status: string }).status;
    }
    expect(status).toBe('succeeded');
    const mp4 = Buffer.from(await (await t.request(`/api/v1/videos/${id}/file?download=1`, { cookie })).arrayBuffer());
    expect(await exiftoolSourceType(mp4, 'mp4')).toBe('compositeSynthetic');
    // A frame near the end, and the poster: both read "Digital composite" in the bottom-left corner.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-label-'));
    try {
      fs.writeFileSync(path.join(dir, 'v.mp4'), mp4);
      execFileSync('ffmpeg', ['-v', 'error', '-ss', '4.5', '-i', path.join(dir, 'v.mp4'), '-frames:v', '1', path.join(dir, 'frame.png')]);
      const frame = fs.readFileSync(path.join(dir, 'frame.png'));
      expect((await sharp(frame).metadata()).width).toBe(1920);
      expect(await cornerText(frame)).toContain('digital composite');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const poster = Buffer.from(await (await t.request(`/api/v1/videos/${id}/poster`, { cookie })).arrayBuffer());
    expect(await cornerText(poster)).toContain('digital composite');
  });
});
