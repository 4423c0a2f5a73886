/**
 * ComfyUI workflows as data: the placeholder convention, pruning of unused
 * picture slots, the choice of the result image, and the check of a workflow against a server's
 * `/object_info` (node classes installed, model files present).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INPAINT_WORKFLOW_PATH,
  DEFAULT_WORKFLOW_PATH,
  fillWorkflow,
  loadWorkflowFile,
  parseWorkflow,
  pickOutputImage,
  placeholdersIn,
  referenceSlots,
  workflowProblems,
  type ComfyWorkflow,
} from './comfyui-workflow';

const values = (files: Record<string, string>) => ({
  text: { prompt: 'A {{curly}} scene', negative_prompt: 'blurry' },
  numbers: { seed: 7, steps: 20, width: 832, height: 1248 },
  files,
});

describe('shipped workflows', () => {
  it('are in API format with the placeholders the engine fills, and three picture slots', () => {
    const plain = loadWorkflowFile(DEFAULT_WORKFLOW_PATH, ['image', 'prompt']);
    const masked = loadWorkflowFile(DEFAULT_INPAINT_WORKFLOW_PATH, ['image', 'mask', 'prompt']);
    expect([...placeholdersIn(plain)].sort()).toEqual(['height', 'image', 'negative_prompt', 'prompt', 'reference_1', 'reference_2', 'seed', 'steps', 'width']);
    expect([...placeholdersIn(masked)].sort()).toEqual(['image', 'mask', 'negative_prompt', 'prompt', 'reference_1', 'reference_2', 'seed', 'steps']);
    expect([referenceSlots(plain), referenceSlots(masked)]).toEqual([2, 2]);
    // The model files of ComfyUI's own Qwen-Image-Edit-2509 example.
    expect(masked['1']!.inputs.unet_name).toBe('qwen_image_edit_2509_fp8_e4m3fn.safetensors');
    expect(masked['2']!.inputs).toMatchObject({ clip_name: 'qwen_2.5_vl_7b_fp8_scaled.safetensors', type: 'qwen_image' });
    expect(masked['3']!.inputs.vae_name).toBe('qwen_image_vae.safetensors');
  });
});

describe('fillWorkflow', () => {
  const plain = loadWorkflowFile(DEFAULT_WORKFLOW_PATH, ['image', 'prompt']);

  it('fills text, file names and numbers; our text is not read for placeholders again', () => {
    const filled = fillWorkflow(plain, values({ image: 'a.png', reference_1: 'b.png', reference_2: 'c.png' }));
    expect(filled['20']!.inputs.prompt).toBe('A {{curly}} scene');
    expect(filled['21']!.inputs.prompt).toBe('blurry');
    expect([filled['10']!.inputs.image, filled['12']!.inputs.image, filled['13']!.inputs.image]).toEqual(['a.png', 'b.png', 'c.png']);
    expect(filled['40']!.inputs).toMatchObject({ seed: 7, steps: 20 });
    expect(filled['30']!.inputs).toMatchObject({ width: 832, height: 1248 });
    // The template is left as it was.
    expect(plain['10']!.inputs.image).toBe('{{image}}');
  });

  it('drops a picture slot that gets no file, the links to it, and a node fed only by it', () => {
    const wf: ComfyWorkflow = {
      ...structuredClone(plain),
      '14': { class_type: 'ImageScale', inputs: { image: ['12', 0], upscale_method: 'lanczos', width: 512, height: 512, crop: 'disabled' } },
    };
    wf['20']!.inputs.image2 = ['14', 0];
    const filled = fillWorkflow(wf, values({ image: 'a.png' }));
    expect(['12', '13', '14'].filter((id) => id in filled)).toEqual([]);
    expect(Object.keys(filled['20']!.inputs).sort()).toEqual(['clip', 'image1', 'prompt', 'vae']);
    expect(filled['40']).toBeDefined();
  });
});

describe('parseWorkflow', () => {
  it('refuses the UI format, broken links, unknown placeholders and gaps in reference slots', () => {
    expect(() => parseWorkflow('{"nodes": [], "links": []}', 'w.json', [])).toThrow(/Export \(API\)/);
    expect(() => parseWorkflow('not json', 'w.json', [])).toThrow(/not JSON/);
    expect(() => parseWorkflow('{"1": {"class_type": "VAEDecode", "inputs": {"samples": ["9", 0]}}}', 'w.json', [])).toThrow(/missing node 9/);
    expect(() => parseWorkflow('{"1": {"class_type": "LoadImage", "inputs": {"image": "{{picture}}"}}}', 'w.json', [])).toThrow(/unknown placeholder/);
    expect(() => parseWorkflow('{"1": {"class_type": "LoadImage", "inputs": {"image": "{{reference_2}}"}}}', 'w.json', [])).toThrow(/reference_1/);
    expect(() => parseWorkflow('{"1": {"class_type": "LoadImage", "inputs": {"image": "x.png"}}}', 'w.json', ['image'])).toThrow(/must contain the placeholder \{\{image\}\}/);
  });
});

describe('pickOutputImage', () => {
  it('takes the saved (output) image in node order over previews', () => {
    const wf: ComfyWorkflow = { '7': { class_type: 'PreviewImage', inputs: {} }, '9': { class_type: 'SaveImage', inputs: {} } };
    const outputs = {
      '7': { images: [{ filename: 'preview.png', subfolder: '', type: 'temp' }] },
      '9': { images: [{ filename: 'vitrine_00001_.png', subfolder: '', type: 'output' }] },
    };
    expect(pickOutputImage(outputs, wf)).toEqual({ filename: 'vitrine_00001_.png', subfolder: '', type: 'output' });
    expect(pickOutputImage({ '7': outputs['7'] }, wf)?.type).toBe('temp');
    expect(pickOutputImage({}, wf)).toBeNull();
  });
});

describe('workflowProblems', () => {
  const masked = JSON.parse(readFileSync(DEFAULT_INPAINT_WORKFLOW_PATH, 'utf8')) as ComfyWorkflow;

  it('names node classes not installed and model files ComfyUI does not have, in both COMBO formats', () => {
    const info: Record<string, unknown> = {};
    for (const node of Object.values(masked)) info[node.class_type] = { input: { required: {} } };
    info.UNETLoader = { input: { required: { unet_name: [['qwen_image_edit_2509_fp8_e4m3fn.safetensors'], {}], weight_dtype: [['default', 'fp8_e4m3fn'], {}] } } };
    info.CLIPLoader = { input: { required: { clip_name: ['COMBO', { options: ['other.safetensors'] }], type: ['COMBO', { options: ['qwen_image'] }] }, optional: { device: [['default', 'cpu'], {}] } } };
    info.LoadImage = { input: { required: { image: [['x.png'], { image_upload: true }] } } };
    expect(workflowProblems(masked, info, 'masked')).toEqual(["masked: node 2 CLIPLoader clip_name 'qwen_2.5_vl_7b_fp8_scaled.safetensors' is not among ComfyUI's choices"]);
    delete info.TextEncodeQwenImageEditPlus;
    expect(workflowProblems(masked, info, 'masked')).toContain("masked: node 20 'TextEncodeQwenImageEditPlus' is not installed in ComfyUI");
  });
});
