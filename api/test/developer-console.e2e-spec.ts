import { SandboxClock } from '../src/modules/simulator';
import { WebhookReceiver } from './support/webhook-receiver';
import { developerWithKey, type Agent } from './utils/developer';
import { eventually } from './utils/eventually';
import { frozenInOpenSession } from './utils/open-session';
import { createTestApp, TestApp } from './utils/test-app';

/** What the console calls with the session: an account's page, webhooks it manages, the filtered request log. */
describe('the developer console over the session', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;
  let agent: Agent;
  let auth: { Authorization: string };
  let keyId: string;

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' } });
    ({ agent, auth, keyId } = await developerWithKey(t));
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('lists the brokers for the account form, and opens an account at the broker picked', async () => {
    const { body } = await agent.get('/api/developer/brokers').expect(200);
    expect(body.items.map((b: { id: string; name: string }) => [b.id, b.name])).toEqual([
      ['northwind', 'Northwind Securities'],
      ['harborline', 'Harborline Brokerage'],
      ['meridian', 'Meridian Clearing'],
      ['summit-ridge', 'Summit Ridge Capital'],
      ['tidewater', 'Tidewater Brokers'],
    ]);
    await t.http.get('/api/developer/brokers').expect(401);
    const made = await agent.post('/api/developer/accounts').send({ label: 'at harborline', broker: 'harborline' }).expect(201);
    expect(made.body).toMatchObject({ label: 'at harborline', broker: 'harborline' });
    const refused = await agent.post('/api/developer/accounts').send({ broker: 'robinhood' }).expect(400);
    expect(refused.body.message).toContain('northwind, harborline, meridian, summit-ridge, tidewater');
  });

  it("gives an account's page its account, positions, and events with the real time beside the clock's", async () => {
    const { body: account } = await t.http.post('/v1/accounts').set(auth).send({ label: 'detail' }).expect(201);
    await frozenInOpenSession(t.app.get(SandboxClock), account.id);
    await t.http.post(`/v1/accounts/${account.id}/prices`).set(auth).send({ symbol: 'AAPL', price: '200.00' }).expect(200);
    await t.http
      .post(`/v1/accounts/${account.id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 2, timeInForce: 'day' })
      .expect(201);

    expect((await agent.get(`/api/developer/accounts/${account.id}`).expect(200)).body).toMatchObject({ id: account.id, label: 'detail' });
    expect((await agent.get(`/api/developer/accounts/${account.id}/positions`).expect(200)).body.items).toEqual([
      expect.objectContaining({ symbol: 'AAPL', quantity: 2 }),
    ]);
    const events = (await agent.get(`/api/developer/accounts/${account.id}/events`).expect(200)).body.items;
    expect(events.length).toBeGreaterThan(0);
    const clock = (await agent.get(`/api/developer/accounts/${account.id}/clock`).expect(200)).body;
    for (const event of events) {
      // Frozen in an open session: the event happened at the account's time, written now in real time.
      expect(event.occurredAt).toBe(clock.now);
      expect(Math.abs(Date.parse(event.recordedAt) - Date.now())).toBeLessThan(60_000);
    }
    await t.http.get(`/api/developer/accounts/${account.id}`).expect(401);
    await agent.get('/api/developer/accounts/00000000-0000-4000-8000-000000000000').expect(404);
    await agent.get('/api/developer/accounts/not-a-uuid/positions').expect(400);
  });

  it('creates an endpoint with its secret once, fires any event type, shows what each delivery sent, and deletes it', async () => {
    await t.http
      .post('/api/developer/webhooks')
      .send({ url: receiver.url, events: ['order.filled'] })
      .expect(401);
    const bad = await agent.post('/api/developer/webhooks').send({ url: 'ftp://example.com', events: [] }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['events', 'url']);

    const created = await agent
      .post('/api/developer/webhooks')
      .send({ url: receiver.url, events: ['order.filled'] })
      .expect(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const id = created.body.id as string;
    const listed = (await agent.get('/api/developer/webhooks').expect(200)).body.items;
    expect(listed).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);

    const fired = await agent.post(`/api/developer/webhooks/${id}/test`).send({ type: 'position.updated' }).expect(202);
    expect(fired.body).toMatchObject({ eventType: 'position.updated', status: 'pending' });
    const refused = await agent.post(`/api/developer/webhooks/${id}/test`).send({ type: 'order.exploded' }).expect(400);
    expect(refused.body.message).toMatch(/^Type must be one of webhook.test, order.accepted/);

    await eventually(async () => expect(receiver.ids()).toContain(fired.body.id));
    const sent = receiver.received.find((r) => r.headers['webhook-id'] === fired.body.id)!;
    let detail: Record<string, any> = {};
    await eventually(async () => {
      detail = (await agent.get(`/api/developer/webhooks/${id}/deliveries/${fired.body.id}`).expect(200)).body;
      expect(detail.attempts).toHaveLength(1);
    });
    expect(detail.payload).toEqual(JSON.parse(sent.body));
    expect(detail.attempts[0].requestHeaders).toMatchObject({
      'webhook-id': fired.body.id,
      'webhook-timestamp': sent.headers['webhook-timestamp'],
      'webhook-signature': sent.headers['webhook-signature'],
      'content-type': 'application/json',
    });
    await agent.get(`/api/developer/webhooks/${id}/deliveries/00000000-0000-4000-8000-000000000000`).expect(404);

    await agent.delete(`/api/developer/webhooks/${id}`).expect(204);
    await agent.delete(`/api/developer/webhooks/${id}`).expect(404);
    expect((await agent.get('/api/developer/webhooks').expect(200)).body.items).toEqual([]);
  });

  it('filters the request log by status, path and key, keeps bodies redacted, and lists event streams', async () => {
    const other = await agent
      .post('/api/developer/keys')
      .send({ name: 'other', scopes: ['accounts:read', 'webhooks:manage'] })
      .expect(201);
    await t.http.get('/v1/accounts/00000000-0000-4000-8000-000000000000').set(auth).expect(404);
    const hook = await t.http
      .post('/v1/webhooks')
      .set('Authorization', `Bearer ${other.body.key}`)
      .send({ url: receiver.url, events: ['order.filled'] })
      .expect(201);
    // An event stream: opened, its first line read, closed.
    await t.app.listen(0, '127.0.0.1');
    const stream = await fetch(`${await t.app.getUrl()}/v1/events/stream`, { headers: auth });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read();
    await reader.cancel();

    const log = async (query: string) => {
      let items: Record<string, any>[] = [];
      await eventually(async () => {
        items = (await agent.get(`/api/developer/requests${query}`).expect(200)).body.items;
        expect(items.length).toBeGreaterThan(0);
      });
      return items;
    };
    const notFound = await log('?status=4xx');
    expect(notFound.every((r) => r.status >= 400 && r.status < 500)).toBe(true);
    expect((await log('?status=404')).map((r) => r.path)).toContain('/v1/accounts/00000000-0000-4000-8000-000000000000');
    const created = await log(`?path=${encodeURIComponent('/V1/WEBHOOKS')}&key=${other.body.prefix}`);
    expect(created).toHaveLength(1);
    expect(created[0].requestBody).toContain(receiver.url);
    expect(created[0].responseBody).toContain('"secret":"[redacted]"');
    expect(JSON.stringify(created)).not.toContain(hook.body.secret);
    expect(JSON.stringify(await log(''))).not.toMatch(/whsec_|bb_test_[A-Za-z0-9]+_[A-Za-z0-9]{10,}/);
    const streams = await log('?path=/v1/events');
    expect(streams[0]).toMatchObject({ method: 'GET', status: 200, responseBody: '(event stream)', keyPrefix: expect.stringMatching(/^bb_test_/) });
    expect((await log(`?key=${other.body.prefix}`)).every((r) => r.keyPrefix === other.body.prefix)).toBe(true);
    expect(keyId).toBeTruthy();

    const refused = await agent.get('/api/developer/requests?status=abc').expect(400);
    expect(refused.body.message).toBe('Status must be a status code such as 404, or a class such as 4xx');
  });
});
