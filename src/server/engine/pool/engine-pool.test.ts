/**
 * The engine pool: verbs run in worker processes and answer what the same verb answers in this
 * thread; a worker killed mid-task (as a native crash or the system's out-of-memory killer would)
 * fails only that task and the pool goes on; an aborted task frees its worker; a full queue says
 * so at once; errors keep their class across the process boundary; a worker past its memory limit
 * exits and fails only its task.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInlineEngine } from '../inline-engine';
import { EngineBusyError, EngineCrashError } from '../engine-errors';
import { MediaInputError } from '../image/decode-image';
import { createEnginePool, type EnginePool } from './engine-pool';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/samples');
const photo = fs.readFileSync(path.join(SAMPLES, 'plant_pot.jpg'));
const worker = { matting: 'grabcut' as const, motion: {}, niceness: 10 };

/** The pids of this process's engine workers (tinypool's process entry). */
function workerPids(): number[] {
  let out = '';
  try {
    out = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'tinypool'], { encoding: 'utf8' });
  } catch {
    return [];
  }
  return out.split('\n').filter(Boolean).map(Number);
}

let pool: EnginePool;
const idleExits: Error[] = [];
beforeAll(() => {
  pool = createEnginePool({ workers: 2, maxQueue: 4, workerMaxRssBytes: 0, workerHeapMb: 512, worker, onWorkerExit: (error) => idleExits.push(error) });
});
afterAll(async () => {
  await pool.close();
});

describe('engine pool', () => {
  it('answers a cut-out exactly as the engine in this thread does', async () => {
    const [pooled, inline] = await Promise.all([pool.cutout({ photo, fingerprint: 'f' }), createInlineEngine({ matting: 'grabcut' }).cutout({ photo, fingerprint: 'f' })]);
    expect(Buffer.isBuffer(pooled.mattePng)).toBe(true);
    expect(pooled.mattePng.equals(inline.mattePng)).toBe(true);
    expect(pooled.productCut!.equals(inline.productCut!)).toBe(true);
    expect({ ...pooled, mattePng: null, productCut: null }).toEqual({ ...inline, mattePng: null, productCut: null });
  });

  it('keeps the class of an error thrown in a worker', async () => {
    await expect(pool.thumbnail({ data: Buffer.from('not an image'), widthPx: 64 })).rejects.toThrow();
    await expect(pool.packshot({ photo: Buffer.from('not an image'), matte: { png: Buffer.alloc(8), method: 'model' }, spec: {} as never })).rejects.toBeInstanceOf(MediaInputError);
  });

  it('fails only the task of a worker killed mid-task, and the next task runs on a fresh worker', async () => {
    const big = await sharp(photo).resize(3000, 2000, { fit: 'fill' }).jpeg().toBuffer();
    const running = pool.cutout({ photo: big, fingerprint: 'f' });
    await new Promise((r) => setTimeout(r, 300));
    const pids = workerPids();
    expect(pids.length).toBe(2);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await expect(running).rejects.toBeInstanceOf(EngineCrashError);
    // The idle one of the two is reported, not thrown.
    await new Promise((r) => setTimeout(r, 100));
    expect(idleExits.length).toBe(1);
    const after = await pool.cutout({ photo, fingerprint: 'f' });
    expect(after.width).toBe(500);
    expect(workerPids().every((pid) => !pids.includes(pid))).toBe(true);
  });

  it('stops the worker of an aborted task at once and serves the next task', async () => {
    const big = await sharp(photo).resize(3000, 2000, { fit: 'fill' }).jpeg().toBuffer();
    const controller = new AbortController();
    const running = pool.cutout({ photo: big, fingerprint: 'f' }, controller.signal);
    await new Promise((r) => setTimeout(r, 200));
    const t0 = performance.now();
    controller.abort(new Error('cancelled by the test'));
    await expect(running).rejects.toThrow('cancelled by the test');
    expect(performance.now() - t0).toBeLessThan(2000);
    expect((await pool.cutout({ photo, fingerprint: 'f' })).width).toBe(500);
  });

  it('says it is busy at once when every worker is taken and the queue is full', async () => {
    const small = createEnginePool({ workers: 1, maxQueue: 0, workerMaxRssBytes: 0, workerHeapMb: 512, worker });
    try {
      const first = small.cutout({ photo, fingerprint: 'f' });
      await expect(small.cutout({ photo, fingerprint: 'f' })).rejects.toBeInstanceOf(EngineBusyError);
      expect((await first).width).toBe(500);
    } finally {
      await small.close();
    }
  });

  it('ends a worker that passes its memory limit, failing only that task', async () => {
    // Measured here: a worker holds about 220 MB after a small cut-out and peaks near 475 MB cutting
    // out 40 MP (160 MB per RGBA copy); a 320 MB limit ends the second and not the first.
    const limited = createEnginePool({ workers: 1, maxQueue: 2, workerMaxRssBytes: 320 * 1024 * 1024, workerHeapMb: 512, worker });
    try {
      const huge = await sharp(photo).resize(7296, 5472, { fit: 'fill' }).jpeg().toBuffer();
      await expect(limited.cutout({ photo: huge, fingerprint: 'f' })).rejects.toBeInstanceOf(EngineCrashError);
      expect((await limited.cutout({ photo, fingerprint: 'f' })).width).toBe(500);
    } finally {
      await limited.close();
    }
  });

  it('answers header reads in this process', async () => {
    expect(await pool.imageSize({ data: photo })).toEqual({ width: 500, height: 333 });
  });
});
