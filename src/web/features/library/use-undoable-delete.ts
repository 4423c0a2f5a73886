/**
 * Deleting several images with a way back: the images leave the grid at once and a toast offers
 * Undo for UNDO_SECONDS; when the toast closes (its time is up, or it is dismissed) or the page
 * is left, they are deleted on the server in one request (POST /images/delete). Undo brings them
 * back and nothing is sent. A delete the server refuses brings them back and says so.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { STATS_KEY } from '@web/features/me/api';
import { deleteImages } from './api';

/** How long Undo is offered, seconds. */
export const UNDO_SECONDS = 10;

export function useUndoableDelete(): { hidden: ReadonlySet<string>; remove: (ids: readonly string[]) => void } {
  const { t } = useTranslation('library');
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  // Deletions still waiting for their toast to close, by a number of their own.
  const pending = useRef(new Map<number, readonly string[]>());
  const next = useRef(0);

  const show = useCallback((ids: readonly string[]) => {
    setHidden((prev) => {
      const out = new Set(prev);
      for (const id of ids) out.delete(id);
      return out;
    });
  }, []);

  const commit = useCallback(
    async (key: number) => {
      const ids = pending.current.get(key);
      if (!ids) return;
      pending.current.delete(key);
      try {
        await deleteImages(ids);
        await queryClient.invalidateQueries({ queryKey: ['library'] });
        void queryClient.invalidateQueries({ queryKey: STATS_KEY });
      } catch {
        toast.error(t('bulk.deleteFailed'), { description: t('toast.deleteFailedBody') });
      } finally {
        show(ids);
      }
    },
    [queryClient, show, t],
  );

  // Leaving the page does what the toast would have done once closed.
  useEffect(() => {
    const waiting = pending.current;
    return () => {
      for (const [key, ids] of waiting) {
        waiting.delete(key);
        void deleteImages(ids).then(() => queryClient.invalidateQueries({ queryKey: ['library'] }));
      }
    };
  }, [queryClient]);

  const remove = useCallback(
    (ids: readonly string[]) => {
      if (ids.length === 0) return;
      const key = next.current++;
      pending.current.set(key, ids);
      setHidden((prev) => new Set([...prev, ...ids]));
      toast(t('bulk.deleted', { count: ids.length }), {
        duration: UNDO_SECONDS * 1000,
        action: {
          label: t('bulk.undo'),
          onClick: () => {
            if (!pending.current.delete(key)) return;
            show(ids);
          },
        },
        onAutoClose: () => void commit(key),
        onDismiss: () => void commit(key),
      });
    },
    [commit, show, t],
  );

  return { hidden, remove };
}
