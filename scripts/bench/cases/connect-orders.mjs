// connectOrders: /v1 orders with a Connect access token against the same with a key, alternating
// for ROUNDS rounds (goal: within 10%), and the token endpoint's refresh grant under 50 clients,
// each rotating its own refresh token.
import { ACCOUNTS, CONNECTIONS, DURATION, medianRun, ROUNDS, run } from '../lib/load.mjs';
import { benchApp, connectOnce } from '../lib/connect.mjs';
import { benchDeveloper } from '../lib/sandbox.mjs';
import { sandboxOrders } from './v1-orders.mjs';

export async function connectOrders({ app }) {
  const { call } = await benchDeveloper(app);
  const partner = await benchApp(call);
  const connections = [];
  for (let i = 0; i < ACCOUNTS; i += 1) connections.push(await connectOnce(app.url, partner));
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
    tokenRuns.push(
      await run('POST /v1/accounts/{id}/orders (market, access token, 50 connections)', { url: app.url, requests: [order('buy'), order('sell')] }, app.pid),
    );
  }
  const [keyRow, tokenRow] = [medianRun(keyRuns), medianRun(tokenRuns)];

  // 50 clients, each an app instance with its own refresh token, replaced by each answer (rotation):
  // a chain, so each client waits for its answer (autocannon builds the next request before it reads one).
  const refreshRow = await refreshChains(app.url, partner, connections.slice(0, CONNECTIONS));
  const ratio = Math.round((tokenRow.reqPerSec / keyRow.reqPerSec) * 100);
  return {
    rows: [keyRow, tokenRow, refreshRow],
    summary: `/v1 orders with an access token: ${tokenRow.reqPerSec} orders/s, ${ratio}% of the key's ${keyRow.reqPerSec} (goal >= 90%); token endpoint refreshes: ${refreshRow.reqPerSec}/s, p99 ${refreshRow.p99} ms`,
  };
}

/** Refresh grants from each family in a chain for DURATION seconds: `{ name, reqPerSec, p99, non2xx }` like run()'s rows. */
async function refreshChains(url, partner, families) {
  const latencies = [];
  let non2xx = 0;
  const until = Date.now() + DURATION * 1000;
  const chain = async (family) => {
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(new URL('/oauth/token', url), {
        method: 'POST',
        headers: { authorization: partner.basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: family.refreshToken }),
      });
      const body = await res.json();
      latencies.push(performance.now() - started);
      if (res.status !== 200) {
        non2xx += 1;
        return;
      }
      family.refreshToken = body.refresh_token;
    }
  };
  await Promise.all(families.map(chain));
  latencies.sort((a, b) => a - b);
  return {
    name: `POST /oauth/token (refresh_token grant, rotating, ${families.length} clients in chains)`,
    reqPerSec: Math.round(latencies.length / DURATION),
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    non2xx,
  };
}
