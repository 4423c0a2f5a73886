/**
 * The local video engine (design.md 'Engines', row 'videos'; issue 5 item 3): a deterministic renderer,
 * not a generative model. It turns one still into a smooth camera move with ffmpeg.
 *
 * Output: exactly videoSize(aspectRatio) (1920x1080, 1080x1920 or 1080x1080), 30 fps, 150 or 300
 * frames (5.0 or 10.0 s), H.264 High profile, yuv420p (BT.709, limited range), `-movflags +faststart`,
 * no audio, `-preset veryfast` (design.md 'Found by trying'); the poster is a JPEG of the middle frame.
 *
 * 1. Fitting (sharp): the photo is auto-oriented and flattened on white. If a crop to the output ratio
 *    keeps the product (the cut-out's bounding box with a 4 % margin; without a cut-out: at least 70 %
 *    of the photo), the photo is cropped around the product and scaled to the output size. Otherwise the
 *    whole photo is fitted inside 92 % of the frame over a blurred, slightly darkened cover of itself.
 * 2. Motion: ffmpeg's `perspective` filter samples a moving window of that canvas with bilinear
 *    interpolation at fractional coordinates, re-evaluated every frame. This is sub-pixel smooth without
 *    the ~4x pre-scale that `zoompan` needs to avoid jitter (design.md 'Found by trying'), and measured
 *    faster. The window never leaves the canvas, so no edge ever shows. Progress p = frame/(frames-1)
 *    is eased with e = (1 - cos(pi p)) / 2, so every move starts and ends at rest.
 * 3. Moves, from parseMotionIntent(prompt):
 *    - push_in:   zoom 1.00 -> 1.15, the centre gliding from the frame centre to the product.
 *    - pull_out:  the reverse: 1.15 -> 1.00, from the product back to the frame centre.
 *    - pan_left / pan_right: the camera travels ~10 % of the width to the left / right (the picture
 *                 drifts the other way) while zooming 1.10 -> 1.13, so no edge shows.
 *    - orbit:     with a cut-out, a 2.5D parallax: the background layer (product removed and filled
 *                 from its surroundings) drifts sideways (~5 % of the width) and slightly vertically at
 *                 zoom 1.10 -> 1.12, while the product layer drifts a quarter as far the other way and
 *                 grows 1.10 -> 1.15. It costs about twice a single-layer move (two warped layers). Without a
 *                 cut-out: a gentle diagonal drift with zoom 1.06 -> 1.12. The seed's parity picks the
 *                 direction (deterministic).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Cutout } from '../../media/cutout';
import { ffprobe, FfmpegError, runFfmpeg } from '../../media/ffmpeg';
import { parseMotionIntent, type MotionIntent } from '../scenarios/motion-intent';
import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_DURATIONS,
  VideoProviderError,
  videoSize,
  type RenderedVideo,
  type VideoProvider,
  type VideoRenderRequest,
} from './video-provider';

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

interface Point {
  x: number;
  y: number;
}

/** The photo fitted to the output frame, plus where the product landed (canvas px). */
interface Canvas {
  rgb: Buffer;
  width: number;
  height: number;
  /** Centre of the product on the canvas, or null without a cut-out. */
  focus: Point | null;
  /** The cut-out's matte on the canvas (width*height bytes), when a cut-out was given. */
  matte: Buffer | null;
  /** The canvas with the product removed and filled in (parallax background), when asked for. */
  back: Buffer | null;
}

/** A camera window over the canvas: zoom and centre as ffmpeg expressions of the eased progress E. */
interface WindowMove {
  z: string;
  cx: string;
  cy: string;
}

const num = (v: number) => (Math.round(v * 10_000) / 10_000).toString();
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Throws VideoProviderError when the signal has fired or the deadline has passed. */
function checkpoint(signal: AbortSignal | undefined, deadline: number, timeoutMs: number): void {
  if (signal?.aborted) throw new VideoProviderError('Video render aborted', false);
  if (Date.now() >= deadline) throw new VideoProviderError(`Video render timed out after ${timeoutMs} ms`, true);
}

/** Decodes the still: auto-oriented, flattened on white, 8-bit sRGB, 3 channels. */
async function decodeStill(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(image, { limitInputPixels: 50_000_000 })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return { data, width: info.width, height: info.height };
  } catch (err) {
    throw new VideoProviderError(`The image could not be read: ${(err as Error).message}`, false);
  }
}

