/**
 * The local video engine: a deterministic renderer,
 * not a generative model. It turns one still into a smooth camera move with ffmpeg.
 *
 * Output: exactly videoSize(aspectRatio) (1920x1080, 1080x1920 or 1080x1080), 30 fps, 150 or 300
 * frames (5.0 or 10.0 s), H.264 High profile, yuv420p (BT.709, limited range), `-movflags +faststart`,
 * no audio, `-preset veryfast`; the poster is a JPEG of the middle frame.
 *
 * 1. Framing (./video-framing.ts): the photo is auto-oriented and flattened on white, then framed on the
 *    product (the cut-out's box): cropped around it when the box with a margin fits a crop of the output
 *    ratio, else scaled so the whole box fits and the set extended beyond the photo's edges
 *    (./scene-extension.ts: the wall continued upward, the surface downward, with their gradient and
 *    texture). Never a blurred copy of the photo behind it.
 * 2. Motion: ffmpeg's `perspective` filter samples a moving window of that canvas with bilinear
 *    interpolation at fractional coordinates, re-evaluated every frame. This is sub-pixel smooth without
 *    the ~4x pre-scale that `zoompan` needs to avoid jitter, and measured
 *    faster. The window's path (./camera-path.ts) keeps the whole product box inside the frame and the
 *    window inside the canvas in every frame, and is eased so every move starts and ends at rest.
 * 3. Moves, from parseMotionIntent(prompt) (sizes in ./camera-path.ts; a large product shortens them):
 *    - push_in:   zoom 1.00 -> 1.15 towards the product; pull_out: the reverse. When the product leaves
 *                 too little room for that to read, the move that uses the room left (a drift or a slide).
 *    - pan_left / pan_right: the camera travels up to 10 % of the width around the product, zoom 1.12 -> 1.15.
 *    - orbit:     with a confident cut-out (confidence >= 0.7, no uncertain edges), a 2.5D parallax: the
 *                 background plate (the product and its rim removed and filled with the surroundings'
 *                 tone and texture, ./parallax-fill.ts) drifts sideways, while the product layer (the
 *                 matte as alpha, the cut-out's halo-free edge colours, ./parallax-layer.ts) drifts a
 *                 fifth as far the other way and grows: no ring or halo shows around the product in any
 *                 frame. It costs about twice a single-layer move. Without such a cut-out there is no
 *                 orbit: the clip is a push-in on the centred product.
 *                 The seed's parity picks the direction (deterministic).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ffprobe, FfmpegError, runFfmpeg } from '../../providers/media/ffmpeg';
import { parseMotionIntent, type MotionIntent } from '../scenarios/motion-intent';
import { planCameraPath, planParallaxPaths, type CameraPath } from './camera-path';
import { fillBehindProduct } from './parallax-fill';
import { productPatch, type ProductPatch } from './parallax-layer';
import { confidentCutout, decodeStill, frameStill, type FramedCanvas } from './video-framing';
import type { Cutout } from '../cutout/cutout';
import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_DURATIONS,
  VideoProviderError,
  videoSize,
  type RenderedVideo,
  type VideoRenderRequest,
} from '../../providers/ai/videos/video-provider';

/** What the motion engine animates: a video request with the decoded cut-out of its still, when known. */
export type MotionRequest = Omit<VideoRenderRequest, 'matte'> & { cutout?: Cutout };

/** Options of createLocalMotionEngine. */
export interface LocalMotionEngineOptions {
  /** ffmpeg binary (default 'ffmpeg' on PATH; env.ts passes FFMPEG_PATH). */
  ffmpegPath?: string;
  /** When set, each output is checked with this ffprobe (one H.264 stream, size, frame count). */
  ffprobePath?: string;
  /** Limit for one whole render (image preparation + ffmpeg), ms (default 120000). */
  timeoutMs?: number;
  /** Parent of the per-render temporary folder (default os.tmpdir()); the folder is always removed. */
  tmpDir?: string;
}

const FPS = 30;
const DEFAULT_TIMEOUT_MS = 120_000;
/** x264 quality: 20 keeps product edges and text crisp at 1080p. */
const CRF = '20';

const num = (v: number) => (Math.round(v * 10_000) / 10_000).toString();

/** Throws VideoProviderError when the signal has fired or the deadline has passed. */
function checkpoint(signal: AbortSignal | undefined, deadline: number, timeoutMs: number): void {
  if (signal?.aborted) throw new VideoProviderError('Video render aborted', false);
  if (Date.now() >= deadline) throw new VideoProviderError(`Video render timed out after ${timeoutMs} ms`, true);
}

