#!/usr/bin/env node
// `npm run bench`: the trading API under load, against a plain node:http baseline, in one run.
// Starts the built app on a free port with its own embedded database and raised rate limits,
// prints what it ran on, then req/s, p99 latency and CPU per request for each case, and each
// case's line against its goal, and stops everything it started. Every measured run follows an
// unrecorded warm-up of the same load, and the log call alternates with the baseline, so a busy
// machine slows both alike: compare ratios and CPU per request between machines, not req/s.
// How to read it: docs/benchmarks.md. The cases, and how to add one: cases.mjs.
//
//   npm run bench -- --only=logsAgainstBaseline,v1Orders    (or node scripts/bench/run.mjs --only=...)
//   npm run bench -- --only=v1Orders --pg-stats               (and each case's top statements in Postgres)
import { buildIfStale } from '../build-if-stale.mjs';
import { selectedCases } from './cases.mjs';
import { startBenchApp } from './lib/bench-app.mjs';
import { openAccount } from './lib/demo.mjs';
import { describeMachine } from './lib/machine.mjs';
import { PG_STATS_SETTINGS, pgStats } from './lib/pg-stats.mjs';
import { closeConnections } from './lib/sandbox.mjs';

async function main() {
  const args = process.argv.slice(2);
  const cases = selectedCases(args);
  const withPgStats = args.includes('--pg-stats');
  buildIfStale();
  // Read before the app starts: the load of the rest of the machine.
  const machine = describeMachine();
  if (withPgStats) machine.push('with pg_stat_statements counting every statement (--pg-stats): figures to read, not to compare');
  const results = [];
  const app = await startBenchApp(withPgStats ? { DATABASE_EMBEDDED_SETTINGS: PG_STATS_SETTINGS } : {});
  const stats = withPgStats ? await pgStats(app.databaseUrl) : undefined;
  try {
    const ctx = { app, openAccount: () => openAccount(app.url), figures: {} };
    for (const benchCase of cases) {
      await stats?.reset();
      results.push(await benchCase(ctx));
      await stats?.report(benchCase.name);
    }
  } finally {
    await stats?.close();
    closeConnections();
    await app.stop();
  }

  console.log(`\nBenchmark on ${machine.join('\n  ')}`);
  const rows = results.flatMap((r) => r.rows);
  // The control cases print only their summaries.
  if (rows.length > 0)
    console.table(
      rows.map((r) => ({
        case: r.name,
        'req/s': r.reqPerSec,
        'p99 ms': r.p99,
        'non-2xx/errors': r.non2xx,
        'app CPU us/req': r.appUs ?? '',
        'db CPU us/req': r.dbUs ?? '',
      })),
    );
  for (const r of results) console.log(r.summary);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
