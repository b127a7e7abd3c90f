import type { Attempt, Kill, OrderOp } from './history';

/** The p-th percentile (0-100) by nearest rank; NaN for no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Order attempts answered (ok or refused) from `from` on (past the warm-up), split by whether they began within `windowMs` after a kill. */
export function orderLatencies(ops: OrderOp[], kills: Kill[], windowMs: number, from = 0): { duringKill: number[]; otherwise: number[] } {
  const duringKill: number[] = [];
  const otherwise: number[] = [];
  const answered = ops.flatMap((op) => op.attempts).filter((a: Attempt) => a.outcome !== 'unknown' && a.start >= from);
  for (const a of answered) {
    const near = kills.some((k) => a.start >= k.at && a.start < k.at + windowMs);
    (near ? duringKill : otherwise).push(a.end - a.start);
  }
  return { duringKill, otherwise };
}

/** How long each lost connection took to come back (the ones that did). */
export function reconnectTimes(reconnects: { lostAt: number; backAt: number | null }[]): number[] {
  return reconnects.filter((r) => r.backAt !== null).map((r) => r.backAt! - r.lostAt);
}
