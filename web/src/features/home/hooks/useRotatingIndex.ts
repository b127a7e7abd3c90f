import { useEffect, useState } from 'react';

/** Cycles 0..count-1 every `intervalMs`; stays on 0 (and sets no timer) when there is one item or none. */
export function useRotatingIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count <= 1) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs]);
  return count > 0 ? index % count : 0;
}
