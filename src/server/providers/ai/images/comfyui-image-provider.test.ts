/**
 * The ComfyUI image engine against the local fake of ComfyUI's HTTP API
 * (tests/helpers/fake-comfyui-server.ts, which validates workflows like ComfyUI's validate_prompt):
 * upload, queue, history polling and /view for the plain and the masked (product lock) workflow;
 * the mask's editable area excludes the product; reference photos fill the workflow's slots and
 * unused slots are pruned; node_errors, execution errors, interruptions, transient failures and the
 * deadline (with the prompt removed from ComfyUI's queue); the proxy token kept out of errors; bad
 * workflows refused at start. Waits use an injected sleep and clock.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeComfyUi, type FakeComfyUi } from '../../../../../tests/helpers/fake-comfyui-server';
import { outputSize, type ImageSettings } from '../../../../shared/catalog';
import { COMFYUI_STEPS, comfyWorkingSize, createComfyUiImageProvider, type ComfyUiImageProviderOptions } from './comfyui-image-provider';
import { DEFAULT_WORKFLOW_PATH } from './comfyui-workflow';
import { ImageProviderError, type ImageRenderRequest, type ProductLockInput } from './image-provider';

let fake: FakeComfyUi | undefined;
let clock: number;
let sleeps: number[];
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(options: Parameters<typeof startFakeComfyUi>[0] = {}) {
  fake = await startFakeComfyUi(options);
  clock = 1_000_000;
  sleeps = [];
  return fake;
}

function provider(over: Partial<ComfyUiImageProviderOptions> = {}) {
  return createComfyUiImageProvider({
    baseUrl: fake!.baseUrl,
    deadlineMs: 60_000,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
    random: () => 0,
    ...over,
  });
}

const photoOf = (colour: string, width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

async function request(over: Partial<ImageRenderRequest> = {}, settings: Partial<ImageSettings> = {}): Promise<ImageRenderRequest> {
  return {
    source: await photoOf('#2266aa'),
    settings: { aspectRatio: '2:3', quality: 'medium', count: 1, format: 'png', highlightProduct: true, style: 'vibrant', timeOfDay: 'night_light', ...settings },
    scene: { surface: 'concrete', backdrop: 'bokeh', accent: '#ff00aa' },
    prompt: 'The product sits on a concrete ledge above a night-time city.',
    variant: 2,
    seed: 1234,
    ...over,
  };
}

/** A lock at the output size of 2:3 (1024x1536): a product rectangle at `box` over grey. */
async function lockFor(box = { x: 312, y: 500, width: 400, height: 600 }): Promise<ProductLockInput> {
  const { width, height } = outputSize('2:3');
  const product = await sharp({ create: { width: box.width, height: box.height, channels: 3, background: '#d4a017' } }).png().toBuffer();
  const canvas = await sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .composite([{ input: product, left: box.x, top: box.y }])
    .png()
    .toBuffer();
  const black = await sharp({ create: { width: box.width, height: box.height, channels: 3, background: '#000000' } }).png().toBuffer();
  const maskInverted = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: black, left: box.x, top: box.y }])
    .greyscale()
    .png()
    .toBuffer();
  // OpenAI's convention (alpha 0 = paint) is not what ComfyUI gets; a placeholder of the right size.
  const mask = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  return { canvas, mask, maskInverted, box };
}

async function rejection(p: Promise<unknown>): Promise<ImageProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageProviderError);
  return err as ImageProviderError;
}

type Wf = Record<string, { class_type: string; inputs: Record<string, unknown> }>;
const nodeOf = (wf: Wf, cls: string) => Object.entries(wf).filter(([, n]) => n.class_type === cls);

describe('comfyWorkingSize', () => {
  it('scales every output ratio to about 1 MP in multiples of 16, keeping the ratio within 3 %', () => {
    for (const ratio of ['3:2', '1:1', '2:3', '3:4', '9:16', '4:3', '16:9'] as const) {
      const target = outputSize(ratio);
      const work = comfyWorkingSize(target);
      expect(work.width % 16, ratio).toBe(0);
      expect(work.height % 16, ratio).toBe(0);
      expect(work.width * work.height).toBeLessThanOrEqual(1.05 * 1024 * 1024);
      expect(work.width * work.height).toBeGreaterThan(0.9 * 1024 * 1024);
      expect(Math.abs(Math.log(work.width / work.height / (target.width / target.height)))).toBeLessThan(0.03);
    }
    expect(comfyWorkingSize({ width: 512, height: 512 })).toEqual({ width: 512, height: 512 });
  });
});

