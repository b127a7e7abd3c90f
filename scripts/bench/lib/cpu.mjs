// CPU time of the app and of its database (the embedded Postgres processes it started), from
// /proc: steadier than req/s when the machine is busy, and it says where the time goes. Linux
// only; elsewhere the readings are undefined and the columns stay empty.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;
function statOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** CPU ms of the app process, and of everything it started (the embedded Postgres cluster). */
function cpuOf(appPid) {
  if (!appPid) return undefined;
  let stats;
  try {
    stats = new Map(
      readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .map((d) => [Number(d), statOf(d)])
        .filter(([, s]) => s),
    );
  } catch {
    return undefined;
  }
  const descends = (pid) => {
    for (let p = stats.get(pid)?.ppid; p; p = stats.get(p)?.ppid) if (p === appPid) return true;
    return false;
  };
  let db = 0;
  for (const [pid, stat] of stats) if (descends(pid)) db += stat.cpuMs;
  return { app: stats.get(appPid)?.cpuMs ?? 0, db };
}

/** CPU ms of a process (all its threads) from /proc/<pid>/task/<tid>/schedstat: nanoseconds, not 10 ms ticks. */
function schedCpuMs(pid) {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    return ns / 1e6;
  } catch {
    return 0;
  }
}

/**
 * As cpuOf, to the microsecond (for a case that lasts a fraction of a second), or undefined off
 * Linux: the app's CPU ms, and each database process's by pid.
 */
export function preciseCpuOf(appPid) {
  const tree = cpuOf(appPid);
  if (!tree) return undefined;
  const parents = new Map();
  for (const d of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) parents.set(Number(d), statOf(d)?.ppid);
  const descends = (pid) => {
    for (let p = parents.get(pid); p; p = parents.get(p)) if (p === appPid) return true;
    return false;
  };
  const db = new Map();
  for (const pid of parents.keys()) if (descends(pid)) db.set(pid, schedCpuMs(pid));
  return { app: schedCpuMs(appPid), db };
}

/**
 * CPU ms spent between two preciseCpuOf readings: by the app, and by the database processes
 * alive at the second (a connection the pool opened meanwhile counts whole; one it closed
 * meanwhile is not counted, rather than subtracting all it ever spent).
 */
export function cpuBetween(before, after) {
  if (!before || !after) return { app: NaN, db: NaN };
  let db = 0;
  for (const [pid, ms] of after.db) db += ms - (before.db.get(pid) ?? 0);
  return { app: Math.round(after.app - before.app), db: Math.round(db) };
}
