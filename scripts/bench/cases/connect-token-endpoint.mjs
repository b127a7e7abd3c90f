// connectTokenEndpoint: the OAuth token endpoint under 50 concurrent clients, each an app instance
// rotating its own refresh token (refresh_token grant: the provider's lookups, the atomic consume of
// the old token, a new pair written), and the authorization_code grant of fresh connections for scale.
import { CONNECTIONS, DURATION } from '../lib/load.mjs';
import { benchApp, connectOnce } from '../lib/connect.mjs';
import { benchDeveloper, postBytes } from '../lib/sandbox.mjs';

/**
 * A broker whose connections get refresh tokens at the server's lifetimes: northwind's tokens last
 * until revoked and meridian's cannot be refreshed (api/src/modules/connect/oauth/broker-token-policy.ts).
 */
const REFRESHING_BROKER = 'harborline';

export async function connectTokenEndpoint({ app }) {
  const { call } = await benchDeveloper(app);
  const partner = await benchApp(call);
  const families = [];
  const started = performance.now();
  for (let i = 0; i < CONNECTIONS; i += 1) families.push(await connectOnce(app.url, partner, { broker: REFRESHING_BROKER }));
  // Without a refresh token every grant is refused at once, and the row would time refusals.
  if (families.some((family) => !family.refreshToken)) throw new Error(`${REFRESHING_BROKER} issued no refresh token: the case needs a broker that does`);
  const connectMs = Math.round((performance.now() - started) / CONNECTIONS);
  // A warm-up of the same load, unrecorded, as every other case has.
  await refreshChains(app.url, partner, families, Math.min(3, DURATION));
  const row = await refreshChains(app.url, partner, families, DURATION);
  return {
    rows: [row],
    summary: `token endpoint (refresh_token grant, ${CONNECTIONS} clients): ${row.reqPerSec}/s, p99 ${row.p99} ms (goal < 100 ms), ${row.non2xx} refused (goal 0); a whole headless connect (authorize, sign-in, consent, code exchange) ${connectMs} ms`,
  };
}

/**
 * Refresh grants from each family in a chain for `seconds`: `{ name, reqPerSec, p99, non2xx }` like
 * run()'s rows. A chain, so each client waits for its answer (the next request needs the rotated
 * token). Through node:http on kept-alive connections, not fetch: fetch took about half a core of
 * the machine's two (per-process CPU, 2026-11-28), time the token endpoint's answers then waited for.
 */
async function refreshChains(url, partner, families, seconds) {
  const latencies = [];
  let non2xx = 0;
  const until = Date.now() + seconds * 1000;
  const tokenUrl = new URL('/oauth/token', url).toString();
  const headers = { authorization: partner.basic, 'content-type': 'application/x-www-form-urlencoded' };
  const chain = async (family) => {
    while (Date.now() < until) {
      const started = performance.now();
      const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: family.refreshToken }).toString();
      const { status, text } = await postBytes(tokenUrl, headers, Buffer.from(form));
      const body = JSON.parse(text);
      latencies.push(performance.now() - started);
      if (status !== 200) {
        non2xx += 1;
        return;
      }
      family.refreshToken = body.refresh_token;
    }
  };
  await Promise.all(families.map(chain));
  latencies.sort((a, b) => a - b);
  return {
    name: `POST /oauth/token (refresh_token grant, rotating, ${families.length} concurrent clients)`,
    reqPerSec: Math.round(latencies.length / seconds),
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    non2xx,
  };
}
