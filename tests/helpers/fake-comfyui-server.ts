/**
 * A local fake of a ComfyUI server's HTTP API, in the shapes of ComfyUI's server.py and
 * execution.py (https://docs.comfy.org/development/comfyui-server/comms_routes):
 *
 *   - `POST /upload/image` (multipart `image`, `type`, `subfolder`, `overwrite`) keeps the file and
 *     answers `{ name, subfolder, type }` (without `overwrite=true` a taken name becomes `name (1).png`);
 *   - `POST /prompt` `{ prompt, client_id }` validates the workflow like `validate_prompt` against
 *     the node classes below (unknown class, missing required input, a link to a missing node or
 *     of the wrong type, an integer that is not one, a choice not in its list, a LoadImage file that
 *     was not uploaded) and answers `{ prompt_id, number, node_errors: {} }`, or 400 `{ error: { type,
 *     message, details, extra_info }, node_errors: { [id]: { errors, dependent_outputs, class_type } } }`;
 *   - `GET /history/{id}` answers `{}` while the prompt runs (`runningPolls` polls), then
 *     `{ [id]: { prompt, outputs: { [saveNode]: { images: [{ filename, subfolder, type }] } },
 *     status: { status_str, completed, messages } } }`; a planned `failure` ends in `status_str: 'error'`
 *     with an `execution_error` message;
 *   - `GET /view?filename=&subfolder=&type=` serves the saved image; `POST /queue { delete }` removes
 *     a waiting prompt; `GET /system_stats` and `GET /object_info` describe the server.
 *
 * "Running" a prompt paints the output image: by default the whole frame one flat colour (the
 * product included, as a model that repaints everything would), at the size of the latent the
 * sampler gets (EmptySD3LatentImage's width and height, or the picture VAEEncode encodes). With
 * `apiKey` every request needs `Authorization: Bearer <apiKey>`, as an authenticating proxy would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type ComfyRoute = 'upload' | 'prompt' | 'history' | 'view' | 'queue' | 'system_stats' | 'object_info';

export interface PlannedComfyAnswer {
  status: number;
  body?: unknown;
  delayMs?: number;
}

type Node = { class_type: string; inputs: Record<string, unknown> };
type Workflow = Record<string, Node>;

/** What a prompt run sees. */
export interface FakeComfyRun {
  promptId: string;
  workflow: Workflow;
  /** Uploaded files by the name LoadImage takes. */
  files: ReadonlyMap<string, Buffer>;
  /** The size of the latent the sampler gets, pixels. */
  width: number;
  height: number;
}

export interface FakeComfyUi {
  baseUrl: string;
  /** Every upload received. */
  uploads: { name: string; storedAs: string; type: string; subfolder: string; overwrite: string | null; contentType: string; data: Buffer }[];
  /** Uploaded files by the name LoadImage takes (`subfolder/name`). */
  files: Map<string, Buffer>;
  /** Accepted prompts (the workflow as received). */
  prompts: { promptId: string; workflow: Workflow; clientId: unknown }[];
  /** Every request received. */
  requests: { method: string; path: string; route: ComfyRoute | null; authorization: string | undefined }[];
  /** `POST /queue` bodies' `delete` lists. */
  queueDeletes: string[][];
  /** History polls that answer `{}` before a prompt is done (default 1). */
  runningPolls: number;
  /** When set, runs end in this execution error. */
  failure: { nodeType: string; exceptionType: string; exceptionMessage: string } | 'interrupted' | null;
  /** Paints the output of a run (default: the whole frame in `repaintColour`). */
  paint: (run: FakeComfyRun) => Promise<Buffer>;
  /** The flat colour of the default paint. */
  repaintColour: { r: number; g: number; b: number };
  /** The output file of each finished prompt. */
  outputs: Map<string, Buffer>;
  plan(route: ComfyRoute, ...answers: PlannedComfyAnswer[]): void;
  calls(route: ComfyRoute): FakeComfyUi['requests'];
  close(): Promise<void>;
}

