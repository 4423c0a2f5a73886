/**
 * ComfyUI workflows as data: the workflows the ComfyUI image engine queues, in
 * ComfyUI's API format (the JSON the web UI's "Export (API)" writes: `{ [nodeId]: { class_type,
 * inputs, _meta? } }`, where an input is a literal or a link `[sourceNodeId, outputIndex]`;
 * https://docs.comfy.org/development/comfyui-server/comms_routes, `POST /prompt`).
 *
 * Placeholder convention (docs/providers.md 'Your own GPU (ComfyUI)'): the engine replaces these
 * strings wherever they stand as an input value of a node:
 *
 *   - `{{prompt}}`, `{{negative_prompt}}`: our prompt and the things to avoid (text; may be part of
 *     a longer string);
 *   - `{{image}}`: the uploaded picture to edit (the product photo, or with the product lock the
 *     canvas with the product already placed); `{{mask}}`: the uploaded paint mask of the lock, a
 *     greyscale PNG, white where the scene may be painted and black over the product (read it with
 *     `LoadImageMask`, channel `red`); `{{reference_1}}`, `{{reference_2}}`...: more photos of the
 *     product. A node whose picture is not sent (fewer references than slots) is removed with the
 *     links to it, so such inputs must be optional ones;
 *   - `{{seed}}`, `{{steps}}`, `{{width}}`, `{{height}}`: integers (an input that is exactly the
 *     placeholder becomes a number).
 *
 * The plain workflow needs `{{image}}` and `{{prompt}}`; the masked (inpaint) workflow needs
 * `{{mask}}` too. An unknown `{{...}}` is refused at start, as is a workflow saved in the UI format.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One node of a workflow in API format. */
export interface ComfyNode {
  class_type: string;
  inputs: Record<string, unknown>;
  _meta?: { title?: string };
}

/** A workflow in API format: node id -> node. */
export type ComfyWorkflow = Record<string, ComfyNode>;

/** Integer placeholders. */
export const NUMBER_PLACEHOLDERS = ['seed', 'steps', 'width', 'height'] as const;
/** Text placeholders. */
export const TEXT_PLACEHOLDERS = ['prompt', 'negative_prompt'] as const;
/** Most reference photo slots a workflow may name ({{reference_1}}..{{reference_9}}). */
export const MAX_REFERENCE_SLOTS = 9;

export type NumberPlaceholder = (typeof NUMBER_PLACEHOLDERS)[number];
export type TextPlaceholder = (typeof TEXT_PLACEHOLDERS)[number];

/** The folder of the shipped workflows. */
export const SHIPPED_WORKFLOW_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'comfyui-workflows');
/** The shipped plain edit workflow (Qwen-Image-Edit-2509). */
export const DEFAULT_WORKFLOW_PATH = path.join(SHIPPED_WORKFLOW_DIR, 'qwen-image-edit.json');
/** The shipped masked edit workflow used with the product lock. */
export const DEFAULT_INPAINT_WORKFLOW_PATH = path.join(SHIPPED_WORKFLOW_DIR, 'qwen-image-edit-masked.json');

const PLACEHOLDER = /\{\{\s*([a-z0-9_]+)\s*\}\}/g;

/** Whether `name` is a placeholder of the convention. */
function knownPlaceholder(name: string): boolean {
  if ((NUMBER_PLACEHOLDERS as readonly string[]).includes(name) || (TEXT_PLACEHOLDERS as readonly string[]).includes(name)) return true;
  if (name === 'image' || name === 'mask') return true;
  const ref = /^reference_(\d+)$/.exec(name);
  return !!ref && Number(ref[1]) >= 1 && Number(ref[1]) <= MAX_REFERENCE_SLOTS;
}

/** Whether an input value is a link `[nodeId, outputIndex]`. */
export function isLink(value: unknown): value is [string, number] {
  return Array.isArray(value) && value.length === 2 && (typeof value[0] === 'string' || typeof value[0] === 'number') && Number.isInteger(value[1]);
}

/**
 * Parses and checks a workflow.
 * @param text the JSON. @param label names the workflow in messages (a file name).
 * @param required placeholders it must contain (e.g. ['image', 'prompt']).
 * @returns the workflow.
 * @throws Error naming the problem: not JSON, saved in the UI format, a node without class_type or
 *   inputs, a link to a missing node, an unknown placeholder, a required placeholder missing, or
 *   reference slots that do not start at 1 and follow on.
 */
