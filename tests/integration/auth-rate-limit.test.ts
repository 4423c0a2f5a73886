/** Rate limits on sign-in and password reset, per IP and per email. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, ip: string) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', ip, lang: 'en', json: { email, password: 'whatever1' } });

describe('auth rate limits', () => {
  it('limits sign-in per email, whatever the IP', async () => {
    const email = uniqueEmail('victim');
    for (let i = 0; i < 3; i += 1) expect((await signIn(email, `10.1.0.${i + 1}`)).status).toBe(401);
    const limited = await signIn(email, '10.1.0.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await limited.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });

  it('limits sign-in per IP, whatever the email', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signIn(uniqueEmail(), '10.2.0.1')).status).toBe(401);
    expect((await signIn(uniqueEmail(), '10.2.0.1')).status).toBe(429);
    expect((await signIn(uniqueEmail(), '10.2.0.2')).status).toBe(401);
  });

  it('limits password reset requests per email', async () => {
    const email = uniqueEmail('reset');
    const reset = (ip: string) =>
      t.request('/api/auth/request-password-reset', { method: 'POST', ip, json: { email, redirectTo: '/reset-password' } });
    for (let i = 0; i < 3; i += 1) expect((await reset(`10.3.0.${i + 1}`)).status).toBe(200);
    expect((await reset('10.3.0.50')).status).toBe(429);
  });

  it('opens the window again after it passes', async () => {
    const limiter = t.container.rateLimiter;
    const rule = { windowS: 1, max: 1 };
    expect((await limiter.consume('test:window', rule)).allowed).toBe(true);
    expect((await limiter.consume('test:window', rule)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.consume('test:window', rule)).allowed).toBe(true);
  });
});
