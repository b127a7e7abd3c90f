// v1Orders: POST /v1/accounts/{id}/orders with a Bearer key over ACCOUNTS sandbox accounts (key
// check, rate limit, ownership, then the same ledger as the demo; goals, issue 36: within 10% of
// the demo's orders/s in the same run, p99 < 50 ms).
import { ACCOUNTS, run } from '../lib/load.mjs';
import { benchDeveloper, intoSession } from '../lib/sandbox.mjs';

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

export async function v1Orders({ app, figures }) {
  const row = await sandboxOrders(app);
  const share = figures.demoOrdersPerSec
    ? `${Math.round((row.reqPerSec / figures.demoOrdersPerSec) * 100)}% of the demo's ${figures.demoOrdersPerSec}/s`
    : 'demo orders not measured in this run';
  return { rows: [row], summary: `/v1 orders: ${row.reqPerSec} orders/s, ${share} (goal >= 90%), p99 ${row.p99} ms (goal < 50 ms)` };
}
