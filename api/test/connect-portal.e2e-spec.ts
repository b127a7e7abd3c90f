import * as oauth from 'oauth4webapi';
import type { AddressInfo } from 'node:net';
import { developerWithKey } from './utils/developer';
import { authorizeUrl, FlowBrowser, pkcePair } from './utils/connect-flow';
import { createTestApp, TestApp } from './utils/test-app';

const insecure = { [oauth.allowInsecureRequests]: true };

/** The portal's calls and the scripted broker outcomes of CONNECT.md, through the real authorization endpoint. */
describe('Connect portal: the broker sign-in outcomes and consent rules', () => {
  let t: TestApp;
  let origin: string;
  let as: oauth.AuthorizationServer;
  let clientId: string;
  const redirectUri = 'http://127.0.0.1:9/cb';

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const { auth } = await developerWithKey(t);
    clientId = (
      await t.http
        .post('/v1/apps')
        .set(auth)
        .send({ name: 'Acme Invest', redirectUris: [redirectUri], type: 'public' })
        .expect(201)
    ).body.clientId;
    const issuer = new URL(`${origin}/oauth`);
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
  });
  afterAll(() => t.close());

  /** A browser at the portal's broker pick of a fresh authorization request. */
  async function atPick(browser = new FlowBrowser(origin), scope = 'accounts:read trading:write') {
    const { challenge } = await pkcePair();
    const page = await browser.follow(authorizeUrl(as, { clientId, redirectUri, scope, state: 'st', codeChallenge: challenge }), redirectUri);
    const uid = new URL(page).searchParams.get('interaction')!;
    return {
      browser,
      uid,
      call: (step: string, body: unknown = {}) => browser.post(`/api/connect/interactions/${uid}/${step}`, body),
      details: async () => (await (await browser.get(`/api/connect/interactions/${uid}/details`)).json()) as Record<string, any>,
    };
  }

  /** A browser at the portal's sign-in step, `broker` picked. */
  async function atSignIn(browser?: FlowBrowser, scope?: string, broker = 'northwind') {
    const at = await atPick(browser, scope);
    expect((await at.call('broker', { broker })).status).toBe(200);
    return at;
  }

  async function atConsent(username: string, scope?: string, browser?: FlowBrowser, broker?: string) {
    const first = await atSignIn(browser, scope, broker);
    const login = await first.call('login', { username, password: 'pass_good' });
    expect(login.status).toBe(200);
    const page = await first.browser.follow(((await login.json()) as { redirectTo: string }).redirectTo, redirectUri);
    const uid = new URL(page).searchParams.get('interaction')!;
    return { browser: first.browser, uid, call: (step: string, body: unknown = {}) => first.browser.post(`/api/connect/interactions/${uid}/${step}`, body) };
  }

  it('asks for a broker first: the five, none picked, and no sign-in before the pick', async () => {
    const { call, details } = await atPick();
    expect(await details()).toMatchObject({
      step: 'broker',
      app: { name: 'Acme Invest' },
      broker: null,
      brokers: [
        { id: 'northwind', name: 'Northwind Securities' },
        { id: 'harborline', name: 'Harborline Brokerage' },
        { id: 'meridian', name: 'Meridian Clearing' },
        { id: 'summit-ridge', name: 'Summit Ridge Capital' },
        { id: 'tidewater', name: 'Tidewater Brokers' },
      ],
      requestedScopes: ['accounts:read', 'trading:write'],
    });
    const early = await call('login', { username: 'user_good', password: 'pass_good' });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'CONNECT.WRONG_STEP', message: expect.stringContaining('Pick your broker first') });
  });

  it('refuses an unknown broker with a 400 that lists the brokers, and keeps the step open', async () => {
    const { call, details } = await atPick();
    for (const broker of ['robinhood', '', 42, null]) {
      const res = await call('broker', { broker });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toBe('Broker must be one of northwind, harborline, meridian, summit-ridge, tidewater');
    }
    expect((await call('broker', {})).status).toBe(400);
    expect((await details()).step).toBe('broker');
    expect((await call('broker', { broker: 'meridian' })).status).toBe(200);
    // Picking again before the sign-in changes it.
    const changed = await call('broker', { broker: 'summit-ridge' });
    expect(((await changed.json()) as { broker: unknown }).broker).toEqual({ id: 'summit-ridge', name: 'Summit Ridge Capital' });
  });

  it('connects at the broker picked: its name at the sign-in and consent, the connection and its accounts at that broker, its horizon', async () => {
    const { auth } = await developerWithKey(t);
    const app = (
      await t.http
        .post('/v1/apps')
        .set(auth)
        .send({ name: 'Harbor App', redirectUris: [redirectUri], type: 'public' })
        .expect(201)
    ).body as { clientId: string };
    const browser = new FlowBrowser(origin);
    const { verifier, challenge } = await pkcePair();
    const page = await browser.follow(
      authorizeUrl(as, { clientId: app.clientId, redirectUri, scope: 'accounts:read', state: 'st', codeChallenge: challenge }),
      redirectUri,
    );
    const uid = new URL(page).searchParams.get('interaction')!;
    const picked = await browser.post(`/api/connect/interactions/${uid}/broker`, { broker: 'harborline' });
    expect(await picked.json()).toMatchObject({ step: 'login', broker: { id: 'harborline', name: 'Harborline Brokerage' } });
    const login = await browser.post(`/api/connect/interactions/${uid}/login`, { username: 'user_good', password: 'pass_good' });
    const consentPage = await browser.follow(((await login.json()) as { redirectTo: string }).redirectTo, redirectUri);
    const consentUid = new URL(consentPage).searchParams.get('interaction')!;
    const details = (await (await browser.get(`/api/connect/interactions/${consentUid}/details`)).json()) as Record<string, any>;
    expect(details).toMatchObject({ step: 'consent', broker: { id: 'harborline', name: 'Harborline Brokerage' } });
    const consent = await browser.post(`/api/connect/interactions/${consentUid}/consent`, { accounts: ['individual', 'ira'], scopes: ['accounts:read'] });
    expect(consent.status).toBe(200);
    const callback = new URL(await browser.follow(((await consent.json()) as { redirectTo: string }).redirectTo, redirectUri));

    const client = { client_id: app.clientId };
    const params = oauth.validateAuthResponse(as, client, callback, 'st');
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri, verifier, insecure);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    const bearer = { Authorization: `Bearer ${tokens.access_token}` };
    const [mine] = (await t.http.get('/v1/connections').set(bearer).expect(200)).body.items as { id: string }[];
    const connection = (await t.http.get(`/v1/connections/${mine.id}`).set(bearer).expect(200)).body as Record<string, any>;
    expect(connection).toMatchObject({ broker: 'harborline', status: 'active', accountIds: [expect.any(String), expect.any(String)] });
    // Harborline's weekly re-login, from now.
    const horizon = Date.parse(connection.reauthBy) - Date.now();
    expect(horizon).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(horizon).toBeLessThanOrEqual(7 * 86_400_000);
    // Its accounts are that broker's sandbox accounts.
    for (const accountId of connection.accountIds as string[]) {
      const account = (await t.http.get(`/v1/accounts/${accountId}`).set(auth).expect(200)).body as { label: string };
      expect(account.label).toMatch(/^Harborline Brokerage · /);
    }
  });

  it('shows the app, the broker, the scopes asked for and the test users at the sign-in step', async () => {
    const { browser, uid } = await atSignIn();
    const details = await browser.get(`/api/connect/interactions/${uid}/details`);
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({
      step: 'login',
      app: { name: 'Acme Invest' },
      broker: { id: 'northwind', name: 'Northwind Securities' },
      requestedScopes: ['accounts:read', 'trading:write'],
      testCredentials: expect.arrayContaining([expect.objectContaining({ username: 'user_good', password: 'pass_good' })]),
    });
  });

  it.each([
    ['user_locked', 'anything', 403, 'CONNECT.BROKER_ACCOUNT_LOCKED'],
    ['user_broker_down', 'anything', 503, 'CONNECT.BROKER_UNAVAILABLE'],
    ['user_good', 'wrong', 401, 'CONNECT.INVALID_BROKER_CREDENTIALS'],
    ['nobody', 'pass_good', 401, 'CONNECT.INVALID_BROKER_CREDENTIALS'],
  ])('%s / %s: %i %s, and the step stays open', async (username, password, status, code) => {
    const { call } = await atSignIn();
    const res = await call('login', { username, password });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { code: string }).code).toBe(code);
    expect((await call('login', { username: 'user_good', password: 'pass_good' })).status).toBe(200);
  });

  it('user_mfa: a ticket, then 123456 passes and any other code is refused', async () => {
    const { call } = await atSignIn();
    const ticket = ((await (await call('login', { username: 'user_mfa', password: 'pass_good' })).json()) as { mfaTicket: string }).mfaTicket;
    expect(ticket).toEqual(expect.any(String));
    expect((await call('mfa', { ticket, code: '000000' })).status).toBe(401);
    expect((await call('mfa', { ticket: `${ticket}x`, code: '123456' })).status).toBe(401);
    const passed = await call('mfa', { ticket, code: '123456' });
    expect(passed.status).toBe(200);
    expect(((await passed.json()) as { redirectTo: string }).redirectTo).toContain('/oauth/authorize/');
  });

  it('user_no_accounts: no accounts to pick, and the app gets access_denied', async () => {
    const { browser, uid, call } = await atConsent('user_no_accounts');
    const details = (await (await browser.get(`/api/connect/interactions/${uid}/details`)).json()) as { consent: { accounts: unknown[] } };
    expect(details.consent.accounts).toEqual([]);
    expect((await call('consent', { accounts: ['individual'], scopes: ['accounts:read'] })).status).toBe(400);
    const denied = await call('no-accounts');
    const callback = new URL(await browser.follow(((await denied.json()) as { redirectTo: string }).redirectTo, redirectUri));
    expect(callback.searchParams.get('error')).toBe('access_denied');
  });

  it('user_read_only: the broker refuses trading:write; read scopes can be granted', async () => {
    const { call } = await atConsent('user_read_only');
    const refused = await call('consent', { accounts: ['individual'], scopes: ['accounts:read', 'trading:write'] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('trading:write');
    expect((await call('consent', { accounts: ['individual'], scopes: ['accounts:read'] })).status).toBe(200);
  });

  it('consent cannot add a scope the app did not ask for, nor an account the broker did not list', async () => {
    const { call } = await atConsent('user_good', 'accounts:read');
    expect((await call('consent', { accounts: ['individual'], scopes: ['trading:write'] })).status).toBe(400);
    expect((await call('consent', { accounts: ['brokerage-of-someone-else'], scopes: ['accounts:read'] })).status).toBe(400);
    expect((await call('consent', { accounts: ['individual'], scopes: ['sandbox:control'] })).status).toBe(400);
  });

  it('never offers sandbox:control to an app, whatever it asks', async () => {
    const { browser, uid } = await atPick(undefined, 'accounts:read sandbox:control');
    const details = (await (await browser.get(`/api/connect/interactions/${uid}/details`)).json()) as { requestedScopes: string[] };
    expect(details.requestedScopes).toEqual(['accounts:read']);
  });

  it('refuses a step from a browser that did not start the request, or out of order', async () => {
    const { uid, call } = await atSignIn();
    const stranger = await new FlowBrowser(origin).post(`/api/connect/interactions/${uid}/login`, { username: 'user_good', password: 'pass_good' });
    expect(stranger.status).toBe(404);
    expect((await new FlowBrowser(origin).post(`/api/connect/interactions/${uid}/broker`, { broker: 'meridian' })).status).toBe(404);
    expect((await call('consent', { accounts: ['individual'], scopes: ['accounts:read'] })).status).toBe(409);
  });

  it('asks the broker sign-in again on the next authorization in the same browser', async () => {
    const { browser, call } = await atConsent('user_good');
    const consented = await call('consent', { accounts: ['individual'], scopes: ['accounts:read'] });
    await browser.follow(((await consented.json()) as { redirectTo: string }).redirectTo, redirectUri);
    const again = await atSignIn(browser);
    const details = (await (await browser.get(`/api/connect/interactions/${again.uid}/details`)).json()) as { step: string };
    expect(details.step).toBe('login');
    // And asks the broker again, for the next connection may be at another.
    expect((await (await atPick(browser)).details()).step).toBe('broker');
  });
});
