/**
 * The engine's errors, and how they cross a process boundary: a worker turns a thrown error into a
 * plain record (`toErrorRecord`), the pool turns the record back into the same class
 * (`fromErrorRecord`), so services catch `MediaInputError` or `ImageProviderError` whatever thread
 * or process ran the verb.
 */
import { CropOutOfBoundsError } from './image/avatar-image';
import { MediaInputError } from './image/decode-image';
import { PackshotError } from './packshot/packshot';
import { LogoError, type LogoErrorCode } from './ads/brand-logo';
import { MattingModelError } from './cutout/isnet-matting';
import { ImageProviderError } from '../providers/ai/images/image-provider';
import { VideoProviderError } from '../providers/ai/videos/video-provider';

/** The pool's queue is full: the work should wait in the job queue and be tried again later. Retryable. */
export class EngineBusyError extends Error {
  readonly retryable = true;
  constructor(readonly retryAfterS = 5) {
    super('the engine is busy: every worker is taken and its queue is full');
    this.name = 'EngineBusyError';
  }
}

/**
 * The worker running the task died (a native crash, running out of memory, killed): only that task
 * fails. Retryable once more by the job; an upload that crashes a worker every time ends refunded.
 */
export class EngineCrashError extends Error {
  readonly retryable = true;
  constructor(message: string) {
    super(message);
    this.name = 'EngineCrashError';
  }
}

/** A stored matte does not have its photo's size (the photo or the matte was replaced). */
export class MatteMismatchError extends Error {
  constructor() {
    super('the matte does not fit the photo');
    this.name = 'MatteMismatchError';
  }
}

/** An error as a worker sends it back: its class name, message and the fields its class carries. */
export interface ErrorRecord {
  name: string;
  message: string;
  retryable?: boolean;
  code?: string;
  reason?: string;
  provider?: string;
  status?: number;
  retryAfterMs?: number;
  stack?: string;
}

/** A thrown value as a plain record that survives structured cloning. */
export function toErrorRecord(error: unknown): ErrorRecord {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const e = error as Error & Partial<Record<'retryable' | 'code' | 'reason' | 'provider' | 'status' | 'retryAfterMs', unknown>>;
  return {
    name: e.name,
    message: e.message,
    ...(typeof e.retryable === 'boolean' ? { retryable: e.retryable } : {}),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.reason === 'string' ? { reason: e.reason } : {}),
    ...(typeof e.provider === 'string' ? { provider: e.provider } : {}),
    ...(typeof e.status === 'number' ? { status: e.status } : {}),
    ...(typeof e.retryAfterMs === 'number' ? { retryAfterMs: e.retryAfterMs } : {}),
    ...(e.stack ? { stack: e.stack } : {}),
  };
}

/** The error a record stands for, as the class the worker threw (an unknown class: a plain Error with its name). */
export function fromErrorRecord(record: ErrorRecord): Error {
  const details = {
    ...(record.code !== undefined ? { code: record.code } : {}),
    ...(record.provider !== undefined ? { provider: record.provider } : {}),
    ...(record.status !== undefined ? { status: record.status } : {}),
    ...(record.retryAfterMs !== undefined ? { retryAfterMs: record.retryAfterMs } : {}),
  };
  let error: Error;
  switch (record.name) {
    case 'MediaInputError':
      error = new MediaInputError(record.message);
      break;
    case 'CropOutOfBoundsError':
      error = new CropOutOfBoundsError();
      break;
    case 'PackshotError':
      error = new PackshotError((record.reason as PackshotError['reason']) ?? 'empty_matte', record.message);
      break;
    case 'LogoError':
      error = new LogoError((record.code as LogoErrorCode) ?? 'logo_not_image', record.message);
      break;
    case 'MattingModelError':
      error = new MattingModelError(record.message);
      break;
    case 'MatteMismatchError':
      error = new MatteMismatchError();
      break;
    case 'ImageProviderError':
    case 'ProductChangedError':
      error = new ImageProviderError(record.message, record.retryable ?? false, details);
      break;
    case 'VideoProviderError':
      error = new VideoProviderError(record.message, record.retryable ?? false, details);
      break;
    default:
      error = new Error(record.message);
      error.name = record.name;
  }
  if (record.stack) error.stack = record.stack;
  return error;
}
