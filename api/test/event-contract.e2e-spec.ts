import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Webhook } from 'standardwebhooks';
import { verifyWebhook, type Event, type WebhookEvent } from '../../sdk/src';
import { buildV1DocumentOffline } from '../src/modules/sandbox/openapi/v1-document.offline';
import { SandboxClock } from '../src/modules/simulator';
import { WEBHOOK_EVENT_TYPES } from '../src/modules/webhooks/webhook-events';
import { WebhookReceiver } from './support/webhook-receiver';
import { developerWithKey } from './utils/developer';
import { eventually } from './utils/eventually';
import { frozenInOpenSession } from './utils/open-session';
import { readSse } from './utils/sse';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

/**
 * The event contract (docs/decisions/one-event-shape.md): one scripted scenario read three ways
 * (the events list, SSE, webhook bodies verified with standardwebhooks) gives, per sequence
 * number, the same `data` to the byte, and that data is what the OpenAPI document (and so the
 * SDK's types) says each event carries.
 */
describe('One event shape: the events list, SSE and webhooks agree', () => {
  const receiver = new WebhookReceiver();
  let t: TradingTestApp;
  let auth: { Authorization: string };
  let baseUrl: string;
  let schemaOf: (name: string) => (value: unknown) => string[];

  beforeAll(async () => {
    await receiver.start();
    t = await createTradingTestApp();
    // Receivers check webhook-timestamp against their own clock: this suite runs on real time.
    t.clock.followRealTime();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
    ({ auth } = await developerWithKey(t));
    const document = await buildV1DocumentOffline();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...structuredClone(document), $id: 'https://brokerbridge.test/openapi.json' });
    schemaOf = (name) => {
      const validate = ajv.getSchema(`https://brokerbridge.test/openapi.json#/components/schemas/${name}`)!;
      return (value) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${name}${e.instancePath} ${e.message}`));
    };
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('gives every event of accept, partial fill, fill, cancel, reject, expire, account and position updates the same data three ways', async () => {
    const webhook = (await t.http.post('/v1/webhooks').set(auth).send({ url: receiver.url, events: WEBHOOK_EVENT_TYPES }).expect(201)).body as {
      secret: string;
    };
    const id = (await t.http.post('/v1/accounts').set(auth).send({ seed: 7 }).expect(201)).body.id as string;
    await frozenInOpenSession(t.app.get(SandboxClock), id);
    await t.http.post(`/v1/accounts/${id}/prices`).set(auth).send({ symbol: 'AAPL', price: '200.00' }).expect(200);
    const place = async (body: Record<string, unknown>) =>
      (
        await t.http
          .post(`/v1/accounts/${id}/orders`)
          .set(auth)
          .send({ symbol: 'AAPL', side: 'buy', timeInForce: 'day', ...body })
          .expect(201)
      ).body;

    // The scenario: a market buy; a limit buy scripted to fill 30% then 70%; a market sell; a
    // resting limit canceled; a scripted rejection; a day order left to expire at the close.
    const market = await place({ type: 'market', quantity: 10 });
    await place({ type: 'limit', quantity: 10, limitPrice: '201.00', simulate: { outcome: 'partial_fill', fillRatios: [0.3, 0.7], intervalSeconds: 60 } });
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'advance', seconds: 60 }).expect(200);
    await place({ type: 'market', side: 'sell', quantity: 4 });
    const resting = await place({ type: 'limit', quantity: 1, limitPrice: '150.00' });
    await t.http.delete(`/v1/accounts/${id}/orders/${resting.id}`).set(auth).expect(200);
    await place({ type: 'market', quantity: 2, simulate: { outcome: 'reject' } });
    await place({ type: 'limit', quantity: 1, limitPrice: '150.00' });
    await t.http
      .post(`/v1/accounts/${id}/clock`)
      .set(auth)
      .send({ action: 'advance', seconds: 8 * 3600 })
      .expect(200);

    // Read one: the events list.
    const listed = (await t.http.get(`/v1/accounts/${id}/events?after=0&limit=1000`).set(auth).expect(200)).body.items as Event[];
    const last = listed[listed.length - 1].sequence;
    expect(listed.map((e) => e.sequence)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    // Every event type but a Connect connection's (a developer's own account has none): connect-lifecycle.e2e-spec holds those three ways.
    expect(new Set(listed.map((e) => e.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES.filter((type) => !type.startsWith('connection.'))));

    // Read two: SSE from the start.
    const stream = await fetch(`${baseUrl}/v1/accounts/${id}/events/stream?after=0`, { headers: auth });
    const messages = await readSse(stream, (m) => m.length >= last);
    const streamed = messages.map((m) => JSON.parse(m.data) as Event);

    // Read three: the webhook bodies, verified as a receiver would, raw.
    await eventually(async () => expect(receiver.received.length).toBeGreaterThanOrEqual(last), 15_000);
    const delivered = receiver.received.map((r) => ({
      raw: r.body,
      event: new Webhook(webhook.secret).verify(r.body, r.headers as Record<string, string>) as WebhookEvent,
    }));
    // The SDK's verifier types the same bodies.
    for (const r of receiver.received) expect(verifyWebhook(r.body, r.headers as Record<string, string>, webhook.secret)).toEqual(JSON.parse(r.body));
    // One account's deliveries arrive in sequence order.
    expect(delivered.map((d) => (d.event.data as { sequence: number }).sequence)).toEqual(listed.map((e) => e.sequence));

    for (const [i, e] of listed.entries()) {
      const text = JSON.stringify(e.data);
      expect({ sequence: e.sequence, sse: messages[i].id, type: streamed[i].type }).toEqual({ sequence: e.sequence, sse: String(e.sequence), type: e.type });
      expect(JSON.stringify(streamed[i].data)).toBe(text);
      expect(delivered[i].event.type).toBe(e.type);
      // Byte for byte: the webhook body holds the stored data's very text.
      expect(delivered[i].raw).toBe(`{"type":"${e.type}","timestamp":"${e.occurredAt}","data":${text}}`);
      expect(e.data).toMatchObject({ accountId: id, sequence: e.sequence });
      // As the OpenAPI document types it: the Event a list item is, and the typed webhook of its type.
      expect(schemaOf('Event')(e)).toEqual([]);
      expect(schemaOf('WebhookEvent')(delivered[i].event)).toEqual([]);
    }

    // The schema check can fail: the demo's old shape (money as numbers, its names) does not pass.
    const account = listed.find((e) => e.type === 'account.updated')!;
    expect(schemaOf('Event')({ ...account, data: { ...account.data, account: { id, balance: 97500.6 } } })).not.toEqual([]);
    expect(listed.length).toBeGreaterThanOrEqual(20);

    // The fixes the shape made visible: a market order is accepted pending, a scripted rejection says so.
    const accepted = listed.find((e) => e.type === 'order.accepted' && 'order' in e.data && e.data.order.id === market.id)!;
    expect(accepted.data).toMatchObject({ order: { status: 'pending', filledQuantity: 0, averageFillPrice: null } });
    const rejected = listed.find((e) => e.type === 'order.rejected')!;
    expect(rejected.data).toMatchObject({
      order: { rejectReason: { code: 'INSUFFICIENT_BUYING_POWER', message: 'Rejected as scripted: simulate asked for INSUFFICIENT_BUYING_POWER' } },
    });
    const sold = listed.find((e) => e.type === 'order.filled' && 'fill' in e.data && e.data.fill?.side === 'sell')!;
    expect(sold.data).toMatchObject({ fill: { quantity: 4, realizedPnl: expect.stringMatching(/^-?\d+\.\d{2}$/) } });
  }, 60_000);
});