describe('ComfyUI image engine', () => {
  it('uploads the photo, queues the plain workflow with its placeholders filled, polls the history and converts the /view image', async () => {
    await start();
    const engine = provider();
    expect([engine.name, engine.model, engine.supportsLock, engine.maxInputImages]).toEqual(['comfyui', 'qwen-image-edit-2509', true, 3]);
    const req = await request({}, { format: 'jpg', quality: 'high' });
    const out = await engine.render(req);

    // The photo went up as it is, into ComfyUI's input folder, overwrite on.
    expect(fake!.uploads).toHaveLength(1);
    const upload = fake!.uploads[0]!;
    expect(upload.data.equals(req.source)).toBe(true);
    expect([upload.type, upload.overwrite, upload.contentType]).toEqual(['input', 'true', 'image/png']);
    expect(upload.name).toMatch(/^vitrine-[0-9a-f-]{36}-image\.png$/);

    // The queued workflow is the shipped one, filled: no placeholder left, unused reference slots pruned.
    expect(fake!.prompts).toHaveLength(1);
    const wf = fake!.prompts[0]!.workflow;
    expect(JSON.stringify(wf)).not.toContain('{{');
    const [[, load]] = nodeOf(wf, 'LoadImage') as [[string, Wf[string]]];
    expect(nodeOf(wf, 'LoadImage')).toHaveLength(1);
    expect(load.inputs.image).toBe(upload.storedAs);
    const encoders = nodeOf(wf, 'TextEncodeQwenImageEditPlus').map(([, n]) => n.inputs);
    expect(encoders).toHaveLength(2);
    for (const e of encoders) expect(Object.keys(e).sort()).toEqual(['clip', 'image1', 'prompt', 'vae']);
    expect(String(encoders[0]!.prompt)).toContain('concrete ledge above a night-time city');
    expect(String(encoders[0]!.prompt)).toContain('Edit the attached product photo');
    expect(String(encoders[1]!.prompt)).toContain('watermark');
    const sampler = nodeOf(wf, 'KSampler')[0]![1].inputs;
    expect([sampler.seed, sampler.steps]).toEqual([1234, COMFYUI_STEPS.high]);
    const latent = nodeOf(wf, 'EmptySD3LatentImage')[0]![1].inputs;
    expect([latent.width, latent.height]).toEqual([832, 1248]);
    expect(fake!.calls('history').length).toBe(2);
    expect(sleeps).toEqual([1000]);

    // Our exact size and format, from the saved image.
    const meta = await sharp(out.data).metadata();
    expect([meta.format, meta.width, meta.height, out.mime, out.format]).toEqual(['jpeg', 1024, 1536, 'image/jpeg', 'jpg']);
    expect(out.meta).toMatchObject({ provider: 'comfyui', model: 'qwen-image-edit-2509', estimatedCostUsd: null });
    expect(out.meta!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(fake!.calls('view')).toHaveLength(1);
  });

  it('with the product lock, queues the masked workflow with the canvas and a mask whose editable area excludes the product', async () => {
    await start();
    const box = { x: 312, y: 500, width: 400, height: 600 };
    const lock = await lockFor(box);
    const out = await provider().render(await request({ lock }));

    const byRole = (role: string) => fake!.uploads.find((u) => u.name.endsWith(`-${role}.png`))!;
    const canvas = byRole('image');
    const mask = byRole('mask');
    expect(fake!.uploads).toHaveLength(2);
    const work = comfyWorkingSize(outputSize('2:3'));
    for (const file of [canvas, mask]) {
      const meta = await sharp(file.data).metadata();
      expect([meta.width, meta.height]).toEqual([work.width, work.height]);
    }

    // The mask, read as the workflow reads it (LoadImageMask, red channel: 1 = may paint): 0 over the
    // product, 255 over the scene, apart from the resampled edge.
    const wf = fake!.prompts[0]!.workflow;
    const [[maskNodeId, maskNode]] = nodeOf(wf, 'LoadImageMask') as [[string, Wf[string]]];
    expect(maskNode.inputs).toEqual({ image: mask.storedAs, channel: 'red' });
    const positive = String(nodeOf(wf, 'TextEncodeQwenImageEditPlus')[0]![1].inputs.prompt);
    expect(positive).toContain('Paint only the masked area');
    expect(positive).toContain('concrete ledge above a night-time city');
    const { data, info } = await sharp(mask.data).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const sx = work.width / 1024;
    const sy = work.height / 1536;
    let productPixels = 0;
    let editableInProduct = 0;
    let sceneBlocked = 0;
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        const v = data[y * info.width + x]!;
        const inside = x >= box.x * sx + 2 && x < (box.x + box.width) * sx - 2 && y >= box.y * sy + 2 && y < (box.y + box.height) * sy - 2;
        const outside = x < box.x * sx - 2 || x >= (box.x + box.width) * sx + 2 || y < box.y * sy - 2 || y >= (box.y + box.height) * sy + 2;
        if (inside) {
          productPixels += 1;
          if (v > 0) editableInProduct += 1;
        } else if (outside && v < 255) sceneBlocked += 1;
      }
    }
    expect(productPixels).toBeGreaterThan(100_000);
    expect(editableInProduct).toBe(0);
    expect(sceneBlocked).toBe(0);

    // The canvas is the picture encoded and shown to the model; the latent only changes under the mask.
    const loads = nodeOf(wf, 'LoadImage');
    expect(loads).toHaveLength(1);
    expect(loads[0]![1].inputs.image).toBe(canvas.storedAs);
    const [[noiseMaskId, noiseMask]] = nodeOf(wf, 'SetLatentNoiseMask') as [[string, Wf[string]]];
    expect(noiseMask.inputs.mask).toEqual([maskNodeId, 0]);
    expect(nodeOf(wf, 'KSampler')[0]![1].inputs.latent_image).toEqual([noiseMaskId, 0]);
    const encode = wf[String((noiseMask.inputs.samples as [string, number])[0])]!;
    expect([encode.class_type, encode.inputs.pixels]).toEqual(['VAEEncode', [loads[0]![0], 0]]);
    const pixel = async (x: number, y: number) => [...(await sharp(canvas.data).extract({ left: Math.round(x * sx), top: Math.round(y * sy), width: 1, height: 1 }).raw().toBuffer())].slice(0, 3);
    expect(await pixel(box.x + box.width / 2, box.y + box.height / 2)).toEqual([0xd4, 0xa0, 0x17]);
    expect(await pixel(100, 100)).toEqual([128, 128, 128]);

    // The fake repainted everything: the engine returns the provider's pixels as they are, at the
    // working size (the caller's composite stretches them onto our frame and puts the product back).
    const meta = await sharp(out.data).metadata();
    expect([meta.width, meta.height, out.width, out.height]).toEqual([work.width, work.height, work.width, work.height]);
    const centre = await sharp(out.data).extract({ left: Math.round(500 * sx), top: Math.round(800 * sy), width: 1, height: 1 }).raw().toBuffer();
    expect([...centre]).toEqual([224, 33, 138]);
  });

  it('sends reference photos into the workflow slots, as many as it has', async () => {
    await start();
    const refs = await Promise.all(['#aa0000', '#00aa00', '#0000aa'].map((c) => photoOf(c, 300, 300)));
    await provider().render(await request({ references: refs }));
    const names = fake!.uploads.map((u) => u.name.replace(/^vitrine-[0-9a-f-]+-/, ''));
    expect(names).toEqual(['image.png', 'reference_1.png', 'reference_2.png']);
    expect(fake!.uploads[1]!.data.equals(refs[0]!)).toBe(true);
    const wf = fake!.prompts[0]!.workflow;
    expect(nodeOf(wf, 'LoadImage').map(([, n]) => n.inputs.image)).toEqual(fake!.uploads.map((u) => u.storedAs));
    for (const [, e] of nodeOf(wf, 'TextEncodeQwenImageEditPlus')) expect(Object.keys(e.inputs).sort()).toEqual(['clip', 'image1', 'image2', 'image3', 'prompt', 'vae']);
    // The prompt says what the two more photos are, so the model does not paint them in.
    const prompt = String(nodeOf(wf, 'TextEncodeQwenImageEditPlus')[0]![1].inputs.prompt);
    expect(prompt).toContain('next 2 attached images are other photos of the same product');
  });

  it('an edit instruction becomes the prompt, worded as for the other engines', async () => {
    await start();
    await provider().render(await request({ instruction: 'Make the background a sunny beach.' }));
    const prompt = String(nodeOf(fake!.prompts[0]!.workflow, 'TextEncodeQwenImageEditPlus')[0]![1].inputs.prompt);
    expect(prompt).toContain('Instruction: Make the background a sunny beach.');
    expect(prompt).toContain('Keep the product exactly as it is');
    expect(prompt).not.toContain('concrete ledge');
  });

  it('a workflow ComfyUI refuses (node_errors) is a final failure naming the node, queued once', async () => {
    await start({ models: { diffusion_models: ['some_other_model.safetensors'] } });
    const err = await rejection(provider().render(await request()));
    expect(err.retryable).toBe(false);
    expect(err.status).toBe(400);
    expect(err.code).toBe('prompt_outputs_failed_validation');
    expect(err.message).toContain('UNETLoader');
    expect(err.message).toContain('Value not in list');
    expect(err.message).toContain('qwen_image_edit_2509_fp8_e4m3fn.safetensors');
    expect(fake!.calls('prompt')).toHaveLength(1);
  });

  it('an execution error is a final failure with ComfyUI\'s message; an interrupted run may be retried', async () => {
    await start();
    fake!.failure = { nodeType: 'KSampler', exceptionType: 'torch.OutOfMemoryError', exceptionMessage: 'CUDA out of memory. Tried to allocate 2.00 GiB' };
    const err = await rejection(provider().render(await request()));
    expect([err.retryable, err.code]).toEqual([false, 'execution_error']);
    expect(err.message).toContain('KSampler');
    expect(err.message).toContain('torch.OutOfMemoryError: CUDA out of memory');
    expect(fake!.calls('view')).toHaveLength(0);

    fake!.failure = 'interrupted';
    const stopped = await rejection(provider().render(await request()));
    expect([stopped.retryable, stopped.code]).toEqual([true, 'interrupted']);
  });

  it('polls through transient failures, retries uploads, and never repeats a queue request in place', async () => {
    await start();
    fake!.plan('upload', { status: 502, body: 'Bad Gateway' });
    fake!.plan('history', { status: 503, body: 'Service Unavailable' }, { status: 503, body: 'Service Unavailable' }, { status: 503, body: 'Service Unavailable' });
    const out = await provider().render(await request());
    expect(out.width).toBe(1024);
    expect(fake!.calls('upload')).toHaveLength(2);

    fake!.plan('prompt', { status: 500, body: 'Internal Server Error' });
    const err = await rejection(provider().render(await request()));
    expect([err.retryable, err.status]).toEqual([true, 500]);
    expect(fake!.calls('prompt')).toHaveLength(2);
  });

  it('refuses a result image over the size cap', async () => {
    await start();
    const err = await rejection(provider({ maxImageBytes: 1000 }).render(await request()));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('larger than 1000 bytes');
  });

  it('gives up at the deadline as retryable and removes the prompt from ComfyUI\'s queue', async () => {
    await start();
    fake!.runningPolls = 1_000;
    const err = await rejection(provider({ deadlineMs: 30_000 }).render(await request()));
    expect([err.retryable, err.code]).toEqual([true, 'deadline_exceeded']);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(30_000);
    expect(sleeps.every((ms) => ms <= 5000)).toBe(true);
    await vi.waitFor(() => expect(fake!.queueDeletes).toEqual([[fake!.prompts[0]!.promptId]]));
  });

  it('sends the proxy token as a Bearer header and keeps it out of errors', async () => {
    const token = 'proxy-token-0123456789abcdef';
    await start({ apiKey: token });
    await provider({ apiKey: token }).render(await request());
    expect(new Set(fake!.requests.map((r) => r.authorization))).toEqual(new Set([`Bearer ${token}`]));

    const err = await rejection(provider({ apiKey: 'wrong-token-0123456789abcdef' }).render(await request()));
    expect(err.status).toBe(401);
    expect(err.message).not.toContain('wrong-token-0123456789abcdef');
  });

  it('refuses bad workflows at start, and names a replacement workflow by its file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'comfy-wf-'));
    try {
      const file = (name: string, text: string) => {
        const p = path.join(dir, name);
        writeFileSync(p, text);
        return p;
      };
      const base = { baseUrl: 'http://127.0.0.1:8188' };
      expect(() => createComfyUiImageProvider({ ...base, workflowPath: file('ui.json', JSON.stringify({ nodes: [], links: [] })) })).toThrow(/Export \(API\)/);
      expect(() => createComfyUiImageProvider({ ...base, workflowPath: path.join(dir, 'missing.json') })).toThrow(/cannot be read/);
      const shipped = JSON.parse(readFileSync(DEFAULT_WORKFLOW_PATH, 'utf8')) as Wf;
      expect(() => createComfyUiImageProvider({ ...base, inpaintWorkflowPath: file('no-mask.json', JSON.stringify(shipped)) })).toThrow(/\{\{mask\}\}/);
      const typo = structuredClone(shipped);
      typo['20']!.inputs.prompt = '{{promt}}';
      expect(() => createComfyUiImageProvider({ ...base, workflowPath: file('typo.json', JSON.stringify(typo)) })).toThrow(/unknown placeholder \{\{promt\}\}/);
      const mine = createComfyUiImageProvider({ ...base, workflowPath: file('flux-kontext-edit.json', JSON.stringify(shipped)) });
      expect(mine.model).toBe('flux-kontext-edit');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
