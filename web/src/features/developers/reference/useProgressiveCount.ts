import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many of `total` items to draw: `first` at once, then `step` more per task until all
 * are there, so a long list never blocks the main thread in one piece (Lighthouse's Total
 * Blocking Time; the /v1 reference's two dozen cards took one ~350 ms task on a throttled
 * phone). `showAll` draws the rest now, before a jump to an anchor among them.
 */
export function useProgressiveCount(total: number, first: number, step: number): { count: number; showAll: () => void } {
  const [count, setCount] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (count >= total) return;
    // A new task per step: the browser paints and answers input in between.
    const timer = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + step))));
    return () => clearTimeout(timer);
  }, [count, total, step]);
  const showAll = useCallback(() => {
    if (count < total) flushSync(() => setCount(total));
  }, [count, total]);
  return { count: Math.min(count, total), showAll };
}