/** Step 1 of the module docstring: the product-centred canvas, and the parallax background when asked. */
async function buildCanvas(req: MotionRequest, W: number, H: number, withBack: boolean): Promise<FramedCanvas & { back: Buffer | null }> {
  let src: { data: Buffer; width: number; height: number };
  try {
    src = await decodeStill(req.image);
  } catch (err) {
    throw new VideoProviderError(`The image could not be read: ${(err as Error).message}`, false);
  }
  const canvas = await frameStill(src, req.cutout, W, H);
  const back = withBack && canvas.matte ? await fillBehindProduct(canvas.rgb, canvas.matte, W, H) : null;
  return { ...canvas, back };
}

/**
 * The perspective filter showing a camera path over a W x H canvas in `frames` frames: the window's left,
 * top and size are interpolated with the eased progress, exactly as cameraWindowAt computes them.
 */
function perspective(path: CameraPath, frames: number): string {
  const e = `(0.5-0.5*cos(PI*on/${frames - 1}))`;
  const lerp = (a: number, b: number) => (a === b ? num(a) : `(${num(a)}+${num(b - a)}*${e})`);
  const left = lerp(path.start.x, path.end.x);
  const top = lerp(path.start.y, path.end.y);
  const right = lerp(path.start.x + path.start.width, path.end.x + path.end.width);
  const bottom = lerp(path.start.y + path.start.height, path.end.y + path.end.height);
  return `perspective=x0='${left}':y0='${top}':x1='${right}':y1='${top}':x2='${left}':y2='${bottom}':x3='${right}':y3='${bottom}':interpolation=linear:eval=frame`;
}

/** Filters shared by every layer: RGB -> BT.709 limited-range YUV, then one frame repeated at 30 fps. */
function layerHead(input: number, pixFmt: 'yuv420p' | 'yuva420p', frames: number): string {
  return `[${input}:v]scale=out_color_matrix=bt709:out_range=tv,format=${pixFmt},loop=loop=${frames - 1}:size=1,settb=1/${FPS},setpts=N`;
}

/** Builds the ffmpeg filtergraph: the moving picture [v] and the poster frame [poster]. */
function filtergraph(intent: MotionIntent, canvas: FramedCanvas, frames: number, seed: number, parallax: { back: CameraPath; patch: ProductPatch } | null): string {
  const { width: W, height: H } = canvas;
  const middle = Math.floor(frames / 2);
  const tailGraph =
    `split=2[v][p];[p]trim=start_frame=${middle}:end_frame=${middle + 1},` +
    `scale=in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=pc,format=yuvj420p[poster]`;
  if (parallax) {
    const { back, patch } = parallax;
    return (
      `${layerHead(0, 'yuv420p', frames)},${perspective(back, frames)}[bg];` +
      `${layerHead(1, 'yuva420p', frames)},${perspective(patch.path, frames)}[fg];` +
      `[bg][fg]overlay=x=${patch.x}:y=${patch.y}:format=yuv420:shortest=1,${tailGraph}`
    );
  }
  return `${layerHead(0, 'yuv420p', frames)},${perspective(planCameraPath(intent, W, H, canvas.box, seed), frames)},${tailGraph}`;
}

/** Maps an ffmpeg failure to the provider error (timeouts and signal deaths may succeed on retry). */
function toProviderError(err: unknown): VideoProviderError {
  if (err instanceof VideoProviderError) return err;
  if (err instanceof FfmpegError) {
    if (err.kind === 'timeout') return new VideoProviderError(`Video render timed out: ${err.message}`, true);
    if (err.kind === 'aborted') return new VideoProviderError('Video render aborted', false);
    if (err.kind === 'spawn') return new VideoProviderError(`ffmpeg is not available: ${err.message}`, false);
    return new VideoProviderError(`ffmpeg failed: ${err.message}`, err.exitSignal !== null);
  }
  return new VideoProviderError(`Video render failed: ${(err as Error)?.message ?? String(err)}`, false);
}

/**
 * Creates the local ffmpeg motion engine (name 'local-motion'); behaviour in the module docstring.
 * Input of render: VideoRenderRequest (PNG/JPEG bytes, optional cut-out, prompt, 5|10 s, ratio, seed) and
 * an optional AbortSignal. Output: RenderedVideo (MP4 bytes, size px, duration s, JPEG poster).
 * Errors (all VideoProviderError): unreadable image or invalid request (retryable false); the whole
 * render exceeding timeoutMs (ffmpeg killed; retryable true); abort (ffmpeg killed; retryable false);
 * ffmpeg missing or failing (retryable only if it was killed by a signal). Temporary files are removed
 * in every case.
 */
