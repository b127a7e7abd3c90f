import * as oauth from 'oauth4webapi';
import type { AddressInfo } from 'node:net';
import { developerWithKey } from './utils/developer';
import { authorizeUrl, FlowBrowser, pkcePair, signInAndConsent } from './utils/connect-flow';
import { statementsSentDuring } from './utils/sent-statements';
import { createTestApp, TestApp } from './utils/test-app';
import { ExpiredArtifactsJob } from '../src/modules/connect/oauth/expired-artifacts.job';
import { providerStorageEnabled } from '../src/modules/connect/oauth/provider-context-storage';

const insecure = { [oauth.allowInsecureRequests]: true };

describe('Connect: the authorization server, end to end with a client library nobody here wrote (oauth4webapi)', () => {
  let t: TestApp;
  let origin: string;
  let as: oauth.AuthorizationServer;
  let auth: { Authorization: string };
  let app: { clientId: string; clientSecret: string; id: string };
  let client: oauth.Client;
  const redirectUri = 'http://127.0.0.1:9/callback';

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    ({ auth } = await developerWithKey(t));
    const created = await t.http
      .post('/v1/apps')
      .set(auth)
      .send({ name: 'Acme Invest', redirectUris: [redirectUri], type: 'confidential' })
      .expect(201);
    app = created.body;
    client = { client_id: app.clientId };
    const issuer = new URL(`${origin}/oauth`);
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
  });
  afterAll(() => t.close());

  /**
   * The whole flow: authorize with PKCE and state, sign in, consent, exchange the code. At
   * summit-ridge unless told: its tokens expire and rotate (northwind's last until revoked). In a
   * browser of its own unless given one.
   */
  async function connect(scopes: string[], granted = scopes, broker = 'summit-ridge', browser = new FlowBrowser(origin)) {
    const { verifier, challenge } = await pkcePair();
    const state = oauth.generateRandomState();
    const callback = await signInAndConsent(
      browser,
      authorizeUrl(as, { clientId: app.clientId, redirectUri, scope: scopes.join(' '), state, codeChallenge: challenge }),
      redirectUri,
      { scopes: granted, broker },
    );
    const params = oauth.validateAuthResponse(as, client, new URL(callback), state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), params, redirectUri, verifier, insecure);
    return { tokens: await oauth.processAuthorizationCodeResponse(as, client, response), params, verifier };
  }

  it('publishes RFC 8414 metadata at the issuer-derived well-known URI and at the root one', async () => {
    expect(as).toMatchObject({
      issuer: `${origin}/oauth`,
      authorization_endpoint: `${origin}/oauth/authorize`,
      token_endpoint: `${origin}/oauth/token`,
      revocation_endpoint: `${origin}/oauth/revoke`,
      introspection_endpoint: `${origin}/oauth/introspect`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(as.scopes_supported).toEqual(expect.arrayContaining(['accounts:read', 'trading:write', 'webhooks:manage']));
    expect(as.scopes_supported).not.toContain('sandbox:control');
    const root = await fetch(`${origin}/.well-known/oauth-authorization-server`);
    expect(((await root.json()) as { issuer: string }).issuer).toBe(`${origin}/oauth`);
  });

  it('connects: a code for the registered redirect URI with its state, tokens for it with the verifier, /v1 on the picked account', async () => {
    const { tokens } = await connect(['accounts:read', 'trading:write']);
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 900, scope: 'accounts:read trading:write' });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const bearer = { Authorization: `Bearer ${tokens.access_token}` };
    const connections = await t.http.get('/v1/connections').set(bearer).expect(200);
    expect(connections.body.items).toHaveLength(1);
    const [connection] = connections.body.items;
    expect(connection).toMatchObject({ broker: 'summit-ridge', status: 'active', grantedScopes: ['accounts:read', 'trading:write'] });
    expect(connection.accountIds).toHaveLength(1);
    const [accountId] = connection.accountIds;
    expect((await t.http.get(`/v1/accounts/${accountId}`).set(bearer).expect(200)).body.cash).toBe('100000.00');
    const order = await t.http
      .post(`/v1/accounts/${accountId}/orders`)
      .set(bearer)
      .send({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' })
      .expect(201);
    expect(order.body).toMatchObject({ symbol: 'AAPL', quantity: 1 });
    // The developer's key sees the connection too, and may revoke it.
    expect((await t.http.get(`/v1/connections/${connection.id}`).set(auth).expect(200)).body.id).toBe(connection.id);
    // Not another account, nor routes that take the developer's key.
    const own = await t.http.post('/v1/accounts').set(auth).send({}).expect(201);
    expect((await t.http.get(`/v1/accounts/${own.body.id}`).set(bearer).expect(404)).body.code).toBe('SANDBOX.ACCOUNT_NOT_FOUND');
    // The accounts list shows the connection's account only, not the developer's own.
    expect((await t.http.get('/v1/accounts').set(bearer).expect(200)).body.items.map((a: { id: string }) => a.id)).toEqual([accountId]);
    expect((await t.http.get('/v1/apps').set(bearer).expect(403)).body.code).toBe('AUTH.TOKEN_NOT_ALLOWED');
    // The whole flow left Node's promise hooks off: every later promise of every route stays as cheap as before it.
    expect(providerStorageEnabled()).toBe(false);
  });

  it('honours a downscoped consent: the token response says which scopes, and /v1 holds to them', async () => {
    const { tokens } = await connect(['accounts:read', 'trading:write'], ['accounts:read']);
    expect(tokens.scope).toBe('accounts:read');
    const bearer = { Authorization: `Bearer ${tokens.access_token}` };
    const [connection] = (await t.http.get('/v1/connections').set(bearer).expect(200)).body.items;
    const order = { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' };
    const refused = await t.http.post(`/v1/accounts/${connection.accountIds[0]}/orders`).set(bearer).send(order).expect(403);
    expect(refused.body.code).toBe('AUTH.INSUFFICIENT_SCOPE');
  });

  it('rotates refresh tokens; a reused one is refused and revokes its whole family (RFC 9700 §4.14.2)', async () => {
    const { tokens } = await connect(['accounts:read']);
    const first = tokens.refresh_token!;
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), first, insecure),
    );
    expect(refreshed.refresh_token).toEqual(expect.any(String));
    expect(refreshed.refresh_token).not.toBe(first);
    await t.http
      .get('/v1/connections')
      .set({ Authorization: `Bearer ${refreshed.access_token}` })
      .expect(200);

    const reuse = await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), first, insecure);
    await expect(oauth.processRefreshTokenResponse(as, client, reuse)).rejects.toMatchObject({ error: 'invalid_grant' });
    const next = await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), refreshed.refresh_token!, insecure);
    await expect(oauth.processRefreshTokenResponse(as, client, next)).rejects.toMatchObject({ error: 'invalid_grant' });
    const after = await t.http
      .get('/v1/connections')
      .set({ Authorization: `Bearer ${refreshed.access_token}` })
      .expect(401);
    expect(after.body.code).toBe('AUTH.INVALID_ACCESS_TOKEN');
  });

  it('runs a refresh grant as five named prepared statements on the artifacts (planned once per connection, not per call)', async () => {
    const { tokens } = await connect(['accounts:read']);
    const sent = await statementsSentDuring(async () => {
      const response = await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), tokens.refresh_token!, insecure);
      await oauth.processRefreshTokenResponse(as, client, response);
    });
    const artifacts = sent.filter((s) => s.text.includes('oauth_artifacts'));
    // The refresh token, its grant, the consume, the new access and refresh tokens.
    expect(artifacts.map((s) => s.text.trim().split(/\s+/)[0])).toEqual(['SELECT', 'SELECT', 'UPDATE', 'INSERT', 'INSERT']);
    expect(artifacts.every((s) => s.name?.startsWith('oauth_'))).toBe(true);
  });

  it('keeps a connection past the sign-in that made it: its refresh token works once the portal session (30 min) is gone', async () => {
    const { tokens } = await connect(['accounts:read']);
    await t.dataSource.query(`UPDATE oauth_artifacts SET expires_at = now() - interval '1 second' WHERE model = 'Session'`);
    await t.app.get(ExpiredArtifactsJob).run();
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), tokens.refresh_token!, insecure),
    );
    await t.http
      .get('/v1/connections')
      .set({ Authorization: `Bearer ${refreshed.access_token}` })
      .expect(200);
  });

  it('keeps the first connection when the same browser connects the app again', async () => {
    const browser = new FlowBrowser(origin);
    const connectIn = async () => (await connect(['accounts:read'], undefined, undefined, browser)).tokens;
    const first = await connectIn();
    await connectIn();
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), first.refresh_token!, insecure),
    );
    expect(refreshed.refresh_token).toEqual(expect.any(String));
  });

  it('refuses a second use of a code and revokes what the first issued; refuses a wrong verifier', async () => {
    const { tokens, params, verifier } = await connect(['accounts:read']);
    const again = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), params, redirectUri, verifier, insecure);
    await expect(oauth.processAuthorizationCodeResponse(as, client, again)).rejects.toMatchObject({ error: 'invalid_grant' });
    await t.http
      .get('/v1/connections')
      .set({ Authorization: `Bearer ${tokens.access_token}` })
      .expect(401);

    const { verifier: _unused, challenge } = await pkcePair();
    const state = oauth.generateRandomState();
    const callback = await signInAndConsent(
      new FlowBrowser(origin),
      authorizeUrl(as, { clientId: app.clientId, redirectUri, scope: 'accounts:read', state, codeChallenge: challenge }),
      redirectUri,
      { scopes: ['accounts:read'] },
    );
    const wrong = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic(app.clientSecret),
      oauth.validateAuthResponse(as, client, new URL(callback), state),
      redirectUri,
      oauth.generateRandomCodeVerifier(),
      insecure,
    );
    await expect(oauth.processAuthorizationCodeResponse(as, client, wrong)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a code past its 60 s, and the hourly job deletes what expired', async () => {
    const { verifier, challenge } = await pkcePair();
    const state = oauth.generateRandomState();
    const callback = await signInAndConsent(
      new FlowBrowser(origin),
      authorizeUrl(as, { clientId: app.clientId, redirectUri, scope: 'accounts:read', state, codeChallenge: challenge }),
      redirectUri,
      { scopes: ['accounts:read'] },
    );
    const [{ seconds }] = await t.dataSource.query(
      `SELECT round(extract(epoch FROM expires_at - now()))::int AS seconds FROM oauth_artifacts WHERE model = 'AuthorizationCode' ORDER BY expires_at DESC LIMIT 1`,
    );
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    await t.dataSource.query(`UPDATE oauth_artifacts SET expires_at = now() - interval '1 second' WHERE model = 'AuthorizationCode'`);
    const params = oauth.validateAuthResponse(as, client, new URL(callback), state);
    const late = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), params, redirectUri, verifier, insecure);
    await expect(oauth.processAuthorizationCodeResponse(as, client, late)).rejects.toMatchObject({ error: 'invalid_grant' });
    await t.app.get(ExpiredArtifactsJob).run();
    expect(await t.dataSource.query(`SELECT 1 FROM oauth_artifacts WHERE expires_at <= now()`)).toEqual([]);
  });

  it('northwind’s tokens do not expire: no expires_in and no refresh token, stored (and introspected) ten years out, revocable', async () => {
    const { tokens } = await connect(['accounts:read', 'trading:write'], undefined, 'northwind');
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'accounts:read trading:write' });
    expect(tokens.expires_in).toBeUndefined();
    expect(tokens.refresh_token).toBeUndefined();
    const bearer = { Authorization: `Bearer ${tokens.access_token}` };
    const [connection] = (await t.http.get('/v1/connections').set(bearer).expect(200)).body.items;
    expect(connection.broker).toBe('northwind');
    const secret = oauth.ClientSecretBasic(app.clientSecret);
    const introspected = await oauth.processIntrospectionResponse(
      as,
      client,
      await oauth.introspectionRequest(as, client, secret, tokens.access_token, insecure),
    );
    const nineYears = 9 * 365 * 86_400;
    expect(introspected).toMatchObject({ active: true, scope: 'accounts:read trading:write' });
    expect(introspected.exp! - Date.now() / 1000).toBeGreaterThan(nineYears);
    // The token and the grant behind it outlive the refresh tokens' 30 days (the grant's lifetime elsewhere).
    const stored = await t.dataSource.query<{ model: string; seconds: number }[]>(
      `SELECT a.model, round(extract(epoch FROM a.expires_at - now()))::int AS seconds
         FROM oauth_artifacts a JOIN connect_connections c ON a.grant_id = c.grant_id OR (a.model = 'Grant' AND a.id = c.grant_id)
        WHERE c.id = $1 AND a.model IN ('AccessToken', 'Grant') ORDER BY a.model`,
      [connection.id],
    );
    expect(stored.map((row) => [row.model, row.seconds > nineYears])).toEqual([
      ['AccessToken', true],
      ['Grant', true],
    ]);
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, secret, tokens.access_token, insecure));
    expect((await t.http.get('/v1/connections').set(bearer).expect(401)).body.code).toBe('AUTH.INVALID_ACCESS_TOKEN');
    const headless = await t.http
      .post('/v1/sandbox/connections')
      .set(auth)
      .send({ clientId: app.clientId, broker: 'northwind', username: 'user_good', scopes: ['accounts:read'] })
      .expect(201);
    expect(headless.body).toMatchObject({ expiresIn: null, refreshToken: null, accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  it('revokes by RFC 7009 and introspects by RFC 7662', async () => {
    const { tokens } = await connect(['accounts:read']);
    const secret = oauth.ClientSecretBasic(app.clientSecret);
    const active = await oauth.processIntrospectionResponse(as, client, await oauth.introspectionRequest(as, client, secret, tokens.access_token, insecure));
    expect(active).toMatchObject({ active: true, scope: 'accounts:read', client_id: app.clientId });
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, secret, tokens.access_token, insecure));
    await t.http
      .get('/v1/connections')
      .set({ Authorization: `Bearer ${tokens.access_token}` })
      .expect(401);
    const inactive = await oauth.processIntrospectionResponse(as, client, await oauth.introspectionRequest(as, client, secret, tokens.access_token, insecure));
    expect(inactive.active).toBe(false);
  });

  it('DELETE /v1/connections/{id} with the key revokes the connection and its tokens', async () => {
    const { tokens } = await connect(['accounts:read']);
    const bearer = { Authorization: `Bearer ${tokens.access_token}` };
    const [connection] = (await t.http.get('/v1/connections').set(bearer).expect(200)).body.items;
    expect((await t.http.delete(`/v1/connections/${connection.id}`).set(bearer).expect(403)).body.code).toBe('AUTH.TOKEN_NOT_ALLOWED');
    await t.http.delete(`/v1/connections/${connection.id}`).set(auth).expect(204);
    await t.http.get('/v1/connections').set(bearer).expect(401);
    expect((await t.http.get(`/v1/connections/${connection.id}`).set(auth).expect(200)).body.status).toBe('revoked');
    const refresh = await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), tokens.refresh_token!, insecure);
    await expect(oauth.processRefreshTokenResponse(as, client, refresh)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('deleting the app revokes every token it was issued, on /v1 and at the token endpoint', async () => {
    const other = (
      await t.http
        .post('/v1/apps')
        .set(auth)
        .send({ name: 'Short-lived', redirectUris: [redirectUri], type: 'confidential' })
        .expect(201)
    ).body;
    const otherClient = { client_id: other.clientId };
    const { verifier, challenge } = await pkcePair();
    const state = oauth.generateRandomState();
    const callback = await signInAndConsent(
      new FlowBrowser(origin),
      authorizeUrl(as, { clientId: other.clientId, redirectUri, scope: 'accounts:read', state, codeChallenge: challenge }),
      redirectUri,
      { scopes: ['accounts:read'], broker: 'summit-ridge' },
    );
    const params = oauth.validateAuthResponse(as, otherClient, new URL(callback), state);
    const secret = oauth.ClientSecretBasic(other.clientSecret);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      otherClient,
      await oauth.authorizationCodeGrantRequest(as, otherClient, secret, params, redirectUri, verifier, insecure),
    );
    const bearer = { Authorization: `Bearer ${tokens.access_token}` };
    await t.http.get('/v1/connections').set(bearer).expect(200);
    await t.http.delete(`/v1/apps/${other.id}`).set(auth).expect(204);
    await t.http.get('/v1/connections').set(bearer).expect(401);
    const refresh = await oauth.refreshTokenGrantRequest(as, otherClient, secret, tokens.refresh_token!, insecure);
    // RFC 6749 §5.2: a client that authenticated with HTTP Basic and is unknown gets 401 with a challenge.
    expect(refresh.status).toBe(401);
    expect(((await refresh.json()) as { error: string }).error).toBe('invalid_client');
    expect(await t.dataSource.query(`SELECT 1 FROM oauth_artifacts WHERE payload->>'clientId' = $1`, [other.clientId])).toEqual([]);
  });

  it('POST /v1/sandbox/connections makes a connection and a working token pair without a browser (developer key only)', async () => {
    const made = await t.http
      .post('/v1/sandbox/connections')
      .set(auth)
      .send({ clientId: app.clientId, broker: 'summit-ridge', username: 'user_mfa', scopes: ['accounts:read', 'trading:write'] })
      .expect(201);
    expect(made.body).toEqual({
      connectionId: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
      scope: 'accounts:read trading:write',
    });
    const bearer = { Authorization: `Bearer ${made.body.accessToken}` };
    const connection = (await t.http.get(`/v1/connections/${made.body.connectionId}`).set(bearer).expect(200)).body;
    expect(connection.accountIds).toHaveLength(2);
    await t.http
      .post(`/v1/accounts/${connection.accountIds[1]}/orders`)
      .set(bearer)
      .send({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' })
      .expect(201);
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), made.body.refreshToken, insecure),
    );
    expect(refreshed.refresh_token).not.toBe(made.body.refreshToken);

    const send = (body: object, key = auth) => t.http.post('/v1/sandbox/connections').set(key).send(body);
    expect((await send({ clientId: app.clientId, username: 'user_locked', scopes: ['accounts:read'] }).expect(403)).body.code).toBe(
      'CONNECT.BROKER_ACCOUNT_LOCKED',
    );
    expect((await send({ clientId: app.clientId, username: 'user_read_only', scopes: ['trading:write'] }).expect(400)).body.code).toBe(
      'CONNECT.CONSENT_NOT_ALLOWED',
    );
    expect((await send({ clientId: app.clientId, username: 'user_good', scopes: ['sandbox:control'] }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await send({ clientId: 'bbapp_nobody', username: 'user_good', scopes: ['accounts:read'] }).expect(404)).body.code).toBe('CONNECT.APP_NOT_FOUND');
    const stranger = await developerWithKey(t);
    await send({ clientId: app.clientId, username: 'user_good', scopes: ['accounts:read'] }, stranger.auth).expect(404);
    expect((await send({ clientId: app.clientId, username: 'user_good', scopes: ['accounts:read'] }, bearer).expect(403)).body.code).toBe(
      'AUTH.TOKEN_NOT_ALLOWED',
    );
  });

  it('answers odd requests to the authorization server with a 4xx, never a 500', async () => {
    const odd: [string, RequestInit][] = [
      ['/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"grant_type":"authorization_code"}' }],
      ['/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=password&username=a&password=b' }],
      ['/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '%%%' }],
      ['/oauth/token', { method: 'GET' }],
      ['/oauth/revoke', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'token=x' }],
      ['/oauth/nowhere', { method: 'GET' }],
      [`/oauth/authorize?client_id=${app.clientId}&response_type=token&redirect_uri=${encodeURIComponent(redirectUri)}&state=s`, { method: 'GET' }],
      [`/oauth/authorize?client_id=${'x'.repeat(5000)}&state=s`, { method: 'GET' }],
      ['/api/connect/interactions/nope/details', { method: 'GET' }],
      [
        '/api/connect/interactions/nope/login',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"user_good","password":"pass_good"}' },
      ],
      ['/api/connect/interactions/nope/consent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"accounts":"x"}' }],
    ];
    for (const [path, init] of odd) {
      const res = await fetch(`${origin}${path}`, { ...init, redirect: 'manual' });
      // An implicit-grant request from a valid client goes back to its redirect URI with the error, in the
      // fragment as that response type's errors go (RFC 6749 §4.2.2.1).
      const location = res.status === 303 ? new URL(res.headers.get('location')!) : null;
      const refusedOnRedirect = new URLSearchParams(location?.hash.slice(1)).get('error') === 'unsupported_response_type';
      expect([path, (res.status >= 400 && res.status < 500) || refusedOnRedirect]).toEqual([path, true]);
    }
  });

  describe('refusals at the authorization endpoint', () => {
    const start = async (overrides: Partial<Parameters<typeof authorizeUrl>[1]>) => {
      const { challenge } = await pkcePair();
      return fetch(authorizeUrl(as, { clientId: app.clientId, redirectUri, scope: 'accounts:read', state: 'st-1', codeChallenge: challenge, ...overrides }), {
        redirect: 'manual',
      });
    };

    it.each([
      ['a prefix', 'http://127.0.0.1:9/callback/more'],
      ['a shorter path', 'http://127.0.0.1:9/call'],
      ['another case', 'http://127.0.0.1:9/Callback'],
      ['an extra query', 'http://127.0.0.1:9/callback?x=1'],
      ['another port', 'http://127.0.0.1:10/callback'],
    ])('never redirects to a redirect URI with %s: an error page', async (_what, uri) => {
      const res = await start({ redirectUri: uri });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('redirect_uri');
    });

    it('never redirects for an unknown client_id', async () => {
      const res = await start({ clientId: 'bbapp_nobody' });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    });

    it('requires state (an error page: there is nothing to bind a redirect to)', async () => {
      const res = await start({ state: undefined });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('state is required');
    });

    it('requires PKCE, S256 only: errors go back on the redirect URI with the state (RFC 6749 §4.1.2.1)', async () => {
      for (const overrides of [{ codeChallenge: undefined }, { extra: { code_challenge_method: 'plain' } }]) {
        const res = await start(overrides);
        expect(res.status).toBe(303);
        const location = new URL(res.headers.get('location')!);
        expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
        expect(location.searchParams.get('error')).toBe('invalid_request');
        expect(location.searchParams.get('state')).toBe('st-1');
      }
    });

    it('sends access_denied with the state when the user denies', async () => {
      const browser = new FlowBrowser(origin);
      const { challenge } = await pkcePair();
      const page = await browser.follow(
        authorizeUrl(as, { clientId: app.clientId, redirectUri, scope: 'accounts:read', state: 'st-2', codeChallenge: challenge }),
        redirectUri,
      );
      const uid = new URL(page).searchParams.get('interaction')!;
      const denied = await browser.post(`/api/connect/interactions/${uid}/deny`, {});
      const callback = new URL(await browser.follow(((await denied.json()) as { redirectTo: string }).redirectTo, redirectUri));
      expect(callback.searchParams.get('error')).toBe('access_denied');
      expect(callback.searchParams.get('state')).toBe('st-2');
    });
  });
});
