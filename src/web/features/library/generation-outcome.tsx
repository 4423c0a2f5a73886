/**
 * What an image dialog shows once it has started a generation of one image (an edit or an
 * adjustment): its progress, then the new image, or the failure. `useOutcome` follows the
 * generation and, when it ends, refreshes the library and the balance and reports the new image.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { Progress } from '@web/components/ui/progress';
import { isFinished, useGeneration } from '@web/features/create/api';
import { imageFileUrl } from './files';

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
