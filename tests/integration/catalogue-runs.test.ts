/**
 * Catalogue runs over HTTP on a real database with the job worker: products chosen by id, tag or
 * words, quoted before starting (products, those without a photo, credits, the plan's maximum),
 * run as one batch with one item per product (each charged on its own), refused over the plan's
 * maximum or the balance, cancelled with nothing charged for what was not made, and downloaded
 * as one zip with a folder per SKU and a CSV manifest.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBatchView } from '../../src/shared/contracts/api-batches';
import type { CatalogueQuote } from '../../src/shared/contracts/catalogue-runs';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
});
afterAll(async () => {
  await t?.close();
});

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 400)).toBe(status);
  return JSON.parse(text) as T;
}

const en = { 'accept-language': 'en' };
const PHOTOS = ['coffee_cup.png', 'apple.jpg', 'plant_pot.jpg', 'cookie_box_gray.png'];

async function product(cookie: string, title: string, sku: string | null, tags: string[], photo: string | null): Promise<string> {
  let sourceImageIds: string[] = [];
  if (photo) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sample(photo))], photo));
    const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
    sourceImageIds = [((await json<{ id: string }>(res, 201)).id)];
  }
  return (await json<{ id: string }>(await t.request('/api/v1/products', { method: 'POST', cookie, json: { title, ...(sku ? { sku } : {}), tags, sourceImageIds } }), 201)).id;
}

async function balance(cookie: string): Promise<number> {
  return (await json<{ creditsBalance: number }>(await t.request('/api/v1/me', { cookie }), 200)).creditsBalance;
}

async function ended(cookie: string, id: string): Promise<ApiBatchView> {
  return until(`run ${id}`, async () => {
    const view = await json<ApiBatchView>(await t.request(`/api/v1/batches/${id}`, { cookie, headers: en }), 200);
    return view.status === 'completed' ? view : undefined;
  });
}

describe('catalogue runs', () => {
  it('quote, run one packshot per product by tag, charge each, and download a zip by SKU with a manifest', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const mugs = [await product(cookie, 'Sage mug', 'MUG-1', ['mugs'], PHOTOS[0]!), await product(cookie, 'Apple', 'FRUIT/2', ['mugs'], PHOTOS[1]!), await product(cookie, 'Pot', null, ['mugs'], PHOTOS[2]!)];
    await product(cookie, 'No photo yet', 'MUG-4', ['mugs'], null);
    await product(cookie, 'Box', 'BOX-1', ['boxes'], PHOTOS[3]!);
    const request = { selection: { tag: 'mugs' }, action: { type: 'packshot', preset: 'amazon' } };
    const quote = await json<CatalogueQuote>(await t.request('/api/v1/catalogue-runs/quote', { method: 'POST', cookie, json: request }), 200);
    expect(quote).toEqual({ products: 3, withoutPhotos: 1, credits: 3, balance: 10, maxProducts: 10 });

    const run = await json<ApiBatchView>(await t.request('/api/v1/catalogue-runs', { method: 'POST', cookie, json: request }), 202);
    expect(run).toMatchObject({ origin: 'catalogue', creditsEstimated: 3, counts: { total: 3 } });
    expect(new Set(run.items.map((i) => i.productId))).toEqual(new Set(mugs));
    expect(run.items.map((i) => i.reference).sort()).toEqual(['FRUIT/2', 'MUG-1', 'Pot']);
    const done = await ended(cookie, run.id);
    expect(done.counts).toMatchObject({ succeeded: 3, failed: 0 });
    expect(done.creditsCharged).toBe(3);
    expect(await balance(cookie)).toBe(7);

    const zip = await t.request(`/api/v1/batches/${run.id}/archive`, { cookie });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['FRUIT-2/amazon-1.jpg', 'MUG-1/amazon-1.jpg', 'Pot/amazon-1.jpg', 'manifest.csv']);
    const manifest = new TextDecoder().decode(files['manifest.csv']).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(manifest[0]).toBe('product,reference,source_photo,output_file,kind,preset,width,height,credits,alt_text');
    expect(manifest.slice(1).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Sage mug,MUG-1,coffee_cup\.png,MUG-1\/amazon-1\.jpg,packshot,amazon,\d+,\d+,1,$/), expect.stringMatching(/^Apple,FRUIT\/2,apple\.jpg,FRUIT-2\/amazon-1\.jpg,packshot,amazon,\d+,\d+,1,$/)]),
    );
    expect(manifest).toHaveLength(4);
    const list = await json<{ items: ApiBatchView[] }>(await t.request('/api/v1/catalogue-runs', { cookie }), 200);
    expect(list.items.map((r) => r.id)).toEqual([run.id]);
  });

  it("refuses a run over the plan's maximum or the balance, before anything starts", async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) ids.push(await product(cookie, `Item ${i}`, `IT-${i}`, ['all'], PHOTOS[i % 4]!));
    const tooMany = await t.request('/api/v1/catalogue-runs', { method: 'POST', cookie, headers: en, json: { selection: {}, action: { type: 'packshot', preset: 'shopify' } } });
    expect(tooMany.status).toBe(403);
    expect(((await tooMany.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'catalogue_run_too_large', message: expect.stringMatching(/up to 10 products.*has 11/) });
    // 4 scenes at high quality: 12 credits on a balance of 10.
    const poor = await t.request('/api/v1/catalogue-runs', { method: 'POST', cookie, headers: en, json: { selection: { productIds: ids.slice(0, 4) }, action: { type: 'scene', settings: { quality: 'high' } } } });
    expect(poor.status).toBe(402);
    expect(((await poor.json()) as { error: { code: string } }).error.code).toBe('insufficient_credits');
    const none = await t.request('/api/v1/catalogue-runs', { method: 'POST', cookie, json: { selection: { q: 'nothing matches this' }, action: { type: 'packshot', preset: 'shopify' } } });
    expect(none.status).toBe(422);
    const stranger = await signUpAndSignIn(t);
    const notYours = await t.request('/api/v1/catalogue-runs/quote', { method: 'POST', cookie: stranger.cookie, json: { selection: { productIds: [ids[0]] }, action: { type: 'packshot', preset: 'shopify' } } });
    expect(notYours.status).toBe(404);
    const batches = (await t.container.database.executeSql('select count(*)::int as n from api_batches where user_id = $1', [userId])).rows;
    expect(batches).toEqual([{ n: 0 }]);
    expect(await balance(cookie)).toBe(10);
  });

  it('makes a short video of each product, in the zip beside the manifest; refuses videos on a plan without them', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await product(cookie, 'Espresso cup', 'CUP-1', ['video'], PHOTOS[0]!);
    const request = { selection: { tag: 'video' }, action: { type: 'video', durationSeconds: 5, aspectRatio: '1:1' } };
    const quote = await json<CatalogueQuote>(await t.request('/api/v1/catalogue-runs/quote', { method: 'POST', cookie, json: request }), 200);
    expect(quote).toMatchObject({ products: 1, credits: 5 });
    const run = await json<ApiBatchView>(await t.request('/api/v1/catalogue-runs', { method: 'POST', cookie, json: request }), 202);
    const done = await ended(cookie, run.id);
    expect(done.items[0]).toMatchObject({ type: 'video', status: 'succeeded', creditsReserved: 5, creditsRefunded: 0 });
    expect(done.items[0]!.videoId).toBeTruthy();
    expect(await balance(cookie)).toBe(5);
    const files = unzipSync(new Uint8Array(await (await t.request(`/api/v1/batches/${run.id}/archive`, { cookie })).arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['CUP-1/video-1.mp4', 'manifest.csv']);
    // An MP4 file: its 'ftyp' box comes first.
    expect(new TextDecoder().decode(files['CUP-1/video-1.mp4']!.subarray(4, 8))).toBe('ftyp');
    expect(new TextDecoder().decode(files['manifest.csv']).trim().split('\r\n')[1]).toMatch(/^Espresso cup,CUP-1,coffee_cup\.png,CUP-1\/video-1\.mp4,video,,\d+,\d+,5,$/);

    // On Starter (no videos), the run is refused before anything starts.
    await t.container.database.executeSql("update subscribers set complimentary_tier = 'Starter' where user_id = $1", [userId]);
    const refused = await t.request('/api/v1/catalogue-runs', { method: 'POST', cookie, headers: en, json: request });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('video_not_available');
    expect(await balance(cookie)).toBe(5);
  }, 240_000);

  it('cancels a run: what was not made is not charged', async () => {
    const { cookie } = await signUpAndSignIn(t);
    for (let i = 0; i < 6; i++) await product(cookie, `Scene ${i}`, `SC-${i}`, ['scenes'], PHOTOS[i % 4]!);
    const run = await json<ApiBatchView>(await t.request('/api/v1/catalogue-runs', { method: 'POST', cookie, json: { selection: { tag: 'scenes' }, action: { type: 'scene', idea: 2 } } }), 202);
    const cancelled = await json<ApiBatchView>(await t.request(`/api/v1/batches/${run.id}/cancel`, { method: 'POST', cookie, headers: en }), 200);
    expect(cancelled.cancelledAt).not.toBeNull();
    const done = await ended(cookie, run.id);
    const made = done.items.filter((i) => i.status === 'succeeded' || i.status === 'partial');
    const cancelledItems = done.items.filter((i) => i.error?.code === 'batch_cancelled');
    expect(made.length + done.items.filter((i) => i.status === 'failed').length).toBe(6);
    expect(cancelledItems.length).toBeGreaterThan(0);
    // Not started: nothing reserved; stopped while rendering: reserved and refunded.
    for (const item of cancelledItems) {
      expect(item.creditsReserved - item.creditsRefunded).toBe(0);
      expect(item.error!.message).toMatch(/cancelled/);
    }
    expect(done.creditsCharged).toBe(made.reduce((sum, i) => sum + i.creditsReserved - i.creditsRefunded, 0));
    expect(await balance(cookie)).toBe(10 - done.creditsCharged);
    expect((await t.request(`/api/v1/batches/${run.id}/cancel`, { method: 'POST', cookie })).status).toBe(409);
  });
});
