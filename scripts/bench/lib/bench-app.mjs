// The app a bench case runs against: built, on free ports, with its own embedded database, and
// limits raised so that they never refuse the load.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startApp, throwAwayFolder } from '../../lib/app.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app as `npm start` runs it, plus the bench's settings; `env` adds to or overrides them. */
export async function startBenchApp(env = {}) {
  const loopDelayFile = join(throwAwayFolder('loop-delay'), 'seen.json');
  const app = await startApp({
    // BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app under load.
    args: [...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', './scripts/bench/lib/loop-delay-probe.mjs', 'dist/api/src/main.js'],
    env: {
      BENCH_LOOP_DELAY_FILE: loopDelayFile,
      // Production would require https for the session cookie.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '20',
      RATE_LIMIT_TRADING_PER_MINUTE: '10000000',
      RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: '1000',
      RATE_LIMIT_API_PER_MINUTE: '10000000',
      RATE_LIMIT_OAUTH_TOKEN_PER_MINUTE: '10000000',
      ...env,
    },
  });
  const stop = app.stop;
  app.stop = async () => {
    await stop();
    rmSync(dirname(loopDelayFile), { recursive: true, force: true });
  };
  let reports = 0;
  /** The app's event-loop delay since the last call (ms: p50, p99, max), read from inside it (loop-delay-probe.mjs). */
  app.loopDelaySinceLast = async () => {
    reports += 1;
    process.kill(app.pid, 'SIGUSR2');
    for (let waited = 0; waited < 5000; waited += 10) {
      if (existsSync(loopDelayFile)) {
        const seen = JSON.parse(readFileSync(loopDelayFile, 'utf8'));
        if (seen.reports === reports) return seen;
      }
      await sleep(10);
    }
    throw new Error('the app did not report its event-loop delay within 5 s');
  };
  return app;
}
