/** Motion helpers of the landing page: the reduced-motion preference and a rotating index. */
import { useEffect, useState } from 'react';

const REDUCED = '(prefers-reduced-motion: reduce)';

function prefersReduced(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED).matches;
}

/** True when the visitor asked for reduced motion; follows changes. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReduced);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(REDUCED);
    const onChange = () => setReduced(mq.matches);
    onChange();
    mq.addEventListener?.('change', onChange);
    return () => mq.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

/** An index 0..count-1 that advances every `intervalMs` while not paused. */
export function useRotatingIndex(count: number, intervalMs: number, paused = false): [number, (i: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(id);
  }, [count, intervalMs, paused, index]);
  return [index, setIndex];
}
