/**
 * The built web app as the server serves it (src/server/app.ts): hashed assets are cached for a
 * year, text assets such as the sample photos' SOURCES.md are shown as text, app routes fall back
 * to index.html without caching, a file the build lacks is a 404 never cached, and unknown API
 * paths stay JSON 404s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let webRoot: string;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  // The static middleware resolves the root relative to the working directory.
  webRoot = fs.mkdtempSync(path.join(process.cwd(), '.tmp-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Vitrine</title>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-Ab1_cD2-.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'assets', 'SOURCES-Ab1_cD2-.md'), '# Sample product photos\n');
  app = createApp(t.container, { webRoot });
});
afterAll(async () => {
  fs.rmSync(webRoot, { recursive: true, force: true });
  await t?.close();
});

describe('static web app', () => {
  it('serves hashed assets with a year of caching and markdown as text', async () => {
    const js = await app.request('http://localhost:3000/assets/index-Ab1_cD2-.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const md = await app.request('http://localhost:3000/assets/SOURCES-Ab1_cD2-.md');
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await md.text()).toContain('Sample product photos');
  });

  it('answers a file the build lacks with a 404 never cached, not the app page (a chunk of the previous build during a deploy)', async () => {
    for (const missing of ['/assets/cookies-Gone0000.js', '/assets/index-Gone0000.css', '/assets/nested/x.js', '/favicon.png', '/robots.txt']) {
      const res = await app.request(`http://localhost:3000${missing}`);
      expect(res.status, missing).toBe(404);
      expect(res.headers.get('cache-control'), missing).toBe('no-store');
      expect(res.headers.get('content-type'), missing).toBe('text/plain; charset=UTF-8');
    }
  });

  it('caches for good only the assets whose name carries a hash', async () => {
    fs.writeFileSync(path.join(webRoot, 'assets', 'plain.js'), 'console.log(2)');
    const plain = await app.request('http://localhost:3000/assets/plain.js');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for app routes and keeps API 404s as JSON', async () => {
    const page = await app.request('http://localhost:3000/pricing');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Vitrine</title>');
    const api = await app.request('http://localhost:3000/api/v1/nope');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