/** The cut-out's bounding box in the decoded photo's pixels (rescaled if the sizes differ). */
function productBox(cutout: Cutout | undefined, width: number, height: number) {
  if (!cutout || cutout.bbox.width <= 0 || cutout.bbox.height <= 0) return null;
  const sx = width / cutout.width;
  const sy = height / cutout.height;
  return { x: cutout.bbox.x * sx, y: cutout.bbox.y * sy, width: cutout.bbox.width * sx, height: cutout.bbox.height * sy };
}

/** Step 1 of the module docstring: crop around the product, or fit over a blurred cover. */
async function buildCanvas(req: VideoRenderRequest, W: number, H: number, withBack: boolean): Promise<Canvas> {
  const src = await decodeStill(req.image);
  const raw = { raw: { width: src.width, height: src.height, channels: 3 as const } };
  const box = productBox(req.cutout, src.width, src.height);
  const matteInput =
    req.cutout && req.cutout.matte.length === req.cutout.width * req.cutout.height
      ? sharp(req.cutout.matte, { raw: { width: req.cutout.width, height: req.cutout.height, channels: 1 } }).resize(src.width, src.height, { fit: 'fill' })
      : null;
  const matteSrc = matteInput ? await matteInput.extractChannel(0).raw().toBuffer() : null;
  const matteRaw = { raw: { width: src.width, height: src.height, channels: 1 as const } };

  // Largest window of the output ratio inside the photo.
  const ratio = W / H;
  const cw = Math.min(src.width, src.height * ratio);
  const ch = cw / ratio;
  const margin = 0.04;
  const cropKeepsProduct = box
    ? box.width <= cw * (1 - 2 * margin) && box.height <= ch * (1 - 2 * margin)
    : (cw * ch) / (src.width * src.height) >= 0.7;

  if (cropKeepsProduct) {
    const centre = box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : { x: src.width / 2, y: src.height / 2 };
    const left = Math.round(clamp(centre.x - cw / 2, 0, src.width - cw));
    const top = Math.round(clamp(centre.y - ch / 2, 0, src.height - ch));
    const w = Math.min(src.width - left, Math.round(cw));
    const h = Math.min(src.height - top, Math.round(ch));
    const rgb = await sharp(src.data, raw).extract({ left, top, width: w, height: h }).resize(W, H, { fit: 'fill' }).raw().toBuffer();
    const matte = matteSrc
      ? await sharp(matteSrc, matteRaw).extract({ left, top, width: w, height: h }).resize(W, H, { fit: 'fill' }).extractChannel(0).raw().toBuffer()
      : null;
    const focus = box ? { x: ((centre.x - left) * W) / w, y: ((centre.y - top) * H) / h } : null;
    const back = withBack && matte ? await fillBehindProduct(rgb, matte, W, H) : null;
    return { rgb, width: W, height: H, focus, matte, back };
  }

  // Whole photo inside 92 % of the frame, over a blurred, darkened cover of itself.
  const scale = Math.min((W * 0.92) / src.width, (H * 0.92) / src.height);
  const fw = Math.max(1, Math.round(src.width * scale));
  const fh = Math.max(1, Math.round(src.height * scale));
  const left = Math.round((W - fw) / 2);
  const top = Math.round((H - fh) / 2);
  const small = await sharp(src.data, raw)
    .resize(Math.round(W / 8), Math.round(H / 8), { fit: 'cover' })
    .blur(6)
    .linear(0.82, 8)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const back = await sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: 3 } })
    .resize(W, H, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const front = await sharp(src.data, raw).resize(fw, fh, { fit: 'fill' }).raw().toBuffer();
  const onBack = (photo: Buffer) =>
    sharp(back, { raw: { width: W, height: H, channels: 3 } })
      .composite([{ input: photo, raw: { width: fw, height: fh, channels: 3 }, left, top }])
      .removeAlpha()
      .raw()
      .toBuffer();
  const rgb = await onBack(front);
  const frontMatte = matteSrc ? await sharp(matteSrc, matteRaw).resize(fw, fh, { fit: 'fill' }).extractChannel(0).raw().toBuffer() : null;
  const matte = frontMatte
    ? await sharp(frontMatte, { raw: { width: fw, height: fh, channels: 1 } })
        .extend({ left, top, right: W - fw - left, bottom: H - fh - top, background: { r: 0, g: 0, b: 0 } })
        .extractChannel(0)
        .raw()
        .toBuffer()
    : null;
  // The fill uses the photo only (not the blurred cover around it, which repeats the product's colours).
  const filled = withBack && frontMatte ? await onBack(await fillBehindProduct(front, frontMatte, fw, fh)) : null;
  const focus = box ? { x: left + (box.x + box.width / 2) * scale, y: top + (box.y + box.height / 2) * scale } : null;
  return { rgb, width: W, height: H, focus, matte, back: filled };
}

