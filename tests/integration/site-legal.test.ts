/**
 * The legal pages' facts and the landing figures over HTTP: the operator
 * from OPERATOR_* (nulls, hence 'not configured' on the pages, by default), the processors the
 * configuration sends data to (no secrets in the answer), every cookie the account journeys set is
 * on the listed inventory, and the landing counts come from this instance's own database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingInfo, LegalInfo } from '../../src/shared/contracts/site';
import { loadShowcase, ShowcaseFileError } from '../../src/server/services/site/landing-info';
import { cookieFrom, createTestApp, lastMailTo, localPath, signUpAndSignIn, type TestApp, uniqueEmail } from '../helpers/test-app';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-site-'));
const showcaseFile = path.join(tmp, 'showcase.json');
fs.writeFileSync(
  showcaseFile,
  JSON.stringify({
    testimonials: [{ quote: 'Listing photos before lunch.', name: 'Rita Sousa', role: 'Ceramics shop', language: 'pt' }],
    partners: [{ name: 'Loja Azul', url: 'https://loja-azul.example' }],
  }),
);

/** The names of the cookies a response sets (a Set-Cookie with Max-Age=0 only deletes one). */
function setCookieNames(res: Response): string[] {
  return res.headers
    .getSetCookie()
    .filter((c) => !/;\s*max-age=0\b/i.test(c))
    .map((c) => c.split('=')[0]!.trim());
}

describe('default configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says the operator is not configured, lists no processors and states the auth periods', async () => {
    const res = await t.request('/api/v1/site/legal');
    expect(res.status).toBe(200);
    const legal = (await res.json()) as LegalInfo;
    expect(legal.operator).toEqual({ name: null, email: null, address: null });
    expect(legal.processors).toEqual([]);
    expect(legal.retention).toEqual({ sessionDays: 7, confirmationLinkHours: 24, passwordResetLinkMinutes: 60 });
    expect(legal.payments).toBe('test');
    expect(legal.moneyBackDays).toBe(14);
    expect(legal.publicUrl).toBe('http://localhost:3000');
    expect(t.container.legal.missingOperatorVariables()).toEqual(['OPERATOR_NAME', 'OPERATOR_EMAIL', 'OPERATOR_ADDRESS']);
  });

  it('every cookie set by signing up, confirming, signing in (with and without remember me) and out is listed', async () => {
    const legal = (await (await t.request('/api/v1/site/legal')).json()) as LegalInfo;
    const listed = new Set(legal.cookies.map((c) => c.name));
    const seen = new Set<string>();
    const email = uniqueEmail('cookies');
    const collect = (res: Response) => {
      for (const name of setCookieNames(res)) seen.add(name);
      return res;
    };
    collect(await t.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'Cookie Jar', email, password: 'secret123', callbackURL: '/' } }));
    const link = (await lastMailTo(t, email)).links.find((l) => l.includes('/api/auth/verify-email'))!;
    collect(await t.request(localPath(link)));
    const remembered = collect(await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'secret123' } }));
    collect(await t.request('/api/auth/get-session', { cookie: cookieFrom(remembered) }));
    collect(await t.request('/api/v1/me', { cookie: cookieFrom(remembered) }));
    collect(await t.request('/api/auth/sign-out', { method: 'POST', cookie: cookieFrom(remembered), json: {} }));
    const forgotten = collect(await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'secret123', rememberMe: false } }));
    collect(await t.request('/api/auth/get-session', { cookie: cookieFrom(forgotten) }));
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect(seen).toContain('better-auth.session_token');
    expect(seen).toContain('better-auth.dont_remember');
    for (const name of seen) expect(listed, `cookie ${name} is set but not listed on the cookie page`).toContain(name);
  });

  it("counts this instance's images, videos and confirmed accounts, cached for a few minutes", async () => {
    const first = (await (await t.request('/api/v1/site/landing')).json()) as LandingInfo;
    expect(first.testimonials).toEqual([]);
    expect(first.partners).toEqual([]);
    const accounts = first.stats.accounts;
    expect(accounts).toBeGreaterThanOrEqual(1); // the cookie journey above confirmed one
    await signUpAndSignIn(t);
    // Within the cache window the figure is reused...
    const cached = await t.request('/api/v1/site/landing');
    expect(cached.headers.get('cache-control')).toBe('public, max-age=300');
    expect(((await cached.json()) as LandingInfo).stats.accounts).toBe(accounts);
    // ...and a fresh count sees the new account (an unconfirmed sign-up is not counted).
    await t.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'Not Confirmed', email: uniqueEmail('unconfirmed'), password: 'secret123' } });
    const { createLandingInfoService } = await import('../../src/server/services/site/landing-info');
    const fresh = await createLandingInfoService(t.container.database.db, { testimonials: [], partners: [] }).info();
    expect(fresh.stats).toEqual({ images: 0, videos: 0, accounts: accounts + 1 });
  });
});

