// The app a bench case runs against: built, on free ports, with its own embedded database, and
// limits raised so that they never refuse the load.
import { randomBytes } from 'node:crypto';
import { startApp } from '../../lib/app.mjs';

/** The app as `npm start` runs it, plus the bench's settings; `env` adds to or overrides them. */
export function startBenchApp(env = {}) {
  return startApp({
    // BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app under load.
    args: [...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), 'dist/api/src/main.js'],
    env: {
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
}
