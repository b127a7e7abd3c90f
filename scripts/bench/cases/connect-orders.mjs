// connectOrders: /v1 orders with a Connect access token against the same with a key, alternating
// for ROUNDS rounds (goal: within 10%). The token endpoint has its own case (connect-token-endpoint.mjs).
// Each round connects 50 new users, as sandboxOrders opens 50 new accounts each round: an order
// on an account with hundreds of orders behind it costs more than on a new one (with the
// connections kept across rounds the token side read 78-85% of the key's in five runs; with new
// ones, 100% in the run beside it), so both sides start each round alike.
import { ACCOUNTS, medianRun, ROUNDS, run } from '../lib/load.mjs';
import { benchApp, connectOnce } from '../lib/connect.mjs';
import { benchDeveloper, intoSession } from '../lib/sandbox.mjs';
import { sandboxOrders } from './v1-orders.mjs';

export async function connectOrders({ app }) {
  const { call } = await benchDeveloper(app);
  const partner = await benchApp(call);
  let connections = [];
  let next = 0;
  const order = (side) => ({
    method: 'POST',
    body: JSON.stringify({ symbol: 'AAPL', side, type: 'market', quantity: 1, timeInForce: 'day' }),
    setupRequest: (request, context) => {
      context.connection ??= connections[next++ % ACCOUNTS];
      const { accountId, accessToken } = context.connection;
      return { ...request, path: `/v1/accounts/${accountId}/orders`, headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` } };
    },
  });
  const keyRuns = [];
  const tokenRuns = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    keyRuns.push(await sandboxOrders(app));
    connections = [];
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const connection = await connectOnce(app.url, partner);
      // The connection's account is the developer's: its key moves the clock into a session, as sandboxOrders does.
      await intoSession(call, connection.accountId);
      connections.push(connection);
    }
    next = 0;
    tokenRuns.push(
      await run('POST /v1/accounts/{id}/orders (market, access token, 50 connections)', { url: app.url, requests: [order('buy'), order('sell')] }, app.pid),
    );
  }
  const [keyRow, tokenRow] = [medianRun(keyRuns), medianRun(tokenRuns)];

  const ratio = Math.round((tokenRow.reqPerSec / keyRow.reqPerSec) * 100);
  return {
    rows: [keyRow, tokenRow],
    summary: `/v1 orders with an access token: ${tokenRow.reqPerSec} orders/s, ${ratio}% of the key's ${keyRow.reqPerSec} (goal >= 90%)`,
  };
}
