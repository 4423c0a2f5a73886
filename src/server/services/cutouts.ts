/**
 * Cut-outs of source photos: a job started right after upload computes the matte once (the
 * photo's own alpha, else the matting model) and stores it beside the photo; the create flow
 * previews it before any credit is spent; touch-up strokes recompute it and the edited matte is
 * what every later generation uses. The pixel work runs in the engine (../engine), in its worker
 * processes; this service reads and writes storage and the row.
 *
 * Storage: `<source>.auto-matte.png` is the automatic matte (the base of every touch-up and the
 * matte in use until one), `<source>.matte.png` the touched-up matte; both 8-bit grey PNGs at the
 * photo's size. `matte_key` names the one in use. Beside each matte, `<matte>.cut.bin` is the
 * product cut from it (../engine/product/product-cut-store.ts), made with the matte so a hosted
 * generation does not cut the product again. The row keeps the state: status, progress, method,
 * confidence, warnings, strokes, and the size of the product's box in the matte in use (px; the
 * qualities the built-in renderer offers for it).
 *
 * A photo deleted while its cut-out runs: its running task is stopped when it runs in this process
 * (`cancel`), and whatever the task stored is deleted when it finds the row gone.
 */
import { eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { SourceImageView } from '../../shared/contracts/creation';
import type { CutoutStroke, CutoutView, ProductBox } from '../../shared/contracts/cutout';
import type { Database } from '../db/client';
import { sourceImages } from '../db/schema';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import type { CutoutResult, Engine, MatteRef } from '../engine';
import { EngineBusyError, EngineCrashError } from '../engine';

/** How a cut-out that ended with its engine worker dying is recorded in `cutout_error`. */
const ENGINE_CRASH_PREFIX = 'engine_crash: ';
import { createDecodeGate, DecoderBusyError, type DecodeGate } from '../engine/image/decode-gate';
import { productCutFingerprint, readProductCutHeader } from '../engine/product/product-cut-store';
import type { Storage } from '../providers/storage';
import { DomainError } from './domain-error';
import type { SourceImage } from './source-images';

export type CutoutsService = ReturnType<typeof createCutoutsService>;

/** Storage keys of a source photo's mattes. */
export function matteKeys(storageKey: string): { auto: string; current: string } {
  const base = storageKey.replace(/\.(png|jpg)$/, '');
  return { auto: `${base}.auto-matte.png`, current: `${base}.matte.png` };
}

/** Storage key of the product cut made from the matte stored at `matteKey`. */
export function productCutKey(matteKey: string): string {
  return `${matteKey.replace(/\.png$/, '')}.cut.bin`;
}

export function createCutoutsService(deps: {
  db: Database;
  storage: Storage;
  jobs: JobEnqueuer;
  engine: Engine;
  logger: Logger;
  /** Touch-ups and PNG answers wait for the engine in the request: at most 2 at once, 8 waiting (503 beyond). */
  gate?: DecodeGate;
}) {
  const { db, storage, logger, engine } = deps;
  const gate = deps.gate ?? createDecodeGate({ concurrency: 2, maxWaiting: 8 });
  /** Cut-outs running in this process, by source photo id: deleting the photo stops its task. */
  const running = new Map<string, AbortController>();
  /** Automatic cut-outs being made in this process, by source photo id, with how many callers wait on each. */
  const computing = new Map<string, { run: Promise<{ row: SourceImage; result: CutoutResult }>; controller: AbortController; waiting: number }>();

  async function update(id: string, values: Partial<typeof sourceImages.$inferInsert>): Promise<SourceImage> {
    const [row] = await db
      .update(sourceImages)
      .set({ ...values, cutoutUpdatedAt: new Date() })
      .where(eq(sourceImages.id, id))
      .returning();
    if (!row) throw new DomainError('not_found');
    return row;
  }

  /** The row's photo bytes. @throws Error when the file is missing. */
  async function photoOf(row: SourceImage): Promise<Buffer> {
    const stored = await storage.get(row.storageKey);
    if (!stored) throw new Error(`source photo ${row.id} is missing from storage`);
    return stored.data;
  }

  /** The stored matte at `key` with how it was made; null when it is missing. */
  async function readMatte(key: string | null, method: MatteRef['method'], extra: Pick<MatteRef, 'confidence' | 'warnings'> = {}): Promise<MatteRef | null> {
    if (!key) return null;
    const stored = await storage.get(key);
    return stored ? { png: stored.data, method, ...extra } : null;
  }

  /** Stores a product cut beside the matte at `matteKey`; a failure is logged (the cut is made again when used). */
  async function storeCut(cut: Buffer, matteKey: string): Promise<void> {
    try {
      await storage.put(productCutKey(matteKey), cut, 'application/octet-stream');
    } catch (error) {
      logger.warn({ err: error, matteKey }, 'product cut could not be stored; it will be made again when used');
    }
  }

  /** Deletes what a cut-out stored for a photo that was deleted meanwhile. */
  async function discard(keys: string[]): Promise<void> {
    for (const key of keys) await storage.delete(key).catch(() => undefined);
  }

  /**
   * The automatic cut-out of `row`, made once however many ask for it at the same time in this
   * process (a job and the requests of a generation, 50 requests sent at once): callers share one
   * run. A caller whose `signal` fires stops waiting with the signal's reason; the run itself stops
   * only when every caller waiting on it has stopped, or the photo is deleted (`cancel`).
   */
  function compute(row: SourceImage, signal?: AbortSignal): Promise<{ row: SourceImage; result: CutoutResult }> {
    signal?.throwIfAborted();
    let shared = computing.get(row.id);
    if (!shared) {
      const controller = new AbortController();
      const run = computeOnce(row, controller).finally(() => {
        if (computing.get(row.id) === shared) computing.delete(row.id);
      });
      shared = { run, controller, waiting: 0 };
      computing.set(row.id, shared);
    }
    const current = shared;
    current.waiting += 1;
    if (!signal) return current.run.finally(() => (current.waiting -= 1));
    return new Promise((resolve, reject) => {
      const stop = () => {
        current.waiting -= 1;
        if (current.waiting === 0) current.controller.abort(signal.reason);
        reject(signal.reason);
      };
      signal.addEventListener('abort', stop, { once: true });
      current.run.then(
        (value) => {
          signal.removeEventListener('abort', stop);
          current.waiting -= 1;
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', stop);
          current.waiting -= 1;
          reject(error);
        },
      );
    });
  }

  /** Runs the automatic cut-out of `row` in the engine and stores it (matte and product cut). */
  async function computeOnce(row: SourceImage, controller: AbortController): Promise<{ row: SourceImage; result: CutoutResult }> {
    const keys = matteKeys(row.storageKey);
    running.set(row.id, controller);
    let result: CutoutResult;
    try {
      result = await engine.cutout({ photo: await photoOf(row), fingerprint: productCutFingerprint(keys.auto, []) }, controller.signal);
    } finally {
      if (running.get(row.id) === controller) running.delete(row.id);
    }
    const [still] = await db.select({ id: sourceImages.id }).from(sourceImages).where(eq(sourceImages.id, row.id));
    if (!still) throw new DomainError('not_found');
    // The automatic matte is the one in use until a touch-up writes `<source>.matte.png`.
    await storage.put(keys.auto, result.mattePng, 'image/png');
    if (result.productCut) await storeCut(result.productCut, keys.auto);
    try {
      const updated = await update(row.id, {
        cutoutStatus: 'ready',
        cutoutProgress: 100,
        cutoutMethod: result.method,
        cutoutConfidence: result.confidence,
        cutoutWarnings: result.warnings,
        cutoutStrokes: [],
        cutoutError: null,
        cutoutAuto: { method: result.method, confidence: result.confidence, warnings: result.warnings, flatLay: result.flatLay, productBox: result.productBox, objectCount: result.objectCount },
        cutoutProductBox: result.productBox,
        autoMatteKey: keys.auto,
        matteKey: keys.auto,
      });
      return { row: updated, result };
    } catch (error) {
      // Deleted while the files were being written: leave nothing behind.
      if (error instanceof DomainError) await discard([keys.auto, productCutKey(keys.auto)]);
      throw error;
    }
  }

  /** The cut-out part of the API's SourceImage; `t` translates the failure message. */
  function view(row: SourceImage, t: TFunction): CutoutView {
    return {
      status: row.cutoutStatus,
      progress: row.cutoutStatus === 'ready' ? 100 : row.cutoutProgress,
      method: row.cutoutStatus === 'ready' ? row.cutoutMethod : null,
      confidence: row.cutoutStatus === 'ready' && row.cutoutConfidence !== null ? Number(row.cutoutConfidence) : null,
      warnings: row.cutoutStatus === 'ready' ? row.cutoutWarnings : [],
      strokes: row.cutoutStrokes,
      productBox: row.cutoutStatus === 'ready' ? row.cutoutProductBox : null,
      // The count the automatic cut-out made; a touch-up changes what is kept, so it no longer holds.
      objectCount: row.cutoutStatus === 'ready' && row.cutoutStrokes.length === 0 ? (row.cutoutAuto?.objectCount ?? null) : null,
      error: row.cutoutStatus === 'failed' ? t(row.cutoutError?.startsWith(ENGINE_CRASH_PREFIX) ? 'errors:photoNotProcessed' : 'errors:cutoutFailed') : null,
      updatedAt: row.cutoutUpdatedAt.toISOString(),
    };
  }

  return {
    view,

    /**
     * Queues the cut-out of a just-uploaded photo, in its owner's next turn (one account's 50
     * uploads take turns with everyone else's; cut-outs are free, so no plan goes first). A queue
     * that refuses is logged, not thrown: the cut-out is then made on first use (preview poll or
     * generation).
     */
    async start(row: SourceImage): Promise<void> {
      try {
        await deps.jobs.enqueue('source-cutout', { sourceImageId: row.id }, { fairness: { key: row.userId, priority: false } });
      } catch (error) {
        logger.warn({ err: error, sourceImageId: row.id }, 'cut-out job could not be queued; it will run on first use');
      }
    },

    /**
     * The job: computes and stores the cut-out of a source photo, once (a ready one is left as is).
     * On the last attempt a failure is recorded as status 'failed' with its reason.
     * @throws what the engine throws, on attempts before the last (the queue retries).
     */
    async run(sourceImageId: string, options: { lastAttempt: boolean; signal?: AbortSignal }): Promise<void> {
      const [row] = await db.select().from(sourceImages).where(eq(sourceImages.id, sourceImageId));
      if (!row || row.cutoutStatus === 'ready') return;
      const started = await update(row.id, { cutoutStatus: 'running', cutoutProgress: 5 });
      try {
        const { result } = await compute(started, options.signal);
        logger.info({ sourceImageId, method: result.method, confidence: result.confidence, warnings: result.warnings }, 'cut-out ready');
      } catch (error) {
        const [still] = await db.select({ id: sourceImages.id }).from(sourceImages).where(eq(sourceImages.id, sourceImageId));
        if (!still) {
          logger.info({ sourceImageId }, 'photo deleted during its cut-out; nothing kept');
          return;
        }
        logger.warn({ err: error, sourceImageId, lastAttempt: options.lastAttempt }, 'cut-out failed');
        if (!options.lastAttempt) {
          await update(row.id, { cutoutStatus: 'pending', cutoutProgress: 0 });
          throw error;
        }
        const message = error instanceof Error ? error.message : String(error);
        // A worker that died on this photo (out of memory, a native crash) is told apart from a photo with no product found.
        await update(row.id, { cutoutStatus: 'failed', cutoutProgress: 0, cutoutError: `${error instanceof EngineCrashError ? ENGINE_CRASH_PREFIX : ''}${message}`.slice(0, 500) });
      }
    },

    /** Stops the cut-out of a photo running in this process (the photo is being deleted). */
    cancel(sourceImageId: string): void {
      running.get(sourceImageId)?.abort(new Error('the photo was deleted'));
    },

    /**
     * The matte a generation uses: the stored matte in use (touched up or automatic), else the
     * automatic cut-out computed now and stored. Input: the row and nothing else; the caller owns it.
     * Output: the matte's PNG with its method, confidence and warnings.
     */
    async cutoutOf(row: SourceImage, signal?: AbortSignal): Promise<MatteRef> {
      if (row.cutoutStatus === 'ready') {
        const stored = await readMatte(row.matteKey, row.cutoutMethod ?? 'model', { confidence: row.cutoutConfidence ?? null, warnings: row.cutoutWarnings });
        if (stored) return stored;
      }
      const { result } = await compute(row, signal);
      return { png: result.mattePng, method: result.method, confidence: result.confidence, warnings: result.warnings };
    },

    /**
     * The product's box in the matte in use (px), for the qualities the built-in renderer offers:
     * the recorded one once the cut-out is ready; made now when it is not yet (a generation asked
     * for within seconds of the upload waits for it, so the rule holds whoever is faster); the
     * photo's own size when the cut-out failed or cannot be made now (the photo is then used as it
     * is, and it bounds the product). Null for a ready cut-out recorded before boxes were (unknown).
     * @throws DomainError 'not_found' when the photo was deleted meanwhile.
     */
    async productBoxOf(row: SourceImage, signal?: AbortSignal): Promise<ProductBox | null> {
      if (row.cutoutStatus === 'ready') return row.cutoutProductBox;
      if (row.cutoutStatus === 'failed') return { width: row.width, height: row.height };
      try {
        return (await compute(row, signal)).result.productBox;
      } catch (error) {
        if (error instanceof DomainError) throw error;
        logger.warn({ err: error, sourceImageId: row.id }, "cut-out not made for the quality check; the photo's size bounds the product");
        return { width: row.width, height: row.height };
      }
    },

    /**
     * Whether the product of the matte in use lies flat: read from the stored product cut's header,
     * else from the automatic cut-out's record, else (a touched-up matte whose cut is not made yet)
     * by the engine from the matte. Undefined when unknown.
     */
    async flatLayOf(row: SourceImage, signal?: AbortSignal): Promise<boolean | undefined> {
      if (row.cutoutStatus !== 'ready' || !row.matteKey) return undefined;
      const stored = await storage.get(productCutKey(row.matteKey));
      const header = stored ? readProductCutHeader(stored.data) : null;
      if (header && header.fingerprint === productCutFingerprint(row.matteKey, row.cutoutStrokes)) return header.flatLay;
      if (row.cutoutStrokes.length === 0) return row.cutoutAuto?.flatLay;
      const matte = await readMatte(row.matteKey, row.cutoutMethod ?? 'touch_up');
      return matte ? ((await engine.flatLay({ matte }, signal)) ?? undefined) : undefined;
    },

    /**
     * Recomputes the matte with touch-up strokes (none: back to the automatic matte) and saves it.
     * @throws DomainError cutout_not_ready before the automatic matte exists; server_busy when the
     * touch-up line or the engine is full.
     */
    async touchUp(row: SourceImage, strokes: CutoutStroke[]): Promise<SourceImage> {
      if (row.cutoutStatus !== 'ready' || !row.autoMatteKey) throw new DomainError('cutout_not_ready');
      if (strokes.length === 0) {
        // Back to the automatic matte: it is still stored, so only the row changes.
        return update(row.id, {
          matteKey: row.autoMatteKey,
          cutoutStrokes: [],
          cutoutMethod: row.cutoutAuto?.method ?? 'model',
          cutoutConfidence: row.cutoutAuto?.confidence ?? null,
          cutoutWarnings: row.cutoutAuto?.warnings ?? [],
          cutoutProductBox: row.cutoutAuto?.productBox ?? null,
        });
      }
      const auto = await readMatte(row.autoMatteKey, row.cutoutAuto?.method ?? 'model');
      if (!auto) throw new DomainError('cutout_not_ready');
      const keys = matteKeys(row.storageKey);
      const result = await gate
        .run(async () => engine.touchUp({ photo: await photoOf(row), autoMatte: auto, strokes, fingerprint: null }))
        .catch(busy);
      // The preview needs the matte only: the product cut is made when a generation first uses it.
      await storage.put(keys.current, result.mattePng, 'image/png');
      return update(row.id, {
        matteKey: keys.current,
        cutoutStrokes: strokes,
        cutoutMethod: 'touch_up',
        cutoutConfidence: 1,
        cutoutWarnings: result.warnings,
        cutoutProductBox: result.productBox,
      });
    },

    /**
     * The product cut a hosted generation locks or checks, as stored bytes
     * (../engine/product/product-cut-store.ts): the one stored beside the matte in use when it was
     * made from that matte, else cut now by the engine from `photo` (the row's photo bytes) and
     * `matte` (the matte in use) and stored. Output: the bytes and the fingerprint they carry.
     */
    async productCutOf(row: SourceImage, photo: Buffer, matte: MatteRef, signal?: AbortSignal): Promise<{ cut: Buffer; fingerprint: string }> {
      const fingerprint = productCutFingerprint(row.matteKey ?? row.storageKey, row.cutoutStrokes);
      if (row.matteKey) {
        const stored = await storage.get(productCutKey(row.matteKey));
        if (stored && readProductCutHeader(stored.data)?.fingerprint === fingerprint) return { cut: stored.data, fingerprint };
      }
      const cut = await engine.productCut({ photo, matte, fingerprint }, signal);
      if (row.matteKey) await storeCut(cut, row.matteKey);
      return { cut, fingerprint };
    },

    /**
     * The product cut out as an RGBA PNG (edge colours cleaned of the old background), at the
     * photo's size or with a long side of at most `maxSide` px. Null when the matte is missing.
     * @throws DomainError server_busy when the line or the engine is full.
     */
    async png(row: SourceImage, maxSide?: number): Promise<Buffer | null> {
      const matte = await readMatte(row.matteKey, row.cutoutMethod ?? 'model');
      if (!matte) return null;
      return gate.run(async () => engine.cutoutPng({ photo: await photoOf(row), matte, ...(maxSide ? { maxSide } : {}) })).catch(busy);
    },

    /** A source photo as the API answers it. */
    sourceView(row: SourceImage, t: TFunction): SourceImageView {
      return {
        id: row.id,
        width: row.width,
        height: row.height,
        format: row.format,
        createdAt: row.createdAt.toISOString(),
        analysis: { hasAlpha: row.hasAlpha, dominantColors: row.dominantColors, suggestedCutout: row.suggestedCutout },
        cutout: view(row, t),
      };
    },
  };
}

/** A full touch-up line or engine queue as the API's server_busy. */
function busy(error: unknown): never {
  if (error instanceof DecoderBusyError) throw new DomainError('server_busy', { seconds: error.retryAfterS });
  if (error instanceof EngineBusyError) throw new DomainError('server_busy', { seconds: error.retryAfterS });
  throw error;
}
