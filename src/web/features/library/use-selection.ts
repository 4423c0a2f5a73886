/**
 * Multi-select over a list shown in order: toggle one item, a range from the last one toggled
 * (shift-click, as in a file manager), select all (up to `max`), clear. Ids of items no longer in
 * the list are dropped. `max` is the server's bound on one bulk action (BULK_MAX_IMAGES).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface Selection {
  /** The selected ids, in list order. */
  ids: string[];
  has: (id: string) => boolean;
  /** Toggles `index`; with `range`, sets every item from the last toggled one to `index` to the new state of `index`. */
  toggle: (index: number, range?: boolean) => void;
  /** Selects the first `max` items of the list. */
  selectAll: () => void;
  clear: () => void;
  /** True when `selectAll` could not take every item (the list is longer than `max`). */
  capped: boolean;
}

export function useSelection(list: readonly { id: string }[], max: number): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<number | null>(null);
  const order = useMemo(() => list.map((i) => i.id), [list]);

  // Forget what left the list (deleted, filtered out).
  useEffect(() => {
    setChosen((prev) => {
      const present = new Set(order);
      const kept = [...prev].filter((id) => present.has(id));
      return kept.length === prev.size ? prev : new Set(kept);
    });
  }, [order]);

  const toggle = useCallback(
    (index: number, range = false) => {
      const id = order[index];
      if (id === undefined) return;
      setChosen((prev) => {
        const next = new Set(prev);
        const on = !prev.has(id);
        const from = range && anchor.current !== null ? Math.min(anchor.current, index) : index;
        const to = range && anchor.current !== null ? Math.max(anchor.current, index) : index;
        for (let i = from; i <= to; i++) {
          const each = order[i]!;
          if (on && !next.has(each) && next.size >= max) break;
          if (on) next.add(each);
          else next.delete(each);
        }
        return next;
      });
      anchor.current = index;
    },
    [order, max],
  );

  const ids = useMemo(() => order.filter((id) => chosen.has(id)), [order, chosen]);
  return {
    ids,
    has: (id) => chosen.has(id),
    toggle,
    selectAll: () => setChosen(new Set(order.slice(0, max))),
    clear: () => {
      setChosen(new Set());
      anchor.current = null;
    },
    capped: order.length > max,
  };
}
