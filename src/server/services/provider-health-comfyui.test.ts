/**
 * `providers check` for IMAGE_PROVIDER=comfyui against the local fake of ComfyUI:
 * the server answers `/system_stats`, and `/object_info` has every node class and model file the
 * configured workflows name; a missing model file, a wrong proxy token, an unreadable workflow or
 * a server that is down each make the check fail with one line and no secret.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeComfyUi, type FakeComfyUi } from '../../../tests/helpers/fake-comfyui-server';
import { loadEnv } from '../env';
import { DEFAULT_WORKFLOW_PATH } from '../providers/ai/images/comfyui-workflow';
import { createProviderHealthService, formatHealthTable } from './provider-health';

let fake: FakeComfyUi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const TOKEN = 'proxy-token-health-0123456789';

async function check(vars: Record<string, string>) {
  const report = await createProviderHealthService(loadEnv({ IMAGE_PROVIDER: 'comfyui', ...vars }), { probe: { timeoutMs: 5000 } }).check();
  return { report, images: report.providers.find((p) => p.kind === 'images')! };
}

describe('providers check with ComfyUI', () => {
  it('is ok when the server has every node and model file of the shipped workflows', async () => {
    fake = await startFakeComfyUi({ apiKey: TOKEN });
    const { report, images } = await check({ COMFYUI_URL: fake.baseUrl, COMFYUI_API_KEY: TOKEN });
    expect(images).toMatchObject({ provider: 'comfyui', model: 'qwen-image-edit-2509', endpoint: fake.baseUrl, configured: true, ok: true, error: null, warnings: [] });
    expect(report.ok).toBe(true);
    expect(fake.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/system_stats', `Bearer ${TOKEN}`],
      ['/object_info', `Bearer ${TOKEN}`],
    ]);
  });

  it('names the model file the server lacks', async () => {
    fake = await startFakeComfyUi({ models: { vae: ['some_other_vae.safetensors'] } });
    const { images } = await check({ COMFYUI_URL: fake.baseUrl });
    expect(images.ok).toBe(false);
    expect(images.error).toContain("VAELoader vae_name 'qwen_image_vae.safetensors' is not among ComfyUI's choices");
  });

  it('fails without the secret on a wrong proxy token, an unreadable workflow, or a server that is down', async () => {
    fake = await startFakeComfyUi({ apiKey: TOKEN });
    const wrong = 'wrong-token-health-0123456789';
    const { images, report } = await check({ COMFYUI_URL: fake.baseUrl, COMFYUI_API_KEY: wrong });
    expect(images.ok).toBe(false);
    expect(images.error).toContain('HTTP 401');
    expect(JSON.stringify(report) + formatHealthTable(report)).not.toContain(wrong);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'comfy-health-'));
    try {
      const ui = path.join(dir, 'my-edit.json');
      writeFileSync(ui, JSON.stringify({ nodes: [], links: [] }));
      const bad = await check({ COMFYUI_URL: fake.baseUrl, COMFYUI_API_KEY: TOKEN, COMFYUI_WORKFLOW: ui });
      expect(bad.images).toMatchObject({ model: 'my-edit', ok: false });
      expect(bad.images.error).toContain('Export (API)');

      // A replacement workflow that is fine is checked by its own name.
      const mine = path.join(dir, 'my-good-edit.json');
      writeFileSync(mine, readFileSync(DEFAULT_WORKFLOW_PATH, 'utf8').replace('"qwen_image_vae.safetensors"', '"my_vae.safetensors"'));
      const named = await check({ COMFYUI_URL: fake.baseUrl, COMFYUI_API_KEY: TOKEN, COMFYUI_WORKFLOW: mine });
      expect(named.images.error).toContain("my-good-edit.json: node 3 VAELoader vae_name 'my_vae.safetensors'");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const url = fake.baseUrl;
    await fake.close();
    fake = undefined;
    const down = await check({ COMFYUI_URL: url });
    expect(down.images.ok).toBe(false);
    expect(down.images.error).toContain('comfyui server check failed');
  });
});
