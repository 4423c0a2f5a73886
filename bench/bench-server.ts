/**
 * Shared setup of the HTTP benchmarks: the app on a loopback port of this process, and one
 * confirmed, signed-in user made through the public auth routes (the outbox gives the link).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../src/server/app';
import type { Container } from '../src/server/container';

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The Node HTTP server (to observe requests as the server sees them). */
  http: Server;
  close(): void;
}

/** Serves the API (no web app) of `container` on a free loopback port. */
export async function serveBenchApp(container: Container): Promise<BenchServer> {
  const app = createApp(container, { webRoot: null });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, http: server as Server, close: () => server.close() };
}

/**
 * Signs up a new user, confirms the email from the outbox and signs in.
 * @returns the session cookie header, the user id and the headers (JSON + the app's origin) for state changes.
 */
export async function benchUser(container: Container, base: string) {
  const email = `bench.${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json', origin: container.env.publicUrl };
  await fetch(`${base}/api/auth/sign-up/email`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Bench', email, password: 'bench-secret' }) });
  const mail = (await container.mailer.list?.())?.find((m) => m.to === email);
  if (!mail) throw new Error(`no confirmation mail for ${email}: is sign-up open and the mailer the outbox?`);
  const verify = new URL(mail!.links.find((l) => l.includes('verify-email'))!);
  await fetch(`${base}${verify.pathname}${verify.search}`, { redirect: 'manual' });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'bench-secret' }) });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const userId = ((await signIn.json()) as { user: { id: string } }).user.id;
  return { email, cookie, userId, json };
}
