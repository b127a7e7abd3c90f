import * as oauth from 'oauth4webapi';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WebhookReceiver } from './support/webhook-receiver';
import { developerWithKey } from './utils/developer';
import { authorizeUrl, FlowBrowser, pkcePair, signInAndConsent } from './utils/connect-flow';
import { eventually } from './utils/eventually';
import { readSse } from './utils/sse';
import { createTestApp, TestApp } from './utils/test-app';

const insecure = { [oauth.allowInsecureRequests]: true };
const DAY = 86_400;

interface Connection {
  id: string;
  status: string;
  brokenReason: string | null;
  reauthBy: string | null;
  accountIds: string[];
  grantedScopes: string[];
}

/** CONNECT.md "Connections": break on demand or past the broker's horizon, repair with the same ids, events by webhook and SSE. */
describe('Connect: a connection breaks and is repaired', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;
  let origin: string;
  let as: oauth.AuthorizationServer;
  let auth: { Authorization: string };
  let app: { clientId: string; clientSecret: string };
  let secret: string;
  const redirectUri = 'http://127.0.0.1:9/callback';

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    ({ auth } = await developerWithKey(t));
    app = (
      await t.http
        .post('/v1/apps')
        .set(auth)
        .send({ name: 'Acme Invest', redirectUris: [redirectUri], type: 'confidential' })
        .expect(201)
    ).body;
    secret = (
      await t.http
        .post('/v1/webhooks')
        .set(auth)
        .send({ url: receiver.url, events: ['connection.broken', 'connection.repaired'] })
        .expect(201)
    ).body.secret;
    const issuer = new URL(`${origin}/oauth`);
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });

  const headless = async (broker = 'northwind', username = 'user_good') =>
    (
      await t.http
        .post('/v1/sandbox/connections')
        .set(auth)
        .send({ clientId: app.clientId, broker, username, scopes: ['accounts:read', 'trading:write'] })
        .expect(201)
    ).body as { connectionId: string; accessToken: string };
  const connection = async (id: string) => (await t.http.get(`/v1/connections/${id}`).set(auth).expect(200)).body as Connection;
  /** The deliveries received so far, each verified with the endpoint's secret by the Standard Webhooks library. */
  const verified = (connectionId: string) =>
    receiver.received
      .map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, any> })
      .filter((e) => e.data.connection?.id === connectionId);

  /** Through the portal with connection_id, as `username`; returns the callback URL (or throws with the portal's refusal). */
  async function reconnect(connectionId: string, username: string) {
    const { verifier, challenge } = await pkcePair();
    const state = oauth.generateRandomState();
    const browser = new FlowBrowser(origin);
    const url = authorizeUrl(as, {
      clientId: app.clientId,
      redirectUri,
      scope: 'accounts:read trading:write',
      state,
      codeChallenge: challenge,
      extra: { connection_id: connectionId },
    });
    const page = await browser.follow(url, redirectUri);
    const uid = new URL(page).searchParams.get('interaction')!;
    const details = (await (await browser.get(`/api/connect/interactions/${uid}/details`)).json()) as {
      repair?: { connectionId: string };
      step: string;
      broker: { id: string };
    };
    // A repair keeps the connection's broker: there is none to pick.
    const pick = await browser.post(`/api/connect/interactions/${uid}/broker`, { broker: 'meridian' });
    expect(pick.status).toBe(409);
    expect(((await pick.json()) as { message: string }).message).toContain('no broker to pick');
    const login = await browser.post(`/api/connect/interactions/${uid}/login`, { username, password: 'pass_good' });
    if (login.status !== 200) return { details, refused: { status: login.status, body: (await login.json()) as { code: string } } };
    const consentPage = await browser.follow(((await login.json()) as { redirectTo: string }).redirectTo, redirectUri);
    const consentUid = new URL(consentPage).searchParams.get('interaction')!;
    const consent = await browser.post(`/api/connect/interactions/${consentUid}/consent`, { accounts: ['individual'], scopes: ['accounts:read'] });
    expect(consent.status).toBe(200);
    const callback = await browser.follow(((await consent.json()) as { redirectTo: string }).redirectTo, redirectUri);
    const client = { client_id: app.clientId };
    const params = oauth.validateAuthResponse(as, client, new URL(callback), state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretBasic(app.clientSecret), params, redirectUri, verifier, insecure);
    return { details, tokens: await oauth.processAuthorizationCodeResponse(as, client, response) };
  }

  it('breaks on demand: 409 CONNECTION.BROKEN on its accounts with its token, connection.broken delivered and verified', async () => {
    const { connectionId, accessToken } = await headless();
    const bearer = { Authorization: `Bearer ${accessToken}` };
    const [accountId] = (await connection(connectionId)).accountIds;
    await t.http.get(`/v1/accounts/${accountId}`).set(bearer).expect(200);

    const res = await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(auth).send({ reason: 'password_changed' }).expect(200);
    expect(res.body).toMatchObject({ id: connectionId, status: 'broken', brokenReason: 'password_changed' });

    const refused = await t.http.get(`/v1/accounts/${accountId}`).set(bearer).expect(409);
    expect(refused.body).toMatchObject({ code: 'CONNECTION.BROKEN', details: { connectionId, reason: 'password_changed' } });
    expect(refused.body.message).toContain('connection_id');
    await t.http
      .post(`/v1/accounts/${accountId}/orders`)
      .set(bearer)
      .send({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' })
      .expect(409);
    // The app can still read why.
    expect((await t.http.get(`/v1/connections/${connectionId}`).set(bearer).expect(200)).body.status).toBe('broken');
    // The developer's own key still reaches the account.
    await t.http.get(`/v1/accounts/${accountId}`).set(auth).expect(200);

    const accounts = (await connection(connectionId)).accountIds;
    await eventually(async () => expect(verified(connectionId)).toHaveLength(accounts.length));
    const events = verified(connectionId);
    expect(events.map((e) => e.type)).toEqual(accounts.map(() => 'connection.broken'));
    expect(events.map((e) => e.data.accountId).sort()).toEqual([...accounts].sort());
    expect(events[0].data).toMatchObject({
      sequence: expect.any(Number),
      connection: { id: connectionId, status: 'broken', brokenReason: 'password_changed', broker: 'northwind', reauthBy: null, accountIds: accounts },
    });

    // Breaking it again changes nothing and says nothing.
    await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(auth).send({ reason: 'broker_revoked' }).expect(200);
    expect((await connection(connectionId)).brokenReason).toBe('password_changed');
  });

  it('writes the transition and its events together: when an event cannot be stored, the connection stays as it was', async () => {
    const { connectionId } = await headless();
    const [accountId] = (await connection(connectionId)).accountIds;
    // The event store refuses this account's events for a moment (as a full disk or a lost connection would).
    await t.dataSource.query(`
      CREATE FUNCTION pg_temp_refuse_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.account_id = '${accountId}' THEN RAISE EXCEPTION 'event store refused'; END IF; RETURN NEW; END $$`);
    await t.dataSource.query('CREATE TRIGGER refuse_event BEFORE INSERT ON trading_events FOR EACH ROW EXECUTE FUNCTION pg_temp_refuse_event()');
    try {
      const refused = await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(auth).send({ reason: 'password_changed' });
      expect(refused.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.dataSource.query('DROP TRIGGER refuse_event ON trading_events');
      await t.dataSource.query('DROP FUNCTION pg_temp_refuse_event()');
    }
    expect(await connection(connectionId)).toMatchObject({ status: 'active', brokenReason: null });

    // Once events can be stored again, the same break goes through with its event.
    await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(auth).send({ reason: 'password_changed' }).expect(200);
    await eventually(async () => expect(verified(connectionId).map((e) => e.type)).toContain('connection.broken'));
  });

  it('breaks when an account clock passes the broker’s re-login horizon (harborline: 7 days), on the SSE stream too', async () => {
    const { connectionId, accessToken } = await headless('harborline');
    const bearer = { Authorization: `Bearer ${accessToken}` };
    const created = await connection(connectionId);
    expect(created).toMatchObject({ status: 'active', brokenReason: null });
    const [accountId] = created.accountIds;
    const reauthBy = Date.parse(created.reauthBy!);
    expect(reauthBy - Date.now()).toBeGreaterThan(7 * DAY * 1000 - 60_000);
    expect(reauthBy - Date.now()).toBeLessThanOrEqual(7 * DAY * 1000);

    const stream = await fetch(`${origin}/v1/accounts/${accountId}/events/stream`, { headers: bearer });
    expect(stream.status).toBe(200);
    const reading = readSse(stream, (messages) => messages.some((m) => m.event === 'connection.broken'), 15_000);

    // Six days on: still active.
    await t.http
      .post(`/v1/accounts/${accountId}/clock`)
      .set(auth)
      .send({ action: 'advance', seconds: 6 * DAY })
      .expect(200);
    await t.http.get(`/v1/accounts/${accountId}`).set(bearer).expect(200);
    // Past seven: broken, noticed by the horizon job with nobody calling.
    await t.http
      .post(`/v1/accounts/${accountId}/clock`)
      .set(auth)
      .send({ action: 'advance', seconds: 2 * DAY })
      .expect(200);
    await eventually(async () => expect(verified(connectionId).length).toBeGreaterThan(0), 8000, 100);
    const messages = await reading;
    const sse = messages.find((m) => m.event === 'connection.broken')!;
    // The same data three ways: the events list, SSE and the webhook body (byte for byte), as every event.
    const listed = (await t.http.get(`/v1/accounts/${accountId}/events`).set(auth).expect(200)).body.items as {
      sequence: number;
      type: string;
      occurredAt: string;
      data: Record<string, any>;
    }[];
    const stored = listed.find((e) => e.type === 'connection.broken')!;
    expect(stored.data).toMatchObject({
      accountId,
      sequence: stored.sequence,
      connection: { id: connectionId, status: 'broken', brokenReason: 'reauth_required' },
    });
    expect(sse.id).toBe(String(stored.sequence));
    expect(JSON.stringify((JSON.parse(sse.data) as { data: unknown }).data)).toBe(JSON.stringify(stored.data));
    await eventually(async () => expect(receiver.received.some((r) => r.body.includes(`"accountId":"${accountId}"`))).toBe(true), 8000, 100);
    const raw = receiver.received.find((r) => r.body.includes(`"accountId":"${accountId}"`))!.body;
    expect(raw).toBe(`{"type":"connection.broken","timestamp":"${stored.occurredAt}","data":${JSON.stringify(stored.data)}}`);
    // Stamped in the account's clock time: past the horizon.
    expect(Date.parse(stored.occurredAt)).toBeGreaterThanOrEqual(reauthBy);

    expect(await connection(connectionId)).toMatchObject({ status: 'broken', brokenReason: 'reauth_required' });
    const refused = await t.http.get(`/v1/accounts/${accountId}/orders`).set(bearer).expect(409);
    expect(refused.body.code).toBe('CONNECTION.BROKEN');
    const [webhook] = verified(connectionId).filter((e) => e.data.accountId === accountId);
    expect(webhook).toMatchObject({
      type: 'connection.broken',
      data: { connection: { id: connectionId, brokenReason: 'reauth_required', broker: 'harborline' } },
    });
  });

  it('a call with the token notices the horizon at once (meridian: 1 day)', async () => {
    const { connectionId, accessToken } = await headless('meridian');
    const [accountId] = (await connection(connectionId)).accountIds;
    await t.http
      .post(`/v1/accounts/${accountId}/clock`)
      .set(auth)
      .send({ action: 'advance', seconds: DAY + 60 })
      .expect(200);
    const refused = await t.http
      .get(`/v1/accounts/${accountId}`)
      .set({ Authorization: `Bearer ${accessToken}` })
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'CONNECTION.BROKEN', details: { connectionId, reason: 'reauth_required' } });
  });

  it('repairs through the portal with connection_id: the same connection and account ids, active, with new tokens; connection.repaired', async () => {
    const { connectionId, accessToken } = await headless('harborline');
    const before = await connection(connectionId);
    await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(auth).send({}).expect(200);
    await eventually(async () => expect(verified(connectionId)).toHaveLength(before.accountIds.length));
    receiver.received.length = 0;

    const { details, tokens } = await reconnect(connectionId, 'user_good');
    expect(details).toMatchObject({ repair: { connectionId }, step: 'login', broker: { id: 'harborline' } });
    const bearer = { Authorization: `Bearer ${tokens!.access_token}` };
    const mine = (await t.http.get('/v1/connections').set(bearer).expect(200)).body.items as Connection[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: connectionId, status: 'active', brokenReason: null, accountIds: before.accountIds, grantedScopes: ['accounts:read'] });
    await t.http.get(`/v1/accounts/${before.accountIds[0]}`).set(bearer).expect(200);
    // The broken grant's token is gone: the repair issued new ones.
    await t.http
      .get(`/v1/accounts/${before.accountIds[0]}`)
      .set({ Authorization: `Bearer ${accessToken}` })
      .expect(401);

    await eventually(async () => expect(verified(connectionId)).toHaveLength(before.accountIds.length));
    const events = verified(connectionId);
    expect(events.every((e) => e.type === 'connection.repaired')).toBe(true);
    expect(events[0].data.connection).toMatchObject({ id: connectionId, status: 'active', brokenReason: null, accountIds: before.accountIds });
    expect(Date.parse(events[0].data.connection.reauthBy)).toBeGreaterThan(Date.now() + 6 * DAY * 1000);
  });

  it('refuses a different user at the repair sign-in, and a connection_id that is not the app’s', async () => {
    const { connectionId } = await headless();
    await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(auth).send({}).expect(200);
    const other = await reconnect(connectionId, 'user_read_only');
    expect(other.refused).toEqual({ status: 403, body: expect.objectContaining({ code: 'CONNECT.REPAIR_WRONG_USER' }) });
    expect((await connection(connectionId)).status).toBe('broken');

    const browser = new FlowBrowser(origin);
    const { challenge } = await pkcePair();
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const url = authorizeUrl(as, {
        clientId: app.clientId,
        redirectUri,
        scope: 'accounts:read',
        state: 'st',
        codeChallenge: challenge,
        extra: { connection_id: bad },
      });
      const callback = new URL(await browser.follow(url, redirectUri));
      expect(callback.searchParams.get('error')).toBe('invalid_request');
      expect(callback.searchParams.get('state')).toBe('st');
    }
  });

  it('answers an authorization request sent as a POST with a 405 page naming GET (RFC 6749 §3.1), never a redirect', async () => {
    const { challenge } = await pkcePair();
    const form = {
      client_id: app.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'accounts:read',
      state: 'kept',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    };
    const posted = await new FlowBrowser(origin).postForm(as.authorization_endpoint!, form);
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET');
    expect(posted.headers.get('location')).toBeNull();
    expect(await posted.text()).toContain('as a GET');
    // The same request as a GET keeps its state to the end.
    const browser = new FlowBrowser(origin);
    const url = authorizeUrl(as, { clientId: app.clientId, redirectUri, scope: 'accounts:read', state: 'kept', codeChallenge: challenge });
    const callback = new URL(await signInAndConsent(browser, url, redirectUri, { scopes: ['accounts:read'] }));
    expect(callback.searchParams.get('state')).toBe('kept');
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('GET /v1/accounts with an access token lists its connection’s accounts only', async () => {
    const mine = await headless();
    await headless();
    await t.http.post('/v1/accounts').set(auth).send({}).expect(201);
    const expected = (await connection(mine.connectionId)).accountIds;
    const listed = await t.http
      .get('/v1/accounts')
      .set({ Authorization: `Bearer ${mine.accessToken}` })
      .expect(200);
    expect((listed.body.items as { id: string }[]).map((a) => a.id).sort()).toEqual([...expected].sort());
    const all = await t.http.get('/v1/accounts?limit=100').set(auth).expect(200);
    expect(all.body.items.length).toBeGreaterThan(expected.length);
  });

  it('answers bad input at the break endpoint with a 4xx, never a 500', async () => {
    const { connectionId, accessToken } = await headless();
    const other = await developerWithKey(t);
    await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(other.auth).send({}).expect(404);
    await t.http.post('/v1/sandbox/connections/00000000-0000-4000-8000-000000000000/break').set(auth).send({}).expect(404);
    await t.http.post('/v1/sandbox/connections/nope/break').set(auth).send({}).expect(400);
    const reason = await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(auth).send({ reason: 'bored' }).expect(400);
    expect(reason.body.code).toBe('VALIDATION_FAILED');
    await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(auth).send({ reason: 'password_changed', extra: 1 }).expect(400);
    await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(auth).send([]).expect(400);
    // An app's token never breaks its own connection.
    await t.http
      .post(`/v1/sandbox/connections/${connectionId}/break`)
      .set({ Authorization: `Bearer ${accessToken}` })
      .send({})
      .expect(403);
    // Without sandbox:control.
    const reader = await developerWithKey(t, ['accounts:read']);
    await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(reader.auth).send({}).expect(403);
    await t.http.delete(`/v1/connections/${connectionId}`).set(auth).expect(204);
    const revoked = await t.http.post(`/v1/sandbox/connections/${connectionId}/break`).set(auth).send({}).expect(409);
    expect(revoked.body.code).toBe('CONNECT.CONNECTION_REVOKED');
    expect((await connection(connectionId)).status).toBe('revoked');
  });
});
