/**
 * The model catalogue: one consistent table (unique ids, replacements that exist and are not
 * retired), defaults that are current and equal env.ts's, lifecycle notices (retired, deprecated,
 * past its shutdown date, unknown), the models table of docs/providers.md equal to the catalogue,
 * and no retired id left in code, docs, scripts or .env.example outside the catalogue and tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { CHECKED_ON, DEFAULT_MODELS, effectiveStatus, findModel, MODEL_CATALOG, modelNotices } from './model-catalog';
import { MODELS_DOC, withModelsTable } from './models-doc';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

describe('model catalogue', () => {
  it('is one consistent table: unique ids, sources, and replacements that exist and still answer', () => {
    const keys = MODEL_CATALOG.map((m) => `${m.vendor}:${m.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const m of MODEL_CATALOG) {
      expect(m.docsUrl, m.id).toMatch(/^https:\/\//);
      expect(m.priceUrl, m.id).toMatch(/^https:\/\//);
      if (m.status.state === 'current') continue;
      const replacement = findModel(m.vendor, m.status.replacement);
      expect(replacement, `${m.id} -> ${m.status.replacement}`).toBeDefined();
      expect(replacement!.kind).toBe(m.kind);
      expect(effectiveStatus(replacement!, CHECKED_ON).state, `${m.id} -> ${m.status.replacement}`).not.toBe('retired');
    }
    // Capabilities the adapters rely on.
    expect(findModel('openai', 'gpt-image-2')!.capabilities).toMatchObject({ mask: true, maxReferenceImages: 16, sizes: { kind: 'flexible', multipleOf: 16, maxEdge: 3840 } });
    expect(findModel('gemini', 'gemini-3.1-flash-image')!.capabilities).toMatchObject({ mask: false, maxReferenceImages: 14 });
    expect(findModel('fal', 'fal-ai/kling-video/v2.6/pro/image-to-video')!.capabilities.durationsSeconds).toEqual([5, 10]);
  });

  it('has current defaults, the same as the configuration defaults', () => {
    const env = loadEnv({});
    expect([env.OPENAI_IMAGE_MODEL, env.GEMINI_IMAGE_MODEL, env.FAL_IMAGE_MODEL, env.FAL_KLING_MODEL]).toEqual([
      DEFAULT_MODELS.openaiImage,
      DEFAULT_MODELS.geminiImage,
      DEFAULT_MODELS.falImage,
      DEFAULT_MODELS.falVideo,
    ]);
    const defaults = [
      ['openai', 'image', DEFAULT_MODELS.openaiImage],
      ['gemini', 'image', DEFAULT_MODELS.geminiImage],
      ['fal', 'image', DEFAULT_MODELS.falImage],
      ['fal', 'video', DEFAULT_MODELS.falVideo],
    ] as const;
    for (const [vendor, kind, id] of defaults) {
      const entry = findModel(vendor, id);
      expect(entry?.kind, id).toBe(kind);
      expect(effectiveStatus(entry!, CHECKED_ON).state, id).not.toBe('retired');
      expect(entry!.price, id).not.toBeNull();
    }
  });

  it('finds dated snapshots of a known id, and nothing else by prefix', () => {
    expect(findModel('openai', 'gpt-image-2-2026-04-21')?.id).toBe('gpt-image-2');
    expect(findModel('gemini', 'gemini-3.1-flash-image-preview')?.status.state).toBe('retired');
    expect(findModel('gemini', 'gemini-3.1-flash-image-experimental')).toBeUndefined();
    expect(findModel('fal', 'gpt-image-2')).toBeUndefined();
  });

  it('tells what is retired, deprecated, past its shutdown date, unknown or of the wrong kind', () => {
    expect(modelNotices('gemini', 'image', 'gemini-2.5-flash-image', CHECKED_ON)).toEqual([
      { code: 'retired', message: "model 'gemini-2.5-flash-image' was shut down on 2026-10-02; use 'gemini-3.1-flash-image'" },
    ]);
    expect(modelNotices('fal', 'video', 'fal-ai/kling-video/v1.6/pro/image-to-video', CHECKED_ON)[0]).toEqual({
      code: 'retired',
      message: "model 'fal-ai/kling-video/v1.6/pro/image-to-video' was shut down on 2026-09-15; use 'fal-ai/kling-video/v2.6/pro/image-to-video'",
    });
    expect(modelNotices('openai', 'image', 'gpt-image-1.5', '2026-11-30').map((n) => n.code)).toEqual(['deprecated']);
    expect(modelNotices('openai', 'image', 'gpt-image-1.5', '2026-12-01').map((n) => n.code)).toEqual(['retired']);
    expect(modelNotices('fal', 'image', 'fal-ai/flux-2-ultra/edit', CHECKED_ON).map((n) => n.code)).toEqual(['unknown']);
    expect(modelNotices('fal', 'image', 'fal-ai/kling-video/v2.6/pro/image-to-video', CHECKED_ON).map((n) => n.code)).toEqual(['wrong-kind']);
    expect(modelNotices('fal', 'image', 'fal-ai/bytedance/seedream/v4.5/edit', CHECKED_ON).map((n) => n.code)).toEqual(['price-unknown']);
    expect(modelNotices('openai', 'image', 'gpt-image-2', CHECKED_ON)).toEqual([]);
  });

  it(`docs/providers.md's models table is the catalogue's (run \`npm run docs:models\` when this fails)`, () => {
    const doc = fs.readFileSync(path.join(root, MODELS_DOC), 'utf8');
    expect(withModelsTable(doc) === doc).toBe(true);
  });

  it('leaves no retired id in code, scripts, docs or .env.example, but in the catalogue and tests', () => {
    const retired = MODEL_CATALOG.filter((m) => effectiveStatus(m, CHECKED_ON).state === 'retired').map((m) => m.id);
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const pattern = new RegExp(`(?<![\\w./-])(${retired.map(escape).join('|')})(?![\\w.-]*[\\w-])`, 'g');
    const files: string[] = ['.env.example', 'README.md'];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(rel);
        else if (/\.(ts|tsx|md|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(rel);
      }
    };
    for (const dir of ['src', 'scripts', 'docs', 'bench']) if (fs.existsSync(path.join(root, dir))) walk(dir);
    const found: string[] = [];
    for (const file of files) {
      if (file.endsWith(path.join('ai', 'model-catalog.ts'))) continue;
      let text = fs.readFileSync(path.join(root, file), 'utf8');
      // The generated models table of the doc lists the retired ids on purpose.
      if (file === MODELS_DOC) text = text.replace(/<!-- models:begin[\s\S]*<!-- models:end -->/, '');
      for (const m of text.matchAll(pattern)) found.push(`${file}: ${m[1]}`);
    }
    expect(found).toEqual([]);
  });
});
