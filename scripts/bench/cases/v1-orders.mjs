// v1Orders: POST /v1/accounts/{id}/orders with a Bearer key over ACCOUNTS sandbox accounts (key
// check, rate limit, ownership, then the same ledger as the demo; goals, issue 36: within 10% of
// the demo's orders/s, p99 < 50 ms). The demo's orders run beside it in each of ROUNDS rounds,
// which goes first alternating, and the figure is the median of the rounds' ratios: this host's
// speed drifts between runs a minute apart, so one pair read the same build anywhere from 72% to
// 109% (docs/benchmarks.md, "Reading it").
import { ACCOUNTS, median, medianRun, ROUNDS, run } from '../lib/load.mjs';
import { benchDeveloper, intoSession } from '../lib/sandbox.mjs';
import { demoOrders } from './market-orders.mjs';

/**
 * The sandbox row: a developer signs up, makes a key and 50 sandbox accounts, then every
 * connection places market orders on its own account with `Authorization: Bearer <key>`
 * (key check, rate limit, ownership and idempotency-free path of /v1, then the same ledger), on
 * clocks in a market session (intoSession).
 */
export async function sandboxOrders(app) {
  const json = { 'content-type': 'application/json' };
  const { authorization, call } = await benchDeveloper(app);
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const { id } = await call('POST', '/v1/accounts', {});
    // In a session, as the demo's market always is: the same fill path on both rows.
    await intoSession(call, id);
    accounts.push(id);
  }
  const probe = await call('POST', `/v1/accounts/${accounts[0]}/orders`, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' });
  if (probe.status !== 'filled') throw new Error(`A market order in session answered ${probe.status}: the row would measure resting orders, not fills`);
  let next = 0;
  const order = (side) => ({
    method: 'POST',
    body: JSON.stringify({ symbol: 'AAPL', side, type: 'market', quantity: 1, timeInForce: 'day' }),
    setupRequest: (request, context) => {
      context.accountId ??= accounts[next++ % ACCOUNTS];
      return { ...request, path: `/v1/accounts/${context.accountId}/orders`, headers: { ...json, authorization } };
    },
  });
  return run('POST /v1/accounts/{id}/orders (market, Bearer key, 50 accounts)', { url: app.url, requests: [order('buy'), order('sell')] }, app.pid);
}

export async function v1Orders({ app, openAccount }) {
  const [v1Runs, demoRuns] = [[], []];
  for (let round = 0; round < ROUNDS; round += 1) {
    // New accounts on both sides every round: an order on an account with thousands behind it costs more.
    const runV1 = async () => v1Runs.push(await sandboxOrders(app));
    const runDemo = async () => demoRuns.push(await demoOrders(app, openAccount));
    if (round % 2 === 0) await runDemo().then(runV1);
    else await runV1().then(runDemo);
  }
  const shares = v1Runs.map((v1, i) => (v1.reqPerSec / demoRuns[i].reqPerSec) * 100);
  const [v1Row, demoRow] = [medianRun(v1Runs), medianRun(demoRuns)];
  const p99 = median(v1Runs.map((r) => r.p99));
  return {
    rows: [demoRow, v1Row],
    summary: `/v1 orders: ${v1Row.reqPerSec} orders/s, ${Math.round(median(shares))}% of the demo's ${demoRow.reqPerSec}/s beside it (median of the rounds: ${shares.map(Math.round).join('%, ')}%; goal >= 90%), p99 ${p99} ms (median of the rounds; goal < 50 ms)`,
  };
}
