import { Webhook } from 'standardwebhooks';
import { ApiKeyService } from '../src/modules/developer/keys/api-key.service';
import { SandboxClock } from '../src/modules/simulator';
import { WebhookReceiver } from './support/webhook-receiver';
import { eventually } from './utils/eventually';
import { frozenInOpenSession } from './utils/open-session';
import { createTestApp, TestApp } from './utils/test-app';

/** /v1/webhooks with an API key, and the console's view of the same endpoints with the session. */
describe('Webhooks API', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;
  let console_: ReturnType<TestApp['agent']>;
  let key: string;
  let userId: number;
  const v1 = (method: 'get' | 'post' | 'delete', path: string, bearer = key) => t.http[method](`/v1${path}`).set('Authorization', `Bearer ${bearer}`);

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp();
    console_ = t.agent();
    userId = (await console_.post('/api/register').send({ username: 'hooks-dev', password: 'secret-one' }).expect(201)).body.id;
    key = (await t.app.get(ApiKeyService).create(userId, 'hooks', ['webhooks:manage'])).key;
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('needs a key with webhooks:manage', async () => {
    await t.http.get('/v1/webhooks').expect(401);
    const other = (await t.app.get(ApiKeyService).create(userId, 'no hooks', ['accounts:read'])).key;
    const res = await v1('get', '/webhooks', other).expect(403);
    expect(res.body).toMatchObject({ code: 'AUTH.INSUFFICIENT_SCOPE', message: expect.stringContaining('webhooks:manage') });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ url: 'ftp://example.com', events: ['order.filled'] }, 'url'],
      [{ url: 'not a url', events: ['order.filled'] }, 'url'],
      [{ url: receiver.url, events: [] }, 'events'],
      [{ url: receiver.url, events: ['order.exploded'] }, 'events'],
      [{ url: receiver.url }, 'events'],
    ] as const) {
      const res = await v1('post', '/webhooks').send(body).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    await v1('get', '/webhooks/not-a-uuid/deliveries').expect(400);
  });

  it('creates an endpoint with its secret once, sends a test event, logs it and replays it', async () => {
    const created = await v1('post', '/webhooks')
      .send({ url: receiver.url, events: ['order.accepted', 'order.filled'] })
      .expect(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      url: receiver.url,
      events: ['order.accepted', 'order.filled'],
      secret: expect.stringMatching(/^whsec_/),
    });
    const { id, secret } = created.body;
    const listed = await v1('get', '/webhooks').expect(200);
    expect(listed.body.items).toEqual([expect.objectContaining({ id, disabledAt: null })]);
    expect(listed.body.items[0]).not.toHaveProperty('secret');

    const test = await v1('post', `/webhooks/${id}/test`).expect(202);
    expect(test.body).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    await eventually(async () => expect(receiver.received).toHaveLength(1));
    expect(new Webhook(secret).verify(receiver.received[0].body, receiver.received[0].headers as Record<string, string>)).toMatchObject({
      type: 'webhook.test',
    });

    const log = await eventually(async () => {
      const res = await v1('get', `/webhooks/${id}/deliveries`).expect(200);
      expect(res.body.items[0]).toMatchObject({ id: test.body.id, status: 'succeeded', attempts: [{ statusCode: 200, durationMs: expect.any(Number) }] });
      return res.body;
    });
    expect(log.nextCursor).toBeNull();
    await v1('post', `/webhooks/${id}/deliveries/${test.body.id}/replay`).expect(202);
    await eventually(async () => expect(receiver.ids()).toEqual([test.body.id, test.body.id]));

    const rotated = await v1('post', `/webhooks/${id}/rotate-secret`).expect(201);
    expect(rotated.body).toMatchObject({ id, secret: expect.stringMatching(/^whsec_/), previousSecretExpiresAt: expect.any(String) });
    expect(rotated.body.secret).not.toBe(secret);

    // The console sees the same endpoint and log with the session, and can replay too.
    const consoleList = await console_.get('/api/developer/webhooks').expect(200);
    expect(consoleList.body.items.map((e: { id: string }) => e.id)).toEqual([id]);
    const consoleLog = await console_.get(`/api/developer/webhooks/${id}/deliveries?limit=1`).expect(200);
    expect(consoleLog.body.items[0]).toMatchObject({ id: test.body.id, attemptCount: 2 });
    await console_.post(`/api/developer/webhooks/${id}/deliveries/${test.body.id}/replay`).expect(202);
    await eventually(async () => expect(receiver.received).toHaveLength(3));
    await t.http.get('/api/developer/webhooks').expect(401);

    await v1('delete', `/webhooks/${id}`).expect(204);
    const gone = await v1('delete', `/webhooks/${id}`).expect(404);
    expect(gone.body.code).toBe('WEBHOOK.ENDPOINT_NOT_FOUND');
  });

  it('fires any documented event type on demand, a realistic sample in its documented shape, signed like every delivery', async () => {
    const { id, secret } = (
      await v1('post', '/webhooks')
        .send({ url: receiver.url, events: ['order.accepted'] })
        .expect(201)
    ).body;
    receiver.received.length = 0;
    const fired = await v1('post', `/webhooks/${id}/test`).send({ type: 'order.filled' }).expect(202);
    expect(fired.body).toMatchObject({ eventType: 'order.filled', accountId: null, sequence: null, status: 'pending' });
    await eventually(async () => expect(receiver.received).toHaveLength(1));
    const event = new Webhook(secret).verify(receiver.received[0].body, receiver.received[0].headers as Record<string, string>);
    expect(event).toMatchObject({
      type: 'order.filled',
      timestamp: expect.any(String),
      data: {
        accountId: expect.any(String),
        sequence: expect.any(Number),
        order: { status: 'filled', filledQuantity: 10, averageFillPrice: '185.50' },
        fill: { quantity: 10, price: '185.50' },
      },
    });
    for (const type of ['order.rejected', 'account.updated', 'position.updated']) await v1('post', `/webhooks/${id}/test`).send({ type }).expect(202);
    await eventually(async () => expect(receiver.received).toHaveLength(4));
    const types = receiver.received.map((r) => JSON.parse(r.body)).map((e) => [e.type, Object.keys(e.data).sort()]);
    expect(types).toEqual(
      expect.arrayContaining([
        ['order.rejected', ['accountId', 'order', 'sequence']],
        ['account.updated', ['account', 'accountId', 'sequence']],
        ['position.updated', ['accountId', 'position', 'sequence']],
      ]),
    );
    const bad = await v1('post', `/webhooks/${id}/test`).send({ type: 'order.exploded' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'type' }] });
    await v1('delete', `/webhooks/${id}`).expect(204);
  });

  it("pages the delivery log, and hides another developer's endpoints (404)", async () => {
    const { id } = (
      await v1('post', '/webhooks')
        .send({ url: receiver.url, events: ['order.filled'] })
        .expect(201)
    ).body;
    for (let i = 0; i < 3; i++) await v1('post', `/webhooks/${id}/test`).expect(202);
    const first = await v1('get', `/webhooks/${id}/deliveries?limit=2`).expect(200);
    expect(first.body.items).toHaveLength(2);
    const second = await v1('get', `/webhooks/${id}/deliveries?limit=2&after=${first.body.nextCursor}`).expect(200);
    expect(second.body).toMatchObject({ items: [expect.any(Object)], nextCursor: null });
    await v1('get', `/webhooks/${id}/deliveries?after=garbage`).expect(400);

    const stranger = await t.agent().post('/api/register').send({ username: 'hooks-stranger', password: 'secret-one' }).expect(201);
    const theirs = (await t.app.get(ApiKeyService).create(stranger.body.id, 'x', ['webhooks:manage'])).key;
    await v1('get', `/webhooks/${id}/deliveries`, theirs).expect(404);
    await v1('post', `/webhooks/${id}/test`, theirs).expect(404);
    await v1('delete', `/webhooks/${id}`, theirs).expect(404);
    await v1('delete', `/webhooks/${id}`).expect(204);
  });

  it('delivers order.accepted and order.filled of an order placed through /v1 within 1 s, verified with the secret', async () => {
    const trader = (await t.app.get(ApiKeyService).create(userId, 'trader', ['accounts:write', 'trading:write'])).key;
    const { id, secret } = (
      await v1('post', '/webhooks')
        .send({ url: receiver.url, events: ['order.accepted', 'order.filled'] })
        .expect(201)
    ).body;
    const account = (await v1('post', '/accounts', trader).send({}).expect(201)).body;
    await frozenInOpenSession(t.app.get(SandboxClock), account.id);
    receiver.received.length = 0;
    const placedAt = Date.now();
    const order = await v1('post', `/accounts/${account.id}/orders`, trader)
      .send({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 5, timeInForce: 'day' })
      .expect(201);
    await eventually(async () => expect(receiver.received).toHaveLength(2), 1000, 10);
    expect(Math.max(...receiver.received.map((r) => r.receivedAt)) - placedAt).toBeLessThan(1000);
    const events = receiver.received
      .map(
        (r) =>
          new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as {
            type: string;
            data: { accountId: string; sequence: number; order: { id: string } };
          },
      )
      .sort((a, b) => a.data.sequence - b.data.sequence);
    expect(events.map((e) => [e.type, e.data.accountId, e.data.order.id])).toEqual([
      ['order.accepted', account.id, order.body.id],
      ['order.filled', account.id, order.body.id],
    ]);
    await v1('delete', `/webhooks/${id}`).expect(204);
  });

  it('allows 10 endpoints per developer, then answers 409', async () => {
    for (let i = 0; i < 10; i++)
      await v1('post', '/webhooks')
        .send({ url: receiver.url, events: ['order.filled'] })
        .expect(201);
    const res = await v1('post', '/webhooks')
      .send({ url: receiver.url, events: ['order.filled'] })
      .expect(409);
    expect(res.body).toMatchObject({ code: 'WEBHOOK.ENDPOINT_QUOTA', statusCode: 409 });
  });

  it('documents every call in the OpenAPI document', async () => {
    // The public /v1 document (no key needed), which the API reference and the SDK come from.
    const doc = (await t.http.get('/v1/openapi.json').expect(200)).body;
    for (const path of [
      '/v1/webhooks',
      '/v1/webhooks/{id}',
      '/v1/webhooks/{id}/rotate-secret',
      '/v1/webhooks/{id}/test',
      '/v1/webhooks/{id}/deliveries',
      '/v1/webhooks/{id}/deliveries/{deliveryId}/replay',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.components.schemas.CreatedWebhookEndpoint.properties).toHaveProperty('secret');
  });
});
