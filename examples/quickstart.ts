/**
 * The Vitrine API end to end, with only the SDK (sdk/) and an API key:
 *   1. uploads a product photo by URL;
 *   2. registers a webhook endpoint served by this script, and keeps its secret;
 *   3. asks for scenario ideas and starts a generation with an idempotency key;
 *   4. sends the same request again with the same key: same generation, charged once;
 *   5. receives the signed `generation.completed` and verifies its signature;
 *   6. downloads the images into OUT_DIR.
 * Environment: VITRINE_URL (e.g. http://127.0.0.1:3000), VITRINE_API_KEY (scopes read, generate
 * and webhooks), PHOTO_URL (a public image address), OUT_DIR (default ./vitrine-out), RECEIVER_HOST
 * (the address Vitrine can reach this script on; default 127.0.0.1, which a server only accepts
 * with URL_FETCH_ALLOW_PRIVATE=true, as in development).
 * Run: node --import tsx examples/quickstart.ts
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createVitrineClient, idempotencyKey, unwrap, uploadPhoto, verifyWebhook, waitForGeneration, type WebhookEvent } from '../sdk/src/index';

const baseUrl = process.env.VITRINE_URL ?? 'http://127.0.0.1:3000';
const apiKey = process.env.VITRINE_API_KEY;
const photoUrl = process.env.PHOTO_URL;
const outDir = process.env.OUT_DIR ?? 'vitrine-out';
const receiverHost = process.env.RECEIVER_HOST ?? '127.0.0.1';
if (!apiKey || !photoUrl) {
  console.error('Set VITRINE_API_KEY and PHOTO_URL.');
  process.exit(2);
}

const vitrine = createVitrineClient({ baseUrl, apiKey, language: 'en' });

// A webhook receiver: every delivery is verified before it is believed.
let secret = '';
const events: WebhookEvent[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    try {
      events.push(verifyWebhook(body, req.headers, secret));
      res.writeHead(204).end();
    } catch (error) {
      console.error('refused a delivery with a bad signature:', (error as Error).message);
      res.writeHead(400).end();
    }
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '0.0.0.0', resolve));
const receiverUrl = `http://${receiverHost}:${(receiver.address() as AddressInfo).port}/vitrine`;

try {
  const photo = await uploadPhoto(vitrine, { url: photoUrl });
  console.log(`photo ${photo.id}: ${photo.width}x${photo.height}`);

  const endpoint = await unwrap(vitrine.POST('/webhook-endpoints', { body: { url: receiverUrl, events: ['generation.completed', 'generation.failed'] } }));
  secret = endpoint.secret;
  console.log(`webhook endpoint ${endpoint.id} -> ${receiverUrl}`);

  const ideas = await unwrap(vitrine.POST('/scenarios', { body: { sourceImageId: photo.id, features: 'Porcelain espresso cup, glossy glaze', audience: 'Coffee lovers', language: 'en' } }));
  const idea = ideas.scenarios.find((s) => !s.locked);
  if (!idea) throw new Error('no scenario idea is open to this plan');

  const before = await unwrap(vitrine.GET('/me'));
  const key = idempotencyKey();
  const request = {
    body: { sourceImageId: photo.id, scenarioId: idea.id, settings: { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } } as const,
    headers: { 'idempotency-key': key },
  };
  const first = await vitrine.POST('/generations', request);
  const started = await unwrap(Promise.resolve(first));
  // A network error would make a client send it again: the same key answers the same generation.
  const again = await vitrine.POST('/generations', request);
  const replayed = await unwrap(Promise.resolve(again));
  if (replayed.id !== started.id || again.response.headers.get('idempotent-replayed') !== 'true') throw new Error('the replay made another generation');
  console.log(`generation ${started.id} (sent twice with idempotency key ${key})`);

  const done = await waitForGeneration(vitrine, started.id, { intervalMs: 500, timeoutMs: 180_000 });
  if (done.status !== 'succeeded') throw new Error(`generation ${done.status}`);
  const after = await unwrap(vitrine.GET('/me'));
  const charged = before.creditsBalance - after.creditsBalance;
  if (charged !== started.creditsReserved) throw new Error(`charged ${charged} credits, expected ${started.creditsReserved}`);
  console.log(`charged ${charged} credit(s) once`);

  const deadline = Date.now() + 60_000;
  while (!events.some((e) => e.type === 'generation.completed' && (e.data as { id?: string }).id === started.id)) {
    if (Date.now() > deadline) throw new Error('no signed generation.completed arrived');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log('received a verified generation.completed');

  await fs.mkdir(outDir, { recursive: true });
  for (const image of done.images) {
    const file = await vitrine.GET('/images/{id}/file', { params: { path: { id: image.id } }, parseAs: 'arrayBuffer' });
    if (!file.response.ok || !file.data) throw new Error(`image ${image.id}: HTTP ${file.response.status}`);
    const target = path.join(outDir, `${image.id}.png`);
    await fs.writeFile(target, Buffer.from(file.data as ArrayBuffer));
    console.log(`saved ${target}`);
  }
  await unwrap(vitrine.DELETE('/webhook-endpoints/{id}', { params: { path: { id: endpoint.id } } }));
} finally {
  receiver.close();
}
