/** The decode gate: 2 decodes at once, a bounded line, 503 with Retry-After beyond it. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { handleError } from '../../http/error-handler';
import { createDecodeGate, DecoderBusyError } from './decode-gate';

/** A task that finishes when its `finish` is called. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, task: () => done };
}

describe('decode gate', () => {
  it('runs 2 at once, queues the next ones in order, and refuses at once when the line is full', async () => {
    const gate = createDecodeGate({ concurrency: 2, maxWaiting: 2, retryAfterS: 7 });
    const tasks = Array.from({ length: 4 }, pending);
    const order: number[] = [];
    const runs = tasks.map((p, i) => gate.run(async () => { order.push(i); await p.task(); }));
    await Promise.resolve();
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(2);
    expect(order).toEqual([0, 1]);
    const refused = await gate.run(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DecoderBusyError);
    expect((refused as DecoderBusyError).retryAfterS).toBe(7);
    tasks[0]!.finish();
    await runs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([0, 1, 2]);
    for (const p of tasks) p.finish();
    await Promise.all(runs);
    expect(gate.active).toBe(0);
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });

  it('releases its slot when a task throws', async () => {
    const gate = createDecodeGate({ concurrency: 1, maxWaiting: 0 });
    await expect(gate.run(async () => { throw new Error('broken'); })).rejects.toThrow('broken');
    expect(await gate.run(async () => 1)).toBe(1);
  });

  it('a busy decoder answers 503 server_busy with Retry-After and a translated message', async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('lang', 'de');
      await next();
    });
    app.onError(handleError);
    app.get('/', () => {
      throw new AppError(503, 'server_busy', 'serverBusy', { seconds: 5 });
    });
    const res = await app.request('/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      error: { code: 'server_busy', message: 'Der Server verarbeitet gerade andere Bilder. Bitte versuche es in 5 Sekunden noch einmal.' },
    });
  });
});
