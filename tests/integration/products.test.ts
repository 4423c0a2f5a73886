/**
 * Products over HTTP on a real database with the job worker: made from fields and photos, a photo
 * in one product only, listed newest first with a total, searched by title, SKU or tag and paged,
 * reordered, shown with what was made from their photos, private to their owner, and deleted
 * keeping or deleting their photos and outputs.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage, ProductView } from '../../src/shared/contracts/products';
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

async function upload(cookie: string, name = 'coffee_cup.png'): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample(name))], name));
  const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
}

describe('products', () => {
  it('are made from fields and photos, listed with a total, searched, paged and reordered; a photo belongs to one product', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const [a, b, c] = [await upload(cookie), await upload(cookie, 'apple.jpg'), await upload(cookie)];
    const mug = await json<ProductView>(
      await t.request('/api/v1/products', {
        method: 'POST',
        cookie,
        json: { title: 'Stoneware mug', sku: 'MUG-350', features: 'Stoneware, 350 ml', audience: 'Coffee lovers', tags: ['Kitchen', 'kitchen', 'gifts'], sourceImageIds: [a, b] },
      }),
      201,
    );
    expect(mug).toMatchObject({ title: 'Stoneware mug', sku: 'MUG-350', tags: ['kitchen', 'gifts'], origin: 'api', coverImageId: a, photoCount: 2, outputCount: 0 });
    expect(mug.photos.map((p) => p.id)).toEqual([a, b]);

    // A photo already in a product cannot join another one.
    const taken = await t.request('/api/v1/products', { method: 'POST', cookie, headers: { 'accept-language': 'en' }, json: { title: 'Other', sourceImageIds: [b, c] } });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'product_photo_taken', message: expect.stringMatching(/another product/) });

    for (let i = 1; i <= 4; i++) await json(await t.request('/api/v1/products', { method: 'POST', cookie, json: { title: `Plate ${i}`, tags: ['plates'] } }), 201);
    const all = await json<ProductPage>(await t.request('/api/v1/products?limit=3', { cookie }), 200);
    expect(all.total).toBe(5);
    expect(all.items.map((p) => p.title)).toEqual(['Plate 4', 'Plate 3', 'Plate 2']);
    const rest = await json<ProductPage>(await t.request(`/api/v1/products?limit=3&cursor=${all.nextCursor}`, { cookie }), 200);
    expect(rest.items.map((p) => p.title)).toEqual(['Plate 1', 'Stoneware mug']);
    expect(rest.nextCursor).toBeNull();

    expect((await json<ProductPage>(await t.request('/api/v1/products?q=mug-3', { cookie }), 200)).items.map((p) => p.title)).toEqual(['Stoneware mug']);
    expect((await json<ProductPage>(await t.request('/api/v1/products?q=GIFT', { cookie }), 200)).total).toBe(1);
    expect((await json<ProductPage>(await t.request('/api/v1/products?tag=plates', { cookie }), 200)).total).toBe(4);
    // A search is words, not a pattern.
    expect((await json<ProductPage>(await t.request('/api/v1/products?q=%25', { cookie }), 200)).total).toBe(0);

    // Reordered, with the third photo added; the SKU removed.
    const reordered = await json<ProductView>(await t.request(`/api/v1/products/${mug.id}`, { method: 'PATCH', cookie, json: { sourceImageIds: [c, a, b], sku: null } }), 200);
    expect(reordered.photos.map((p) => p.id)).toEqual([c, a, b]);
    expect(reordered).toMatchObject({ coverImageId: c, sku: null, title: 'Stoneware mug' });
  });

  it('show what was made from their photos, stay private, and are deleted keeping or deleting their outputs', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const photo = await upload(cookie);
    const product = await json<ProductView>(await t.request('/api/v1/products', { method: 'POST', cookie, json: { title: 'Cup', sourceImageIds: [photo] } }), 201);
    const batch = await json<{ id: string }>(await t.request('/api/v1/studio-batches', { method: 'POST', cookie, json: { sourceImageIds: [photo], preset: 'etsy' } }), 202);
    const packshot = await until('the packshot', async () => {
      const view = await json<{ status: string; items: { image: { id: string } | null }[] }>(await t.request(`/api/v1/studio-batches/${batch.id}`, { cookie }), 200);
      return view.status === 'succeeded' ? view.items[0]!.image!.id : undefined;
    });
    const shown = await json<ProductView>(await t.request(`/api/v1/products/${product.id}`, { cookie }), 200);
    expect(shown.outputCount).toBe(1);
    expect(shown.outputs).toEqual([expect.objectContaining({ id: packshot, kind: 'studio', sourceImageId: photo })]);

    // Another account sees nothing of it.
    const stranger = await signUpAndSignIn(t);
    expect((await t.request(`/api/v1/products/${product.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/products/${product.id}`, { method: 'PATCH', cookie: stranger.cookie, json: { title: 'Mine' } })).status).toBe(404);
    expect((await t.request(`/api/v1/products/${product.id}?outputs=delete`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request('/api/v1/products', { method: 'POST', cookie: stranger.cookie, json: { title: 'Stolen', sourceImageIds: [photo] } })).status).toBe(404);

    // Deleting asks what becomes of the outputs.
    expect((await t.request(`/api/v1/products/${product.id}`, { method: 'DELETE', cookie })).status).toBe(422);
    expect(await json(await t.request(`/api/v1/products/${product.id}?outputs=keep`, { method: 'DELETE', cookie }), 200)).toEqual({ deletedImages: 0, deletedPhotos: 0 });
    expect((await t.request(`/api/v1/source-images/${photo}`, { cookie })).status).toBe(200);
    expect((await t.request(`/api/v1/images/${packshot}/file`, { cookie })).status).toBe(200);

    const again = await json<ProductView>(await t.request('/api/v1/products', { method: 'POST', cookie, json: { title: 'Cup', sourceImageIds: [photo] } }), 201);
    expect(again.outputCount).toBe(1);
    expect(await json(await t.request(`/api/v1/products/${again.id}?outputs=delete`, { method: 'DELETE', cookie }), 200)).toEqual({ deletedImages: 1, deletedPhotos: 1 });
    expect((await t.request(`/api/v1/source-images/${photo}`, { cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/images/${packshot}/file`, { cookie })).status).toBe(404);
    expect((await json<ProductPage>(await t.request('/api/v1/products', { cookie }), 200)).total).toBe(0);
  });

  it('preview a CSV in any interface language with each bad row named by its line, importing nothing', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const preview = (body: string | Uint8Array<ArrayBuffer>, lang = 'en') => {
      const form = new FormData();
      form.append('file', new File([body], 'products.csv', { type: 'text/csv' }));
      return t.request('/api/v1/imports/csv/preview', { method: 'POST', body: form, cookie, headers: { 'accept-language': lang } });
    };
    const csv = '\uFEFFTítulo;SKU;Imagem;Etiquetas\r\nCaneca;C-1;https://shop.example.com/c.jpg;"cozinha, presentes"\r\n;C-2;https://shop.example.com/d.jpg;\r\nPrato;C-3;;\r\n';
    const read = await json<{ columns: Record<string, string>; total: number; valid: number; invalid: number; rows: { line: number; title: string; tags: string[]; problems: { code: string; message: string }[] }[] }>(await preview(csv, 'pt'), 200);
    expect(read.columns).toEqual({ title: 'Título', sku: 'SKU', image_url: 'Imagem', tags: 'Etiquetas' });
    expect(read).toMatchObject({ total: 3, valid: 1, invalid: 2 });
    expect(read.rows.map((r) => [r.line, r.problems.map((p) => p.code)])).toEqual([
      [2, []],
      [3, ['title_missing']],
      [4, ['image_missing']],
    ]);
    expect(read.rows[0]!.tags).toEqual(['cozinha', 'presentes']);
    expect(read.rows[1]!.problems[0]!.message).toBe('Sem título.');
    expect((await json<ProductPage>(await t.request('/api/v1/products', { cookie }), 200)).total).toBe(0);

    const noImages = await preview('title,sku\nMug,M1\n');
    expect(noImages.status).toBe(422);
    expect(((await noImages.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'csv_column_missing', message: expect.stringMatching(/image_url/) });
    const open = await preview('title,image\nMug,"https://s.example/a.jpg\nPlate,x\n');
    expect(((await open.json()) as { error: { code: string } }).error.code).toBe('csv_unreadable');
    expect((await preview(new Uint8Array(5 * 1024 * 1024 + 100 * 1024))).status).toBe(413);
    expect((await t.request('/api/v1/imports/csv/preview', { method: 'POST', body: new FormData(), cookie })).status).toBe(400);
  });

  it('take more photos after their own, once each, within the limit, never another product\'s', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const [p1, p2, p3] = [await upload(cookie), await upload(cookie, 'apple.jpg'), await upload(cookie, 'plant_pot.jpg')];
    const mug = (await json<{ id: string }>(await t.request('/api/v1/products', { method: 'POST', cookie, json: { title: 'Mug', sourceImageIds: [p1] } }), 201)).id;
    const pot = (await json<{ id: string }>(await t.request('/api/v1/products', { method: 'POST', cookie, json: { title: 'Pot', sourceImageIds: [p3] } }), 201)).id;
    const added = await json<{ photos: { id: string }[] }>(await t.request(`/api/v1/products/${mug}/photos`, { method: 'POST', cookie, json: { sourceImageIds: [p2, p1, p2] } }), 200);
    expect(added.photos.map((p) => p.id)).toEqual([p1, p2]);
    // A photo of another product: refused, nothing added.
    const taken = await t.request(`/api/v1/products/${mug}/photos`, { method: 'POST', cookie, lang: 'en', json: { sourceImageIds: [p3] } });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe('product_photo_taken');
    // Past the limit of photos in all: refused with the limit, nothing added.
    const many: string[] = [];
    for (let i = 0; i < 19; i++) {
      const form = new FormData();
      const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 10 * i, g: 120, b: 200 - 5 * i } } }).png().toBuffer();
      form.append('file', new File([new Uint8Array(png)], `shade-${i}.png`, { type: 'image/png' }));
      many.push((await json<{ id: string }>(await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie }), 201)).id);
    }
    const full = await t.request(`/api/v1/products/${mug}/photos`, { method: 'POST', cookie, lang: 'en', json: { sourceImageIds: many } });
    expect(full.status).toBe(422);
    const error = ((await full.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('product_photos_full');
    expect(error.message).toContain('at most 20 photos');
    expect((await json<{ photos: unknown[] }>(await t.request(`/api/v1/products/${mug}`, { cookie }), 200)).photos).toHaveLength(2);
    expect((await t.request(`/api/v1/products/${mug}/photos`, { method: 'POST', cookie, json: { sourceImageIds: many.slice(0, 18) } })).status).toBe(200);
    // Another user's product, or photos that are not yours.
    expect((await t.request(`/api/v1/products/${pot}/photos`, { method: 'POST', cookie: other.cookie, json: { sourceImageIds: [p2] } })).status).toBe(404);
    const theirs = await upload(other.cookie);
    expect((await t.request(`/api/v1/products/${pot}/photos`, { method: 'POST', cookie, json: { sourceImageIds: [theirs] } })).status).toBe(404);
    expect((await t.request(`/api/v1/products/${pot}/photos`, { method: 'POST', cookie, json: { sourceImageIds: [] } })).status).toBe(422);
  });

  it('refuse bad fields with a clear answer', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const post = (json: unknown) => t.request('/api/v1/products', { method: 'POST', cookie, json });
    expect((await post({ title: '' })).status).toBe(422);
    expect((await post({ title: 'x'.repeat(201) })).status).toBe(422);
    expect((await post({ title: 'Mug', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).status).toBe(422);
    expect((await post({ title: 'Mug', sourceImageIds: ['not-a-uuid'] })).status).toBe(422);
    expect((await post({ title: 'Mug', price: 3 })).status).toBe(422);
    expect((await post({ title: 'Mu\u0000g' })).status).toBe(400);
    expect((await t.request('/api/v1/products?cursor=broken', { cookie })).status).toBe(422);
  });
});
