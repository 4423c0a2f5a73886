/**
 * Your own GPU end to end: with IMAGE_PROVIDER=comfyui pointed at a local fake of
 * ComfyUI whose "edit" repaints the whole frame one flat colour, product included, a user's
 * generation runs through the product lock: the request to ComfyUI carried a paint mask whose
 * editable area excludes the product, and the stored image's product region holds the cut-out's own
 * pixels (mean absolute difference <= 2/255 inside the eroded matte), while the scene around it is
 * what ComfyUI painted.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedImages } from '../../src/server/db/schema';
import { createComfyUiImageProvider } from '../../src/server/providers/ai/images/comfyui-image-provider';
import type { ImageProvider, ProductLockInput } from '../../src/server/providers/ai/images/image-provider';
import { startFakeComfyUi, type FakeComfyUi } from '../helpers/fake-comfyui-server';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

let t: TestApp;
let fake: FakeComfyUi;
/** The locks the generation job handed to the engine, in order. */
const locks: ProductLockInput[] = [];

beforeAll(async () => {
  fake = await startFakeComfyUi();
  // The configured engine, watched: what the job asks of it is recorded, nothing else changes.
  const engine = createComfyUiImageProvider({ baseUrl: fake.baseUrl });
  const watched: ImageProvider = {
    name: engine.name,
    supportsLock: engine.supportsLock,
    maxInputImages: engine.maxInputImages,
    render: (req, signal) => {
      if (req.lock) locks.push(req.lock);
      return engine.render(req, signal);
    },
  };
  t = await createTestApp({ IMAGE_PROVIDER: 'comfyui', COMFYUI_URL: fake.baseUrl }, { worker: true, ai: { images: watched } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Raw RGB of an image, `channels` 3. */
const rgb = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
/** Raw single channel of a greyscale image. */
const grey = async (png: Buffer) => sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });

/** A mask eroded by `r` pixels: 1 where every pixel within r (square) is set. */
function erode(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = r; y < height - r; y += 1) {
    for (let x = r; x < width - r; x += 1) {
      let all = 1;
      for (let dy = -r; dy <= r && all; dy += 1) for (let dx = -r; dx <= r; dx += 1) if (!mask[(y + dy) * width + x + dx]) { all = 0; break; }
      out[y * width + x] = all;
    }
  }
  return out;
}

describe('IMAGE_PROVIDER=comfyui (fake ComfyUI that repaints everything)', () => {
  it("keeps the product's own pixels in the stored image, and ComfyUI was asked to paint only around it", async () => {
    const { cookie } = await signUpAndSignIn(t);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sample('cookie_box_gray.png'))], 'cookie_box_gray.png', { type: 'image/png' }));
    const upload = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
    expect(upload.status).toBe(201);
    const source = (await upload.json()) as { id: string };
    const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: source.id, features: 'Butter cookies in a tin', audience: 'Gift shoppers', language: 'en' } });
    const [idea] = ((await ideas.json()) as { scenarios: { id: string }[] }).scenarios;
    const settings = { aspectRatio: '2:3', quality: 'medium', count: 1, format: 'png', highlightProduct: true, style: 'lifestyle', timeOfDay: 'golden_hour' };
    const created = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId: source.id, scenarioId: idea!.id, settings } });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const done = await waitForGeneration(t, cookie, id, 90_000);
    expect(done.status).toBe('succeeded');

    // The job locked the product, and ComfyUI got the masked workflow with that lock's canvas and mask.
    expect(locks).toHaveLength(1);
    const lock = locks[0]!;
    expect(fake.prompts).toHaveLength(1);
    const workflow = fake.prompts[0]!.workflow;
    const maskNode = Object.values(workflow).find((n) => n.class_type === 'LoadImageMask')!;
    expect(maskNode.inputs.channel).toBe('red');
    const sentMask = fake.files.get(String(maskNode.inputs.image))!;
    const sent = await grey(sentMask);

    // Where the lock keeps the product (maskInverted 0), read at the output size; eroded 3 px off its edge.
    const keep = await grey(lock.maskInverted);
    const { width, height } = keep.info;
    expect([width, height]).toEqual([1024, 1536]);
    const product = erode(
      Uint8Array.from(keep.data, (v) => (v === 0 ? 1 : 0)),
      width,
      height,
      3,
    );
    const productCount = product.reduce((a, b) => a + b, 0);
    expect(productCount).toBeGreaterThan(20_000);

    // The request's mask: nothing inside the product may be painted (read at the mask's own scale).
    let editableInside = 0;
    let editableOutside = 0;
    let outside = 0;
    for (let y = 0; y < sent.info.height; y += 1) {
      for (let x = 0; x < sent.info.width; x += 1) {
        const ox = Math.min(width - 1, Math.round(((x + 0.5) * width) / sent.info.width - 0.5));
        const oy = Math.min(height - 1, Math.round(((y + 0.5) * height) / sent.info.height - 0.5));
        const v = sent.data[y * sent.info.width + x]!;
        if (product[oy * width + ox]) editableInside += v > 0 ? 1 : 0;
        else if (keep.data[oy * width + ox] === 255) {
          outside += 1;
          editableOutside += v === 255 ? 1 : 0;
        }
      }
    }
    expect(editableInside).toBe(0);
    expect(editableOutside / outside).toBeGreaterThan(0.99);

    // ComfyUI repainted the product too; the stored image has the cut-out's pixels there again.
    const painted = await rgb(fake.outputs.get(fake.prompts[0]!.promptId)!);
    expect([...painted.data.subarray(0, 3)]).toEqual([fake.repaintColour.r, fake.repaintColour.g, fake.repaintColour.b]);
    const [row] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.generationId, id));
    expect(row).toMatchObject({ provider: 'comfyui', model: 'qwen-image-edit-2509', width: 1024, height: 1536, format: 'png' });
    const stored = await t.container.storage.get(row!.storageKey);
    const out = await rgb(stored!.data);
    const canvas = await rgb(lock.canvas);
    expect([out.info.width, out.info.height, canvas.info.width, canvas.info.height]).toEqual([1024, 1536, 1024, 1536]);
    let diff = 0;
    let magenta = 0;
    for (let i = 0; i < width * height; i += 1) {
      if (!product[i]) continue;
      for (let c = 0; c < 3; c += 1) diff += Math.abs(out.data[i * 3 + c]! - canvas.data[i * 3 + c]!);
      if (out.data[i * 3] === fake.repaintColour.r && out.data[i * 3 + 1] === fake.repaintColour.g && out.data[i * 3 + 2] === fake.repaintColour.b) magenta += 1;
    }
    const mad = diff / (productCount * 3) / 255;
    expect(mad).toBeLessThanOrEqual(2 / 255);
    expect(magenta).toBe(0);

    // The canvas's product is the photo's own: its colours are not the repaint or the grey ground.
    let sum = 0;
    for (let i = 0; i < width * height; i += 1) if (product[i]) sum += canvas.data[i * 3]! + canvas.data[i * 3 + 1]! + canvas.data[i * 3 + 2]!;
    expect(Math.abs(sum / (productCount * 3) - 128)).toBeGreaterThan(3);

    // Around the product, the scene is ComfyUI's.
    const corner = [...out.data.subarray(0, 3)];
    expect(corner).toEqual([fake.repaintColour.r, fake.repaintColour.g, fake.repaintColour.b]);
  });
});
