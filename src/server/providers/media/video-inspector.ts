/**
 * Facts and a poster frame of an MP4 from a hosted engine, its re-encoding to Vitrine's sizes, and
 * an image drawn over every frame (the optional visible label), with ffprobe and ffmpeg on a
 * temporary file (removed afterwards).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VideoProviderError } from '../ai/videos/video-provider';
import { ffprobe, runFfmpeg } from './ffmpeg';

/**
 * Facts about an MP4 and a JPEG frame of it, for videos made by hosted engines.
 * Errors: VideoProviderError (not retryable) for an unreadable video; ffmpeg failures and aborts as thrown by ./ffmpeg.
 */
export interface VideoInspector {
  probe(data: Buffer, signal?: AbortSignal): Promise<{ width: number; height: number; durationSeconds: number }>;
  poster(data: Buffer, signal?: AbortSignal): Promise<Buffer>;
  /** Re-encodes to exactly `size` (H.264 High, yuv420p, 30 fps, +faststart). */
  normalize(data: Buffer, size: { width: number; height: number }, signal?: AbortSignal): Promise<Buffer>;
  /** Draws `png` (RGBA, the video's size) over every frame; re-encoded H.264 High yuv420p CRF 18, same frame rate, +faststart, no sound. */
  overlay(data: Buffer, png: Buffer, signal?: AbortSignal): Promise<Buffer>;
}

/** Creates the inspector; binaries from configuration (FFMPEG_PATH, FFPROBE_PATH). */
export function createVideoInspector(options: { ffmpegPath?: string; ffprobePath?: string; timeoutMs?: number }): VideoInspector {
  const timeoutMs = options.timeoutMs ?? 60_000;
  async function withFile<T>(data: Buffer, fn: (file: string, dir: string) => Promise<T>): Promise<T> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-video-'));
    try {
      const file = path.join(dir, `${randomUUID()}.mp4`);
      await fs.writeFile(file, data);
      return await fn(file, dir);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
  return {
    /** Width and height in px and duration in seconds of the first video stream. @throws VideoProviderError. */
    probe: (data, signal) =>
      withFile(data, async (file) => {
        const info = await ffprobe(file, { ffprobePath: options.ffprobePath, timeoutMs, signal });
        const stream = info.streams.find((s) => s.codec_type === 'video');
        const duration = Number(info.format?.duration ?? stream?.duration ?? 0);
        if (!stream?.width || !stream.height || !duration) throw new VideoProviderError('the video has no readable video stream', false);
        return { width: Number(stream.width), height: Number(stream.height), durationSeconds: duration };
      }),
    /**
     * Re-encodes to exactly `width` x `height` (scaled to fit, padded with black), 30 fps,
     * H.264 High yuv420p, +faststart: hosted engines answer 720p; Vitrine delivers 1080p.
     */
    normalize: (data, size, signal) =>
      withFile(data, async (file, dir) => {
        const out = path.join(dir, 'normalized.mp4');
        const vf = `scale=${size.width}:${size.height}:force_original_aspect_ratio=decrease:flags=lanczos,pad=${size.width}:${size.height}:(ow-iw)/2:(oh-ih)/2,fps=30,format=yuv420p`;
        await runFfmpeg(
          ['-y', '-v', 'error', '-i', file, '-an', '-vf', vf, '-c:v', 'libx264', '-profile:v', 'high', '-preset', 'veryfast', '-crf', '18', '-movflags', '+faststart', out],
          { ffmpegPath: options.ffmpegPath, timeoutMs: timeoutMs * 3, signal },
        );
        return fs.readFile(out);
      }),
    /**
     * The video with an RGBA PNG drawn over every frame at its top-left corner (ffmpeg's overlay
     * filter, alpha blended); the same size, frame rate and length.
     */
    overlay: (data, png, signal) =>
      withFile(data, async (file, dir) => {
        const image = path.join(dir, 'overlay.png');
        const out = path.join(dir, 'overlaid.mp4');
        await fs.writeFile(image, png);
        await runFfmpeg(
          ['-y', '-v', 'error', '-i', file, '-i', image, '-filter_complex', '[0:v][1:v]overlay=0:0:format=auto,format=yuv420p', '-an', '-c:v', 'libx264', '-profile:v', 'high', '-preset', 'veryfast', '-crf', '18', '-movflags', '+faststart', out],
          { ffmpegPath: options.ffmpegPath, timeoutMs: timeoutMs * 3, signal },
        );
        return fs.readFile(out);
      }),
    /** A JPEG of the frame at 1 s (or the first frame of a shorter video). */
    poster: (data, signal) =>
      withFile(data, async (file, dir) => {
        const out = path.join(dir, 'poster.jpg');
        await runFfmpeg(['-y', '-v', 'error', '-ss', '1', '-i', file, '-frames:v', '1', '-q:v', '3', out], {
          ffmpegPath: options.ffmpegPath,
          timeoutMs,
          signal,
        }).catch(() => runFfmpeg(['-y', '-v', 'error', '-i', file, '-frames:v', '1', '-q:v', '3', out], { ffmpegPath: options.ffmpegPath, timeoutMs, signal }));
        return fs.readFile(out);
      }),
  };
}
