/**
 * What an image dialog does once it asks for a generation of one image (an edit or an
 * adjustment): `useStartGeneration` sends the request and keeps its error; `useOutcome` follows the
 * generation and, when it ends, refreshes the library and the balance and reports the new image;
 * `GenerationOutcome` shows its progress, then the new image, or the failure.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { Progress } from '@web/components/ui/progress';
import { isFinished, useGeneration } from '@web/features/create/api';
import { ApiError } from '@web/lib/api';
import { imageFileUrl } from './files';

/**
 * Starts a generation from a dialog and follows it.
 * Input: `onMade` (gets the new image's id when one is made) and `failedText`, shown when the
 * request fails without a translated API message.
 * Output: `start(request)`, which runs `request` (resolving to the generation's id) once at a time;
 * `sending`; `error` (the API's translated message, or `failedText`); `generationId` (null until
 * started) and its `outcome` (useOutcome). The balance is refetched as soon as the credits are reserved.
 */
export function useStartGeneration(onMade: ((imageId: string) => void) | undefined, failedText: string) {
  const queryClient = useQueryClient();
  const [generationId, setGenerationId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const outcome = useOutcome(generationId, onMade);
  const start = async (request: () => Promise<string>) => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      setGenerationId(await request());
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : failedText);
    } finally {
      setSending(false);
    }
  };
  return { start, sending, error, generationId, outcome };
}

/**
 * Follows generation `generationId` (null: none started yet). When it ends: the library and the
 * balance are refetched and `onMade` gets the new image's id (when one was made).
 * Output: the generation query, whether it ended, its one image, and whether it ended without one.
 */
export function useOutcome(generationId: string | null, onMade?: (imageId: string) => void) {
  const queryClient = useQueryClient();
  const generation = useGeneration(generationId);
  const done = isFinished(generation.data?.status);
  const result = done ? generation.data?.images[0] : undefined;
  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: ['library'] });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    if (result) onMade?.(result.id);
  }, [done, result, onMade, queryClient]);
  return { generation, done, result, failed: done && !result };
}

/** The translated texts of an outcome. */
export interface OutcomeTexts {
  progress: string;
  done: string;
  resultAlt: string;
  close: string;
  /** Shown when the generation ended without an image (what was refunded, or that nothing was charged). */
  failed: string;
}

/** The progress bar while the generation runs, then the new image with a Close button, or the failure. */
export function GenerationOutcome({ outcome, texts, onClose }: { outcome: ReturnType<typeof useOutcome>; texts: OutcomeTexts; onClose: () => void }) {
  const { generation, done, result, failed } = outcome;
  return (
    <>
      {!done && (
        <div className="grid gap-2" role="status">
          <p className="text-sm">{texts.progress}</p>
          <Progress value={generation.data?.progress ?? 0} aria-label={texts.progress} />
        </div>
      )}
      {result && (
        <div className="grid gap-3">
          <p className="text-sm font-medium">{texts.done}</p>
          <img src={imageFileUrl(result.id)} alt={texts.resultAlt} className="max-h-[60dvh] w-full rounded-lg object-contain" style={{ aspectRatio: `${result.width} / ${result.height}` }} />
          <DialogFooter>
            <Button onClick={onClose}>{texts.close}</Button>
          </DialogFooter>
        </div>
      )}
      {failed && (
        <Alert variant="destructive">
          <AlertDescription>{texts.failed}</AlertDescription>
        </Alert>
      )}
    </>
  );
}
