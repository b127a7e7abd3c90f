// marketOrders: POST /api/trading/orders, market orders from ACCOUNTS visitors, each connection
// one visitor with its own cookie (goals, issue 36: >= 60% of TPC-B's transactions/s in the same
// run (tpcbBaseline), p99 < 50 ms).
import { ACCOUNTS, run } from '../lib/load.mjs';

/** Market orders from 50 new visitors, each with its own account (v1Orders runs it again beside each of its rounds). */
export async function demoOrders(app, openAccount) {
  const cookies = await Promise.all(Array.from({ length: ACCOUNTS }, () => openAccount()));
  let next = 0;
  // Each connection is one visitor (its own cookie, kept in autocannon's per-connection context).
  const order = (side) => ({
    method: 'POST',
    path: '/api/trading/orders',
    body: JSON.stringify({ symbol: 'AAPL', side, orderType: 'market', quantity: 1, timeInForce: 'day' }),
    setupRequest: (request, context) => {
      context.cookie ??= cookies[next++ % ACCOUNTS];
      return { ...request, headers: { 'content-type': 'application/json', cookie: context.cookie } };
    },
  });
  // Buying then selling keeps every order fillable however long the run.
  return run('POST /api/trading/orders (market, 50 accounts)', { url: app.url, requests: [order('buy'), order('sell')] }, app.pid);
}

export async function marketOrders({ app, openAccount, figures }) {
  const orders = await demoOrders(app, openAccount);
  const share = figures.tpcbTps
    ? `${Math.round((orders.reqPerSec / figures.tpcbTps) * 100)}% of TPC-B's ${figures.tpcbTps}/s`
    : 'TPC-B not measured in this run';
  return { rows: [orders], summary: `orders: ${orders.reqPerSec} orders/s, ${share} (goal >= 60%), p99 ${orders.p99} ms (goal < 50 ms)` };
}
