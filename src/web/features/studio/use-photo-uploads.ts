/**
 * The photos of a Studio batch being uploaded: 1 to 50 files checked in the
 * browser like the create flow's (PNG, JPG, WebP, AVIF or HEIC up to 10 MB), uploaded two at a time; a busy server
 * (503), the upload rate limit (429) or a dropped connection puts the file back in line for a few
 * seconds rather than failing it. Each uploaded photo starts its cut-out on the server.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDIO_BATCH_MAX } from '@shared/studio-presets';
import { type SourceImage, uploadSourceImage } from '@web/features/create/api';
import { precheckFile } from '@web/features/create/photo-file';
import { ApiError } from '@web/lib/api';

export type PhotoEntry = {
  key: string;
  name: string;
  /** waiting: in line; uploading; retrying: the server was busy, it goes again shortly. */
  status: 'waiting' | 'uploading' | 'retrying' | 'uploaded' | 'failed';
  source: SourceImage | null;
  error: string | null;
  /** Busy answers so far. */
  attempts: number;
};

/** Uploads running at once. */
export const UPLOAD_CONCURRENCY = 2;
/** Seconds before a busy upload goes again, by attempt. */
export const RETRY_SECONDS = [3, 6, 12, 20, 30, 45, 60];

let counter = 0;

/** The list of photos and how to add or remove them. */
export function usePhotoUploads() {
  const { t } = useTranslation('studio');
  const [entries, setEntries] = useState<PhotoEntry[]>([]);
  const current = useRef<PhotoEntry[]>([]);
  current.current = entries;
  const files = useRef(new Map<string, File>());
  const started = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const patch = useCallback((key: string, values: Partial<PhotoEntry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...values } : e)));
  }, []);

  // Starts waiting uploads while fewer than UPLOAD_CONCURRENCY run.
  useEffect(() => {
    const free = UPLOAD_CONCURRENCY - entries.filter((e) => e.status === 'uploading').length;
    const next = entries.filter((e) => e.status === 'waiting' && !started.current.has(e.key)).slice(0, Math.max(0, free));
    for (const entry of next) {
      const file = files.current.get(entry.key);
      if (!file) continue;
      started.current.add(entry.key);
      patch(entry.key, { status: 'uploading' });
      uploadSourceImage(file).then(
        (source) => {
          files.current.delete(entry.key);
          patch(entry.key, { status: 'uploaded', source, error: null });
        },
        (error: unknown) => {
          const busy = error instanceof ApiError && (error.status === 429 || error.status === 503 || error.status === 0);
          if (busy && entry.attempts < RETRY_SECONDS.length) {
            patch(entry.key, { status: 'retrying', attempts: entry.attempts + 1 });
            const timer = setTimeout(() => {
              timers.current.delete(timer);
              started.current.delete(entry.key);
              patch(entry.key, { status: 'waiting' });
            }, RETRY_SECONDS[entry.attempts]! * 1000);
            timers.current.add(timer);
            return;
          }
          files.current.delete(entry.key);
          patch(entry.key, { status: 'failed', error: error instanceof ApiError && error.message ? error.message : t('errors:unexpected') });
        },
      );
    }
  }, [entries, patch, t]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  /**
   * Adds files, up to the batch's 50 photos: each is checked first, and a refused one is listed
   * with its reason. Returns how many were left out because the batch is full.
   */
  const add = useCallback(
    (list: readonly File[]): number => {
      const room = Math.max(0, STUDIO_BATCH_MAX - current.current.filter((e) => e.status !== 'failed').length);
      const taken = list.slice(0, room);
      const added = taken.map((file): PhotoEntry => {
        counter += 1;
        const key = `photo-${counter}`;
        const problem = precheckFile(file);
        if (!problem) files.current.set(key, file);
        return { key, name: file.name, status: problem ? 'failed' : 'waiting', source: null, error: problem ? t(`errors:${problem}`) : null, attempts: 0 };
      });
      current.current = [...current.current, ...added];
      setEntries((list) => [...list, ...added]);
      return list.length - taken.length;
    },
    [t],
  );

  /** Takes a photo out of the batch (an uploaded photo stays in the library). */
  const remove = useCallback((key: string) => {
    files.current.delete(key);
    setEntries((list) => list.filter((e) => e.key !== key));
  }, []);

  /** Empties the list. */
  const clear = useCallback(() => {
    files.current.clear();
    setEntries([]);
  }, []);

  return { entries, add, remove, clear };
}
