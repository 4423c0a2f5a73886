/**
 * Product lock and fidelity check over HTTP on a real database,
 * with local fakes of OpenAI's image edits, fal's queue (FLUX.2 edit and FLUX.1 [pro] Fill) and
 * Gemini's generateContent in their documented shapes:
 *   - lock on (the default): each fake repaints the WHOLE picture, product included; the stored
 *     image's product region is still the cut-out's own pixels (mean absolute difference <= 2/255
 *     inside the eroded matte), and OpenAI and fal received a mask whose paintable area excludes the
 *     product (Gemini, without masks, received the canvas as its reference);
 *   - lock off ('Let the AI redraw the product'): an output whose product was replaced by another
 *     object is rendered once more, then refunded exactly once with a translated message; an output
 *     whose product was only moved is kept, with its score stored for admins only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, generatedImages, generations, sourceImages } from '../../src/server/db/schema';
import { createFalImageProvider } from '../../src/server/providers/ai/images/fal-image-provider';
import { createGeminiImageProvider } from '../../src/server/providers/ai/images/gemini-image-provider';
import type { ImageProvider } from '../../src/server/providers/ai/images/image-provider';
import { createOpenAiImageProvider } from '../../src/server/providers/ai/images/openai-image-provider';
import { cutProduct, erodeMask, LOCK_GROUND, type ProductCut } from '../../src/server/engine/product/product-lock';
import { computeCutout } from '../../src/server/engine/cutout/cutout';
import { startFakeFal, type FakeFal } from '../helpers/fake-fal-server';
import { startFakeGemini, type FakeGemini } from '../helpers/fake-gemini-server';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai-server';
import { exiftoolSourceType } from '../helpers/exiftool';
import { ellipseMattingEngine } from '../helpers/fake-matting';
import { sample, SAMPLES_DIR } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

const OPENAI_KEY = 'sk-test-lock-0123456789abcdef';
const GEMINI_KEY = 'gemini-test-key-0123456789';
const FAL_KEY = 'fal-key-id-1234:fal-secret-abcdefghijklmnop';
const FLUX2 = 'fal-ai/flux-2-pro/edit';
const FILL = 'fal-ai/flux-pro/v1/fill';

let t: TestApp;
let openai: FakeOpenAi;
let gemini: FakeGemini;
let fal: FakeFal;
const engines: Record<string, ImageProvider> = {};
let current: ImageProvider;
/** One image engine the test switches between vendors (the generations service reads it per run). */
const switchable: ImageProvider = {
  get name() {
    return current.name;
  },
  get usesCutout() {
    return current.usesCutout;
  },
  get supportsLock() {
    return current.supportsLock;
  },
  render: (req, signal) => current.render(req, signal),
};

/**
 * A busy, saturated picture, as an engine that repaints everything (the product's place included)
 * returns. Saturated: the scene gives no neutral light sample, so the product gets no grade and its
 * pixels can be compared exactly.
 */
async function repaint(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) data.set([20 + ((i * 7) % 60), 200 - ((i >> 9) % 70), 30 + ((i * 13) % 60)], i * 3);
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

beforeAll(async () => {
  openai = await startFakeOpenAi({ apiKey: OPENAI_KEY });
  gemini = await startFakeGemini({ apiKey: GEMINI_KEY });
  fal = await startFakeFal({ apiKey: FAL_KEY, modelId: FLUX2, extraModelIds: [FILL], image: await repaint(1600, 900) });
  fal.sequence = ['IN_PROGRESS', 'COMPLETED'];
  engines.openai = createOpenAiImageProvider({ apiKey: OPENAI_KEY, baseUrl: openai.baseUrl, model: 'gpt-image-2', retryBaseDelayMs: 1 });
  engines.gemini = createGeminiImageProvider({ apiKey: GEMINI_KEY, baseUrl: gemini.baseUrl, retryBaseDelayMs: 1 });
  engines.fal = createFalImageProvider({ apiKey: FAL_KEY, model: FLUX2, queueBaseUrl: fal.baseUrl, insecureLoopbackOrigins: [fal.baseUrl], pollIntervalMs: 5, maxPollIntervalMs: 10 });
  current = engines.openai!;
  t = await createTestApp({}, { worker: true, ai: { images: switchable } });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([openai?.close(), gemini?.close(), fal?.close()]);
});

const settings = { aspectRatio: '16:9', quality: 'medium', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } as const;

