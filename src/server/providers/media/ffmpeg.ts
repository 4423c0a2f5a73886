/**
 * Runs ffmpeg and ffprobe as child processes (Debian's ffmpeg 5.1 with libx264). No shell is involved: arguments go to the binary as given. Every run has a timeout; on
 * timeout or abort the process gets SIGTERM, then SIGKILL after a short grace, and the promise settles
 * only once the process has exited, so no child outlives a rejected call.
 *
 * The binary paths come from options (default 'ffmpeg' / 'ffprobe' on PATH); this module never reads
 * process.env (src/server/env.ts passes FFMPEG_PATH).
 */
import { spawn } from 'node:child_process';

/** Why a run failed: it timed out, was aborted, could not start, or exited with an error. */
export type FfmpegFailure = 'timeout' | 'aborted' | 'spawn' | 'exit';

/** A failed ffmpeg/ffprobe run; `stderrTail` holds the last lines the process wrote. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly kind: FfmpegFailure,
    readonly stderrTail: string,
    /** Exit code, or null when the process was killed by a signal or never started. */
    readonly exitCode: number | null = null,
    /** Signal that ended the process, if any. */
    readonly exitSignal: NodeJS.Signals | null = null,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** Options of runFfmpeg. */
export interface RunFfmpegOptions {
  /** Binary to run (default 'ffmpeg', looked up on PATH). */
  ffmpegPath?: string;
  /** Wall-clock limit in milliseconds; the process is killed when it passes. */
  timeoutMs: number;
  /** Kills the process when fired. */
  signal?: AbortSignal;
  /** Bytes written to the process's stdin (stdin is closed afterwards; ignored when absent). */
  stdin?: Buffer;
  /** Milliseconds between SIGTERM and SIGKILL (default 1000). */
  killGraceMs?: number;
}

/** Options of ffprobe. */
export interface FfprobeOptions {
  /** Binary to run (default 'ffprobe', looked up on PATH). */
  ffprobePath?: string;
  /** Wall-clock limit in milliseconds (default 15000). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** One stream as reported by `ffprobe -show_streams` (the fields we read; others are kept as unknown). */
export interface FfprobeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  /** Seconds, as a decimal string. */
  duration?: string;
  nb_frames?: string;
  [key: string]: unknown;
}

/** The container as reported by `ffprobe -show_format`. */
export interface FfprobeFormat {
  format_name?: string;
  /** Seconds, as a decimal string. */
  duration?: string;
  size?: string;
  [key: string]: unknown;
}

/** Parsed `ffprobe -print_format json -show_streams -show_format` output. */
export interface FfprobeResult {
  streams: FfprobeStream[];
  format: FfprobeFormat;
}

/** Keeps at most this many trailing bytes of stderr / stdout in memory. */
const MAX_STDERR = 64 * 1024;
const MAX_STDOUT = 16 * 1024 * 1024;

/** Last `lines` non-empty lines of a text. */
function tail(text: string, lines = 12): string {
  return text.split(/\r?\n/).filter((l) => l.trim() !== '').slice(-lines).join('\n');
}

interface ProcessResult {
  stdout: Buffer;
  stderr: string;
}

