/**
 * Lazy loader for OpenCV compiled to WebAssembly (@techstark/opencv-js, Apache-2.0).
 *
 * The package exports an Emscripten module object that is also a thenable (it has a `then` method
 * that calls back with the module itself). Awaiting it, or resolving a promise with it, makes the
 * promise adopt it again and again and never settle. The loader therefore waits for
 * `onRuntimeInitialized` itself and removes `then` before the module is handed out.
 */
import { createRequire } from 'node:module';

/** An OpenCV matrix (only the members used by the media providers). */
export interface CvMat {
  readonly rows: number;
  readonly cols: number;
  /** Raw bytes of an 8-bit matrix, row-major, channels interleaved. */
  readonly data: Uint8Array;
  /** The values of a CV_64F matrix. */
  readonly data64F: Float64Array;
  type(): number;
  delete(): void;
}

/** An OpenCV rectangle. */
export interface CvRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The subset of the OpenCV API used by the media providers. */
export interface Cv {
  Mat: new (rows?: number, cols?: number, type?: number) => CvMat;
  Rect: new (x: number, y: number, width: number, height: number) => CvRect;
  /** cv::grabCut; `mode` is one of the GC_* modes (GC_EVAL = 2, GC_EVAL_FREEZE_MODEL = 3). */
  grabCut(img: CvMat, mask: CvMat, rect: CvRect, bgdModel: CvMat, fgdModel: CvMat, iterCount: number, mode: number): void;
  readonly CV_8UC1: number;
  readonly CV_8UC3: number;
  readonly CV_64FC1: number;
  readonly GC_BGD: number;
  readonly GC_FGD: number;
  readonly GC_PR_BGD: number;
  readonly GC_PR_FGD: number;
  readonly GC_INIT_WITH_RECT: number;
  readonly GC_INIT_WITH_MASK: number;
  readonly GC_EVAL: number;
}

/** Thrown when the OpenCV runtime cannot be loaded or initialised. */
export class OpenCvLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OpenCvLoadError';
  }
}

interface EmscriptenModule {
  Mat?: unknown;
  then?: unknown;
  onRuntimeInitialized?: () => void;
  onAbort?: (what: unknown) => void;
}

const INIT_TIMEOUT_MS = 30_000;
let pending: Promise<Cv> | undefined;

/** Removes the module's `then` so that promises can carry it without adopting it. */
function defuse(mod: EmscriptenModule): Cv {
  Object.defineProperty(mod, 'then', { value: undefined, configurable: true, writable: true });
  return mod as unknown as Cv;
}

/**
 * Loads and initialises OpenCV once per process and returns the same instance on every call.
 * Output: the initialised module (not thenable). Loading takes about 0.2 s the first time.
 * Errors: rejects with OpenCvLoadError if the runtime aborts or does not initialise within 30 s;
 * a failed load is not cached, so a later call retries.
 */
export function loadOpenCv(): Promise<Cv> {
  pending ??= new Promise<Cv>((resolve, reject) => {
    let mod: EmscriptenModule;
    try {
      const require = createRequire(import.meta.url);
      // The Emscripten glue registers process-wide handlers (it rethrows every uncaught exception and
      // aborts the runtime on any unhandled rejection); the host process owns those events.
      const before = { exc: process.listeners('uncaughtException'), rej: process.listeners('unhandledRejection') };
      mod = require('@techstark/opencv-js') as EmscriptenModule;
      for (const l of process.listeners('uncaughtException')) if (!before.exc.includes(l)) process.removeListener('uncaughtException', l);
      for (const l of process.listeners('unhandledRejection')) if (!before.rej.includes(l)) process.removeListener('unhandledRejection', l);
    } catch (err) {
      reject(new OpenCvLoadError('OpenCV (@techstark/opencv-js) could not be loaded', { cause: err }));
      return;
    }
    if (typeof mod.Mat === 'function') {
      resolve(defuse(mod));
      return;
    }
    const timer = setTimeout(() => reject(new OpenCvLoadError('OpenCV runtime did not initialise within 30 s')), INIT_TIMEOUT_MS);
    timer.unref?.();
    const previous = mod.onRuntimeInitialized;
    mod.onRuntimeInitialized = () => {
      clearTimeout(timer);
      previous?.();
      resolve(defuse(mod));
    };
    mod.onAbort = (what: unknown) => {
      clearTimeout(timer);
      reject(new OpenCvLoadError(`OpenCV runtime aborted: ${String(what)}`));
    };
  }).catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}
