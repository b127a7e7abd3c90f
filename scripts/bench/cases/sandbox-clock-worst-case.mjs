// sandboxClockWorstCase: the worst clock call a key may make, with /api/health probed throughout
// and the app's own event-loop delay read inside it (goal: the call blocks the loop no more than
// 50 ms at a time; /api/health answers within 100 ms).
import { Agent, get as httpGet } from 'node:http';
import { benchDeveloper } from '../lib/sandbox.mjs';

const WORST_TO = '2027-12-31T20:59:00Z';
const RESTING = 100;
const START = { AAPL: 230, GOOGL: 175, MSFT: 420, TSLA: 250, NVDA: 130 };

/**
 * 100 resting gtc limits (2% to 30% below the start prices, across the symbols), then one set
 * from now to the last minute the NYSE calendar knows (2027-12-31, the largest legal jump),
 * while /api/health is asked every 10 ms on its own connection. Its answers' latency is the
 * event loop's delay as a client sees it (the database ping included); the app's
 * monitorEventLoopDelay over the same call (loop-delay-probe.mjs) is the delay itself: its max is
 * the longest the call held the loop at once.
 */
export async function sandboxClockWorstCase({ app }) {
  const { call } = await benchDeveloper(app);
  const symbols = Object.keys(START);
  const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const health = () =>
    new Promise((resolve, reject) => {
      const began = performance.now();
      httpGet(`${app.url}/api/health`, { agent: probeAgent }, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - began));
      }).once('error', reject);
    });
  const runs = [];
  try {
    for (let run = 0; run < 3; run += 1) {
      const { id } = await call('POST', '/v1/accounts', { seed: 4000 + run, cash: '10000000.00' });
      await call('POST', `/v1/accounts/${id}/clock`, { action: 'freeze' });
      for (let i = 0; i < RESTING; i += 1) {
        const symbol = symbols[i % symbols.length];
        const limitPrice = (START[symbol] * (0.98 - (0.28 * i) / RESTING)).toFixed(2);
        await call('POST', `/v1/accounts/${id}/orders`, { symbol, side: 'buy', type: 'limit', quantity: 1, limitPrice, timeInForce: 'gtc' });
      }
      await health();
      await app.loopDelaySinceLast();
      let moving = true;
      const latencies = [];
      const probe = (async () => {
        while (moving) {
          latencies.push(await health());
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      const began = performance.now();
      await call('POST', `/v1/accounts/${id}/clock`, { action: 'set', to: WORST_TO }).finally(() => (moving = false));
      const ms = Math.round(performance.now() - began);
      await probe;
      const loop = await app.loopDelaySinceLast();
      const { items } = await call('GET', `/v1/accounts/${id}/orders?status=filled&limit=100`);
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
      runs.push({ ms, filled: items.length, probes: sorted.length, p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1)), loop });
    }
  } finally {
    probeAgent.destroy();
  }
  return {
    rows: [],
    summary:
      `sandbox clock, worst legal call (set to ${WORST_TO}, ${RESTING} resting limits): ` +
      runs
        .map(
          (r) =>
            `${r.ms} ms (${r.filled} filled), event-loop delay p99 ${r.loop.p99} / max ${r.loop.max} ms, ` +
            `/api/health p50 ${r.p50} / p99 ${r.p99} / max ${r.max} ms over ${r.probes} probes`,
        )
        .join('; ') +
      ' (goals: event-loop delay max <= 50 ms; /api/health within 100 ms throughout)',
  };
}
