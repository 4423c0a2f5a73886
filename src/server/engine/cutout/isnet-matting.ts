/**
 * Product segmentation with ISNet: the DIS general-use model (Qin et al.,
 * "Highly Accurate Dichotomous Image Segmentation", ECCV 2022) as shipped, split in 4 MB chunks,
 * by `@imgly/background-removal-data` 1.4.5 (AGPL-3.0; `/models/medium` in its dist/resources.json,
 * 88 MB), run on the CPU with onnxruntime-node 1.30.0. The weights are read from the installed
 * package, never downloaded. One session per process is loaded on first use and reused; inferences
 * run one at a time (each holds about 50 MB of tensors), with the CPU memory arena off and
 * graph optimisations short of the layout transforms, so the model adds about 200-250 MB to the
 * process.
 *
 * Pre-processing (the model's training recipe): the photo resized to 1024x1024 without keeping the
 * aspect ratio, RGB scaled to (v - 128) / 256, NCHW float32. The first output is the matte after
 * its sigmoid, 1x1x1024x1024 in [0, 1]; it is resized back to the photo's size with bilinear
 * filtering. Post-processing (main object, refinement) is the cut-out's job (cutout.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { InferenceSession } from 'onnxruntime-node';
import sharp from 'sharp';
import { createSemaphore } from '../../../shared/semaphore';
import type { RawImage } from '../image/decode-image';

/** Side of the square model input, px. */
export const ISNET_INPUT_SIZE = 1024;

/** Thrown when the model cannot be loaded (package missing, runtime unavailable). */
export class MattingModelError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MattingModelError';
  }
}

interface ModelResource {
  chunks: { hash: string }[];
  size: number;
}

/** The model file's bytes, joined from the data package's chunks. @throws MattingModelError. */
function readModelBytes(model: '/models/small' | '/models/medium'): Buffer {
  try {
    const require = createRequire(import.meta.url);
    const dist = path.join(path.dirname(require.resolve('@imgly/background-removal-data/package.json')), 'dist');
    const resources = JSON.parse(fs.readFileSync(path.join(dist, 'resources.json'), 'utf8')) as Record<string, ModelResource>;
    const entry = resources[model];
    if (!entry) throw new Error(`${model} is not in resources.json`);
    const bytes = Buffer.concat(entry.chunks.map((chunk) => fs.readFileSync(path.join(dist, chunk.hash))));
    if (bytes.length !== entry.size) throw new Error(`model is ${bytes.length} bytes, expected ${entry.size}`);
    return bytes;
  } catch (error) {
    throw new MattingModelError(`ISNet weights could not be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

let session: Promise<InferenceSession> | null = null;
const oneAtATime = createSemaphore(1);

/** The process's ISNet session, created on first use. @throws MattingModelError. */
function isnetSession(): Promise<InferenceSession> {
  session ??= (async () => {
    const bytes = readModelBytes('/models/medium');
    const ort = await import('onnxruntime-node');
    return ort.InferenceSession.create(bytes, {
      executionProviders: ['cpu'],
      enableCpuMemArena: false,
      // 'all' adds layout transforms that keep a second, reordered copy of the weights: about
      // 300 MB more for 5-10 % less time (measured here: +500 MB vs +200 MB RSS once loaded).
      graphOptimizationLevel: 'extended',
      intraOpNumThreads: 2,
    });
  })().catch((error: unknown) => {
    session = null;
    throw error instanceof MattingModelError ? error : new MattingModelError(`ISNet could not start: ${String(error)}`, { cause: error });
  });
  return session;
}

/**
 * The model's input tensor data for a photo: 3x1024x1024 float32, channels first, (v - 128) / 256.
 * Input: any RawImage (alpha is flattened on white). Output: Float32Array of 3*1024*1024 values.
 */
export async function isnetInput(image: RawImage): Promise<Float32Array> {
  const size = ISNET_INPUT_SIZE;
  const rgb = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .resize(size, size, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const plane = size * size;
  const out = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i += 1) {
    out[i] = (rgb[i * 3]! - 128) / 256;
    out[plane + i] = (rgb[i * 3 + 1]! - 128) / 256;
    out[2 * plane + i] = (rgb[i * 3 + 2]! - 128) / 256;
  }
  return out;
}

/**
 * Segments the salient object of a photo.
 * Input: RawImage (1-4 channels, 8-bit); `size`, the matte's size in px (default: the image's).
 * Output: 8-bit matte of `size` (width*height bytes, 255 = object), from the model's probabilities
 * (not thresholded).
 * Errors: MattingModelError when the model cannot load; onnxruntime errors from the run.
 * Same input, same output: the CPU run is deterministic.
 */
export async function isnetMatte(image: RawImage, size: { width: number; height: number } = image): Promise<Buffer> {
  const model = await isnetSession();
  const input = await isnetInput(image);
  const ort = await import('onnxruntime-node');
  const probabilities = await oneAtATime.run(async () => {
    const tensor = new ort.Tensor('float32', input, [1, 3, ISNET_INPUT_SIZE, ISNET_INPUT_SIZE]);
    const outputName = model.outputNames[0]!;
    const result = await model.run({ [model.inputNames[0]!]: tensor }, [outputName]);
    const data = result[outputName]!.data as Float32Array;
    tensor.dispose();
    return data;
  });
  const small = Buffer.alloc(ISNET_INPUT_SIZE * ISNET_INPUT_SIZE);
  for (let i = 0; i < small.length; i += 1) small[i] = Math.round(Math.min(1, Math.max(0, probabilities[i]!)) * 255);
  return sharp(small, { raw: { width: ISNET_INPUT_SIZE, height: ISNET_INPUT_SIZE, channels: 1 } })
    .resize(size.width, size.height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}