describe('configured operator, processors and showcase', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      OPERATOR_NAME: 'Loja Exemplo, Lda.',
      OPERATOR_EMAIL: 'privacy@loja.example',
      OPERATOR_ADDRESS: 'Rua das Flores 10, 1200-195 Lisboa, Portugal',
      IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-secret-key-0000',
      SCENARIO_PROVIDER: 'openai',
      SCENARIO_BASE_URL: 'http://ollama.internal:11434/v1',
      VIDEO_PROVIDER: 'fal',
      FAL_KEY: 'fal-secret-key-0000',
      STRIPE_SECRET_KEY: 'sk_test_secretstripekey',
      STRIPE_WEBHOOK_SECRET: 'whsec_secretwebhook',
      SMTP_URL: 'smtp://mailer:mail-password@smtp.loja.example:587',
      LANDING_SHOWCASE_FILE: showcaseFile,
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('shows the operator and each processor with what it receives, never a secret', async () => {
    const res = await t.request('/api/v1/site/legal');
    const text = await res.text();
    const legal = JSON.parse(text) as LegalInfo;
    expect(legal.operator).toEqual({ name: 'Loja Exemplo, Lda.', email: 'privacy@loja.example', address: 'Rua das Flores 10, 1200-195 Lisboa, Portugal' });
    expect(legal.processors).toEqual([
      { id: 'openai-compatible', name: 'ollama.internal:11434', host: 'ollama.internal:11434', purposes: ['scenarioIdeas'] },
      { id: 'openai', name: 'OpenAI', host: 'api.openai.com', purposes: ['images'] },
      { id: 'fal', name: 'fal.ai', host: 'queue.fal.run', purposes: ['videos'] },
      { id: 'stripe', name: 'Stripe', host: 'api.stripe.com', purposes: ['payments'] },
      { id: 'smtp', name: 'smtp.loja.example:587', host: 'smtp.loja.example:587', purposes: ['email'] },
    ]);
    expect(legal.payments).toBe('stripe');
    for (const secret of ['sk-test-secret-key', 'fal-secret-key', 'sk_test_secret', 'whsec_', 'mail-password', 'mailer:']) {
      expect(text).not.toContain(secret);
    }
    expect(t.container.legal.missingOperatorVariables()).toEqual([]);
  });

  it("serves the operator's testimonials and partners from LANDING_SHOWCASE_FILE", async () => {
    const landing = (await (await t.request('/api/v1/site/landing')).json()) as LandingInfo;
    expect(landing.testimonials).toEqual([{ quote: 'Listing photos before lunch.', name: 'Rita Sousa', role: 'Ceramics shop', language: 'pt' }]);
    expect(landing.partners).toEqual([{ name: 'Loja Azul', url: 'https://loja-azul.example' }]);
  });
});

describe('showcase file', () => {
  it('is optional, and a broken one stops the start with the variable named', () => {
    expect(loadShowcase(undefined)).toEqual({ testimonials: [], partners: [] });
    const bad = path.join(os.tmpdir(), `showcase-bad-${process.pid}.json`);
    fs.writeFileSync(bad, JSON.stringify({ testimonials: [{ quote: '' }] }));
    expect(() => loadShowcase(bad)).toThrow(ShowcaseFileError);
    expect(() => loadShowcase(bad)).toThrow(/LANDING_SHOWCASE_FILE .*testimonials\.0/);
    fs.writeFileSync(bad, 'not json');
    expect(() => loadShowcase(bad)).toThrow(/not valid JSON/);
    fs.rmSync(bad);
    expect(() => loadShowcase(bad)).toThrow(/cannot be read/);
  });
});
