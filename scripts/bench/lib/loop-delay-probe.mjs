// Preloaded into the bench's app (`node --import`): the app's own event-loop delay, measured
// inside it with monitorEventLoopDelay, so a bench case can say how long the loop was blocked
// while it did something (a client's probe sees the delay plus the network and the handler).
// On SIGUSR2 it writes what it saw since the last signal to BENCH_LOOP_DELAY_FILE and starts
// again; the bench's app is the only reader, and the app itself never listens to SIGUSR2.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  // 1 ms sampling: a block shorter than that cannot matter against a 50 ms goal.
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let reports = 0;
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  process.on('SIGUSR2', () => {
    reports += 1;
    const seen = { reports, p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
    histogram.reset();
    // Written whole, then renamed: the reader never sees half of it.
    writeFileSync(`${file}.part`, JSON.stringify(seen));
    renameSync(`${file}.part`, file);
  });
}
