/** The HTTP map of business-rule errors: every code has a status and a message in five languages. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/catalog';
import { translator } from '../i18n';
import { DOMAIN_ERROR_CODES, DomainError } from '../services/domain-error';
import type { AppEnv } from './context';
import { DOMAIN_ERROR_HTTP } from './domain-errors';
import { handleError } from './error-handler';

describe('domain errors at the HTTP edge', () => {
  it('maps every code to a 4xx/5xx status and a message that exists in every language', () => {
    for (const code of DOMAIN_ERROR_CODES) {
      const m = DOMAIN_ERROR_HTTP[code];
      expect(m.status, code).toBeGreaterThanOrEqual(400);
      for (const lang of LANGUAGES) {
        const message = translator(lang)(`errors:${m.messageKey}`, { max: 3, count: 3, required: 1, balance: 0, seconds: 5, used: 1, quota: 2, details: 'x' });
        expect(message, `${code} ${lang}`).not.toBe(m.messageKey);
        expect(message.length, `${code} ${lang}`).toBeGreaterThan(5);
      }
    }
  });

  it('answers a thrown DomainError with its status, API code and translated message', async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('lang', 'en');
      await next();
    });
    app.onError(handleError);
    app.get('/credits', () => {
      throw new DomainError('insufficient_credits', { required: 3, balance: 1 });
    });
    app.get('/video', () => {
      throw new DomainError('video_not_on_starter');
    });
    app.get('/busy', () => {
      throw new DomainError('server_busy', { seconds: 7 });
    });
    const credits = await app.request('/credits');
    expect(credits.status).toBe(402);
    expect(await credits.json()).toEqual({ error: { code: 'insufficient_credits', message: 'Not enough credits. Required: 3. Your balance: 1.' } });
    const video = await app.request('/video');
    expect(video.status).toBe(403);
    expect(((await video.json()) as { error: { code: string } }).error.code).toBe('video_not_available');
    const busy = await app.request('/busy');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('7');
  });
});
