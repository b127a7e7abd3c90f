// A sandbox developer as the bench plays one: a key of every scope, its /v1 calls, and accounts
// on a frozen clock.
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';

/** A developer with a key of every scope, signed up through the site: `{ authorization }` for /v1 calls. */
export async function benchDeveloper(app) {
  const json = { 'content-type': 'application/json' };
  const signUp = await fetch(`${app.url}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: `bench-${randomBytes(4).toString('hex')}`, password: 'bench-password-1' }),
  });
  if (!signUp.ok) throw new Error(`POST /api/register answered ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const scopes = ['accounts:read', 'accounts:write', 'trading:write', 'sandbox:control'];
  const keyRes = await fetch(`${app.url}/api/developer/keys`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ name: 'bench', scopes }),
  });
  if (!keyRes.ok) throw new Error(`POST /api/developer/keys answered ${keyRes.status}`);
  const authorization = `Bearer ${(await keyRes.json()).key}`;
  const call = async (method, path, body) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: body === undefined ? { authorization } : { ...json, authorization },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  return { authorization, call };
}

/**
 * Moves the account's clock to half an hour after its market's next open (forward, as the clock
 * only goes): a market order then fills at once, as the demo's do, whatever the real time. On a
 * closed market it would rest `pending` until the open, and every later call of the account reads
 * the pile of working orders: a bench run at night measured that, not the order path.
 */
export async function intoSession(call, id) {
  const { nextOpen } = await call('GET', `/v1/accounts/${id}/clock`);
  const to = new Date(Date.parse(nextOpen) + 30 * 60_000).toISOString();
  await call('POST', `/v1/accounts/${id}/clock`, { action: 'set', to });
}

/** A sandbox account on a frozen clock half an hour into its market's next session (see intoSession). */
export async function frozenAccount(call, seed) {
  const { id } = await call('POST', '/v1/accounts', { seed, cash: '10000000.00' });
  await call('POST', `/v1/accounts/${id}/clock`, { action: 'freeze' });
  await intoSession(call, id);
  return id;
}

/**
 * The timed calls go through node:http on kept-alive connections, as a client in production
 * would: fetch spends a few milliseconds of the machine's two cores on the ten requests of a
 * tick, and that time is the client's, not the price tick's.
 */
const keptAlive = new Agent({ keepAlive: true });

/** Lets the run end: the kept-alive connections would hold it open. */
export const closeConnections = () => keptAlive.destroy();

/** POST `body` as JSON with the key, over a kept-alive connection; resolves to the parsed answer. */
export async function post(app, authorization, path, body) {
  const { status, text } = await postBytes(`${app.url}${path}`, { authorization, 'content-type': 'application/json' }, Buffer.from(JSON.stringify(body)));
  if (status >= 300) throw new Error(`POST ${path} answered ${status}: ${text}`);
  return JSON.parse(text);
}

/** POST `bytes` with `headers` over a kept-alive connection; resolves to the status and the answer's text, whatever the status. */
export function postBytes(url, headers, bytes) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', agent: keptAlive, headers: { ...headers, 'content-length': bytes.length } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
    });
    req.once('error', reject);
    req.end(bytes);
  });
}
