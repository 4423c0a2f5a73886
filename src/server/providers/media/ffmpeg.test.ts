/** The ffmpeg runner: success, failures with stderr, timeout and abort kill the process. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FfmpegError, ffprobe, runFfmpeg } from './ffmpeg';

/** Process ids of ffmpeg children of this test process. */
function ffmpegChildren(): string[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
    return out.split('\n').filter((l) => /\bffmpeg\b/.test(l));
  } catch {
    return []; // ps exits 1 when there is no child at all
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-ffmpeg-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An endless source: runs until killed. */
const ENDLESS = ['-nostdin', '-hide_banner', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30', '-f', 'null', '-'];

describe('runFfmpeg / ffprobe', () => {
  it('encodes a short clip and probes it', async () => {
    const out = path.join(dir, 'tiny.mp4');
    await runFfmpeg(['-nostdin', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=30', '-frames:v', '15', '-c:v', 'libx264', '-preset', 'ultrafast', out], {
      timeoutMs: 30_000,
    });
    const probe = await ffprobe(out);
    expect(probe.streams[0]).toMatchObject({ codec_type: 'video', codec_name: 'h264', width: 64, height: 48 });
    expect(Number(probe.format.duration)).toBeCloseTo(0.5, 1);
  });

  it('rejects with the tail of stderr when ffmpeg fails', async () => {
    const err = await runFfmpeg(['-nostdin', '-i', path.join(dir, 'missing.png'), '-f', 'null', '-'], { timeoutMs: 30_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FfmpegError);
    expect((err as FfmpegError).kind).toBe('exit');
    expect((err as FfmpegError).message).toContain('missing.png');
  });

  it('reports a missing binary', async () => {
    const err = await runFfmpeg(['-version'], { ffmpegPath: path.join(dir, 'no-such-ffmpeg'), timeoutMs: 5000 }).catch((e: unknown) => e);
    expect((err as FfmpegError).kind).toBe('spawn');
  });

  it('kills ffmpeg on timeout and leaves no child running', async () => {
    const started = Date.now();
    const err = await runFfmpeg(ENDLESS, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FfmpegError);
    expect((err as FfmpegError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(ffmpegChildren()).toEqual([]);
  });

  it('kills ffmpeg on abort', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const err = await runFfmpeg(ENDLESS, { timeoutMs: 30_000, signal: controller.signal }).catch((e: unknown) => e);
    expect((err as FfmpegError).kind).toBe('aborted');
    expect(ffmpegChildren()).toEqual([]);
  });

  it('passes stdin to ffmpeg', async () => {
    const frame = Buffer.alloc(16 * 8 * 3, 200);
    const out = path.join(dir, 'stdin.png');
    await runFfmpeg(['-y', '-f', 'rawvideo', '-pixel_format', 'rgb24', '-video_size', '16x8', '-i', 'pipe:0', '-frames:v', '1', out], { timeoutMs: 30_000, stdin: frame });
    const probe = await ffprobe(out);
    expect(probe.streams[0]).toMatchObject({ width: 16, height: 8 });
  });
});
