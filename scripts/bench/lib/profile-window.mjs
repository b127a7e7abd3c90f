// Around each measured tick and each measured load run: `perf record --control=fifo:<BENCH_PERF_CTL>
// -D -1` started beside the bench samples what is measured alone, not the warm-ups, the thousands
// of orders placed before a tick, nor the app's start; BENCH_PROFILE_WINDOWS names a file that
// gets each window's edges, for profile-summary.mjs to read a `--cpu-prof` profile by.
import { appendFileSync } from 'node:fs';

/**
 * Tells a waiting `perf record` to start ('enable') or stop ('disable') sampling, and notes when
 * (CLOCK_MONOTONIC in µs, the clock of V8's sample times), with the process measured (`pid`) and,
 * at a window's end, the requests it answered: `disable 2813177281 requests=6289 pid=4242`.
 */
export function profileWindow(command, { requests, pid } = {}) {
  if (process.env.BENCH_PERF_CTL) appendFileSync(process.env.BENCH_PERF_CTL, `${command}\n`);
  if (process.env.BENCH_PROFILE_WINDOWS) {
    const noted = [command, process.hrtime.bigint() / 1000n, requests === undefined ? '' : `requests=${requests}`, pid === undefined ? '' : `pid=${pid}`];
    appendFileSync(process.env.BENCH_PROFILE_WINDOWS, `${noted.filter(Boolean).join(' ')}\n`);
  }
}
