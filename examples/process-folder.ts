/**
 * Makes one studio scene of every product photo in a folder, with the SDK and an API key, and saves
 * the images next to a summary. Each upload and generation carries an idempotency key derived from
 * the file's name and size, so running the script again after a failure never pays twice for a
 * photo it already sent (within the 24 hours keys are kept).
 * Environment: VITRINE_URL, VITRINE_API_KEY (scopes read and generate), FEATURES and AUDIENCE
 * (what the scene ideas are written from).
 * Run: node --import tsx examples/process-folder.ts <folder> [out-folder]
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createVitrineClient, unwrap, uploadPhoto, VitrineError, waitForGeneration } from '../sdk/src/index';

const [folder, out = 'vitrine-out'] = process.argv.slice(2);
const apiKey = process.env.VITRINE_API_KEY;
if (!folder || !apiKey) {
  console.error('Usage: VITRINE_API_KEY=vtr_live_… node --import tsx examples/process-folder.ts <folder> [out-folder]');
  process.exit(2);
}
const vitrine = createVitrineClient({ baseUrl: process.env.VITRINE_URL ?? 'http://127.0.0.1:3000', apiKey, language: 'en' });
const features = process.env.FEATURES ?? 'Handmade product, natural materials';
const audience = process.env.AUDIENCE ?? 'Online shoppers';
await fs.mkdir(out, { recursive: true });

const photos = (await fs.readdir(folder)).filter((name) => /\.(png|jpe?g|webp|heic)$/i.test(name)).sort();
for (const name of photos) {
  const bytes = await fs.readFile(path.join(folder, name));
  // The same file sent again uses the same keys.
  const key = createHash('sha256').update(name).update(bytes).digest('hex').slice(0, 32);
  try {
    const photo = await uploadPhoto(vitrine, new Blob([bytes]), { fileName: name, idempotencyKey: `upload-${key}` });
    const ideas = await unwrap(vitrine.POST('/scenarios', { body: { sourceImageId: photo.id, features, audience, language: 'en' } }));
    const idea = ideas.scenarios.find((s) => !s.locked)!;
    const started = await unwrap(
      vitrine.POST('/generations', {
        body: { sourceImageId: photo.id, scenarioId: idea.id, settings: { aspectRatio: '3:4', quality: 'medium', count: 1, format: 'jpg', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } },
        headers: { 'idempotency-key': `generation-${key}` },
      }),
    );
    const done = await waitForGeneration(vitrine, started.id);
    for (const image of done.images) {
      const file = await vitrine.GET('/images/{id}/file', { params: { path: { id: image.id } }, parseAs: 'arrayBuffer' });
      await fs.writeFile(path.join(out, `${path.parse(name).name}-${image.id.slice(0, 8)}.jpg`), Buffer.from(file.data as ArrayBuffer));
    }
    console.log(`${name}: ${done.status}, ${done.images.length} image(s)`);
  } catch (error) {
    // Each failure names its cause (error.code), translated in error.message.
    console.error(`${name}: ${error instanceof VitrineError ? `${error.code} (${error.message})` : String(error)}`);
    if (error instanceof VitrineError && error.retryAfterS) await new Promise((r) => setTimeout(r, error.retryAfterS! * 1000));
  }
}