export function createLocalMotionEngine(options: LocalMotionEngineOptions = {}): { name: string; render(req: MotionRequest, signal?: AbortSignal): Promise<RenderedVideo> } {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tmpRoot = options.tmpDir ?? os.tmpdir();

  async function render(req: MotionRequest, signal?: AbortSignal): Promise<RenderedVideo> {
    const deadline = Date.now() + timeoutMs;
    if (!(VIDEO_DURATIONS as readonly number[]).includes(req.durationSeconds)) {
      throw new VideoProviderError(`Unsupported duration: ${String(req.durationSeconds)} s`, false);
    }
    if (!(VIDEO_ASPECT_RATIOS as readonly string[]).includes(req.aspectRatio)) {
      throw new VideoProviderError(`Unsupported aspect ratio: ${String(req.aspectRatio)}`, false);
    }
    checkpoint(signal, deadline, timeoutMs);
    const { width: W, height: H } = videoSize(req.aspectRatio);
    const frames = req.durationSeconds * FPS;
    const asked = parseMotionIntent(req.prompt);
    // An orbit is a real parallax or is not made: without a cut-out that tells product from set pixel
    // by pixel, the clip pushes in on the centred product instead of passing a drift off as an orbit.
    const orbit = asked === 'orbit' && confidentCutout(req.cutout);
    let intent: MotionIntent = asked === 'orbit' && !orbit ? 'push_in' : asked;

    let dir: string | null = null;
    try {
      const canvas = await buildCanvas(req, W, H, orbit);
      checkpoint(signal, deadline, timeoutMs);
      let parallax: { back: CameraPath; patch: ProductPatch } | null = null;
      if (canvas.matte && canvas.back) {
        const paths = planParallaxPaths(W, H, canvas.box, req.seed);
        const patch = await productPatch(canvas.rgb, canvas.matte, W, H, paths.front);
        if (patch) parallax = { back: paths.back, patch };
      }
      if (intent === 'orbit' && !parallax) intent = 'push_in';
      dir = await fs.mkdtemp(path.join(tmpRoot, 'vitrine-video-'));
      const inputs: string[] = [];
      if (parallax && canvas.back) {
        const { patch } = parallax;
        await fs.writeFile(path.join(dir, 'back.rgb'), canvas.back);
        await fs.writeFile(path.join(dir, 'front.rgba'), patch.rgba);
        inputs.push('-f', 'rawvideo', '-pixel_format', 'rgb24', '-video_size', `${W}x${H}`, '-i', path.join(dir, 'back.rgb'));
        inputs.push('-f', 'rawvideo', '-pixel_format', 'rgba', '-video_size', `${patch.width}x${patch.height}`, '-i', path.join(dir, 'front.rgba'));
      } else {
        await fs.writeFile(path.join(dir, 'canvas.rgb'), canvas.rgb);
        inputs.push('-f', 'rawvideo', '-pixel_format', 'rgb24', '-video_size', `${W}x${H}`, '-i', path.join(dir, 'canvas.rgb'));
      }
      checkpoint(signal, deadline, timeoutMs);

      const out = path.join(dir, 'video.mp4');
      const posterFile = path.join(dir, 'poster.jpg');
      const args = [
        '-nostdin', '-hide_banner', '-loglevel', 'error', '-y',
        ...inputs,
        '-filter_complex', filtergraph(intent, canvas, frames, req.seed, parallax),
        '-map', '[v]', '-frames:v', String(frames), '-r', String(FPS),
        '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-crf', CRF, '-g', String(FPS * 2),
        '-pix_fmt', 'yuv420p', '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
        '-movflags', '+faststart', '-an', '-sn', '-dn', '-map_metadata', '-1', out,
        '-map', '[poster]', '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '3', '-f', 'image2', '-update', '1', posterFile,
      ];
      await runFfmpeg(args, { ffmpegPath: options.ffmpegPath, timeoutMs: Math.max(1, deadline - Date.now()), signal });

      if (options.ffprobePath) {
        const probe = await ffprobe(out, { ffprobePath: options.ffprobePath, timeoutMs: Math.max(1000, deadline - Date.now()), signal });
        const video = probe.streams.filter((s) => s.codec_type === 'video');
        const s = video[0];
        const count = s?.nb_frames === undefined ? frames : Number(s.nb_frames);
        if (video.length !== 1 || s?.codec_name !== 'h264' || s.width !== W || s.height !== H || count !== frames) {
          throw new VideoProviderError(`ffmpeg produced an unexpected video (${s?.codec_name} ${s?.width}x${s?.height}, ${count} frames)`, false);
        }
      }
      const [data, poster] = await Promise.all([fs.readFile(out), fs.readFile(posterFile)]);
      if (data.length === 0 || poster.length === 0) throw new VideoProviderError('ffmpeg produced an empty file', false);
      return { data, mime: 'video/mp4', width: W, height: H, durationSeconds: frames / FPS, poster };
    } catch (err) {
      throw toProviderError(err);
    } finally {
      if (dir) await fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  return { name: 'local-motion', render };
}