async function generate(cookie: string, over: Record<string, unknown> = {}) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'coffee_cup.png', { type: 'image/png' }));
  const upload = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(upload.status).toBe(201);
  const source = (await upload.json()) as { id: string };
  const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: source.id, features: 'Handmade ceramic espresso cup', audience: 'Coffee lovers', language: 'en' } });
  const scenario = ((await ideas.json()) as { scenarios: { id: string; locked?: boolean }[] }).scenarios.find((s) => !s.locked)!;
  const created = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId: source.id, scenarioId: scenario.id, settings: { ...settings, ...over } } });
  expect(created.status).toBe(202);
  const { id } = (await created.json()) as { id: string };
  await waitForGeneration(t, cookie, id, 90_000);
  const view = await t.request(`/api/v1/generations/${id}`, { cookie, lang: 'en' });
  return { id, view: (await view.json()) as { status: string; images: { id: string }[]; creditsRefunded: number; notice?: string | null; productChangedCount?: number } };
}

async function rawRgb(png: Buffer, width?: number, height?: number): Promise<Buffer> {
  const s = sharp(png).removeAlpha();
  return (width && height ? s.resize(width, height, { fit: 'fill' }) : s).raw().toBuffer();
}

/** The product's core on a lock canvas: pixels off the neutral ground, eroded by 24 px (past the soft edge of the test matte). */
async function productCore(canvas: Buffer): Promise<{ core: Uint8Array; width: number; height: number; rgb: Buffer }> {
  const meta = await sharp(canvas).metadata();
  const width = meta.width!;
  const height = meta.height!;
  const rgb = await rawRgb(canvas);
  const off = Buffer.alloc(width * height);
  for (let i = 0; i < width * height; i += 1) off[i] = rgb[i * 3] !== LOCK_GROUND || rgb[i * 3 + 1] !== LOCK_GROUND || rgb[i * 3 + 2] !== LOCK_GROUND ? 255 : 0;
  return { core: erodeMask(off, width, height, 24), width, height, rgb };
}

/** Mean absolute difference (0..255) of two RGB buffers over a mask. */
function mad(a: Buffer, b: Buffer, mask: Uint8Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i += 1) {
    if (!mask[i]) continue;
    for (let c = 0; c < 3; c += 1) sum += Math.abs(a[i * 3 + c]! - b[i * 3 + c]!);
    n += 3;
  }
  expect(n).toBeGreaterThan(30_000);
  return sum / n;
}

/** The stored image of a generation, its row, and checks of its product against the canvas sent. */
async function checkLocked(id: string, canvas: Buffer, engineOutput: Buffer) {
  const [row] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.generationId, id));
  expect(row).toMatchObject({ productLocked: true, fidelityScore: null, format: 'png', width: 1536, height: 864, digitalSourceType: 'compositeWithTrainedAlgorithmicMedia' });
  const stored = (await t.container.storage.get(row!.storageKey))!.data;
  // The file says a model painted part of it, around the product's own pixels.
  expect(await exiftoolSourceType(stored, 'png')).toBe('compositeWithTrainedAlgorithmicMedia');
  const { core, width, height, rgb } = await productCore(canvas);
  expect([width, height]).toEqual([1536, 864]);
  // The engine repainted the product's place…
  expect(mad(await rawRgb(engineOutput, width, height), rgb, core)).toBeGreaterThan(20);
  // …and the stored image carries the cut-out's own pixels there.
  expect(mad(await rawRgb(stored), rgb, core)).toBeLessThanOrEqual(2);
  return { core, rgb, width, height, row: row! };
}