export interface FakeComfyUiOptions {
  /** Requests must carry `Authorization: Bearer <apiKey>` (a proxy in front of ComfyUI). */
  apiKey?: string;
  /** Model files by folder (default: the files of the shipped Qwen-Image-Edit workflows). */
  models?: Partial<Record<'diffusion_models' | 'text_encoders' | 'vae' | 'loras', string[]>>;
}

const DEFAULT_MODELS = {
  diffusion_models: ['qwen_image_edit_2509_fp8_e4m3fn.safetensors'],
  text_encoders: ['qwen_2.5_vl_7b_fp8_scaled.safetensors'],
  vae: ['qwen_image_vae.safetensors'],
  loras: [] as string[],
};

type Spec = string | { combo: string[] } | 'IMAGEFILE';
interface NodeClass {
  required: Record<string, Spec>;
  optional?: Record<string, Spec>;
  output: string[];
  outputNode?: boolean;
}

/** The node classes the fake knows, with the inputs and outputs of ComfyUI's own definitions (nodes.py, comfy_extras/). */
function nodeClasses(models: typeof DEFAULT_MODELS): Record<string, NodeClass> {
  const samplers = ['euler', 'euler_ancestral', 'heun', 'dpmpp_2m', 'dpmpp_sde', 'uni_pc', 'res_multistep'];
  const schedulers = ['normal', 'karras', 'exponential', 'sgm_uniform', 'simple', 'ddim_uniform', 'beta'];
  const upscale = ['nearest-exact', 'bilinear', 'area', 'bicubic', 'lanczos'];
  return {
    UNETLoader: { required: { unet_name: { combo: models.diffusion_models }, weight_dtype: { combo: ['default', 'fp8_e4m3fn', 'fp8_e4m3fn_fast', 'fp8_e5m2'] } }, output: ['MODEL'] },
    CLIPLoader: {
      required: { clip_name: { combo: models.text_encoders }, type: { combo: ['stable_diffusion', 'stable_cascade', 'sd3', 'stable_audio', 'mochi', 'ltxv', 'pixart', 'cosmos', 'lumina2', 'wan', 'hidream', 'chroma', 'ace', 'omnigen2', 'qwen_image'] } },
      optional: { device: { combo: ['default', 'cpu'] } },
      output: ['CLIP'],
    },
    VAELoader: { required: { vae_name: { combo: models.vae } }, output: ['VAE'] },
    LoraLoaderModelOnly: { required: { model: 'MODEL', lora_name: { combo: models.loras }, strength_model: 'FLOAT' }, output: ['MODEL'] },
    ModelSamplingAuraFlow: { required: { model: 'MODEL', shift: 'FLOAT' }, output: ['MODEL'] },
    CFGNorm: { required: { model: 'MODEL', strength: 'FLOAT' }, output: ['MODEL'] },
    LoadImage: { required: { image: 'IMAGEFILE' }, output: ['IMAGE', 'MASK'] },
    LoadImageMask: { required: { image: 'IMAGEFILE', channel: { combo: ['alpha', 'red', 'green', 'blue'] } }, output: ['MASK'] },
    TextEncodeQwenImageEdit: { required: { clip: 'CLIP', prompt: 'STRING' }, optional: { vae: 'VAE', image: 'IMAGE' }, output: ['CONDITIONING'] },
    TextEncodeQwenImageEditPlus: { required: { clip: 'CLIP', prompt: 'STRING' }, optional: { vae: 'VAE', image1: 'IMAGE', image2: 'IMAGE', image3: 'IMAGE' }, output: ['CONDITIONING'] },
    VAEEncode: { required: { pixels: 'IMAGE', vae: 'VAE' }, output: ['LATENT'] },
    SetLatentNoiseMask: { required: { samples: 'LATENT', mask: 'MASK' }, output: ['LATENT'] },
    EmptySD3LatentImage: { required: { width: 'INT', height: 'INT', batch_size: 'INT' }, output: ['LATENT'] },
    ImageScale: { required: { image: 'IMAGE', upscale_method: { combo: upscale }, width: 'INT', height: 'INT', crop: { combo: ['disabled', 'center'] } }, output: ['IMAGE'] },
    KSampler: {
      required: {
        model: 'MODEL',
        seed: 'INT',
        steps: 'INT',
        cfg: 'FLOAT',
        sampler_name: { combo: samplers },
        scheduler: { combo: schedulers },
        positive: 'CONDITIONING',
        negative: 'CONDITIONING',
        latent_image: 'LATENT',
        denoise: 'FLOAT',
      },
      output: ['LATENT'],
    },
    VAEDecode: { required: { samples: 'LATENT', vae: 'VAE' }, output: ['IMAGE'] },
    SaveImage: { required: { images: 'IMAGE', filename_prefix: 'STRING' }, output: [], outputNode: true },
    PreviewImage: { required: { images: 'IMAGE' }, output: [], outputNode: true },
  };
}

