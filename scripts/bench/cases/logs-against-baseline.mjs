// logsAgainstBaseline: GET /api/trading/logs (answered from memory) against node:http answering
// the very same body, alternating for ROUNDS rounds; the ratio of their req/s is the figure
// (goal >= 50%, p99 < 5 ms: issue 36), as a busy machine slows both alike.
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
  const shares = logs.map((l, i) => (l.reqPerSec / bases[i].reqPerSec) * 100);
  const [b, l] = [medianRun(bases), medianRun(logs)];
  return {
    rows: [b, l],
    summary: `logs: ${Math.round(median(shares))}% of baseline req/s (median of the rounds: ${shares.map(Math.round).join('%, ')}%; goal >= 50%), p99 ${l.p99} ms (goal < 5 ms)`,
  };
}
