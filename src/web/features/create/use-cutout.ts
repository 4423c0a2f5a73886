/**
 * The cut-out of an uploaded photo: the source image polled while its cut-out
 * job runs, the address of the cut-out PNG, and the touch-up strokes sent to the server (debounced,
 * one request at a time, the answer written into the polled source image).
 */
import { type QueryClient, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@web/lib/api';
import { api, type Schemas, unwrap } from '@web/lib/api-client';
import type { SourceImage } from './api';
import type { CutoutStroke } from './strokes';

/** The cut-out of a source photo: status, progress, method, warnings, strokes. */
export type Cutout = Schemas['Cutout'];
export type CutoutStatus = Cutout['status'];
export type CutoutWarning = Cutout['warnings'][number];

/** Poll interval while the cut-out is pending or running. */
export const CUTOUT_POLL_MS = 700;
/** Poll interval after a failed poll that may pass (network, server busy). */
export const CUTOUT_RETRY_MS = 3000;
/** Largest side of the preview PNG. */
export const CUTOUT_PREVIEW_SIDE = 1024;
/** Wait after the last stroke (or undo) before the strokes are sent, so quick edits go in one request. */
export const TOUCH_UP_DEBOUNCE_MS = 350;

/** Whether a cut-out has stopped changing on its own (ready or failed). */
export function isCutoutSettled(status: CutoutStatus | undefined): boolean {
  return status === 'ready' || status === 'failed';
}

/** Query key of a source image (shared by the preview, the editor and the summary). */
export function sourceImageKey(id: string) {
  return ['source-image', id] as const;
}

/** GET /api/v1/source-images/{id}. */
export function fetchSourceImage(id: string): Promise<SourceImage> {
  return unwrap(api.GET('/source-images/{id}', { params: { path: { id } } }));
}

/**
 * The source image, starting from the upload's answer and polled every ~700 ms until its cut-out is
 * ready or failed. A missing photo or an expired session stops the polling; other failures slow it.
 */
export function useSourceImage(source: SourceImage | null) {
  const id = source?.id ?? '';
  return useQuery({
    queryKey: sourceImageKey(id),
    queryFn: () => fetchSourceImage(id),
    enabled: !!source,
    initialData: source ?? undefined,
    refetchInterval: (query) => {
      const error = query.state.error;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) return false;
      if (isCutoutSettled(query.state.data?.cutout?.status)) return false;
      return error ? CUTOUT_RETRY_MS : CUTOUT_POLL_MS;
    },
    refetchIntervalInBackground: true,
  });
}

/** Address of the cut-out PNG (with alpha); `updatedAt` busts the cache after a touch-up. */
export function cutoutImageUrl(id: string, updatedAt: string, maxSide: number = CUTOUT_PREVIEW_SIDE): string {
  const params = new URLSearchParams({ maxSide: String(maxSide), v: updatedAt });
  return `/api/v1/source-images/${encodeURIComponent(id)}/cutout?${params.toString()}`;
}

/** PUT /api/v1/source-images/{id}/cutout/strokes: every stroke, oldest first; [] restores the automatic cut-out. */
export function putStrokes(id: string, strokes: CutoutStroke[]): Promise<Cutout> {
  return unwrap(api.PUT('/source-images/{id}/cutout/strokes', { params: { path: { id } }, body: { strokes } }));
}

/** Writes a new cut-out into the cached source image. */
export function storeCutout(client: QueryClient, id: string, cutout: Cutout): void {
  client.setQueryData<SourceImage>(sourceImageKey(id), (old) => (old ? { ...old, cutout } : old));
}

/** Mutation key of the touch-ups of a photo (the preview shows them as busy). */
export function touchUpKey(id: string) {
  return ['touch-up', id] as const;
}

/** Whether a touch-up of the photo is being computed (also after the editor closed). */
export function useTouchUpRunning(id: string | undefined): boolean {
  return useIsMutating({ mutationKey: touchUpKey(id ?? '') }) > 0;
}

/**
 * Sends touch-up strokes: `send` waits {@link TOUCH_UP_DEBOUNCE_MS} for more edits, then PUTs the
 * latest list; while a request runs, the next one waits for it (the server recomputes the matte
 * each time). Only the answer to the latest list is stored. Edits still waiting are sent when the
 * editor closes.
 */
export function useTouchUp(sourceId: string) {
  const client = useQueryClient();
  const waiting = useRef<CutoutStroke[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const seq = useRef(0);
  const fireRef = useRef<() => void>(() => {});
  const [queued, setQueued] = useState(false);

  const mutation = useMutation({
    mutationKey: touchUpKey(sourceId),
    mutationFn: (vars: { strokes: CutoutStroke[]; seq: number }) => putStrokes(sourceId, vars.strokes),
    onSuccess: (cutout, vars) => {
      if (vars.seq === seq.current) storeCutout(client, sourceId, cutout);
    },
    onSettled: () => {
      inFlight.current = false;
      if (waiting.current && !timer.current) fireRef.current();
    },
  });
  const { mutate } = mutation;

  const fire = useCallback(() => {
    timer.current = null;
    const strokes = waiting.current;
    if (!strokes || inFlight.current) return;
    waiting.current = null;
    inFlight.current = true;
    setQueued(false);
    mutate({ strokes, seq: seq.current });
  }, [mutate]);
  fireRef.current = fire;

  /** Sends this list of strokes after a short pause (or at once with `immediate`). */
  const send = useCallback(
    (strokes: CutoutStroke[], immediate = false) => {
      waiting.current = strokes;
      seq.current += 1;
      setQueued(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (immediate) fire();
      else timer.current = setTimeout(fire, TOUCH_UP_DEBOUNCE_MS);
    },
    [fire],
  );

  /** Sends edits still waiting for the pause to end. */
  const flush = useCallback(() => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    fire();
  }, [fire]);

  // Closing the editor must not lose the last stroke.
  useEffect(() => () => flush(), [flush]);

  return {
    send,
    flush,
    /** A request runs or edits wait to be sent. */
    busy: queued || mutation.isPending,
    /** The latest request's error (the server's translated message), cleared by the next success. */
    error: mutation.isError ? mutation.error : null,
  };
}
