/**
 * Cut-outs of source photos (issue 13 items 4-7): a job started right after upload computes the
 * matte once (the photo's own alpha, else the matting engine) and stores it beside the photo; the
 * create flow previews it before any credit is spent; touch-up strokes recompute it and the edited
 * matte is what every later generation uses.
 *
 * Storage: `<source>.auto-matte.png` is the automatic matte (the base of every touch-up and the
 * matte in use until one), `<source>.matte.png` the touched-up matte; both 8-bit grey PNGs at the
 * photo's size. `matte_key` names the one in use. Beside each matte, `<matte>.cut.bin` is the
 * product cut from it (../engine/product/product-cut-store.ts), made with the matte so a
 * hosted generation does not cut the product again. The row keeps the
 * state: status, progress, method, confidence, warnings, strokes.
 */
import { eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { SourceImageView } from '../../shared/contracts/creation';
import type { CutoutStroke, CutoutView } from '../../shared/contracts/cutout';
import type { Database } from '../db/client';
import { sourceImages } from '../db/schema';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import { cutoutFromDecoded, type Cutout } from '../engine/cutout/cutout';
import { createDecodeGate, DecoderBusyError, type DecodeGate } from '../engine/image/decode-gate';
import { decodeImage, type DecodedImage } from '../engine/image/decode-image';
import { productRgba } from '../engine/cutout/foreground-colour';
import { isFlatLay } from '../engine/cutout/flat-lay';
import { encodeMattePng, readMattePng } from '../engine/cutout/matte';
import { workingSize, type MattingEngine } from '../engine/cutout/matting-engine';
import { touchUpMatte } from '../engine/cutout/touch-up';
import type { Storage } from '../providers/storage';
import { DomainError } from './domain-error';
import type { SourceImage } from './source-images';
import sharp from 'sharp';
import { decodeProductCut, encodeProductCut, productCutFingerprint } from '../engine/product/product-cut-store';
import { cutProduct, type ProductCut } from '../engine/product/product-lock';

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
  engine: MattingEngine;
  logger: Logger;
  /** Touch-ups and PNG answers decode the photo: at most 2 at once, 8 waiting (503 beyond). */
  gate?: DecodeGate;
}) {
  const { db, storage, logger } = deps;
  const gate = deps.gate ?? createDecodeGate({ concurrency: 2, maxWaiting: 8 });

  async function update(id: string, values: Partial<typeof sourceImages.$inferInsert>): Promise<SourceImage> {
    const [row] = await db
      .update(sourceImages)
      .set({ ...values, cutoutUpdatedAt: new Date() })
      .where(eq(sourceImages.id, id))
      .returning();
    if (!row) throw new DomainError('not_found');
    return row;
  }

  /** The row's photo decoded, with its stored bytes. */
  async function decodeSource(row: SourceImage): Promise<DecodedImage & { bytes: Buffer }> {
    const stored = await storage.get(row.storageKey);
    if (!stored) throw new Error(`source photo ${row.id} is missing from storage`);
    return { ...(await decodeImage(stored.data)), bytes: stored.data };
  }

  async function readMatte(key: string | null, method: Cutout['method']): Promise<Cutout | null> {
    if (!key) return null;
    const stored = await storage.get(key);
    return stored ? readMattePng(stored.data, method) : null;
  }

  /**
   * Cuts the product out of `photo` with `cutout` (the matte stored at `matteKey`, made by
   * `strokes`) and stores the cut beside the matte. A failure to store is logged: the cut is then
   * made again when a generation needs it.
   */
  async function storeProductCut(photo: Buffer, cutout: Cutout, matteKey: string, strokes: CutoutStroke[]): Promise<ProductCut> {
    const cut = await cutProduct(photo, cutout);
    await storeCut(cut, matteKey, strokes);
    return cut;
  }

  /** Stores a product cut beside the matte at `matteKey`; a failure is logged (the cut is made again when used). */
  async function storeCut(cut: ProductCut, matteKey: string, strokes: CutoutStroke[]): Promise<void> {
    try {
      await storage.put(productCutKey(matteKey), await encodeProductCut(cut, productCutFingerprint(matteKey, strokes)), 'application/octet-stream');
    } catch (error) {
      logger.warn({ err: error, matteKey }, 'product cut could not be stored; it will be made again when used');
    }
  }

  /** Runs the automatic cut-out of `row` and stores it (both mattes). */
  async function compute(row: SourceImage, signal?: AbortSignal): Promise<{ row: SourceImage; cutout: Cutout }> {
    let lastProgress = 0;
    const decoded = await decodeSource(row);
    const cutout = await cutoutFromDecoded(decoded, {
      engine: deps.engine,
      signal,
      onProgress: (percent) => {
        // Progress is advisory: written when it moves by 20 points or more, never awaited.
        if (percent - lastProgress < 20 || percent >= 100) return;
        lastProgress = percent;
        void db.update(sourceImages).set({ cutoutProgress: percent }).where(eq(sourceImages.id, row.id)).catch(() => undefined);
      },
    });
    const keys = matteKeys(row.storageKey);
    const png = await encodeMattePng(cutout.matte, cutout.width, cutout.height);
    // The automatic matte is the one in use until a touch-up writes `<source>.matte.png`.
    await storage.put(keys.auto, png, 'image/png');
    await storeProductCut(decoded.bytes, cutout, keys.auto, []);
    const updated = await update(row.id, {
      cutoutStatus: 'ready',
      cutoutProgress: 100,
      cutoutMethod: cutout.method,
      cutoutConfidence: cutout.confidence ?? null,
      cutoutWarnings: cutout.warnings ?? [],
      cutoutStrokes: [],
      cutoutError: null,
      cutoutAuto: { method: cutout.method, confidence: cutout.confidence ?? null, warnings: cutout.warnings ?? [], flatLay: await isFlatLay(cutout) },
      autoMatteKey: keys.auto,
      matteKey: keys.auto,
    });
    return { row: updated, cutout };
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
      error: row.cutoutStatus === 'failed' ? t('errors:cutoutFailed') : null,
      updatedAt: row.cutoutUpdatedAt.toISOString(),
    };
  }

  return {
    view,

    /**
     * Queues the cut-out of a just-uploaded photo. A queue that refuses is logged, not thrown: the
     * cut-out is then made on first use (preview poll or generation).
     */
    async start(row: SourceImage): Promise<void> {
      try {
        await deps.jobs.enqueue('source-cutout', { sourceImageId: row.id });
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
      const running = await update(row.id, { cutoutStatus: 'running', cutoutProgress: 5 });
      try {
        const { cutout } = await compute(running, options.signal);
        logger.info({ sourceImageId, method: cutout.method, confidence: cutout.confidence, warnings: cutout.warnings }, 'cut-out ready');
      } catch (error) {
        logger.warn({ err: error, sourceImageId, lastAttempt: options.lastAttempt }, 'cut-out failed');
        if (!options.lastAttempt) {
          await update(row.id, { cutoutStatus: 'pending', cutoutProgress: 0 });
          throw error;
        }
        await update(row.id, { cutoutStatus: 'failed', cutoutProgress: 0, cutoutError: error instanceof Error ? error.message.slice(0, 500) : String(error) });
      }
    },

    /**
     * The cut-out a generation uses: the stored matte in use (touched up or automatic), else the
     * automatic cut-out computed now and stored. Input: the row and nothing else; the caller owns it.
     */
    async cutoutOf(row: SourceImage, signal?: AbortSignal): Promise<Cutout> {
      if (row.cutoutStatus === 'ready') {
        const method = row.cutoutMethod ?? 'model';
        const stored = await readMatte(row.matteKey, method);
        if (stored) return { ...stored, confidence: row.cutoutConfidence ?? undefined, warnings: row.cutoutWarnings };
      }
      return (await compute(row, signal)).cutout;
    },

    /**
     * Recomputes the matte with touch-up strokes (none: back to the automatic matte) and saves it.
     * @throws DomainError cutout_not_ready before the automatic matte exists; server_busy when the
     * decode line is full.
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
        });
      }
      const auto = await readMatte(row.autoMatteKey, row.cutoutAuto?.method ?? 'model');
      if (!auto) throw new DomainError('cutout_not_ready');
      const keys = matteKeys(row.storageKey);
      // The matte and the product cut from it both decode the photo: both wait for the decode line.
      const { cutout, cut } = await gate
        .run(async () => {
          const decoded = await decodeSource(row);
          const touched = await touchUpMatte(decoded.rgba, auto.matte, strokes);
          return { cutout: touched, cut: await cutProduct(decoded.bytes, touched) };
        })
        .catch(busy);
      await storage.put(keys.current, await encodeMattePng(cutout.matte, cutout.width, cutout.height), 'image/png');
      await storeCut(cut, keys.current, strokes);
      return update(row.id, {
        matteKey: keys.current,
        cutoutStrokes: strokes,
        cutoutMethod: 'touch_up',
        cutoutConfidence: 1,
        cutoutWarnings: cutout.warnings ?? [],
      });
    },

    /**
     * The product cut a hosted generation locks or checks (../engine/product/product-lock.ts
     * `cutProduct`): the one stored beside the matte in use when it was made from that matte, else
     * cut now from `photo` (the row's photo bytes) and `cutout` (the matte in use) and stored.
     */
    async productCutOf(row: SourceImage, photo: Buffer, cutout: Cutout): Promise<ProductCut> {
      if (!row.matteKey) return cutProduct(photo, cutout);
      const fingerprint = productCutFingerprint(row.matteKey, row.cutoutStrokes);
      const stored = await storage.get(productCutKey(row.matteKey));
      const cut = stored ? await decodeProductCut(stored.data, fingerprint) : null;
      return cut ?? storeProductCut(photo, cutout, row.matteKey, row.cutoutStrokes);
    },

    /**
     * The product cut out as an RGBA PNG (edge colours cleaned of the old background), at the
     * photo's size or with a long side of at most `maxSide` px. Null when the matte is missing.
     * @throws DomainError server_busy when the decode line is full.
     */
    async png(row: SourceImage, maxSide?: number): Promise<Buffer | null> {
      const stored = await readMatte(row.matteKey, row.cutoutMethod ?? 'model');
      if (!stored) return null;
      return gate
        .run(async () => {
          const { rgba } = await decodeSource(row);
          const size = workingSize(rgba.width, rgba.height, maxSide ?? Math.max(rgba.width, rgba.height));
          let image = rgba;
          let matte = stored.matte;
          if (size.width !== rgba.width || size.height !== rgba.height) {
            const data = await sharp(rgba.data, { raw: { width: rgba.width, height: rgba.height, channels: 4 } }).resize(size.width, size.height, { fit: 'fill' }).raw().toBuffer();
            image = { data, width: size.width, height: size.height, channels: 4 };
            matte = await sharp(stored.matte, { raw: { width: stored.width, height: stored.height, channels: 1 } }).resize(size.width, size.height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
          }
          const out = await productRgba(image, matte);
          return sharp(out, { raw: { width: image.width, height: image.height, channels: 4 } }).png({ compressionLevel: 6 }).toBuffer();
        })
        .catch(busy);
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

/** A full decode line as the API's server_busy. */
function busy(error: unknown): never {
  if (error instanceof DecoderBusyError) throw new DomainError('server_busy', { seconds: error.retryAfterS });
  throw error;
}
