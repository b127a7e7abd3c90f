// A partner app and its connections as the bench plays them: the connect flow done headless
// (authorize with PKCE, the portal's sign-in and consent, the code exchanged), one connection
// and one account per call.
import { createHash, randomBytes } from 'node:crypto';

const b64url = (buffer) => buffer.toString('base64url');

/** A confidential app of the developer, redirecting to a loopback URI nobody listens on (the flow stops at it). */
export async function benchApp(call) {
  const redirectUri = 'http://127.0.0.1:9/cb';
  const app = await call('POST', '/v1/apps', { name: 'Bench partner', type: 'confidential', redirectUris: [redirectUri] });
  return { ...app, redirectUri, basic: `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}` };
}

/**
 * One user of `broker` through the whole flow: `{ accessToken, refreshToken, accountId }`. The
 * refresh token is undefined at a broker that issues none (northwind's tokens last until revoked).
 */
export async function connectOnce(url, app, { broker = 'northwind', scope = 'accounts:read trading:write' } = {}) {
  const cookies = new Map();
  const hop = async (path, init = {}) => {
    const res = await fetch(new URL(path, url), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  };
  /** Follows redirects until the portal page or the app's redirect URI. */
  const follow = async (location) => {
    while (!location.startsWith(app.redirectUri) && new URL(location, url).pathname !== '/connect') {
      location = (await hop(location)).headers.get('location');
      if (!location) throw new Error('the connect flow stopped without a redirect');
    }
    return new URL(location, url);
  };
  const post = async (uid, step, body) => {
    const res = await hop(`/api/connect/interactions/${uid}/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${step} answered ${res.status}`);
    return (await res.json()).redirectTo;
  };
  const verifier = b64url(randomBytes(32));
  const authorize = new URL('/oauth/authorize', url);
  authorize.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: app.redirectUri,
    response_type: 'code',
    scope,
    state: b64url(randomBytes(8)),
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();
  const login = await follow(authorize.toString());
  const uid = login.searchParams.get('interaction');
  // The portal asks for the broker before its sign-in (docs/decisions/connect-broker-pick.md).
  const picked = await hop(`/api/connect/interactions/${uid}/broker`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ broker }),
  });
  if (!picked.ok) throw new Error(`broker pick answered ${picked.status}`);
  const consent = await follow(await post(uid, 'login', { username: 'user_good', password: 'pass_good' }));
  const callback = await follow(await post(consent.searchParams.get('interaction'), 'consent', { accounts: ['individual'], scopes: scope.split(' ') }));
  const token = await fetch(new URL('/oauth/token', url), {
    method: 'POST',
    headers: { authorization: app.basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code'),
      redirect_uri: app.redirectUri,
      code_verifier: verifier,
    }),
  });
  if (!token.ok) throw new Error(`the token endpoint answered ${token.status}: ${await token.text()}`);
  const { access_token: accessToken, refresh_token: refreshToken } = await token.json();
  const connections = await (await fetch(new URL('/v1/connections', url), { headers: { authorization: `Bearer ${accessToken}` } })).json();
  return { accessToken, refreshToken, accountId: connections.items[0].accountIds[0] };
}
