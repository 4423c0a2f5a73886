/**
 * The local ffmpeg motion engine: ffprobe confirms codec, profile, pixel
 * format, size, frame rate, duration and frame count; the file is faststart; the poster is a JPEG of the
 * same size; different intents move differently; timeouts and aborts kill ffmpeg and clean up.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cutout } from '../cutout/cutout';
import { ffprobe } from '../../providers/media/ffmpeg';
import { planParallaxPaths, type Rect } from './camera-path';
import { createLocalMotionEngine } from './local-motion-engine';
import { fillBehindProduct } from './parallax-fill';
import { decodeStill, frameStill } from './video-framing';
import { VideoProviderError, type RenderedVideo, type VideoRenderRequest } from '../../providers/ai/videos/video-provider';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/samples');
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-motion-test-'));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-motion-out-'));
afterAll(() => {
  fs.rmSync(tmpDir, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
});

const engine = createLocalMotionEngine({ tmpDir, ffprobePath: 'ffprobe' });
const sample = (name: string) => fs.readFileSync(path.join(SAMPLES, name));

/** ffmpeg children of this test process. */
function ffmpegChildren(): string[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
    return out.split('\n').filter((l) => /\bffmpeg\b/.test(l));
  } catch {
    return [];
  }
}

/** Checks a rendered video with ffprobe against the size and duration asked for. */
async function expectSpec(video: RenderedVideo, width: number, height: number, seconds: number) {
  expect(video.mime).toBe('video/mp4');
  expect([video.width, video.height, video.durationSeconds]).toEqual([width, height, seconds]);
  const file = path.join(outDir, `${width}x${height}-${seconds}.mp4`);
  fs.writeFileSync(file, video.data);
  const probe = await ffprobe(file);
  const streams = probe.streams;
  expect(streams).toHaveLength(1); // no audio
  const s = streams[0]!;
  expect(s).toMatchObject({ codec_type: 'video', codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p', width, height, r_frame_rate: '30/1' });
  expect(Math.abs(Number(s.duration) - seconds)).toBeLessThanOrEqual(0.05);
  expect(Math.abs(Number(probe.format.duration) - seconds)).toBeLessThanOrEqual(0.05);
  if (s.nb_frames !== undefined) expect(Number(s.nb_frames)).toBe(seconds * 30);
  // faststart: the index ('moov') comes before the media data ('mdat').
  const moov = video.data.indexOf('moov');
  const mdat = video.data.indexOf('mdat');
  expect(moov).toBeGreaterThan(0);
  expect(mdat).toBeGreaterThan(moov);
  const poster = await sharp(video.poster).metadata();
  expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', width, height]);
}

/** Mean absolute difference of two JPEG posters, 0-255. */
async function posterDifference(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((p) => sharp(p).resize(270, 270, { fit: 'fill' }).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < pa!.length; i += 1) sum += Math.abs(pa![i]! - pb![i]!);
  return sum / pa!.length;
}

/** A product with its own cut-out: a red disc (centre cx, cy, radius r) on a striped backdrop, 600x400. */
async function syntheticProduct(cx = 300, cy = 200, r = 110): Promise<{ image: Buffer; cutout: Cutout }> {
  const width = 600;
  const height = 400;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><pattern id="s" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="20" height="40" fill="#d9cbb0"/><rect x="20" width="20" height="40" fill="#b8a888"/></pattern></defs>
    <rect width="100%" height="100%" fill="url(#s)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#c0392b"/></svg>`;
  const image = await sharp(Buffer.from(svg)).png().toBuffer();
  const matte = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) matte[y * width + x] = (x - cx) ** 2 + (y - cy) ** 2 <= r ** 2 ? 255 : 0;
  return { image, cutout: { width, height, matte, bbox: { x: cx - r, y: cy - r, width: 2 * r + 1, height: 2 * r + 1 }, method: 'alpha' } };
}

/** Frames `numbers` of an MP4 as RGB pixels. */
function framesOf(video: RenderedVideo, numbers: number[]): Buffer[] {
  const file = path.join(outDir, `frames-${process.hrtime.bigint()}.mp4`);
  fs.writeFileSync(file, video.data);
  const select = numbers.map((n) => `eq(n\\,${n})`).join('+');
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-vf', `select=${select}`, '-fps_mode', 'passthrough', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const size = video.width * video.height * 3;
  return numbers.map((_, i) => raw.subarray(i * size, (i + 1) * size));
}

/** Red pixels of a frame: how many, and how many touch the frame's outermost 3 px. */
function redPixels(frame: Buffer, width: number, height: number): { count: number; atEdge: number } {
  let count = 0;
  let atEdge = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      if (frame[i]! > 150 && frame[i + 1]! < 90 && frame[i + 2]! < 90) {
        count += 1;
        if (x < 3 || y < 3 || x >= width - 3 || y >= height - 3) atEdge += 1;
      }
    }
  }
  return { count, atEdge };
}

/** Centre of the red pixels of a frame, as fractions of its width and height; null when there are none. */
function redCentre(frame: Buffer, width: number, height: number): { x: number; y: number } | null {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const i = (y * width + x) * 3;
      if (frame[i]! > 150 && frame[i + 1]! < 90 && frame[i + 2]! < 90) {
        sx += x;
        sy += y;
        n += 1;
      }
    }
  }
  return n === 0 ? null : { x: sx / n / width, y: sy / n / height };
}

const base: Omit<VideoRenderRequest, 'image' | 'prompt' | 'durationSeconds' | 'aspectRatio'> = { seed: 7 };

describe('local motion engine', () => {
  it('is named local-motion', () => {
    expect(engine.name).toBe('local-motion');
  });

  it('renders a 5 s 16:9 clip to spec', async () => {
    const video = await engine.render({ ...base, image: sample('coffee_cup.png'), prompt: 'slow push in on the cup', durationSeconds: 5, aspectRatio: '16:9' });
    await expectSpec(video, 1920, 1080, 5);
  });

  it('renders a 10 s 9:16 clip to spec', async () => {
    const video = await engine.render({ ...base, image: sample('plant_pot.jpg'), prompt: 'pan from left to right', durationSeconds: 10, aspectRatio: '9:16' });
    await expectSpec(video, 1080, 1920, 10);
  });

  it('moves differently for different intents (1:1), and renders the parallax orbit', async () => {
    const { image, cutout } = await syntheticProduct();
    const request = { ...base, image, cutout, durationSeconds: 5, aspectRatio: '1:1' } as const;
    const pushIn = await engine.render({ ...request, prompt: 'zoom in' });
    const panLeft = await engine.render({ ...request, prompt: 'pan left' });
    const orbit = await engine.render({ ...request, prompt: 'orbit around the product' });
    await expectSpec(orbit, 1080, 1080, 5);
    expect(await posterDifference(pushIn.poster, panLeft.poster)).toBeGreaterThan(2);
    expect(await posterDifference(pushIn.poster, orbit.poster)).toBeGreaterThan(2);
    // The middle frame of a push-in is zoomed ~1.075x on the disc's centre: the disc's edge moves outwards.
    const mid = await sharp(pushIn.poster).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => mid.data[(y * mid.info.width + x) * 3]!;
    expect(px(540, 540)).toBeGreaterThan(150); // red centre
  });

  it('keeps a product near the edge whole in every sampled frame of a pan towards it (16:9, 9:16) and of the parallax orbit', async () => {
    // The disc's right edge is 20 px from the photo's: a plain pan to the right would cut it off.
    const { image, cutout } = await syntheticProduct(520, 200, 60);
    const cases = [
      ['16:9', 'pan to the right'],
      ['9:16', 'pan to the right'],
      ['16:9', 'orbit around the product'],
    ] as const;
    for (const [aspectRatio, prompt] of cases) {
      const video = await engine.render({ ...base, image, cutout, prompt, durationSeconds: 5, aspectRatio });
      const frames = framesOf(video, [0, 50, 100, 149]);
      const counts = frames.map((f) => redPixels(f, video.width, video.height));
      for (const { count, atEdge } of counts) {
        expect(atEdge).toBe(0);
        expect(count).toBeGreaterThan(1000);
      }
      // The disc keeps (at least) its full area: nothing of it was cropped off.
      expect(Math.min(...counts.map((c) => c.count)) / Math.max(...counts.map((c) => c.count))).toBeGreaterThan(0.7);
    }
  });

  // One test per ratio: each renders two 1080p clips, which a loaded 2-core machine takes tens of seconds for.
  for (const aspectRatio of ['16:9', '9:16', '1:1'] as const) {
    it(`keeps an off-centre product centred in every sampled frame of a push-in and a pull-out (${aspectRatio})`, async () => {
      // The disc sits right of and below the photo's centre, as products often do in a phone shot.
      const { image, cutout } = await syntheticProduct(400, 240, 70);
      for (const prompt of ['Slow push-in towards the product, which stays centred', 'Pull out slowly from the product']) {
        const video = await engine.render({ ...base, image, cutout, prompt, durationSeconds: 5, aspectRatio });
        const frames = framesOf(video, [0, 40, 75, 110, 149]);
        for (const [k, frame] of frames.entries()) {
          const centre = redCentre(frame, video.width, video.height);
          expect(centre, `${aspectRatio} ${prompt} frame ${k}`).not.toBeNull();
          expect(Math.abs(centre!.x - 0.5), `${aspectRatio} '${prompt}' frame ${k}: x`).toBeLessThan(0.04);
          expect(Math.abs(centre!.y - 0.5), `${aspectRatio} '${prompt}' frame ${k}: y`).toBeLessThan(0.06);
        }
      }
    });
  }

  it('makes no fake orbit: without a clean cut-out an orbit prompt pushes in on the centred product', async () => {
    const { image, cutout } = await syntheticProduct(400, 240, 70);
    const unsure: Cutout = { ...cutout, confidence: 0.5, warnings: ['uncertain_edges'] };
    const video = await engine.render({ ...base, image, cutout: unsure, prompt: 'Orbit around the product', durationSeconds: 5, aspectRatio: '16:9' });
    const frames = framesOf(video, [0, 75, 149]);
    for (const [k, frame] of frames.entries()) {
      const centre = redCentre(frame, video.width, video.height)!;
      expect(Math.abs(centre.x - 0.5), `unsure orbit frame ${k}: x`).toBeLessThan(0.04);
    }
    const sizes = frames.map((f) => redPixels(f, video.width, video.height).count);
    expect(sizes[2]!).toBeGreaterThan(sizes[0]! * 1.1);
  });

  it('shows no halo around the product in the first, middle and last frames of the parallax orbit', async () => {
    // The layers are furthest apart in the first and last frames; just outside the product, what shows
    // must be the background plate (scenery), not an edge or ring of the product layer.
    const { image, cutout } = await syntheticProduct(300, 200, 110);
    const W = 1920;
    const H = 1080;
    const request = { ...base, image, cutout, prompt: 'orbit around the product', durationSeconds: 5, aspectRatio: '16:9' } as const;
    const video = await engine.render(request);
    // The plate and the paths, as the engine computes them.
    const canvas = await frameStill(await decodeStill(image), cutout, W, H);
    const plate = await fillBehindProduct(canvas.rgb, canvas.matte!, W, H);
    const paths = planParallaxPaths(W, H, canvas.box, request.seed);
    const box = canvas.box!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const radius = box.width / 2;
    /** The plate seen through window `win` at frame pixel (u, v), bilinear, channel c. */
    const plateAt = (win: Rect, u: number, v: number, c: number) => {
      const x = Math.min(W - 1.001, Math.max(0, win.x + ((u + 0.5) * win.width) / W - 0.5));
      const y = Math.min(H - 1.001, Math.max(0, win.y + ((v + 0.5) * win.height) / H - 0.5));
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      const p = (xx: number, yy: number) => plate[(yy * W + xx) * 3 + c]!;
      return (p(x0, y0) * (1 - fx) + p(x0 + 1, y0) * fx) * (1 - fy) + (p(x0, y0 + 1) * (1 - fx) + p(x0 + 1, y0 + 1) * fx) * fy;
    };
    const frames = framesOf(video, [0, 75, 149]);
    for (const [k, n] of [0, 75, 149].entries()) {
      const t = 0.5 - 0.5 * Math.cos((Math.PI * n) / 149);
      const lerp = (a: Rect, b: Rect): Rect => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t });
      const front = lerp(paths.front.start, paths.front.end);
      const back = lerp(paths.back.start, paths.back.end);
      // The product's disc in this frame, and the ring 4-14 px outside it.
      const u0 = ((centre.x - front.x) * W) / front.width;
      const v0 = ((centre.y - front.y) * H) / front.height;
      const r = (radius * W) / front.width;
      let sum = 0;
      let count = 0;
      for (let v = Math.floor(v0 - r - 15); v <= v0 + r + 15; v += 1) {
        for (let u = Math.floor(u0 - r - 15); u <= u0 + r + 15; u += 1) {
          const d = Math.hypot(u - u0, v - v0);
          if (d < r + 4 || d > r + 14 || u < 0 || v < 0 || u >= W || v >= H) continue;
          for (let c = 0; c < 3; c += 1) sum += Math.abs(frames[k]![(v * W + u) * 3 + c]! - plateAt(back, u, v, c));
          count += 3;
        }
      }
      expect(count).toBeGreaterThan(10_000);
      expect(sum / count, `frame ${n}`).toBeLessThan(6);
    }
  });

  it('times out: rejects as retryable, kills ffmpeg, leaves no temporary files', async () => {
    const quick = createLocalMotionEngine({ tmpDir, timeoutMs: 200 });
    const err = await quick
      .render({ ...base, image: sample('coffee_cup.png'), prompt: 'push in', durationSeconds: 10, aspectRatio: '16:9' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VideoProviderError);
    expect((err as VideoProviderError).retryable).toBe(true);
    expect(ffmpegChildren()).toEqual([]);
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });

  it('aborts a running render: kills ffmpeg, not retryable, cleans up', async () => {
    const controller = new AbortController();
    const watcher = setInterval(() => {
      if (ffmpegChildren().length > 0) controller.abort();
    }, 25);
    try {
      const err = await engine
        .render({ ...base, image: sample('apple.jpg'), prompt: 'pull out', durationSeconds: 10, aspectRatio: '16:9' }, controller.signal)
        .catch((e: unknown) => e);
      expect(controller.signal.aborted).toBe(true);
      expect(err).toBeInstanceOf(VideoProviderError);
      expect((err as VideoProviderError).retryable).toBe(false);
    } finally {
      clearInterval(watcher);
    }
    expect(ffmpegChildren()).toEqual([]);
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });

  it('refuses an unreadable image', async () => {
    const err = await engine
      .render({ ...base, image: Buffer.from('not an image'), prompt: '', durationSeconds: 5, aspectRatio: '1:1' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VideoProviderError);
    expect((err as VideoProviderError).retryable).toBe(false);
  });
});
