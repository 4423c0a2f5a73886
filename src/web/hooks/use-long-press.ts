/**
 * A long press by touch (LONG_PRESS_MS without moving more than 10 px), as phones select an item in
 * a grid. `handlers` go on the element; `fired()` says, in its click handler, that the click ends a
 * long press (and must not open the item). Mouse and pen presses are left to clicks.
 */
import { type PointerEvent, useEffect, useRef } from 'react';

/** How long a press lasts before it counts, ms (the platforms' long-press time is about half a second). */
export const LONG_PRESS_MS = 500;

export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const done = useRef(false);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  useEffect(() => cancel, []);
  return {
    handlers: {
      onPointerDown: (e: PointerEvent) => {
        done.current = false;
        if (e.pointerType !== 'touch') return;
        start.current = { x: e.clientX, y: e.clientY };
        timer.current = setTimeout(() => {
          done.current = true;
          timer.current = null;
          onLongPress();
        }, LONG_PRESS_MS);
      },
      onPointerMove: (e: PointerEvent) => {
        if (start.current && Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y) > 10) cancel();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      // A long press on a phone also opens the context menu: not here.
      onContextMenu: (e: { preventDefault: () => void }) => {
        if (done.current || timer.current) e.preventDefault();
      },
    },
    /** True once, right after a long press: the click that ends it. */
    fired: () => {
      const was = done.current;
      done.current = false;
      return was;
    },
  };
}
