/**
 * One concurrency limit per AI vendor, shared by every client of that vendor in this process:
 * OpenAI (images now, scenario ideas later), Gemini, fal.ai (images and Kling
 * videos). Each limits the HTTP requests in flight to that vendor; limits come from configuration.
 */
import type { Env } from '../../env';
import { createSemaphore, type Semaphore } from './http';

export interface ProviderLimiters {
  openai: Semaphore;
  gemini: Semaphore;
  fal: Semaphore;
}

/** Creates the limiters from OPENAI_MAX_CONCURRENCY, GEMINI_MAX_CONCURRENCY and FAL_MAX_CONCURRENCY. */
export function createProviderLimiters(env: Pick<Env, 'OPENAI_MAX_CONCURRENCY' | 'GEMINI_MAX_CONCURRENCY' | 'FAL_MAX_CONCURRENCY'>): ProviderLimiters {
  return {
    openai: createSemaphore(env.OPENAI_MAX_CONCURRENCY),
    gemini: createSemaphore(env.GEMINI_MAX_CONCURRENCY),
    fal: createSemaphore(env.FAL_MAX_CONCURRENCY),
  };
}