describe('product lock (on by default)', () => {
  it('OpenAI: a masked edit whose paintable area excludes the product; the stored product is the cut-out', async () => {
    current = engines.openai!;
    const { cookie } = await signUpAndSignIn(t);
    const before = openai.edits.length;
    const { id, view } = await generate(cookie);
    expect(view.status).toBe('succeeded');
    expect(openai.edits.length).toBe(before + 1);
    const edit = openai.edits.at(-1)!;
    const image = edit.files.find((f) => f.field === 'image')!;
    const mask = edit.files.find((f) => f.field === 'mask')!;
    expect([image.type, mask.type]).toEqual(['image/png', 'image/png']);
    expect(edit.fields.prompt).toContain('Paint only the masked area');
    const { core, rgb, width, height } = await checkLocked(id, image.bytes, await sharp({ create: { width: 1536, height: 864, channels: 3, background: { r: 90, g: 140, b: 200 } } }).png().toBuffer());
    // The mask: alpha 255 (kept) over the product's core, 0 (paint) on all of the ground.
    const alpha = await sharp(mask.bytes).ensureAlpha().extractChannel(3).raw().toBuffer();
    let keptOnGround = 0;
    let paintOnCore = 0;
    let paintable = 0;
    for (let i = 0; i < width * height; i += 1) {
      const ground = rgb[i * 3] === LOCK_GROUND && rgb[i * 3 + 1] === LOCK_GROUND && rgb[i * 3 + 2] === LOCK_GROUND;
      if (alpha[i] === 0) paintable += 1;
      if (ground && alpha[i] !== 0) keptOnGround += 1;
      if (core[i] && alpha[i] !== 255) paintOnCore += 1;
    }
    expect({ keptOnGround, paintOnCore }).toEqual({ keptOnGround: 0, paintOnCore: 0 });
    expect(paintable / (width * height)).toBeGreaterThan(0.5);
  });

  it('fal: the fill model gets the canvas and a white-is-paint mask of the same size; the stored product is the cut-out', async () => {
    current = engines.fal!;
    const { cookie } = await signUpAndSignIn(t);
    const before = fal.submitted.length;
    const { id, view } = await generate(cookie);
    expect(view.status).toBe('succeeded');
    expect(fal.submitted.length).toBe(before + 1);
    const { body, modelId } = fal.submitted.at(-1)!;
    expect(modelId).toBe(FILL);
    expect(body).toMatchObject({ num_images: 1, output_format: 'png', safety_tolerance: '2' });
    const data = (uri: unknown) => Buffer.from(String(uri).replace(/^data:image\/png;base64,/, ''), 'base64');
    const { core, rgb, width, height, row } = await checkLocked(id, data(body.image_url), await repaint(1600, 900));
    expect(row.model).toBe(FILL);
    const mask = await sharp(data(body.mask_url)).extractChannel(0).raw().toBuffer();
    let keptOnGround = 0;
    let paintOnCore = 0;
    for (let i = 0; i < width * height; i += 1) {
      const ground = rgb[i * 3] === LOCK_GROUND && rgb[i * 3 + 1] === LOCK_GROUND && rgb[i * 3 + 2] === LOCK_GROUND;
      if (ground && mask[i] !== 255) keptOnGround += 1;
      if (core[i] && mask[i] !== 0) paintOnCore += 1;
    }
    expect({ keptOnGround, paintOnCore }).toEqual({ keptOnGround: 0, paintOnCore: 0 });
  });

  it('Gemini (no mask): the canvas is the reference, with words to paint only the grey ground; the stored product is the cut-out', async () => {
    current = engines.gemini!;
    const { cookie } = await signUpAndSignIn(t);
    const before = gemini.requests.length;
    const { id, view } = await generate(cookie);
    expect(view.status).toBe('succeeded');
    const request = gemini.requests.slice(before).find((r) => r.path.endsWith(':generateContent'))!;
    const parts = (request.body.contents as { parts: { text?: string; inline_data?: { mime_type: string; data: string } }[] }[])[0]!.parts;
    expect(parts.find((p) => p.text)!.text).toContain('Replace only the grey ground');
    const canvas = Buffer.from(parts.find((p) => p.inline_data)!.inline_data!.data, 'base64');
    await checkLocked(id, canvas, await sharp({ create: { width: 2752, height: 1536, channels: 3, background: { r: 90, g: 140, b: 200 } } }).png().toBuffer());
  });

  it('tells the web app that a hosted engine is active', async () => {
    current = engines.openai!;
    const { cookie } = await signUpAndSignIn(t);
    const res = await t.request('/api/v1/image-engine', { cookie });
    expect(await res.json()).toEqual({ name: 'openai', hosted: true, productLock: true });
    expect((await t.request('/api/v1/image-engine')).status).toBe(401);
  });
});

