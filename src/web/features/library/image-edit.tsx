/**
 * 'Edit' of a generated image: a dialog with the instruction (1..1000 characters)
 * and its price (1 credit), then the edit's progress, then the new image. Shown only when a hosted
 * image engine runs (GET /api/v1/image-engine); the server refuses edits on the local renderer.
 * The edited image is a new library image linked to its parent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Coins, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { Textarea } from '@web/components/ui/textarea';
import { isFinished, useGeneration } from '@web/features/create/api';
import { useImageEngine } from '@web/features/create/image-engine';
import { ApiError } from '@web/lib/api';
import { api, unwrap } from '@web/lib/api-client';
import { IMAGE_EDIT_CREDITS } from '@shared/plans';
import { EDIT_INSTRUCTION_MAX } from '@shared/contracts/creation';
import { imageFileUrl } from './files';

/** POST /api/v1/images/{id}/edits: reserves 1 credit and queues the edit; resolves to its generation id. */
export async function startImageEdit(imageId: string, instruction: string): Promise<string> {
  const created = await unwrap(api.POST('/images/{id}/edits', { params: { path: { id: imageId } }, body: { instruction } }));
  return created.id;
}

/** The 'Edit' button and its dialog for one generated image; renders nothing unless a hosted engine runs. */
export function EditImageButton({ imageId, onEdited }: { imageId: string; onEdited?: (newImageId: string) => void }) {
  const { t } = useTranslation('library');
  const engine = useImageEngine();
  const [open, setOpen] = useState(false);
  if (!engine.data?.hosted) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Wand2 aria-hidden />
        {t('edit.action')}
      </Button>
      {open && <EditImageDialog imageId={imageId} onClose={() => setOpen(false)} onEdited={onEdited} />}
    </>
  );
}

function EditImageDialog({ imageId, onClose, onEdited }: { imageId: string; onClose: () => void; onEdited?: (newImageId: string) => void }) {
  const { t } = useTranslation('library');
  const queryClient = useQueryClient();
  const [instruction, setInstruction] = useState('');
  const [generationId, setGenerationId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const generation = useGeneration(generationId);
  const done = isFinished(generation.data?.status);
  const result = done ? generation.data?.images[0] : undefined;
  const failed = done && !result;
  const trimmed = instruction.trim();

  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: ['library'] });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    if (result) onEdited?.(result.id);
  }, [done, result, onEdited, queryClient]);

  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      setGenerationId(await startImageEdit(imageId, trimmed));
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('edit.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('viewer.close')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('edit.title')}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        {!generationId && (
          <form
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (trimmed && !sending) void submit();
            }}
          >
            <Label htmlFor="edit-instruction">{t('edit.instructionLabel')}</Label>
            <Textarea
              id="edit-instruction"
              value={instruction}
              maxLength={EDIT_INSTRUCTION_MAX}
              placeholder={t('edit.placeholder')}
              onChange={(e) => setInstruction(e.target.value)}
              aria-invalid={!!error}
            />
            <p className="flex items-center justify-between text-xs text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <Coins className="size-3.5" aria-hidden />
                {t('edit.cost', { count: IMAGE_EDIT_CREDITS })}
              </span>
              <span>{t('edit.length', { count: instruction.length, max: EDIT_INSTRUCTION_MAX })}</span>
            </p>
            {error && (
              <Alert variant="destructive">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('edit.cancel')}
              </Button>
              <Button type="submit" disabled={!trimmed || sending}>
                {t('edit.submit', { count: IMAGE_EDIT_CREDITS })}
              </Button>
            </DialogFooter>
          </form>
        )}
        {generationId && !done && (
          <div className="grid gap-2" role="status">
            <p className="text-sm">{t('edit.progress')}</p>
            <Progress value={generation.data?.progress ?? 0} aria-label={t('edit.progress')} />
          </div>
        )}
        {result && (
          <div className="grid gap-3">
            <p className="text-sm font-medium">{t('edit.done')}</p>
            <img src={imageFileUrl(result.id)} alt={t('edit.resultAlt')} className="max-h-[60dvh] w-full rounded-lg object-contain" style={{ aspectRatio: `${result.width} / ${result.height}` }} />
            <DialogFooter>
              <Button onClick={onClose}>{t('edit.close')}</Button>
            </DialogFooter>
          </div>
        )}
        {failed && (
          <Alert variant="destructive">
            <AlertDescription>{t('edit.refunded', { count: generation.data?.creditsRefunded ?? IMAGE_EDIT_CREDITS })}</AlertDescription>
          </Alert>
        )}
      </DialogContent>
    </Dialog>
  );
}
