// What a run was measured on, printed at the top of its results, so that two runs can be compared.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { CONNECTIONS, DURATION, ROUNDS, WARMUP } from './load.mjs';

/**
 * One core's speed, by a fixed piece of work: JSON round trips of a hundred order-like objects
 * in one second. Machines sold as the same kind differ, and one machine from hour to hour (two
 * sessions' 2-core EPYC machines spent about 30 and about 50 ms of app CPU on the same tick):
 * read the figures below beside this one.
 */
function coreSpeed() {
  const doc = { orders: Array.from({ length: 100 }, (_, i) => ({ id: `order-${i}`, price: 150 + i / 100, status: 'filled', at: new Date(i).toISOString() })) };
  let n = 0;
  const began = performance.now();
  while (performance.now() - began < 1000) {
    JSON.parse(JSON.stringify(doc));
    n += 1;
  }
  return n;
}

/** What the figures were measured on, so that two runs can be compared. */
export function describeMachine() {
  const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? '';
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : '';
  const built = (path) => {
    try {
      return statSync(path).mtime.toISOString();
    } catch {
      return 'missing';
    }
  };
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return [
    `node ${process.version} (V8 ${process.versions.v8}), ${cpu}, ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    `one core: ${coreSpeed().toLocaleString('en-US')} JSON round trips of 100 orders per second (compare machines by it)`,
    `build: ${git('rev-parse', '--short', 'HEAD') || 'no git'}${dirty}; dist/api/src/main.js built ${built('dist/api/src/main.js')}`,
    `NODE_ENV=${process.env.NODE_ENV ?? '(unset)'} NODE_OPTIONS=${process.env.NODE_OPTIONS ?? '(unset)'} BENCH_NODE_FLAGS=${process.env.BENCH_NODE_FLAGS ?? '(unset)'}`,
    `${CONNECTIONS} connections; each run ${DURATION} s after a ${WARMUP} s warm-up; app and baseline alternate for ${ROUNDS} rounds`,
  ];
}
