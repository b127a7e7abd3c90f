import * as oauth from 'oauth4webapi';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WebhookReceiver } from './support/webhook-receiver';
import { developerWithKey } from './utils/developer';
import { authorizeUrl, FlowBrowser, pkcePair, signInAndConsent } from './utils/connect-flow';
import { eventually } from './utils/eventually';
import { readSse, type SseMessage } from './utils/sse';
import { createTestApp, TestApp } from './utils/test-app';

const insecure = { [oauth.allowInsecureRequests]: true };

interface Listed {
  sequence: number;
  type: string;
  occurredAt: string;
  data: Record<string, any>;
}

/**
 * CONNECT.md "Connections": connection.created and connection.revoked go to the developer's
 * webhooks and to the SSE stream of each account of the connection, in the public shape of
 * connection.broken, each written in the transaction of the change it tells of.
 */
describe('Connect: connection.created and connection.revoked', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;
  let origin: string;
  let auth: { Authorization: string };
  let app: { id: string; clientId: string; clientSecret: string };
  let secret: string;
  const redirectUri = 'http://127.0.0.1:9/callback';

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    ({ auth } = await developerWithKey(t));
    app = await newApp('Acme Invest');
    secret = (
      await t.http
        .post('/v1/webhooks')
        .set(auth)
        .send({ url: receiver.url, events: ['connection.created', 'connection.revoked'] })
        .expect(201)
    ).body.secret;
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  async function newApp(name: string) {
    return (
      await t.http
        .post('/v1/apps')
        .set(auth)
        .send({ name, redirectUris: [redirectUri], type: 'confidential' })
        .expect(201)
    ).body as { id: string; clientId: string; clientSecret: string };
  }
  const headless = async (clientId = app.clientId, broker = 'harborline') =>
    (
      await t.http
        .post('/v1/sandbox/connections')
        .set(auth)
        .send({ clientId, broker, username: 'user_good', scopes: ['accounts:read', 'trading:write'] })
        .expect(201)
    ).body as { connectionId: string; accessToken: string };
  const connection = async (id: string) => (await t.http.get(`/v1/connections/${id}`).set(auth).expect(200)).body as Record<string, any>;
  const listed = async (accountId: string) => (await t.http.get(`/v1/accounts/${accountId}/events`).set(auth).expect(200)).body.items as Listed[];
  /** Deliveries of this connection's events, each verified with the endpoint's secret by the Standard Webhooks library, with its raw body. */
  const verified = (connectionId: string) =>
    receiver.received
      .map((r) => ({
        raw: r.body,
        event: new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, any> },
      }))
      .filter((d) => d.event.data.connection?.id === connectionId);
  /** The developer's stream, open from now; resolves once `enough` says so. */
  async function developerStream(enough: (m: SseMessage[]) => boolean) {
    const res = await fetch(`${origin}/v1/events/stream`, { headers: auth });
    expect(res.status).toBe(200);
    return readSse(res, enough, 15_000);
  }
  /** The same event three ways, byte for byte: the events list, an SSE message's data, the webhook body. */
  async function sameEverywhere(type: string, accountId: string, sse: SseMessage[], connectionId: string) {
    const stored = (await listed(accountId)).find((e) => e.type === type)!;
    expect(stored).toBeDefined();
    const message = sse.find((m) => m.event === type && (JSON.parse(m.data) as { data: { accountId: string } }).data.accountId === accountId)!;
    expect(message).toBeDefined();
    expect(JSON.stringify((JSON.parse(message.data) as { data: unknown }).data)).toBe(JSON.stringify(stored.data));
    const delivery = verified(connectionId).find((d) => d.event.type === type && d.event.data.accountId === accountId)!;
    expect(delivery.raw).toBe(`{"type":"${type}","timestamp":"${stored.occurredAt}","data":${JSON.stringify(stored.data)}}`);
    return stored;
  }

  it('POST /v1/sandbox/connections: connection.created on each account, by webhook (verified) and SSE, the same bytes as the events list', async () => {
    const streaming = developerStream((m) => m.filter((x) => x.event === 'connection.created').length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the stream is following before the connection is made
    const { connectionId } = await headless();
    const made = await connection(connectionId);
    expect(made.accountIds).toHaveLength(2);
    const sse = await streaming;
    await eventually(async () => expect(verified(connectionId)).toHaveLength(2));

    expect(
      verified(connectionId)
        .map((d) => d.event.data.accountId)
        .sort(),
    ).toEqual([...made.accountIds].sort());
    for (const accountId of made.accountIds as string[]) {
      const stored = await sameEverywhere('connection.created', accountId, sse, connectionId);
      // The connection as GET /v1/connections/{id} shows it, less what does not change.
      expect(stored.data).toEqual({
        accountId,
        sequence: stored.sequence,
        connection: {
          id: connectionId,
          appId: app.id,
          broker: 'harborline',
          status: 'active',
          brokenReason: null,
          reauthBy: made.reauthBy,
          accountIds: made.accountIds,
        },
      });
    }
  });

  it('the portal’s consent: connection.created, at the broker the user picked', async () => {
    const issuer = new URL(`${origin}/oauth`);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
    const { challenge } = await pkcePair();
    const url = authorizeUrl(as, { clientId: app.clientId, redirectUri, scope: 'accounts:read', state: 'st', codeChallenge: challenge });
    const callback = new URL(await signInAndConsent(new FlowBrowser(origin), url, redirectUri, { broker: 'tidewater', scopes: ['accounts:read'] }));
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
    const events = await eventually(async () => {
      const found = receiver.received
        .map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, any> })
        .filter((e) => e.type === 'connection.created' && e.data.connection.broker === 'tidewater');
      expect(found).toHaveLength(1);
      return found;
    });
    const made = await connection(events[0].data.connection.id);
    expect(made).toMatchObject({ broker: 'tidewater', status: 'active', grantedScopes: ['accounts:read'], accountIds: [events[0].data.accountId] });
  });

  it('DELETE /v1/connections/{id}: connection.revoked on each account, by webhook (verified) and on the account’s SSE stream, the same bytes', async () => {
    const { connectionId, accessToken } = await headless();
    const { accountIds } = await connection(connectionId);
    const [first] = accountIds as string[];
    const stream = await fetch(`${origin}/v1/accounts/${first}/events/stream`, { headers: auth });
    expect(stream.status).toBe(200);
    const reading = readSse(stream, (m) => m.some((x) => x.event === 'connection.revoked'), 15_000);
    await new Promise((resolve) => setTimeout(resolve, 300));

    await t.http.delete(`/v1/connections/${connectionId}`).set(auth).expect(204);
    const sse = await reading;
    await eventually(async () => expect(verified(connectionId).filter((d) => d.event.type === 'connection.revoked')).toHaveLength(2));
    const stored = await sameEverywhere('connection.revoked', first, sse, connectionId);
    expect(stored.data.connection).toMatchObject({ id: connectionId, status: 'revoked', broker: 'harborline', accountIds });
    expect((await connection(connectionId)).status).toBe('revoked');
    await t.http
      .get(`/v1/accounts/${first}`)
      .set({ Authorization: `Bearer ${accessToken}` })
      .expect(401);
    // Revoking it again says nothing more.
    await t.http.delete(`/v1/connections/${connectionId}`).set(auth).expect(404);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(verified(connectionId).filter((d) => d.event.type === 'connection.revoked')).toHaveLength(2);
  });

  it('deleting an app revokes its live connections, each with connection.revoked; an already revoked one says nothing again', async () => {
    const other = await newApp('Doomed App');
    const live = await headless(other.clientId, 'meridian');
    const gone = await headless(other.clientId, 'northwind');
    await t.http.delete(`/v1/connections/${gone.connectionId}`).set(auth).expect(204);
    const liveAccounts = (await connection(live.connectionId)).accountIds as string[];

    await t.http.delete(`/v1/apps/${other.id}`).set(auth).expect(204);
    await eventually(async () => expect(verified(live.connectionId).filter((d) => d.event.type === 'connection.revoked')).toHaveLength(2));
    const revoked = verified(live.connectionId).filter((d) => d.event.type === 'connection.revoked');
    expect(revoked.map((d) => d.event.data.accountId).sort()).toEqual([...liveAccounts].sort());
    expect(revoked[0].event.data.connection).toMatchObject({ id: live.connectionId, appId: other.id, broker: 'meridian', status: 'revoked' });
    // The accounts stay the developer's, the event in their log.
    expect((await listed(liveAccounts[0])).map((e) => e.type)).toEqual(['connection.created', 'connection.revoked']);
    await t.http.get(`/v1/connections/${live.connectionId}`).set(auth).expect(404);
    expect(verified(gone.connectionId).filter((d) => d.event.type === 'connection.revoked')).toHaveLength(2);
  });

  /** Refuses, for a moment, the insert of events of `type` about this test's apps (as a full disk or a lost connection would). */
  async function refusingEvents<T>(type: string, appIds: string[], work: () => Promise<T>): Promise<T> {
    const ids = appIds.map((id) => `'${id}'`).join(', ');
    await t.dataSource.query(`
      CREATE FUNCTION pg_temp_refuse_connection_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.type = '${type}' AND NEW.payload->'connection'->>'appId' IN (${ids}) THEN RAISE EXCEPTION 'event store refused'; END IF; RETURN NEW; END $$`);
    await t.dataSource.query(
      'CREATE TRIGGER refuse_connection_event BEFORE INSERT ON trading_events FOR EACH ROW EXECUTE FUNCTION pg_temp_refuse_connection_event()',
    );
    try {
      return await work();
    } finally {
      await t.dataSource.query('DROP TRIGGER refuse_connection_event ON trading_events');
      await t.dataSource.query('DROP FUNCTION pg_temp_refuse_connection_event()');
    }
  }
  const count = async (path: string) => ((await t.http.get(path).set(auth).expect(200)).body.items as unknown[]).length;

  it('when connection.created cannot be stored, nothing of the connection is made: no connection, no accounts', async () => {
    const connections = await count('/v1/connections');
    const accounts = await count('/v1/accounts?limit=100');
    const refused = await refusingEvents('connection.created', [app.id], () =>
      t.http
        .post('/v1/sandbox/connections')
        .set(auth)
        .send({ clientId: app.clientId, broker: 'summit-ridge', username: 'user_good', scopes: ['accounts:read'] }),
    );
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(await count('/v1/connections')).toBe(connections);
    expect(await count('/v1/accounts?limit=100')).toBe(accounts);
    // Once events can be stored again, the same request makes it, with its event.
    const { connectionId } = await headless(app.clientId, 'summit-ridge');
    await eventually(async () => expect(verified(connectionId).map((d) => d.event.type)).toEqual(['connection.created', 'connection.created']));
  });

  it('when connection.revoked cannot be stored, the connection is not revoked (and its token still works); nor is an app deleted', async () => {
    const { connectionId, accessToken } = await headless();
    const [accountId] = (await connection(connectionId)).accountIds as string[];
    const refused = await refusingEvents('connection.revoked', [app.id], () => t.http.delete(`/v1/connections/${connectionId}`).set(auth));
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect((await connection(connectionId)).status).toBe('active');
    await t.http
      .get(`/v1/accounts/${accountId}`)
      .set({ Authorization: `Bearer ${accessToken}` })
      .expect(200);

    const doomed = await newApp('Kept App');
    const kept = await headless(doomed.clientId);
    const deletion = await refusingEvents('connection.revoked', [doomed.id], () => t.http.delete(`/v1/apps/${doomed.id}`).set(auth));
    expect(deletion.status).toBeGreaterThanOrEqual(500);
    await t.http.get(`/v1/apps/${doomed.id}`).set(auth).expect(200);
    expect((await connection(kept.connectionId)).status).toBe('active');

    await t.http.delete(`/v1/connections/${connectionId}`).set(auth).expect(204);
    await eventually(async () => expect(verified(connectionId).filter((d) => d.event.type === 'connection.revoked')).toHaveLength(2));
  });
});
