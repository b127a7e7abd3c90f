import { type Kill, type MatcherProbe, type Verdict, verdict } from './history';

export interface FeedFigures {
  longestPauseMs: number;
  /** Per kill of the leader: from the kill to the next tick. */
  takeoversMs: number[];
  matcherDelaysMs: number[];
}

/**
 * The price feed and the matcher resume on another instance within `maxPauseMs` of their leader's
 * death: ticks never stop longer (from the run's start to its end), and a resting limit a tick
 * crossed is filled within that long of the crossing.
 */
export function checkFeed(
  ticks: number[],
  kills: Kill[],
  probes: MatcherProbe[],
  run: { start: number; end: number },
  maxPauseMs = 5000,
): { verdict: Verdict; figures: FeedFigures } {
  const violations: string[] = [];
  const times = [run.start, ...ticks.filter((t) => t > run.start && t < run.end).sort((a, b) => a - b), run.end];
  let longestPauseMs = 0;
  for (let i = 1; i < times.length; i += 1) {
    const pause = times[i] - times[i - 1];
    longestPauseMs = Math.max(longestPauseMs, pause);
    if (pause > maxPauseMs) violations.push(`no tick for ${pause} ms after ${new Date(times[i - 1]).toISOString()}`);
  }
  const takeoversMs = kills
    .filter((k) => k.wasLeader)
    .map((k) => {
      const next = ticks.find((t) => t > k.at);
      return (next ?? run.end) - k.at;
    });
  takeoversMs.forEach((ms, i) => ms > maxPauseMs && violations.push(`leader kill ${i + 1}: the next tick came ${ms} ms later`));
  const matcherDelaysMs: number[] = [];
  for (const probe of probes) {
    if (probe.crossedAt === null) continue;
    if (probe.filledAt === null) {
      if (run.end - probe.crossedAt > maxPauseMs)
        violations.push(`order ${probe.orderId} was crossed at ${new Date(probe.crossedAt).toISOString()} and never filled`);
      continue;
    }
    const delay = Math.max(0, probe.filledAt - probe.crossedAt);
    matcherDelaysMs.push(delay);
    if (delay > maxPauseMs) violations.push(`order ${probe.orderId} filled ${delay} ms after the tick that crossed it`);
  }
  const summary =
    `${ticks.length} ticks, longest pause ${longestPauseMs} ms; ${takeoversMs.length} leader kills, next tick after ${takeoversMs.join(', ') || '-'} ms; ` +
    `${matcherDelaysMs.length} crossed limits filled, slowest ${Math.max(0, ...matcherDelaysMs)} ms after the crossing`;
  return {
    verdict: verdict(`feed and matcher: resume within ${maxPauseMs / 1000} s of the leader's death`, summary, violations),
    figures: { longestPauseMs, takeoversMs, matcherDelaysMs },
  };
}
