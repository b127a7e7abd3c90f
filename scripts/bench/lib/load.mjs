// The load every request-rate case applies (autocannon, CONNECTIONS connections) and how its
// runs are summed up. BENCH_DURATION, BENCH_WARMUP and BENCH_ROUNDS set the length of a run, of
// its unrecorded warm-up, and the rounds of a case that alternates with a baseline.
import autocannon from 'autocannon';
import { cpuBetween, preciseCpuOf } from './cpu.mjs';
import { profileWindow } from './profile-window.mjs';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = 50;
/** Visitors (demo) or sandbox accounts the order cases spread their orders over. */
export const ACCOUNTS = 50;

const cannon = (options) =>
  new Promise((resolve, reject) => autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result))));

/** One measured run of `options`, after an unrecorded warm-up of the same load. */
export async function run(name, options, appPid) {
  if (WARMUP > 0) await cannon({ ...options, duration: WARMUP });
  // Per process, so that a connection the pool closes during the run takes nothing away (summed
  // over the cluster, one made the database's CPU an order negative).
  const before = preciseCpuOf(appPid);
  profileWindow('enable', { pid: appPid });
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      profileWindow('disable', { requests: result?.requests.total, pid: appPid });
      if (error) return reject(error);
      const non2xx = result.non2xx + result.errors + result.timeouts;
      const after = preciseCpuOf(appPid);
      const spent = before && after ? cpuBetween(before, after) : undefined;
      const perRequest = (key) => (spent && result.requests.total ? Math.round((spent[key] * 1000) / result.requests.total) : undefined);
      resolve({ name, reqPerSec: Math.round(result.requests.average), p99: result.latency.p99, non2xx, appUs: perRequest('app'), dbUs: perRequest('db') });
    });
  });
}

export const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** The median run of each case (by req/s) out of several rounds. */
export function medianRun(runs) {
  const byRate = [...runs].sort((x, y) => x.reqPerSec - y.reqPerSec);
  return { ...byRate[Math.floor(byRate.length / 2)], name: `${runs[0].name} (median of ${runs.length})` };
}
