import { orderLatencies, percentile, reconnectTimes } from './checker/figures';
import type { Kill, OrderOp, Verdict } from './checker/history';
import type { Recorder } from './workload/recorder';

export interface RunFacts {
  seconds: number;
  /** Calls before this (fresh processes answering from cold code) are left out of the latency figures. */
  warmUntil: number;
  recorder: Recorder;
  kills: Kill[];
  verdicts: Verdict[];
  longestPauseMs: number;
  socketReconnects: { lostAt: number; backAt: number | null }[];
  sseReconnects: { lostAt: number; backAt: number | null }[];
  orders: OrderOp[];
  connections: { name: string; total: number; listening: number }[];
  peakConnections: Map<string, number>;
}

const KILL_WINDOW_MS = 5000;
export const WARM_UP_S = 10;
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);

/** What the suite prints: the history's counts, the kills, the verdict per property, the figures. */
export function report(f: RunFacts): string[] {
  const counts = f.recorder.counts();
  const attempts = f.recorder.attemptCounts();
  const { duringKill, otherwise } = orderLatencies(f.orders, f.kills, KILL_WINDOW_MS, f.warmUntil);
  const sockets = reconnectTimes(f.socketReconnects);
  const sse = reconnectTimes(f.sseReconnects);
  const lines = [
    `History: ${counts.ok + counts.failed + counts.unknown} operations over ${f.seconds} s: ok ${counts.ok}, failed ${counts.failed}, unknown ${counts.unknown}` +
      ` (${attempts.ok + attempts.failed + attempts.unknown} calls with retries: ok ${attempts.ok}, failed ${attempts.failed}, unknown ${attempts.unknown});` +
      ` ${f.recorder.orders.length} orders, ${f.recorder.cancels.length} cancels, ${f.recorder.others.length} other calls`,
    `Kills: ${f.kills.length} (${f.kills.filter((k) => k.signal === 'SIGKILL').length} SIGKILL, ${f.kills.filter((k) => k.signal === 'SIGTERM').length} SIGTERM; ` +
      `${f.kills.filter((k) => k.wasLeader).length} of the market's leader)`,
    'Verdicts:',
    ...f.verdicts.flatMap((v) => [
      `  ${v.holds ? 'PASS' : 'FAIL'}  ${v.property}: ${v.summary}`,
      ...v.violations.slice(0, 10).map((line) => `          ${line}`),
      ...(v.violations.length > 10 ? [`          ... and ${v.violations.length - 10} more`] : []),
    ]),
    'Figures:',
    `  longest feed pause ${ms(f.longestPauseMs)}`,
    `  reconnect p99: sockets ${ms(percentile(sockets, 99))} (${sockets.length} reconnects), SSE ${ms(percentile(sse, 99))} (${sse.length})`,
    `  Postgres connections per instance: at most ${[...f.peakConnections].map(([name, n]) => `${name} ${n}`).join(', ')}; ` +
      `at the end ${f.connections.map((c) => `${c.name} ${c.total} (${c.listening} LISTEN)`).join(', ')}`,
    `  order p99 (after the first ${WARM_UP_S} s): within ${KILL_WINDOW_MS / 1000} s of a kill ${ms(percentile(duringKill, 99))} (${duringKill.length} calls), otherwise ${ms(percentile(otherwise, 99))} (${otherwise.length})`,
  ];
  return lines;
}