/**
 * The background layer of the parallax: the product (matte grown by ~1 % of the width) replaced by
 * colours pulled in from its surroundings (a pull-push fill: premultiplied downscales at three sizes,
 * composited coarse to fine), so the exposed area behind the moving product shows scenery, not a ghost.
 */
async function fillBehindProduct(rgb: Buffer, matte: Buffer, W: number, H: number): Promise<Buffer> {
  const grown = await sharp(matte, { raw: { width: W, height: H, channels: 1 } }).blur(Math.max(2, W * 0.006)).threshold(6).extractChannel(0).raw().toBuffer();
  const hole = await sharp(grown, { raw: { width: W, height: H, channels: 1 } }).blur(1.5).negate().extractChannel(0).raw().toBuffer();
  const masked = await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .joinChannel(hole, { raw: { width: W, height: H, channels: 1 } })
    .raw()
    .toBuffer();
  const rgba = { raw: { width: W, height: H, channels: 4 as const } };
  const mean = await sharp(masked, rgba).resize(1, 1, { fit: 'fill' }).raw().toBuffer();
  const meanColour = mean[3]! > 0 ? { r: mean[0]!, g: mean[1]!, b: mean[2]! } : { r: 128, g: 128, b: 128 };
  const levels: Buffer[] = [];
  for (const div of [96, 24, 6]) {
    const lw = Math.max(2, Math.round(W / div));
    const lh = Math.max(2, Math.round(H / div));
    const small = await sharp(masked, rgba).resize(lw, lh, { fit: 'fill' }).raw().toBuffer();
    levels.push(await sharp(small, { raw: { width: lw, height: lh, channels: 4 } }).resize(W, H, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer());
  }
  const base = await sharp({ create: { width: W, height: H, channels: 3, background: meanColour } })
    .composite([...levels, masked].map((input) => ({ input, raw: { width: W, height: H, channels: 4 as const } })))
    .removeAlpha()
    .raw()
    .toBuffer();
  return base;
}

/** The perspective filter for a window move over a W x H frame with `frames` frames. */
function perspective(move: WindowMove, W: number, H: number, frames: number): string {
  const e = `(0.5-0.5*cos(PI*on/${frames - 1}))`;
  const sub = (expr: string) => expr.replaceAll('E', e);
  const z = `(${sub(move.z)})`;
  const cx = `(${sub(move.cx)})`;
  const cy = `(${sub(move.cy)})`;
  const left = `${cx}-${num(W / 2)}/${z}`;
  const right = `${cx}+${num(W / 2)}/${z}`;
  const top = `${cy}-${num(H / 2)}/${z}`;
  const bottom = `${cy}+${num(H / 2)}/${z}`;
  return `perspective=x0='${left}':y0='${top}':x1='${right}':y1='${top}':x2='${left}':y2='${bottom}':x3='${right}':y3='${bottom}':interpolation=linear:eval=frame`;
}

/** Half the travel room of a window at zoom z over a side of `side` px, as an expression. */
const slack = (side: number, z: string) => `${num(side / 2)}*(1-1/(${z}))`;

/** Step 3 of the module docstring: the window moves per intent (single layer). */
function singleLayerMove(intent: MotionIntent, W: number, H: number, focus: Point | null, seed: number): WindowMove {
  const f = focus ?? { x: W / 2, y: H / 2 };
  switch (intent) {
    case 'push_in':
    case 'pull_out': {
      const zEnd = 1.15;
      const fx = clamp(f.x, W / (2 * zEnd), W - W / (2 * zEnd));
      const fy = clamp(f.y, H / (2 * zEnd), H - H / (2 * zEnd));
      const p = intent === 'push_in' ? 'E' : '(1-E)';
      return { z: `1+0.15*${p}`, cx: `${num(W / 2)}+${num(fx - W / 2)}*${p}`, cy: `${num(H / 2)}+${num(fy - H / 2)}*${p}` };
    }
    case 'pan_left':
    case 'pan_right': {
      const z = '1.10+0.03*E';
      const dir = intent === 'pan_right' ? 1 : -1;
      const fy = clamp(f.y, H / (2 * 1.1), H - H / (2 * 1.1));
      return { z, cx: `${num(W / 2)}+${dir}*0.95*${slack(W, z)}*(2*E-1)`, cy: num(fy) };
    }
    case 'orbit': {
      const z = '1.06+0.06*E';
      const dir = seed % 2 === 0 ? 1 : -1;
      return { z, cx: `${num(W / 2)}+${dir}*0.85*${slack(W, z)}*(2*E-1)`, cy: `${num(H / 2)}-0.6*${slack(H, z)}*(2*E-1)` };
    }
  }
}

/** The parallax pair for 'orbit' with a cut-out: background and product windows. */
function parallaxMoves(W: number, H: number, seed: number): { back: WindowMove; front: WindowMove } {
  const dir = seed % 2 === 0 ? 1 : -1;
  const a = 0.6 * (W / 2) * (1 - 1 / 1.1);
  const v = 0.3 * (H / 2) * (1 - 1 / 1.1);
  return {
    back: { z: '1.10+0.02*E', cx: `${num(W / 2)}+${num(dir * a)}*(2*E-1)`, cy: `${num(H / 2)}-${num(v)}*(2*E-1)` },
    front: { z: '1.10+0.05*E', cx: `${num(W / 2)}-${num(dir * a * 0.25)}*(2*E-1)`, cy: num(H / 2) },
  };
}

/** Filters shared by every layer: RGB -> BT.709 limited-range YUV, then one frame repeated at 30 fps. */
function layerHead(input: number, pixFmt: 'yuv420p' | 'yuva420p', frames: number): string {
  return `[${input}:v]scale=out_color_matrix=bt709:out_range=tv,format=${pixFmt},loop=loop=${frames - 1}:size=1,settb=1/${FPS},setpts=N`;
}

/** Builds the ffmpeg filtergraph: the moving picture [v] and the poster frame [poster]. */
function filtergraph(intent: MotionIntent, canvas: Canvas, frames: number, seed: number, parallax: boolean): string {
  const { width: W, height: H } = canvas;
  const middle = Math.floor(frames / 2);
  const tailGraph =
    `split=2[v][p];[p]trim=start_frame=${middle}:end_frame=${middle + 1},` +
    `scale=in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=pc,format=yuvj420p[poster]`;
  if (parallax) {
    const moves = parallaxMoves(W, H, seed);
    return (
      `${layerHead(0, 'yuv420p', frames)},${perspective(moves.back, W, H, frames)}[bg];` +
      `${layerHead(1, 'yuva420p', frames)},${perspective(moves.front, W, H, frames)}[fg];` +
      `[bg][fg]overlay=format=yuv420:shortest=1,${tailGraph}`
    );
  }
  return `${layerHead(0, 'yuv420p', frames)},${perspective(singleLayerMove(intent, W, H, canvas.focus, seed), W, H, frames)},${tailGraph}`;
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
export function createLocalMotionEngine(options: LocalMotionEngineOptions = {}): VideoProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tmpRoot = options.tmpDir ?? os.tmpdir();

  async function render(req: VideoRenderRequest, signal?: AbortSignal): Promise<RenderedVideo> {
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
    const intent = parseMotionIntent(req.prompt);

    let dir: string | null = null;
    try {
      const canvas = await buildCanvas(req, W, H, intent === 'orbit' && req.cutout !== undefined);
      checkpoint(signal, deadline, timeoutMs);
      const parallax = canvas.matte !== null && canvas.back !== null;
      dir = await fs.mkdtemp(path.join(tmpRoot, 'vitrine-video-'));
      const inputs: string[] = [];
      const size = `${W}x${H}`;
      if (parallax && canvas.matte && canvas.back) {
        const back = canvas.back;
        const front = await sharp(canvas.rgb, { raw: { width: W, height: H, channels: 3 } })
          .joinChannel(canvas.matte, { raw: { width: W, height: H, channels: 1 } })
          .raw()
          .toBuffer();
        await fs.writeFile(path.join(dir, 'back.rgb'), back);
        await fs.writeFile(path.join(dir, 'front.rgba'), front);
        inputs.push('-f', 'rawvideo', '-pixel_format', 'rgb24', '-video_size', size, '-i', path.join(dir, 'back.rgb'));
        inputs.push('-f', 'rawvideo', '-pixel_format', 'rgba', '-video_size', size, '-i', path.join(dir, 'front.rgba'));
      } else {
        await fs.writeFile(path.join(dir, 'canvas.rgb'), canvas.rgb);
        inputs.push('-f', 'rawvideo', '-pixel_format', 'rgb24', '-video_size', size, '-i', path.join(dir, 'canvas.rgb'));
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