describe("fidelity check ('Let the AI redraw the product')", () => {
  let cup: ProductCut;
  let apple: ProductCut;
  /** A scene with `product` pasted at (x, y) scaled by `scale`, at the requested size. */
  const scene = async (product: ProductCut, size: { width: number; height: number }, x: number, y: number, scale: number) => {
    const w = Math.round(product.width * scale);
    const h = Math.round(product.height * scale);
    const layer = await sharp(product.rgba, { raw: { width: product.width, height: product.height, channels: 4 } }).resize(w, h, { fit: 'fill' }).png().toBuffer();
    const svg = `<svg width="${size.width}" height="${size.height}" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="#b9aa96"/><rect y="${Math.round(size.height * 0.7)}" width="100%" height="30%" fill="#7a5a3a"/></svg>`;
    return sharp(Buffer.from(svg)).composite([{ input: layer, left: x, top: y }]).png().toBuffer();
  };
  beforeAll(async () => {
    const photo = (name: string) => fs.readFileSync(path.join(SAMPLES_DIR, name));
    // The same fast matte as the app's test matting engine.
    cup = await cutProduct(photo('coffee_cup.png'), await computeCutout(photo('coffee_cup.png'), { engine: ellipseMattingEngine() }));
    apple = await cutProduct(photo('apple.jpg'), await computeCutout(photo('apple.jpg'), { engine: ellipseMattingEngine() }));
  });
  afterAll(() => {
    openai.paint = null;
  });

  it('refunds an image whose product was replaced by something else, after exactly one more try, with a clear message', async () => {
    current = engines.openai!;
    openai.paint = (_edit, size) => scene(apple, size, 500, 250, 1.4);
    const { cookie, userId } = await signUpAndSignIn(t);
    const before = openai.edits.length;
    const { id, view } = await generate(cookie, { redrawProduct: true });
    expect(openai.edits.length - before).toBe(2);
    // Without the lock the engine gets the photo itself and no mask.
    expect(openai.edits.at(-1)!.files.map((f) => f.field)).toEqual(['image']);
    expect(view).toMatchObject({ status: 'failed', creditsRefunded: 2, productChangedCount: 1, notice: 'The product changed too much in this image, so its credits were refunded.' });
    expect(view.images).toHaveLength(0);
    expect(await t.container.credits.balance(userId)).toBe(10);
    const ledger = await t.container.database.db.select().from(creditTransactions).where(eq(creditTransactions.reference, id));
    expect(ledger.map((r) => [r.reason, r.amount]).sort()).toEqual([
      ['generation_refund', 2],
      ['generation_reserve', -2],
    ]);
    // Running the finished job again refunds nothing more and renders nothing more.
    await t.container.generations.run(id, { lastAttempt: true });
    expect(openai.edits.length - before).toBe(2);
    expect(await t.container.credits.balance(userId)).toBe(10);
    const [gen] = await t.container.database.db.select().from(generations).where(eq(generations.id, id));
    expect(gen!.fidelityRefunds).toBe(1);
    // The message follows the request's language.
    const pt = await t.request(`/api/v1/generations/${id}`, { cookie, lang: 'pt' });
    expect(((await pt.json()) as { notice: string }).notice).toBe('O produto mudou demais nesta imagem, então os créditos dela foram devolvidos.');
  });

  it('keeps an image whose product was only moved, and shows its score to admins only', async () => {
    current = engines.openai!;
    openai.paint = (_edit, size) => scene(cup, size, 150, 300, 1.2);
    const member = await signUpAndSignIn(t);
    const before = openai.edits.length;
    const { id, view } = await generate(member.cookie, { redrawProduct: true });
    expect(view.status).toBe('succeeded');
    expect(view.notice ?? null).toBeNull();
    expect(openai.edits.length - before).toBe(1);
    // The engine got the user's stored photo itself.
    const [gen] = await t.container.database.db.select().from(generations).where(eq(generations.id, id));
    const [source] = await t.container.database.db.select().from(sourceImages).where(eq(sourceImages.id, gen!.sourceImageId!));
    expect(openai.edits.at(-1)!.files[0]!.bytes.equals((await t.container.storage.get(source!.storageKey))!.data)).toBe(true);
    const [row] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.id, view.images[0]!.id));
    expect(row!.productLocked).toBe(false);
    expect(row!.fidelityScore).toBeGreaterThan(0.8);
    // A model's output kept whole: its file says it was generated, as exiftool reads it.
    expect(row!.digitalSourceType).toBe('trainedAlgorithmicMedia');
    const kept = (await t.container.storage.get(row!.storageKey))!.data;
    expect(await exiftoolSourceType(kept, row!.format)).toBe('trainedAlgorithmicMedia');
    expect(JSON.stringify(view)).not.toContain('fidelity');

    const forbidden = await t.request(`/api/v1/admin/images/${row!.id}`, { cookie: member.cookie });
    expect(forbidden.status).toBe(403);
    const admin = await signUpAndSignIn(t);
    await t.container.adminUsers.promote(admin.email);
    const res = await t.request(`/api/v1/admin/images/${row!.id}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: row!.id, engine: 'openai', model: 'gpt-image-2', productLocked: false, fidelityScore: row!.fidelityScore, fidelityThreshold: 0.5 });
    expect((await t.request('/api/v1/admin/images/00000000-0000-4000-8000-000000000000', { cookie: admin.cookie })).status).toBe(404);
  });
});
