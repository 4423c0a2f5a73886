/** Confirmation before deleting an image or a video from the user's library. */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';

/** The dialog's texts, already translated. */
export type DeleteMediaTexts = {
  title: string;
  body: string;
  cancel: string;
  confirm: string;
  deleting: string;
  /** Toast after a delete. */
  deleted: string;
  /** Toast title and description when the delete failed. */
  failed: string;
  failedBody: string;
};

export type DeleteMediaDialogProps<T extends { id: string }> = {
  /** The item to delete; the dialog is open while it is set. */
  item: T | null;
  /** Called when the dialog closes: cancelled, deleted or failed. */
  onClose: () => void;
  /** Deletes the item on the server. */
  remove: (id: string) => Promise<unknown>;
  /** Queries to refresh after a delete (the lists that showed the item). */
  invalidate: QueryKey;
  /** A picture of the item shown in the dialog, or null for none. */
  previewUrl?: (item: T) => string | null;
  texts: DeleteMediaTexts;
};

/**
 * Title, body and an optional preview; Cancel and Delete. Delete shows 'deleting' with a spinner while
 * the request runs (the dialog cannot be dismissed meanwhile), then a toast says deleted or failed and
 * the dialog closes.
 */
export function DeleteMediaDialog<T extends { id: string }>({ item, onClose, remove, invalidate, previewUrl, texts }: DeleteMediaDialogProps<T>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => remove(id),
    onSuccess: () => {
      toast.success(texts.deleted);
      void queryClient.invalidateQueries({ queryKey: invalidate });
      onClose();
    },
    onError: () => {
      toast.error(texts.failed, { description: texts.failedBody });
      onClose();
    },
  });
  const pending = mutation.isPending;
  const preview = item && previewUrl ? previewUrl(item) : null;
  return (
    <AlertDialog open={!!item} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title}</AlertDialogTitle>
          <AlertDialogDescription>{texts.body}</AlertDialogDescription>
        </AlertDialogHeader>
        {preview && <img src={preview} alt="" className="mx-auto max-h-40 rounded-lg border bg-muted object-contain" />}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{texts.cancel}</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} aria-busy={pending} onClick={() => item && mutation.mutate(item.id)}>
            {pending ? <Spinner /> : <Trash2 aria-hidden />}
            {pending ? texts.deleting : texts.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
