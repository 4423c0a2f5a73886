/** Engine selection from configuration: local by default, a hosted provider only with its key. */
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../env';
import { generationTimeoutSeconds } from '../../jobs/generation-job';
import { createAiProviders as createWith } from './select';
import { createInlineEngine, createLocalScenarioEngine, createStudioImageProvider, scenarioIdeasCodec } from '../../engine';

/** The local engines the composition root passes in. */
const local = { images: createStudioImageProvider(createInlineEngine()), scenarios: createLocalScenarioEngine(), scenarioCodec: scenarioIdeasCodec };
const createAiProviders = (env: Parameters<typeof createWith>[0]) => createWith(env, { local });

function envError(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).message;
  }
  throw new Error('expected an EnvError');
}

describe('image engine selection', () => {
  it('without configuration nothing changes: the local studio renderer', () => {
    const env = loadEnv({});
    expect(env.IMAGE_PROVIDER).toBe('local');
    expect(env.IMAGE_PROVIDER_TIMEOUT_SECONDS).toBe(120);
    expect(createAiProviders(env).images.name).toBe('local-studio');
    expect(generationTimeoutSeconds(env)).toBe(150);
    // A key alone does not switch engines.
    expect(createAiProviders(loadEnv({ OPENAI_API_KEY: 'sk-test-0123456789' })).images.name).toBe('local-studio');
  });

  it('picks the configured provider with its defaults', () => {
    const openai = loadEnv({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-0123456789' });
    expect([openai.OPENAI_BASE_URL, openai.OPENAI_IMAGE_MODEL]).toEqual(['https://api.openai.com/v1', 'gpt-image-2']);
    expect(createAiProviders(openai).images.name).toBe('openai');
    expect(generationTimeoutSeconds(openai)).toBe(2 * 3 * 120 + 30);
    const gemini = loadEnv({ IMAGE_PROVIDER: 'gemini', GEMINI_API_KEY: 'AIza-test-0123456789' });
    expect([gemini.GEMINI_BASE_URL, gemini.GEMINI_IMAGE_MODEL]).toEqual(['https://generativelanguage.googleapis.com', 'gemini-3.1-flash-image']);
    expect(createAiProviders(gemini).images.name).toBe('gemini');
    const falDefault = loadEnv({ IMAGE_PROVIDER: 'fal', FAL_KEY: 'fal-test-0123456789' });
    expect([falDefault.FAL_IMAGE_MODEL, falDefault.FAL_KLING_MODEL]).toEqual(['fal-ai/flux-2-pro/edit', 'fal-ai/kling-video/v2.6/pro/image-to-video']);
    const fal = loadEnv({ IMAGE_PROVIDER: 'fal', FAL_KEY: 'fal-test-0123456789', FAL_IMAGE_MODEL: 'fal-ai/bytedance/seedream/v4.5/edit' });
    expect(createAiProviders(fal).images.name).toBe('fal');
  });

  it('requires the key of the selected provider and never echoes values', () => {
    expect(envError({ IMAGE_PROVIDER: 'openai' })).toContain("OPENAI_API_KEY: is required when IMAGE_PROVIDER is 'openai'");
    expect(envError({ IMAGE_PROVIDER: 'gemini' })).toContain('GEMINI_API_KEY');
    expect(envError({ IMAGE_PROVIDER: 'fal' })).toContain('FAL_KEY');
    const short = envError({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-abc' });
    expect(short).toContain('OPENAI_API_KEY');
    expect(short).not.toContain('sk-abc');
  });

  it('validates models, URLs, limits and the deadline', () => {
    expect(envError({ FAL_IMAGE_MODEL: 'fal-ai/flux/dev' })).toContain('FAL_IMAGE_MODEL');
    expect(envError({ GEMINI_IMAGE_MODEL: '../files' })).toContain('GEMINI_IMAGE_MODEL');
    expect(envError({ OPENAI_IMAGE_MODEL: 'gpt image 2' })).toContain('OPENAI_IMAGE_MODEL');
    expect(envError({ OPENAI_BASE_URL: 'ftp://example.com' })).toContain('OPENAI_BASE_URL');
    expect(envError({ OPENAI_MAX_CONCURRENCY: '0' })).toContain('OPENAI_MAX_CONCURRENCY');
    expect(envError({ IMAGE_PROVIDER_TIMEOUT_SECONDS: '5' })).toContain('IMAGE_PROVIDER_TIMEOUT_SECONDS');
    expect(loadEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).OPENAI_BASE_URL).toBe('http://127.0.0.1:11434/v1');
  });
});

describe('ComfyUI selection (IMAGE_PROVIDER=comfyui)', () => {
  it('needs COMFYUI_URL, takes the shipped workflows by default and the lock, and refuses credentials in the URL', () => {
    expect(envError({ IMAGE_PROVIDER: 'comfyui' })).toContain("COMFYUI_URL: is required when IMAGE_PROVIDER is 'comfyui'");
    const env = loadEnv({ IMAGE_PROVIDER: 'comfyui', COMFYUI_URL: 'http://192.168.1.20:8188', IMAGE_PROVIDER_TIMEOUT_SECONDS: '600' });
    expect([env.COMFYUI_MAX_CONCURRENCY, env.COMFYUI_WORKFLOW, env.COMFYUI_INPAINT_WORKFLOW]).toEqual([4, undefined, undefined]);
    const images = createAiProviders(env).images;
    expect([images.name, images.supportsLock, images.maxInputImages]).toEqual(['comfyui', true, 3]);
    expect(generationTimeoutSeconds(env)).toBe(2 * 3 * 600 + 30);
    const withUser = envError({ IMAGE_PROVIDER: 'comfyui', COMFYUI_URL: 'http://me:secret-pass@gpu.local:8188' });
    expect(withUser).toContain('COMFYUI_URL: must not contain a user or password');
    expect(withUser).not.toContain('secret-pass');
    expect(envError({ COMFYUI_URL: 'ftp://gpu.local' })).toContain('COMFYUI_URL');
    // A workflow file that is not there stops the start with its name.
    expect(() => createAiProviders(loadEnv({ IMAGE_PROVIDER: 'comfyui', COMFYUI_URL: 'http://127.0.0.1:8188', COMFYUI_WORKFLOW: '/nowhere/edit.json' }))).toThrow(/edit\.json cannot be read/);
  });
});

describe('scenario engine selection', () => {
  it('is local by default, and the offline catalog is always available beside the configured engine', () => {
    const env = loadEnv({});
    expect([env.SCENARIO_PROVIDER, env.OPENAI_SCENARIO_MODEL, env.SCENARIO_PROVIDER_TIMEOUT_SECONDS]).toEqual(['local', 'gpt-5-mini', 60]);
    const ai = createAiProviders(env);
    expect([ai.scenarios.name, ai.localScenarios.name]).toEqual(['local', 'local']);
    const openai = createAiProviders(loadEnv({ SCENARIO_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-0123456789', OPENAI_SCENARIO_MODEL: 'gpt-5-nano' }));
    expect([openai.scenarios.name, openai.scenarios.model, openai.scenarios.wantsImage, openai.localScenarios.name]).toEqual(['openai', 'gpt-5-nano', true, 'local']);
  });

  it('needs the key for api.openai.com only (Ollama, vLLM and other local servers take none)', () => {
    expect(envError({ SCENARIO_PROVIDER: 'openai' })).toContain("OPENAI_API_KEY: is required when SCENARIO_PROVIDER is 'openai'");
    const ollama = loadEnv({ SCENARIO_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_SCENARIO_MODEL: 'qwen2.5vl:7b' });
    expect(createAiProviders(ollama).scenarios.model).toBe('qwen2.5vl:7b');
    // Ideas from Ollama while images use OpenAI: a separate endpoint for scenarios needs no OpenAI key.
    const split = loadEnv({ SCENARIO_PROVIDER: 'openai', SCENARIO_BASE_URL: 'http://localhost:11434/v1', IMAGE_PROVIDER: 'local' });
    expect(split.SCENARIO_BASE_URL).toBe('http://localhost:11434/v1');
    expect(envError({ SCENARIO_PROVIDER: 'openai', SCENARIO_BASE_URL: 'https://api.openai.com/v1' })).toContain('SCENARIO_API_KEY');
    expect(loadEnv({ OPENAI_SCENARIO_MODEL: 'openai/gpt-5-mini' }).OPENAI_SCENARIO_MODEL).toBe('openai/gpt-5-mini');
    expect(envError({ OPENAI_SCENARIO_MODEL: 'gpt 5' })).toContain('OPENAI_SCENARIO_MODEL');
    expect(envError({ SCENARIO_PROVIDER: 'gemini' })).toContain('SCENARIO_PROVIDER');
    expect(envError({ SCENARIO_PROVIDER_TIMEOUT_SECONDS: '1' })).toContain('SCENARIO_PROVIDER_TIMEOUT_SECONDS');
  });

  it('reads ADMIN_EMAILS as a list of lower-case addresses', () => {
    expect(loadEnv({}).ADMIN_EMAILS).toEqual([]);
    expect(loadEnv({ ADMIN_EMAILS: ' Owner@Example.com, ops@example.com ,,owner@example.com' }).ADMIN_EMAILS).toEqual(['owner@example.com', 'ops@example.com']);
    expect(envError({ ADMIN_EMAILS: 'owner@example.com, not-an-email' })).toContain('ADMIN_EMAILS: must be email addresses separated by commas');
  });
});