export function parseWorkflow(text: string, label: string, required: readonly string[]): ComfyWorkflow {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new Error(`ComfyUI workflow ${label} is not JSON (${(err as Error).message})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`ComfyUI workflow ${label} must be a JSON object of nodes`);
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.nodes) && Array.isArray(record.links)) {
    throw new Error(`ComfyUI workflow ${label} is in the UI format; save it with "Export (API)" in ComfyUI (Workflow menu)`);
  }
  const ids = Object.keys(record);
  if (ids.length === 0) throw new Error(`ComfyUI workflow ${label} has no nodes`);
  for (const id of ids) {
    const node = record[id] as Partial<ComfyNode> | null;
    if (!node || typeof node !== 'object' || typeof node.class_type !== 'string' || !node.inputs || typeof node.inputs !== 'object') {
      throw new Error(`ComfyUI workflow ${label}: node ${id} needs a class_type and inputs (API format)`);
    }
    for (const [input, value] of Object.entries(node.inputs)) {
      if (isLink(value) && !(String(value[0]) in record)) throw new Error(`ComfyUI workflow ${label}: node ${id} input '${input}' links to missing node ${value[0]}`);
    }
  }
  const workflow = record as ComfyWorkflow;
  const found = placeholdersIn(workflow);
  for (const name of found) {
    if (!knownPlaceholder(name)) throw new Error(`ComfyUI workflow ${label}: unknown placeholder {{${name}}} (see docs/providers.md)`);
  }
  for (const name of required) {
    if (!found.has(name)) throw new Error(`ComfyUI workflow ${label} must contain the placeholder {{${name}}}`);
  }
  const slots = referenceSlots(workflow);
  for (let n = 1; n <= slots; n += 1) {
    if (!found.has(`reference_${n}`)) throw new Error(`ComfyUI workflow ${label}: reference slots must be numbered from {{reference_1}} on without gaps`);
  }
  return workflow;
}

/**
 * Reads and checks a workflow file.
 * @throws Error when the file cannot be read or fails parseWorkflow.
 */
export function loadWorkflowFile(file: string, required: readonly string[]): ComfyWorkflow {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`ComfyUI workflow ${file} cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  return parseWorkflow(text, path.basename(file), required);
}

/** The placeholder names used in a workflow's string inputs. */
export function placeholdersIn(workflow: ComfyWorkflow): Set<string> {
  const names = new Set<string>();
  for (const node of Object.values(workflow)) {
    for (const value of Object.values(node.inputs)) {
      if (typeof value !== 'string') continue;
      for (const m of value.matchAll(PLACEHOLDER)) names.add(m[1]!);
    }
  }
  return names;
}

/** How many reference photos a workflow takes: the highest N of its {{reference_N}}. */
export function referenceSlots(workflow: ComfyWorkflow): number {
  let most = 0;
  for (const name of placeholdersIn(workflow)) {
    const m = /^reference_(\d+)$/.exec(name);
    if (m) most = Math.max(most, Number(m[1]));
  }
  return most;
}

/** What one render fills in. */
export interface WorkflowValues {
  text: Record<TextPlaceholder, string>;
  numbers: Record<NumberPlaceholder, number>;
  /** Uploaded file names (as LoadImage takes them) by placeholder: 'image', 'mask', 'reference_1'...; absent: not sent. */
  files: Record<string, string | undefined>;
}

/**
 * Fills a workflow's placeholders for one render.
 * @returns a new workflow: text and file names substituted, an input that is exactly a number
 *   placeholder turned into that number, and every node naming a file that was not sent removed,
 *   together with the inputs that linked to it; a node whose only links went to removed nodes is
 *   removed the same way.
 * @throws Error when a placeholder has no value (a number or text missing).
 */
export function fillWorkflow(workflow: ComfyWorkflow, values: WorkflowValues): ComfyWorkflow {
  const out: ComfyWorkflow = {};
  const removed = new Set<string>();
  const lookup = (name: string): string | number | undefined => {
    if ((NUMBER_PLACEHOLDERS as readonly string[]).includes(name)) return values.numbers[name as NumberPlaceholder];
    if ((TEXT_PLACEHOLDERS as readonly string[]).includes(name)) return values.text[name as TextPlaceholder];
    return values.files[name];
  };
  for (const [id, node] of Object.entries(workflow)) {
    const inputs: Record<string, unknown> = {};
    let drop = false;
    for (const [key, value] of Object.entries(node.inputs)) {
      if (typeof value !== 'string' || !value.includes('{{')) {
        inputs[key] = structuredClone(value);
        continue;
      }
      const exact = /^\{\{\s*([a-z0-9_]+)\s*\}\}$/.exec(value);
      if (exact && (NUMBER_PLACEHOLDERS as readonly string[]).includes(exact[1]!)) {
        inputs[key] = values.numbers[exact[1] as NumberPlaceholder];
        continue;
      }
      inputs[key] = value.replace(PLACEHOLDER, (_, name: string) => {
        const v = lookup(name);
        if (v === undefined) {
          if (name === 'image' || name === 'mask' || name.startsWith('reference_')) {
            drop = true;
            return '';
          }
          throw new Error(`ComfyUI workflow: no value for {{${name}}}`);
        }
        return String(v);
      });
    }
    if (drop) removed.add(id);
    else out[id] = { ...node, inputs };
  }
  // Inputs that linked to a removed node go too (they must be optional inputs of their node); a node
  // whose every link went to removed nodes (e.g. a scale step after a reference's LoadImage) goes as well.
  for (let changed = removed.size > 0; changed; ) {
    changed = false;
    for (const [id, node] of Object.entries(out)) {
      const links = Object.entries(node.inputs).filter(([, value]) => isLink(value));
      const dead = links.filter(([, value]) => removed.has(String((value as [string, number])[0])));
      if (dead.length === 0) continue;
      if (dead.length === links.length) {
        removed.add(id);
        delete out[id];
      } else {
        for (const [key] of dead) delete node.inputs[key];
      }
      changed = true;
    }
  }
  return out;
}

/** An image ComfyUI saved, as `/history` lists it and `/view` takes it. */
export interface ComfyImageRef {
  filename: string;
  subfolder: string;
  type: string;
}

/**
 * The result image of a finished prompt: the first image of type `output` (SaveImage) in the
 * workflow's node order, else the first image of any type.
 * @param outputs `history[promptId].outputs`. @returns null when no node saved an image.
 */
export function pickOutputImage(outputs: unknown, workflow: ComfyWorkflow): ComfyImageRef | null {
  if (!outputs || typeof outputs !== 'object') return null;
  const byNode = outputs as Record<string, { images?: unknown } | null>;
  const order = [...Object.keys(workflow), ...Object.keys(byNode).filter((id) => !(id in workflow))];
  const all: ComfyImageRef[] = [];
  for (const id of order) {
    const images = byNode[id]?.images;
    if (!Array.isArray(images)) continue;
    for (const image of images) {
      const r = image as Partial<ComfyImageRef> | null;
      if (r && typeof r.filename === 'string' && r.filename) all.push({ filename: r.filename, subfolder: typeof r.subfolder === 'string' ? r.subfolder : '', type: typeof r.type === 'string' ? r.type : 'output' });
    }
  }
  return all.find((i) => i.type === 'output') ?? all[0] ?? null;
}

/** The options of a COMBO input in `/object_info` (old `[[...options], {...}]` or newer `["COMBO", { options }]`). */
function comboOptions(spec: unknown): string[] | null {
  if (!Array.isArray(spec)) return null;
  if (Array.isArray(spec[0])) return spec[0].filter((o): o is string => typeof o === 'string');
  if (spec[0] === 'COMBO' && spec[1] && typeof spec[1] === 'object' && Array.isArray((spec[1] as { options?: unknown }).options)) {
    return ((spec[1] as { options: unknown[] }).options).filter((o): o is string => typeof o === 'string');
  }
  return null;
}

/**
 * What a ComfyUI server lacks to run a workflow, from its `GET /object_info` answer
 * (`{ [class]: { input: { required, optional } } }`): node classes that are not installed, and
 * model files (any literal choice of a list input, e.g. UNETLoader's `unet_name`) it does not have.
 * Placeholder values are not checked (they are filled per render).
 * @returns one line per problem, empty when the server can run it.
 */
export function workflowProblems(workflow: ComfyWorkflow, objectInfo: unknown, label: string): string[] {
  const info = (objectInfo && typeof objectInfo === 'object' ? objectInfo : {}) as Record<string, { input?: { required?: Record<string, unknown>; optional?: Record<string, unknown> } }>;
  const problems: string[] = [];
  for (const [id, node] of Object.entries(workflow)) {
    const cls = info[node.class_type];
    if (!cls) {
      problems.push(`${label}: node ${id} '${node.class_type}' is not installed in ComfyUI`);
      continue;
    }
    const specs = { ...cls.input?.optional, ...cls.input?.required };
    for (const [key, value] of Object.entries(node.inputs)) {
      if (typeof value !== 'string' || value.includes('{{')) continue;
      const options = comboOptions(specs[key]);
      if (options && !options.includes(value)) problems.push(`${label}: node ${id} ${node.class_type} ${key} '${value}' is not among ComfyUI's choices`);
    }
  }
  return problems;
}
