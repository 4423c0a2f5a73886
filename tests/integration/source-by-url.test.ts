/**
 * POST /source-images with `{ "url" }` over HTTP on a real database, against a local image server
 * (URL_FETCH_ALLOW_PRIVATE=true, as in development; the address rules themselves are tested in
 * providers/url-fetch): the photo is fetched and stored like an upload; a page that is not an
 * image, a missing file, a file over 10 MB and a bad URL each answer a translated 4xx naming the
 * cause, and store nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let server: http.Server;
let base = '';

beforeAll(async () => {
  t = await createTestApp({ URL_FETCH_ALLOW_PRIVATE: 'true' });
  server = http.createServer((req, res) => {
    if (req.url === '/products/espresso-cup.png') res.writeHead(200, { 'content-type': 'image/png' }).end(sample('coffee_cup.png'));
    else if (req.url === '/moved') res.writeHead(301, { location: '/products/espresso-cup.png' }).end();
    else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not an image</html>');
    else if (req.url === '/huge.jpg') res.writeHead(200, { 'content-length': String(11 * 1024 * 1024) }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

describe('product photos by URL', () => {
  it('fetches the photo, follows a redirect, and stores it as an upload', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const res = await t.request('/api/v1/source-images', { method: 'POST', cookie, json: { url: `${base}/moved` } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; width: number; height: number };
    expect(body.width).toBeGreaterThan(0);
    const { rows } = await t.container.database.executeSql(`select original_name, format from source_images where user_id = $1`, [userId]);
    expect(rows).toEqual([{ original_name: 'espresso-cup.png', format: 'png' }]);
    expect((await t.request(`/api/v1/source-images/${body.id}`, { cookie })).status).toBe(200);
  });

  it('names the cause of each failure, in the request language, and stores nothing', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const cases: [string, number, string][] = [
      [`${base}/page.html`, 415, 'unsupported_file_type'],
      [`${base}/missing.png`, 422, 'url_unreachable'],
      [`${base}/huge.jpg`, 413, 'file_too_large'],
      ['ftp://example.com/cup.png', 422, 'url_invalid'],
      ['http://user:secret@example.com/cup.png', 422, 'url_invalid'],
    ];
    for (const [url, status, code] of cases) {
      const res = await t.request('/api/v1/source-images', { method: 'POST', cookie, json: { url }, lang: 'es' });
      expect(res.status, url).toBe(status);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code, url).toBe(code);
      expect(error.message.length).toBeGreaterThan(10);
    }
    expect((await t.request('/api/v1/source-images', { method: 'POST', cookie, json: {} })).status).toBe(422);
    expect((await t.request('/api/v1/source-images', { method: 'POST', cookie, json: { url: 'x'.repeat(2049) } })).status).toBe(422);
    const { rows } = await t.container.database.executeSql(`select count(*)::int as n from source_images where user_id = $1`, [userId]);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
