// A partner app of BrokerBridge Connect: a "Connect your broker" button, the OAuth callback
// (authorization code + PKCE through oauth4webapi, a certified client library), tokens kept per
// browser session, an order with the access token, a refresh (the refresh token rotates), a replay
// of the old refresh token (refused, and its family revoked), and a disconnect (RFC 7009).
// Run: BROKERBRIDGE_CLIENT_ID=bbapp_... BROKERBRIDGE_CLIENT_SECRET=bbsec_... npm start
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oauth from 'oauth4webapi';

export interface PartnerAppOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  port: number;
}

interface Session {
  state?: string;
  verifier?: string;
  accessToken?: string;
  refreshToken?: string;
  previousRefreshToken?: string;
  log: string[];
}

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Acme Invest</title></head><body style="font-family:system-ui;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>Acme Invest</h1>${body}</body></html>`;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const button = (action: string, label: string) =>
  `<form method="post" action="${action}" style="display:inline"><button type="submit">${label}</button></form> `;

export async function startPartnerApp(options: PartnerAppOptions): Promise<{ server: Server; url: string }> {
  const issuer = new URL('/oauth', options.baseUrl);
  const insecure = { [oauth.allowInsecureRequests]: issuer.protocol === 'http:' };
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
  const client: oauth.Client = { client_id: options.clientId };
  const clientAuth = oauth.ClientSecretBasic(options.clientSecret);
  const sessions = new Map<string, Session>();
  let redirectUri = '';

  const v1 = async (token: string, path: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(path, options.baseUrl), { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', redirectUri);
    const sid = /pa_sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1] ?? randomBytes(16).toString('base64url');
    const session = sessions.get(sid) ?? { log: [] };
    sessions.set(sid, session);
    res.setHeader('set-cookie', `pa_sid=${sid}; HttpOnly; SameSite=Lax; Path=/`);
    const page = () => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html(view(session)));
    const back = () => res.writeHead(303, { location: '/' }).end();

    if (url.pathname === '/connect') {
      session.verifier = oauth.generateRandomCodeVerifier();
      session.state = oauth.generateRandomState();
      const authorize = new URL(as.authorization_endpoint!);
      authorize.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'accounts:read trading:write',
        state: session.state,
        code_challenge: await oauth.calculatePKCECodeChallenge(session.verifier),
        code_challenge_method: 'S256',
      }).toString();
      return res.writeHead(303, { location: authorize.toString() }).end();
    }
    if (url.pathname === '/callback') {
      const params = oauth.validateAuthResponse(as, client, url, session.state);
      const response = await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, redirectUri, session.verifier!, insecure);
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
      session.accessToken = tokens.access_token;
      session.refreshToken = tokens.refresh_token;
      const connections = await v1(tokens.access_token, '/v1/connections');
      const [connection] = connections.body.items as { id: string; accountIds: string[]; grantedScopes: string[] }[];
      session.log.push(`Connected: connection ${connection.id}, account ${connection.accountIds[0]}, scopes ${tokens.scope}`);
      if (connection.grantedScopes.includes('trading:write')) {
        const order = await v1(tokens.access_token, `/v1/accounts/${connection.accountIds[0]}/orders`, {
          method: 'POST',
          body: JSON.stringify({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' }),
        });
        session.log.push(`Order placed: ${order.status} ${String(order.body.id)} ${String(order.body.status)}`);
      }
      return back();
    }
    if (url.pathname === '/refresh' && session.refreshToken) {
      const response = await oauth.refreshTokenGrantRequest(as, client, clientAuth, session.refreshToken, insecure);
      const tokens = await oauth.processRefreshTokenResponse(as, client, response);
      session.previousRefreshToken = session.refreshToken;
      session.accessToken = tokens.access_token;
      session.refreshToken = tokens.refresh_token;
      session.log.push(`Refreshed: the refresh token rotated (${tokens.refresh_token !== session.previousRefreshToken ? 'a new one' : 'the same one!'})`);
      return back();
    }
    if (url.pathname === '/replay' && session.previousRefreshToken) {
      const response = await oauth.refreshTokenGrantRequest(as, client, clientAuth, session.previousRefreshToken, insecure);
      const refused = await oauth.processRefreshTokenResponse(as, client, response).then(
        () => 'accepted (it should not be)',
        (error: unknown) => (error instanceof oauth.ResponseBodyError ? error.error : String(error)),
      );
      session.log.push(`Replayed the old refresh token: ${refused}`);
      return back();
    }
    if (url.pathname === '/revoke' && session.accessToken) {
      await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, clientAuth, session.accessToken, insecure));
      const after = await v1(session.accessToken, '/v1/connections');
      session.log.push(`Disconnected: the access token now answers ${after.status}`);
      return back();
    }
    return page();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const message = error instanceof oauth.AuthorizationResponseError ? `${error.error}: ${error.error_description ?? ''}` : String(error);
      res
        .writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
        .end(html(`<p role="alert">Could not connect: ${escape(message)}</p><p><a href="/">Back</a></p>`));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  redirectUri = `${url}/callback`;
  return { server, url };
}

function view(session: Session): string {
  const log = session.log.map((line) => `<li>${escape(line)}</li>`).join('');
  const actions = session.refreshToken
    ? `${button('/refresh', 'Refresh tokens')}${session.previousRefreshToken ? button('/replay', 'Replay the old refresh token') : ''}${button('/revoke', 'Disconnect')}`
    : '';
  return `<p><a href="/connect" role="button">Connect your broker</a></p>${actions}<ol aria-label="What happened">${log}</ol>`;
}

if (require.main === module) {
  const { BROKERBRIDGE_BASE_URL = 'http://localhost:3000', BROKERBRIDGE_CLIENT_ID, BROKERBRIDGE_CLIENT_SECRET, PORT = '4100' } = process.env;
  if (!BROKERBRIDGE_CLIENT_ID || !BROKERBRIDGE_CLIENT_SECRET)
    throw new Error('Set BROKERBRIDGE_CLIENT_ID and BROKERBRIDGE_CLIENT_SECRET (POST /v1/apps answers both)');
  startPartnerApp({ baseUrl: BROKERBRIDGE_BASE_URL, clientId: BROKERBRIDGE_CLIENT_ID, clientSecret: BROKERBRIDGE_CLIENT_SECRET, port: Number(PORT) })
    .then(({ url }) => console.log(`Acme Invest (a partner app) is at ${url}; its redirect URI is ${url}/callback`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
