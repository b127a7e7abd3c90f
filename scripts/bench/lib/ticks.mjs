// What the two tick cases (a sandbox set price, a demo feed tick) share: their size, how many
// ticks they run, and how a tick's push latencies and CPU are summed up.
import { loadavg } from 'node:os';
import { median } from './load.mjs';

/** Resting limits one tick crosses, and the accounts they are spread over. */
export const CROSSED_LIMITS = 1000;
export const CROSSED_ACCOUNTS = 10;
/**
 * Unrecorded ticks before the measured ones (BENCH_TICK_WARMUPS): one tick is ten requests, and
 * after a few the set-price path still runs partly unoptimized and most pooled connections plan
 * the ledger's statements afresh (see docs/decisions/bench-warm-up-and-interleaving.md).
 */
export const TICK_WARMUPS = Number(process.env.BENCH_TICK_WARMUPS ?? 12);
/** Measured ticks (BENCH_TICK_ROUNDS); a case reports their median. */
export const TICK_ROUNDS = Number(process.env.BENCH_TICK_ROUNDS ?? 5);

/** One tick: how many filled, how many of them were pushed, their push latencies' p50 and p99, and its CPU. */
export function tickResult(filled, latencies, cpu) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { filled, pushed: sorted.length, p50: pct(0.5), p99: pct(0.99), appMs: cpu.app, dbMs: cpu.db };
}

/** A tick case's line: the median tick (by p99) of `ticks`, after `warmups`, against the goal. */
export function tickSummary(what, warmups, ticks) {
  const push = [...ticks].sort((a, b) => a.p99 - b.p99)[Math.floor(ticks.length / 2)];
  return (
    `${what}, median of ${ticks.length} ticks after ${warmups.length} warm-up ticks (their p99s: ${warmups.map((t) => t.p99).join(', ')} ms): ` +
    `p50 ${push.p50} ms, p99 ${push.p99} ms (goal p99 < 35 ms; p99 of each tick: ${ticks.map((t) => t.p99).join(', ')} ms), ` +
    `${push.pushed}/${push.filled} fills pushed; CPU per tick (median): app ${median(ticks.map((t) => t.appMs))} ms, database ${median(ticks.map((t) => t.dbMs))} ms; ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  );
}