/** `/object_info` of the known classes (COMBO inputs as `[[...options], {}]`). */
function objectInfo(classes: Record<string, NodeClass>, files: Map<string, Buffer>): Record<string, unknown> {
  const spec = (s: Spec) => (s === 'IMAGEFILE' ? [[...files.keys()], { image_upload: true }] : typeof s === 'string' ? [s, {}] : [s.combo, {}]);
  const out: Record<string, unknown> = {};
  for (const [name, cls] of Object.entries(classes)) {
    const map = (o: Record<string, Spec> = {}) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, spec(v)]));
    out[name] = {
      input: { required: map(cls.required), ...(cls.optional ? { optional: map(cls.optional) } : {}) },
      input_order: { required: Object.keys(cls.required), ...(cls.optional ? { optional: Object.keys(cls.optional) } : {}) },
      output: cls.output,
      output_is_list: cls.output.map(() => false),
      output_name: cls.output,
      name,
      display_name: name,
      description: '',
      python_module: 'nodes',
      category: 'fake',
      output_node: !!cls.outputNode,
    };
  }
  return out;
}

type ValidationError = { type: string; message: string; details: string; extra_info: Record<string, unknown> };

/** validate_prompt's checks over a workflow. @returns the 400 body, or null when valid. */
function validate(workflow: unknown, classes: Record<string, NodeClass>, files: Map<string, Buffer>): Record<string, unknown> | null {
  const fatal = (type: string, message: string, details: string) => ({ error: { type, message, details, extra_info: {} }, node_errors: {} });
  if (!workflow || typeof workflow !== 'object') return fatal('no_prompt', 'No prompt provided', 'No prompt provided');
  const wf = workflow as Record<string, Partial<Node>>;
  const outputs: string[] = [];
  for (const [id, node] of Object.entries(wf)) {
    if (!node || typeof node.class_type !== 'string') return fatal('invalid_prompt', 'Cannot execute because a node is missing the class_type property.', `Node ID '#${id}'`);
    const cls = classes[node.class_type];
    if (!cls) return fatal('invalid_prompt', `Cannot execute because node ${node.class_type} does not exist.`, `Node ID '#${id}'`);
    if (cls.outputNode) outputs.push(id);
  }
  if (outputs.length === 0) return fatal('prompt_no_outputs', 'Prompt has no outputs', '');
  const nodeErrors: Record<string, { errors: ValidationError[]; dependent_outputs: string[]; class_type: string }> = {};
  for (const [id, node] of Object.entries(wf) as [string, Node][]) {
    const cls = classes[node.class_type]!;
    const errors: ValidationError[] = [];
    const inputs = node.inputs ?? {};
    const check = (name: string, spec: Spec, value: unknown) => {
      if (Array.isArray(value)) {
        const source = wf[String(value[0])];
        const type = source?.class_type ? classes[source.class_type]?.output[Number(value[1])] : undefined;
        const wanted = typeof spec === 'string' ? spec : 'COMBO';
        if (value.length !== 2 || !type) errors.push({ type: 'bad_linked_input', message: 'Bad linked input, must be a length-2 list of [node_id, slot_index]', details: name, extra_info: { input_name: name } });
        else if (type !== wanted) errors.push({ type: 'return_type_mismatch', message: 'Return type mismatch between linked nodes', details: `${name}, received_type(${type}) mismatch input_type(${wanted})`, extra_info: { input_name: name } });
        return;
      }
      if (spec === 'INT' && !(typeof value === 'number' ? Number.isInteger(value) : /^-?\d+$/.test(String(value)))) {
        errors.push({ type: 'invalid_input_type', message: 'Failed to convert an input value to a INT value', details: `${name}, ${String(value)}, invalid literal for int() with base 10: '${String(value)}'`, extra_info: { input_name: name } });
      } else if (spec === 'FLOAT' && !Number.isFinite(Number(value))) {
        errors.push({ type: 'invalid_input_type', message: 'Failed to convert an input value to a FLOAT value', details: `${name}, ${String(value)}`, extra_info: { input_name: name } });
      } else if (spec === 'IMAGEFILE' && !files.has(String(value))) {
        errors.push({ type: 'custom_validation_failed', message: 'Custom validation failed for node', details: `${name} - Invalid image file: ${String(value)}`, extra_info: { input_name: name } });
      } else if (typeof spec === 'object' && !spec.combo.includes(String(value))) {
        errors.push({ type: 'value_not_in_list', message: 'Value not in list', details: `${name}: '${String(value)}' not in ${JSON.stringify(spec.combo)}`, extra_info: { input_name: name } });
      } else if (typeof spec === 'string' && spec !== 'STRING' && spec !== 'INT' && spec !== 'FLOAT' && spec !== 'IMAGEFILE') {
        errors.push({ type: 'bad_linked_input', message: 'Bad linked input, must be a length-2 list of [node_id, slot_index]', details: name, extra_info: { input_name: name } });
      }
    };
    for (const [name, spec] of Object.entries(cls.required)) {
      if (!(name in inputs)) errors.push({ type: 'required_input_missing', message: 'Required input is missing', details: name, extra_info: { input_name: name } });
      else check(name, spec, inputs[name]);
    }
    for (const [name, spec] of Object.entries(cls.optional ?? {})) if (name in inputs) check(name, spec, inputs[name]);
    if (errors.length) nodeErrors[id] = { errors, dependent_outputs: outputs, class_type: node.class_type };
  }
  if (Object.keys(nodeErrors).length === 0) return null;
  const details = Object.values(nodeErrors)
    .flatMap((e) => e.errors.map((x) => `${x.message}: ${x.details}`))
    .join('\n');
  return { error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details, extra_info: {} }, node_errors: nodeErrors };
}

