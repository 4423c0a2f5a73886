/**
 * The production compose file (deploy/compose.yaml) against the app: the services the deploy guide
 * describes, every variable it gives the app is one env.ts reads, the settings a scaled-out install
 * needs are there, the image runs Node.js 24 LTS, and the compose file's stop grace outlasts the
 * app's shutdown grace (so Docker never kills a worker before its jobs are finished or put back).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES, loadEnv } from '../../src/server/env';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const compose = parse(fs.readFileSync(path.join(ROOT, 'deploy', 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, { command?: string[]; environment?: Record<string, string>; stop_grace_period?: string; deploy?: { replicas?: number } }>;
};
const app = ['migrate', 'web', 'worker'] as const;

/** The environment a service gets, with `${NAME:?...}` and `${NAME:-default}` filled as compose would. */
function resolved(service: (typeof app)[number]): Record<string, string> {
  const given: Record<string, string> = {
    PUBLIC_URL: 'https://vitrine.example.com',
    AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    POSTGRES_PASSWORD: 'pw',
    S3_ACCESS_KEY_ID: 'vitrine-key',
    S3_SECRET_ACCESS_KEY: 'vitrine-secret',
  };
  return Object.fromEntries(
    Object.entries(compose.services[service]!.environment ?? {}).map(([k, v]) => [
      k,
      String(v).replace(/\$\{(\w+)(?::[?-]([^}]*))?\}/g, (_, name: string, fallback?: string) => given[name] ?? (String(v).includes(':-') ? (fallback ?? '') : '')),
    ]),
  );
}

describe('deploy/compose.yaml', () => {
  it('has PostgreSQL, a bucket, migrations, web processes and workers', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['bucket', 'migrate', 'minio', 'postgres', 'web', 'worker']);
    expect(compose.services.migrate!.command).toEqual(['migrate']);
    expect(compose.services.web!.command).toEqual(['serve']);
    expect(compose.services.worker!.command).toEqual(['worker']);
    expect(compose.services.worker!.deploy?.replicas).toBeGreaterThanOrEqual(2);
  });

  it('gives the app only variables env.ts reads, and a configuration it accepts', () => {
    for (const service of app) {
      const env = resolved(service);
      for (const name of Object.keys(env)) expect(ENV_VARIABLES, `${service}: ${name}`).toContain(name);
      const parsed = loadEnv(env);
      expect(parsed).toMatchObject({ NODE_ENV: 'production', STORAGE_DRIVER: 's3', S3_FORCE_PATH_STYLE: true });
      expect(parsed.DATABASE_URL).toMatch(/^postgres:\/\/vitrine:pw@postgres:5432\/vitrine$/);
    }
    expect(loadEnv(resolved('web')).WORKER_IN_PROCESS).toBe(false);
    expect(loadEnv(resolved('web')).HOST).toBe('0.0.0.0');
  });

  it("stops a process only after the app's shutdown grace", () => {
    for (const service of ['web', 'worker'] as const) {
      const stopSeconds = Number(/^(\d+)s$/.exec(compose.services[service]!.stop_grace_period ?? '')?.[1]);
      expect(stopSeconds, service).toBeGreaterThan(loadEnv(resolved(service)).SHUTDOWN_GRACE_SECONDS + 2);
    }
  });

  it('builds on Node.js 24 LTS with ffmpeg', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy', 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM node:24-/m);
    expect(dockerfile).toMatch(/apt-get install[^\n]*ffmpeg/);
  });
});
