/**
 * A restart in the middle of an import finishes it: the first process stops without finishing its
 * job while photos are being fetched; the next one, on the same database, takes the job again and
 * goes on from the first item still pending. Every row ends as one product (none twice), and the
 * photos a dead run stored for an item it never ended are deleted when the item is taken again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportView } from '../../src/shared/contracts/product-imports';
import { createContainer } from '../../src/server/container';
import { startWorkers } from '../../src/server/jobs/worker';
import { startFakeShopifyStore, type FakeShopifyStore } from '../helpers/fake-shopify-store';
import { onPostgres } from '../helpers/test-database';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

let t: TestApp;
let store: FakeShopifyStore;
beforeAll(async () => {
  t = await createTestApp({ URL_FETCH_ALLOW_PRIVATE: 'true' }, { worker: true });
  store = await startFakeShopifyStore({ products: [] });
});
afterAll(async () => {
  await store?.close();
  await t?.close();
});

describe('restart mid-import', () => {
  it.skipIf(onPostgres())('goes on from the first item still pending (PGlite: one process owns the database)', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    // Photos that take 400 ms each: the import is still running when the process stops.
    const rows = Array.from({ length: 30 }, (_, i) => `Bowl ${i + 1},BOWL-${i + 1},${store.url}/cdn/slow/${i % 6}.jpg`);
    const form = new FormData();
    form.append('file', new File([['title,sku,image_url', ...rows].join('\n')], 'bowls.csv'));
    const created = await t.request('/api/v1/imports', { method: 'POST', cookie, body: form });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const view = async () => (await (await t.request(`/api/v1/imports/${id}`, { cookie })).json()) as ImportView;
    await until('some items imported', async () => ((await view()).imported >= 3 ? true : undefined));

    // The process "dies": its worker stops without finishing the job.
    await t.container.queue.stop({ graceful: false });
    const stopped = await view();
    expect(stopped.status).toBe('running');
    expect(stopped.processed).toBeLessThan(30);

    const restarted = await createContainer(t.container.env, { pglite: t.database.pglite });
    await restarted.queue.start();
    await startWorkers(restarted);
    const done = await until('the import to end', async () => {
      const v = await view();
      return v.status === 'completed' ? v : undefined;
    });
    expect(done.imported + done.updated).toBe(30);
    expect(done.failed).toBe(0);
    const products = (await t.container.database.executeSql('select count(*)::int as n, count(distinct lower(sku))::int as skus from products where user_id = $1', [userId])).rows;
    expect(products).toEqual([{ n: 30, skus: 30 }]);
    await restarted.queue.stop();
  });
});

describe('photos of a run that died', () => {
  it('are deleted when the item is taken again, and the item imports with its own', async () => {
    // A queue but no worker: the test runs the job's work itself, after setting the scene a dead run leaves.
    const app = await createTestApp({ URL_FETCH_ALLOW_PRIVATE: 'true' });
    await app.container.queue.start();
    try {
      const { cookie, userId } = await signUpAndSignIn(app);
      const form = new FormData();
      form.append('file', new File([`title,sku,image_url\nPlate,PL-1,${store.url}/cdn/3.jpg\n`], 'plates.csv'));
      const created = await app.request('/api/v1/imports', { method: 'POST', cookie, body: form });
      expect(created.status).toBe(202);
      const { id } = (await created.json()) as { id: string };
      // What a run that died after storing one photo leaves: the photo, noted on the item, in no product.
      const leftover = await app.container.sources.uploadFromUrl(userId, `${store.url}/cdn/4.jpg`);
      await app.container.database.executeSql('update product_import_items set fetched_photo_ids = $1 where import_id = $2', [[leftover.id], id]);

      await app.container.productImports.run(id);
      const done = (await (await app.request(`/api/v1/imports/${id}`, { cookie })).json()) as ImportView;
      expect(done).toMatchObject({ status: 'completed', imported: 1 });
      const photos = (await app.container.database.executeSql('select id from source_images where user_id = $1', [userId])).rows as { id: string }[];
      expect(photos).toHaveLength(1);
      expect(photos[0]!.id).not.toBe(leftover.id);
      const items = (await app.container.database.executeSql('select fetched_photo_ids from product_import_items where import_id = $1', [id])).rows;
      expect(items).toEqual([{ fetched_photo_ids: null }]);
    } finally {
      await app.close();
    }
  });
});
