/**
 * The public API's promise, end to end: a fresh server on its embedded defaults (`serve`, as
 * `npm start` runs it, with URL_FETCH_ALLOW_PRIVATE=true so that the photo server and the webhook
 * receiver may live on this machine), an account and an API key made as a user makes them, then
 * examples/quickstart.ts (the SDK only, with the key) uploads a photo by URL, starts a generation
 * with an idempotency key, sends it again and is charged once, receives and verifies a signed
 * generation.completed, and downloads the image; and examples/catalog-batch.ts makes a packshot of
 * each product of a CSV in one batch, one of them by a URL that answers 404 (failed, charged nothing).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startAppProcess, type AppProcess } from '../helpers/app-process';
import { signUpOverHttp } from '../helpers/http-user';
import { sample } from '../helpers/samples';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let server: AppProcess | undefined;
let photos: http.Server | undefined;
let base = '';
let photoUrl = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-sdk-'));

beforeAll(async () => {
  photos = http.createServer((req, res) => {
    if (req.url === '/missing.png') res.writeHead(404).end('gone');
    else res.writeHead(200, { 'content-type': 'image/png' }).end(sample('coffee_cup.png'));
  });
  await new Promise<void>((r) => photos!.listen(0, '127.0.0.1', r));
  photoUrl = `http://127.0.0.1:${(photos.address() as AddressInfo).port}/espresso-cup.png`;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startAppProcess('serve', {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    NODE_ENV: 'development',
    ENGINE_WORKERS: '1',
    URL_FETCH_ALLOW_PRIVATE: 'true',
  });
  await server.waitForLog((l) => String(l.msg ?? '').startsWith('Vitrine is running'), 120_000);
}, 150_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  photos?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the SDK quickstart', () => {
  it('uploads by URL, replays a generation charged once, verifies its webhook and downloads the image; runs a catalogue batch', { timeout: 240_000 }, async () => {
    const { cookie } = await signUpOverHttp({ bases: [base], origin: base, email: `sdk.${process.pid}@example.com`, password: 'secret123' });
    const made = await fetch(`${base}/api/v1/api-keys`, { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'quickstart', scopes: ['read', 'generate', 'webhooks'] }) });
    expect(made.status).toBe(201);
    const { key } = (await made.json()) as { key: string };
    const outDir = path.join(dataDir, 'out');

    const child = spawn(process.execPath, ['--import', 'tsx', 'examples/quickstart.ts'], {
      cwd: ROOT,
      env: { ...process.env, VITRINE_URL: base, VITRINE_API_KEY: key, PHOTO_URL: photoUrl, OUT_DIR: outDir, RECEIVER_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(0);
    expect(output).toContain('charged 1 credit(s) once');
    expect(output).toContain('received a verified generation.completed');

    const files = fs.readdirSync(outDir);
    expect(files).toHaveLength(1);
    const png = fs.readFileSync(path.join(outDir, files[0]!));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(10_000);

    // The catalogue example: one batch, each product its own packshot and charge.
    const csv = path.join(dataDir, 'products.csv');
    fs.writeFileSync(csv, `sku,image_url\nCUP-1,${photoUrl}\nCUP-2,${photoUrl.replace('espresso-cup.png', 'missing.png')}\n`);
    const batch = spawn(process.execPath, ['--import', 'tsx', 'examples/catalog-batch.ts', csv], {
      cwd: ROOT,
      env: { ...process.env, VITRINE_URL: base, VITRINE_API_KEY: key, PRESET: 'etsy' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let batchOutput = '';
    batch.stdout.on('data', (c: Buffer) => (batchOutput += c.toString()));
    batch.stderr.on('data', (c: Buffer) => (batchOutput += c.toString()));
    expect(await new Promise<number | null>((resolve) => batch.once('exit', resolve)), batchOutput).toBe(0);
    expect(batchOutput).toContain('2 products, up to 2 credits');
    expect(batchOutput).toMatch(/CUP-1: succeeded \/api\/v1\/images\/[0-9a-f-]+\/file/);
    expect(batchOutput).toContain('CUP-2: failed (url_unreachable');
    expect(batchOutput).toContain('charged 1 credits, refunded 0');
  });
});
