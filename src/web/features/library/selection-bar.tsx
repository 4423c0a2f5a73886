/**
 * The bar of a library selection: how many images are chosen, select all (up to the server's bound
 * on one bulk action, said when the list is longer), clear, download them as one zip, add source
 * photos to a product (./add-to-product-dialog.tsx), delete them (after one confirmation; Undo
 * follows in a toast, ./use-undoable-delete.ts).
 */
import { CheckSquare, Download, PackagePlus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BULK_MAX_IMAGES } from '@shared/contracts/library';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/spinner';
import { AddToProductDialog } from './add-to-product-dialog';
import { saveArchive } from './files';
import type { Selection } from './use-selection';

export function SelectionBar({ selection, onDelete, photos }: { selection: Selection; onDelete: (ids: readonly string[]) => void; /** The selection is of source photos: they can join a product. */ photos: boolean }) {
  const { t } = useTranslation('library');
  const [confirming, setConfirming] = useState(false);
  const [adding, setAdding] = useState(false);
  const [zipping, setZipping] = useState(false);
  const count = selection.ids.length;

  const download = async () => {
    setZipping(true);
    try {
      await saveArchive(selection.ids);
    } catch {
      toast.error(t('toast.downloadFailed'), { description: t('toast.downloadFailedBody') });
    } finally {
      setZipping(false);
    }
  };

  return (
    <div
      role="toolbar"
      aria-label={t('bulk.label')}
      data-testid="selection-bar"
      className="sticky bottom-[calc(5rem+env(safe-area-inset-bottom))] z-20 flex md:bottom-4 flex-wrap items-center gap-2 rounded-2xl border bg-background/95 p-2 pl-4 shadow-lg backdrop-blur"
    >
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {t('bulk.selected', { count })}
        {selection.capped && <span className="block text-xs font-normal text-muted-foreground">{t('bulk.max', { count: BULK_MAX_IMAGES })}</span>}
      </p>
      <Button variant="ghost" size="sm" onClick={selection.selectAll}>
        <CheckSquare aria-hidden />
        {t('bulk.selectAll')}
      </Button>
      <Button variant="ghost" size="sm" onClick={selection.clear}>
        <X aria-hidden />
        {t('bulk.clear')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void download()} disabled={zipping}>
        {zipping ? <Spinner /> : <Download aria-hidden />}
        {t('bulk.download')}
      </Button>
      {photos && (
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <PackagePlus aria-hidden />
          {t('bulk.addToProduct')}
        </Button>
      )}
      <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden />
        {t('bulk.delete')}
      </Button>
      {adding && <AddToProductDialog open onOpenChange={setAdding} photoIds={selection.ids} onAdded={selection.clear} />}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('bulk.confirmTitle', { count })}
        description={t('bulk.confirmBody', { count })}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('bulk.confirm', { count })}
        destructive
        pending={false}
        onConfirm={() => {
          setConfirming(false);
          const ids = selection.ids;
          selection.clear();
          onDelete(ids);
        }}
      />
    </div>
  );
}
