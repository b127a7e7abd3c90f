// logsAgainstBaseline: GET /api/trading/logs (answered from memory) against node:http answering
// the very same body, alternating for ROUNDS rounds; the ratio of their req/s is the figure
// (goal >= 50%, p99 < 5 ms: issue 36), as a busy machine slows both alike. Also the WAL a poll
// writes (its request log row, folded per second: docs/decisions/request-log-counted-per-second.md),
// which no neighbour on the machine moves.
import pg from 'pg';
import { startBaseline } from '../lib/baseline.mjs';
import { loggedCalls } from '../lib/demo.mjs';
import { median, medianRun, ROUNDS, run } from '../lib/load.mjs';

/** The log call (answered from memory) against node:http answering the same body, in alternating rounds. */
export async function logsAgainstBaseline({ app, openAccount }) {
  const cookie = await openAccount();
  for (let i = 0; i < 20; i += 1) await fetch(`${app.url}/api/trading/orders`, { headers: { cookie } });
  const base = await startBaseline(await loggedCalls(app.url, cookie, 21));
  const [bases, logs] = [[], []];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      bases.push(await base.measure());
      logs.push(await run('GET /api/trading/logs', { url: `${app.url}/api/trading/logs`, headers: { cookie } }, app.pid));
    }
  } finally {
    base.stop();
  }
  const wal = await walPerPoll(app, cookie);
  const shares = logs.map((l, i) => (l.reqPerSec / bases[i].reqPerSec) * 100);
  const [b, l] = [medianRun(bases), medianRun(logs)];
  return {
    rows: [b, l],
    summary: `logs: ${Math.round(median(shares))}% of baseline req/s (median of the rounds: ${shares.map(Math.round).join('%, ')}%; goal >= 50%), p99 ${l.p99} ms (goal < 5 ms); WAL ${wal.toFixed(1)} bytes a poll (goal < 10)`,
  };
}

const POLLS = 2000;

/** WAL bytes per poll over POLLS polls in a row, less what the idle app writes meanwhile (its ticks). */
async function walPerPoll(app, cookie) {
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  const lsn = async () => Number((await db.query(`SELECT pg_current_wal_lsn() - '0/0'::pg_lsn AS n`)).rows[0].n);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));
  try {
    // The request log is written every 2 s: one settle lets the earlier polls' rows land first.
    await settle();
    let started = await lsn();
    let since = Date.now();
    await settle();
    const idlePerMs = ((await lsn()) - started) / (Date.now() - since);
    [started, since] = [await lsn(), Date.now()];
    for (let i = 0; i < POLLS; i += 1) await (await fetch(`${app.url}/api/trading/logs`, { headers: { cookie } })).arrayBuffer();
    await settle();
    return Math.max(0, (await lsn()) - started - idlePerMs * (Date.now() - since)) / POLLS;
  } finally {
    await db.end();
  }
}
