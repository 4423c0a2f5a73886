/**
 * 'Edit' of a generated image: a dialog with the instruction (1..1000 characters)
 * and its price (1 credit), then the edit's progress, then the new image. Shown only when a hosted
 * image engine runs (GET /api/v1/image-engine); the server refuses edits on the local renderer.
 * The edited image is a new library image linked to its parent.
 */
import { Coins, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useImageEngine } from '@web/features/create/image-engine';
import { api, unwrap } from '@web/lib/api-client';
import { IMAGE_EDIT_CREDITS } from '@shared/plans';
import { EDIT_INSTRUCTION_MAX } from '@shared/contracts/creation';
import { GenerationOutcome, useStartGeneration } from './generation-outcome';

/** POST /api/v1/images/{id}/edits: reserves 1 credit and queues the edit; resolves to its generation id. */
export async function startImageEdit(imageId: string, instruction: string): Promise<string> {
  const created = await unwrap(api.POST('/images/{id}/edits', { params: { path: { id: imageId } }, body: { instruction } }));
  return created.id;
}

/** The 'Edit' button and its dialog for one generated image; renders nothing unless a hosted engine runs. */
export function EditImageButton({ imageId, onEdited }: { imageId: string; onEdited?: (newImageId: string) => void }) {
  const { t } = useTranslation('library');
  const engine = useImageEngine();
  // The dialog keeps the image it was opened for: the library refreshes when the edited image is
  // made, and the viewer may then show another image under it.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (!engine.data?.hosted) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpenedFor(imageId)}>
        <Wand2 aria-hidden />
        {t('edit.action')}
      </Button>
      {openedFor && <EditImageDialog imageId={openedFor} onClose={() => setOpenedFor(null)} onEdited={onEdited} />}
    </>
  );
}

function EditImageDialog({ imageId, onClose, onEdited }: { imageId: string; onClose: () => void; onEdited?: (newImageId: string) => void }) {
  const { t } = useTranslation('library');
  const [instruction, setInstruction] = useState('');
  const { start, sending, error, generationId, outcome } = useStartGeneration(onEdited, t('edit.failed'));
  const trimmed = instruction.trim();
  const submit = () => start(() => startImageEdit(imageId, trimmed));

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
        {generationId && (
          <GenerationOutcome
            outcome={outcome}
            onClose={onClose}
            texts={{
              progress: t('edit.progress'),
              done: t('edit.done'),
              resultAlt: t('edit.resultAlt'),
              close: t('edit.close'),
              failed: t('edit.refunded', { count: outcome.generation.data?.creditsRefunded ?? IMAGE_EDIT_CREDITS }),
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
