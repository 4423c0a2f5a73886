/** Configuration parsing. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', WORKER_IN_PROCESS: true, NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('treats empty strings as unset and trims trailing slashes of PUBLIC_URL', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: '8080', PUBLIC_URL: 'https://vitrine.example.com/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe('https://vitrine.example.com');
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short', WORKER_IN_PROCESS: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'AUTH_SECRET', 'WORKER_IN_PROCESS']) expect(message).toContain(name);
  });
});