/** Spawns `bin args`, enforcing the timeout and abort signal; resolves on exit code 0. */
function runProcess(
  bin: string,
  args: readonly string[],
  opts: { timeoutMs: number; signal?: AbortSignal; stdin?: Buffer; killGraceMs?: number; captureStdout: boolean },
): Promise<ProcessResult> {
  const label = bin.split('/').pop() ?? bin;
  return new Promise<ProcessResult>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new FfmpegError(`${label} aborted before start`, 'aborted', ''));
      return;
    }
    const child = spawn(bin, args, {
      shell: false,
      stdio: [opts.stdin ? 'pipe' : 'ignore', opts.captureStdout ? 'pipe' : 'ignore', 'pipe'],
      windowsHide: true,
    });
    let stderr = '';
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stopReason: 'timeout' | 'aborted' | null = null;
    let spawnError: Error | null = null;
    let killTimer: NodeJS.Timeout | undefined;

    const stop = (reason: 'timeout' | 'aborted') => {
      if (stopReason || child.exitCode !== null || child.signalCode !== null) return;
      stopReason = reason;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }, opts.killGraceMs ?? 1000);
    };
    const timer = setTimeout(() => stop('timeout'), Math.max(1, opts.timeoutMs));
    const onAbort = () => stop('aborted');
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.length > MAX_STDERR) stderr = stderr.slice(-MAX_STDERR);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes <= MAX_STDOUT) stdoutChunks.push(chunk);
    });
    if (opts.stdin && child.stdin) {
      // A process that exits early closes its stdin: that shows up as EPIPE here and is not our error.
      child.stdin.on('error', () => undefined);
      child.stdin.end(opts.stdin);
    }
    child.on('error', (err) => {
      spawnError = err;
    });
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      if (killTimer) clearTimeout(killTimer);
      opts.signal?.removeEventListener('abort', onAbort);
      const stderrTail = tail(stderr);
      const detail = stderrTail ? `\n${stderrTail}` : '';
      if (spawnError) {
        reject(new FfmpegError(`${label} could not start (${bin}): ${spawnError.message}`, 'spawn', stderrTail));
      } else if (stopReason === 'timeout') {
        reject(new FfmpegError(`${label} timed out after ${opts.timeoutMs} ms and was killed${detail}`, 'timeout', stderrTail, code, sig));
      } else if (stopReason === 'aborted') {
        reject(new FfmpegError(`${label} was aborted and killed${detail}`, 'aborted', stderrTail, code, sig));
      } else if (code !== 0) {
        const how = sig ? `was killed by ${sig}` : `exited with code ${code}`;
        reject(new FfmpegError(`${label} ${how}${detail}`, 'exit', stderrTail, code, sig));
      } else {
        resolve({ stdout: Buffer.concat(stdoutChunks), stderr });
      }
    });
  });
}

/**
 * Runs ffmpeg with `args` (no shell) and waits for it to exit.
 * Input: the argument list (without the binary), a timeout in ms, an optional abort signal and stdin bytes.
 * Output: the process's stderr (last 64 KiB) when it exits with code 0.
 * Errors: FfmpegError with kind 'timeout' or 'aborted' (the process was killed: SIGTERM, then SIGKILL
 * after killGraceMs; the promise settles after it has exited), 'spawn' (binary missing) or 'exit'
 * (non-zero exit); the message includes the tail of stderr.
 */
export async function runFfmpeg(
  args: string[],
  opts: RunFfmpegOptions,
): Promise<{ stderr: string }> {
  const { stderr } = await runProcess(opts.ffmpegPath ?? 'ffmpeg', args, { ...opts, captureStdout: false });
  return { stderr };
}

/**
 * Probes a media file: `ffprobe -v error -print_format json -show_streams -show_format FILE`.
 * Input: a file path. Output: the parsed JSON (streams and format; numbers as ffprobe prints them).
 * Errors: FfmpegError as for runFfmpeg (default timeout 15 s); also FfmpegError (kind 'exit') when the
 * output is not the expected JSON.
 */
export async function ffprobe(file: string, opts: FfprobeOptions = {}): Promise<FfprobeResult> {
  const bin = opts.ffprobePath ?? 'ffprobe';
  const { stdout } = await runProcess(bin, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], {
    timeoutMs: opts.timeoutMs ?? 15_000,
    signal: opts.signal,
    captureStdout: true,
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout.toString('utf8'));
  } catch {
    throw new FfmpegError(`ffprobe printed invalid JSON for ${file}`, 'exit', '');
  }
  const obj = (parsed ?? {}) as { streams?: unknown; format?: unknown };
  return {
    streams: Array.isArray(obj.streams) ? (obj.streams as FfprobeStream[]) : [],
    format: obj.format && typeof obj.format === 'object' ? (obj.format as FfprobeFormat) : {},
  };
}
