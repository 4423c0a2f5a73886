/**
 * Integration test harness: a real container and app on a fresh database, with helpers to sign
 * up, confirm through the dev outbox and sign in, all through the public HTTP routes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createApp } from '../../src/server/app';
import { createContainer, type Container, type ContainerOverrides } from '../../src/server/container';
import type { MattingEngine } from '../../src/server/engine/cutout/matting-engine';
import { ellipseMattingEngine } from './fake-matting';
import { startWorkers } from '../../src/server/jobs/worker';
import { loadEnv } from '../../src/server/env';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  container: Container;
  /** The database under the container (PGlite instance or PostgreSQL URL). */
  database: TestDatabase;
  app: ReturnType<typeof createApp>;
  /** Sends a request to the app; `path` starts with '/'. */
  request(path: string, init?: RequestInit & { json?: unknown; cookie?: string; ip?: string; lang?: string }): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Replaces AI engines. */
  ai?: ContainerOverrides['ai'];
  /** Starts the job queue and its workers (default false). */
  worker?: boolean;
  /** Replaces the video engines. */
  videoEngines?: ContainerOverrides['videoEngines'];
  /** The cut-out engine: 'real' for the configured one (the model), else a fast fake (default). */
  matting?: 'real' | MattingEngine;
  /** Replaces the Studio Photos packshot renderer. */
  studioRender?: ContainerOverrides['studioRender'];
}

/** Starts a test app with its own data directory and database. `env` overrides variables. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
  const database = await createTestDatabase();
  const config = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const matting = options.matting === 'real' ? undefined : (options.matting ?? ellipseMattingEngine());
  const container = await createContainer(config, { pglite: database.pglite, ai: options.ai, videoEngines: options.videoEngines, matting, studioRender: options.studioRender });
  await container.database.migrate();
  if (options.worker) {
    await container.queue.start();
    await startWorkers(container);
  }
  const app = createApp(container, { webRoot: null });
  let ipCounter = 0;
  return {
    container,
    database,
    app,
    async request(p, init = {}) {
      const headers = new Headers(init.headers);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      if (init.cookie) headers.set('cookie', init.cookie);
      headers.set('x-forwarded-for', init.ip ?? `10.0.0.${(ipCounter++ % 250) + 1}`);
      headers.set('origin', 'http://localhost:3000');
      if (init.lang) headers.set('accept-language', init.lang);
      const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
      return app.request(`http://localhost:3000${p}`, { ...init, headers, body });
    },
    async close() {
      await container.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from a response's Set-Cookie headers. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The newest email to `to` in the dev outbox. */
export async function lastMailTo(t: TestApp, to: string) {
  const mails = (await t.container.mailer.list?.()) ?? [];
  const mail = mails.find((m) => m.to === to);
  expect(mail, `an email to ${to}`).toBeDefined();
  return mail!;
}

/** Path and query of an absolute URL, for requests against the app. */
export function localPath(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

let emailCounter = 0;
/** A unique email address for a test. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

/** Signs up, confirms via the outbox link and signs in; returns the session cookie. */
export async function signUpAndSignIn(t: TestApp, options: { email?: string; password?: string; name?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'secret123';
  const signUp = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: options.name ?? 'Test User', email, password, callbackURL: '/email-confirmation' },
  });
  expect(signUp.status).toBe(200);
  const mail = await lastMailTo(t, email);
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  expect(link).toBeDefined();
  const verify = await t.request(localPath(link!));
  expect([200, 302]).toContain(verify.status);
  const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  expect(signIn.status).toBe(200);
  const body = (await signIn.json()) as { user: { id: string } };
  return { email, password, cookie: cookieFrom(signIn), userId: body.user.id };
}

/** Polls GET /api/v1/generations/{id} until the generation is finished (or `timeoutMs` passes). */
export async function waitForGeneration(t: TestApp, cookie: string, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.request(`/api/v1/generations/${id}`, { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; stage: string; images: { id: string }[]; creditsRefunded: number };
    if (['succeeded', 'partial', 'failed'].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`generation ${id} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
