// tpcbBaseline: pgbench's TPC-B-like transaction on the app's own Postgres, in the same run, as
// the yardstick of the order cases (issue 36: demo orders >= 60% of TPC-B's transactions per
// second, on the same database server, the same machine, the same moment). It runs on a database
// of its own in that server, with the order cases' 50 clients for as long as one of their runs.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { CONNECTIONS, DURATION } from '../lib/load.mjs';
import { pgbenchPath } from '../lib/pgbench.mjs';

const DATABASE = 'bench_tpcb';
/** Branches: one per 5 clients keeps TPC-B's branch-row contention ordinary. */
const SCALE = 10;

export async function tpcbBaseline({ app, figures }) {
  const pgbench = pgbenchPath();
  if (!pgbench)
    return {
      rows: [],
      summary: 'TPC-B: not run, no pgbench here (Debian: apt-get install postgresql; or set PGBENCH): the order goals against it cannot be checked',
    };
  const admin = new pg.Client({ connectionString: app.databaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(app.databaseUrl);
  url.pathname = `/${DATABASE}`;
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  const connection = ['-h', url.hostname, '-p', url.port, '-U', decodeURIComponent(url.username), DATABASE];
  execFileSync(pgbench, ['-i', '-q', '-s', String(SCALE), '-I', 'dtGvp', ...connection], { env, stdio: 'ignore' });
  const run = (seconds) =>
    execFileSync(pgbench, ['-c', String(CONNECTIONS), '-j', '2', '-T', String(seconds), '-M', 'prepared', '-n', '-r', ...connection], {
      env,
      encoding: 'utf8',
    });
  run(3);
  const output = run(DURATION);
  const tps = Math.round(Number(/tps = ([\d.]+)/.exec(output)?.[1]));
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
  figures.tpcbTps = tps;
  return {
    rows: [],
    summary: `TPC-B (pgbench -s ${SCALE}, ${CONNECTIONS} clients, ${DURATION} s, on the app's Postgres): ${tps} transactions/s, latency average ${latencyMs} ms (the order cases' yardstick)`,
  };
}