/** The size of a node's image or latent output, following links (pixels). */
async function sizeOf(wf: Workflow, id: string, files: ReadonlyMap<string, Buffer>): Promise<{ width: number; height: number }> {
  const node = wf[id]!;
  const link = (name: string) => String((node.inputs[name] as [string, number])[0]);
  switch (node.class_type) {
    case 'EmptySD3LatentImage':
    case 'ImageScale':
      return { width: Number(node.inputs.width), height: Number(node.inputs.height) };
    case 'LoadImage': {
      const meta = await sharp(files.get(String(node.inputs.image))!).metadata();
      return { width: meta.width ?? 0, height: meta.height ?? 0 };
    }
    case 'VAEEncode':
      return sizeOf(wf, link('pixels'), files);
    case 'SetLatentNoiseMask':
    case 'VAEDecode':
      return sizeOf(wf, link('samples'), files);
    case 'KSampler':
      return sizeOf(wf, link('latent_image'), files);
    default:
      return { width: 1024, height: 1024 };
  }
}

/** Starts the fake on a free loopback port. */
export async function startFakeComfyUi(options: FakeComfyUiOptions = {}): Promise<FakeComfyUi> {
  const models = { ...DEFAULT_MODELS, ...options.models };
  const classes = nodeClasses(models);
  const planned: Record<ComfyRoute, PlannedComfyAnswer[]> = { upload: [], prompt: [], history: [], view: [], queue: [], system_stats: [], object_info: [] };
  const polls = new Map<string, number>();
  const history = new Map<string, unknown>();
  const deleted = new Set<string>();
  const saved = new Map<string, Buffer>();
  let counter = 0;
  let number = 0;
  const fake: FakeComfyUi = {
    baseUrl: '',
    uploads: [],
    files: new Map(),
    prompts: [],
    requests: [],
    queueDeletes: [],
    runningPolls: 1,
    failure: null,
    repaintColour: { r: 224, g: 33, b: 138 },
    paint: async (run) => sharp({ create: { width: run.width, height: run.height, channels: 3, background: fake.repaintColour } }).png().toBuffer(),
    outputs: new Map(),
    plan: (route, ...answers) => void planned[route].push(...answers),
    calls: (route) => fake.requests.filter((r) => r.route === route),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const routeOf = (method: string, path: string): ComfyRoute | null => {
    if (method === 'POST' && path === '/upload/image') return 'upload';
    if (method === 'POST' && path === '/prompt') return 'prompt';
    if (method === 'GET' && /^\/history\/[^/]+$/.test(path)) return 'history';
    if (method === 'GET' && path === '/view') return 'view';
    if (method === 'POST' && path === '/queue') return 'queue';
    if (method === 'GET' && path === '/system_stats') return 'system_stats';
    if (method === 'GET' && path === '/object_info') return 'object_info';
    return null;
  };

  /** Runs a prompt: paints its output, or records the planned failure. */
  async function run(promptId: string, workflow: Workflow, clientId: unknown): Promise<void> {
    const prompt = [number, promptId, workflow, { client_id: clientId }, []];
    const started = ['execution_start', { prompt_id: promptId, timestamp: Date.now() }];
    const saveId = Object.keys(workflow).find((id) => classes[workflow[id]!.class_type]?.outputNode)!;
    if (fake.failure) {
      const sampler = Object.keys(workflow).find((id) => workflow[id]!.class_type === 'KSampler') ?? saveId;
      const message =
        fake.failure === 'interrupted'
          ? ['execution_interrupted', { prompt_id: promptId, node_id: sampler, node_type: workflow[sampler]!.class_type, executed: [], timestamp: Date.now() }]
          : [
              'execution_error',
              {
                prompt_id: promptId,
                node_id: sampler,
                node_type: fake.failure.nodeType,
                executed: [],
                exception_message: fake.failure.exceptionMessage,
                exception_type: fake.failure.exceptionType,
                traceback: ['  File "execution.py", line 1, in execute\n'],
                current_inputs: {},
                current_outputs: {},
                timestamp: Date.now(),
              },
            ];
      history.set(promptId, { prompt, outputs: {}, status: { status_str: 'error', completed: false, messages: [started, message] }, meta: {} });
      return;
    }
    const decode = String((workflow[saveId]!.inputs.images as [string, number])[0]);
    const size = await sizeOf(workflow, decode, fake.files);
    const png = await fake.paint({ promptId, workflow, files: fake.files, ...size });
    counter += 1;
    const prefix = String(workflow[saveId]!.inputs.filename_prefix ?? 'ComfyUI');
    const filename = `${prefix}_${String(counter).padStart(5, '0')}_.png`;
    saved.set(filename, png);
    fake.outputs.set(promptId, png);
    history.set(promptId, {
      prompt,
      outputs: { [saveId]: { images: [{ filename, subfolder: '', type: 'output' }] } },
      status: { status_str: 'success', completed: true, messages: [started, ['execution_cached', { nodes: [], prompt_id: promptId, timestamp: Date.now() }], ['execution_success', { prompt_id: promptId, timestamp: Date.now() }]] },
      meta: { [saveId]: { node_id: saveId, display_node: saveId, parent_node: null, real_node_id: saveId } },
    });
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = Buffer.concat(chunks);
      const method = req.method ?? 'GET';
      const route = routeOf(method, url.pathname);
      fake.requests.push({ method, path: url.pathname, route, authorization: req.headers.authorization });
      const send = async (a: PlannedComfyAnswer) => {
        if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
        if (res.destroyed) return;
        const text = a.body === undefined ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
        res.writeHead(a.status, { 'content-type': typeof a.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8' });
        res.end(text);
      };
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) return send({ status: 401, body: '401: Unauthorized' });
      if (!route) return send({ status: 404, body: '404: Not Found' });
      const next = planned[route].shift();
      if (next) return send(next);

      switch (route) {
        case 'upload': {
          const form = await new Request('http://fake.local/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: new Uint8Array(body) }).formData();
          const image = form.get('image');
          if (!image || typeof image === 'string' || !image.name) return send({ status: 400 });
          const type = String(form.get('type') ?? 'input');
          const subfolder = String(form.get('subfolder') ?? '');
          const overwrite = form.get('overwrite') === null ? null : String(form.get('overwrite'));
          const data = Buffer.from(await image.arrayBuffer());
          let name = image.name;
          const key = (n: string) => (subfolder ? `${subfolder}/${n}` : n);
          if (overwrite !== 'true' && overwrite !== '1') {
            const dot = image.name.lastIndexOf('.');
            for (let i = 1; fake.files.has(key(name)) && !fake.files.get(key(name))!.equals(data); i += 1) name = `${image.name.slice(0, dot)} (${i})${image.name.slice(dot)}`;
          }
          fake.files.set(key(name), data);
          fake.uploads.push({ name: image.name, storedAs: key(name), type, subfolder, overwrite, contentType: image.type, data });
          return send({ status: 200, body: { name, subfolder, type } });
        }
        case 'prompt': {
          let json: { prompt?: unknown; client_id?: unknown };
          try {
            json = JSON.parse(body.toString()) as typeof json;
          } catch {
            return send({ status: 400, body: '400: Bad Request' });
          }
          const invalid = validate(json.prompt, classes, fake.files);
          if (invalid) return send({ status: 400, body: invalid });
          const promptId = crypto.randomUUID();
          number += 1;
          const workflow = json.prompt as Workflow;
          fake.prompts.push({ promptId, workflow, clientId: json.client_id });
          polls.set(promptId, 0);
          await run(promptId, workflow, json.client_id);
          return send({ status: 200, body: { prompt_id: promptId, number, node_errors: {} } });
        }
        case 'history': {
          const id = decodeURIComponent(url.pathname.slice('/history/'.length));
          const seen = polls.get(id);
          if (seen === undefined || deleted.has(id)) return send({ status: 200, body: {} });
          polls.set(id, seen + 1);
          if (seen < fake.runningPolls || !history.has(id)) return send({ status: 200, body: {} });
          return send({ status: 200, body: { [id]: history.get(id) } });
        }
        case 'view': {
          const filename = url.searchParams.get('filename') ?? '';
          const type = url.searchParams.get('type') ?? 'output';
          const file = type === 'output' && !url.searchParams.get('subfolder') ? saved.get(filename) : undefined;
          if (!file) return send({ status: 404 });
          res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(file.length), 'content-disposition': `filename="${filename}"` });
          res.end(file);
          return;
        }
        case 'queue': {
          const json = JSON.parse(body.toString() || '{}') as { delete?: string[] };
          if (Array.isArray(json.delete)) {
            fake.queueDeletes.push(json.delete);
            // Only a prompt still waiting leaves the queue.
            for (const id of json.delete) if ((polls.get(id) ?? 0) < fake.runningPolls) deleted.add(id);
          }
          return send({ status: 200 });
        }
        case 'system_stats':
          return send({
            status: 200,
            body: {
              system: { os: 'posix', ram_total: 68_719_476_736, ram_free: 51_539_607_552, comfyui_version: '0.3.75', python_version: '3.12.3', pytorch_version: '2.9.0+cu128', embedded_python: false, argv: ['main.py', '--listen'] },
              devices: [{ name: 'cuda:0 NVIDIA GeForce RTX 4090 : cudaMallocAsync', type: 'cuda', index: 0, vram_total: 25_757_220_864, vram_free: 24_000_000_000, torch_vram_total: 0, torch_vram_free: 0 }],
            },
          });
        case 'object_info':
          return send({ status: 200, body: objectInfo(classes, fake.files) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
