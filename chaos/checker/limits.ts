import { type Kill, type LimitProbe, type Verdict, verdict } from './history';

/**
 * A limit holds within `tolerance` across instances: the calls let through are at most the limit
 * plus the tolerance, and at least the limit less it (counting calls left unanswered by a kill,
 * which the server may have let through).
 */
export function checkLimits(probes: LimitProbe[], tolerance = 0.05): Verdict {
  const violations: string[] = [];
  for (const p of probes) {
    if (p.allowed > p.limit * (1 + tolerance)) violations.push(`${p.name}: ${p.allowed} calls let through, limit ${p.limit}`);
    if (p.allowed + p.unknown < p.limit * (1 - tolerance))
      violations.push(`${p.name}: only ${p.allowed} calls let through (${p.unknown} unanswered), limit ${p.limit}`);
  }
  const summary = probes.map((p) => `${p.name} ${p.allowed}/${p.limit}`).join(', ');
  return verdict(`limits: held within ${tolerance * 100}% across instances`, summary, violations);
}

/** SIGTERM drains: the instance exits by itself, cleanly, within `maxMs`. */
export function checkDrains(kills: Kill[], maxMs = 10_000): Verdict {
  const violations: string[] = [];
  const terms = kills.filter((k) => k.signal === 'SIGTERM');
  for (const k of terms) {
    if (k.exitedAt === undefined) violations.push(`${k.instance}: did not exit after SIGTERM`);
    else if (k.exitedAt - k.at > maxMs) violations.push(`${k.instance}: exited ${k.exitedAt - k.at} ms after SIGTERM`);
    else if (k.exitCode !== 0) violations.push(`${k.instance}: exited with code ${k.exitCode} after SIGTERM`);
  }
  const slowest = Math.max(0, ...terms.map((k) => (k.exitedAt ?? k.at) - k.at));
  return verdict(`shutdown: SIGTERM exits cleanly within ${maxMs / 1000} s`, `${terms.length} SIGTERMs, slowest exit ${slowest} ms`, violations);
}
