import { SandboxClock } from '../src/modules/simulator';
import { createKey, developerWithKey } from './utils/developer';
import { frozenInOpenSession } from './utils/open-session';
import { readSse, SseMessage } from './utils/sse';
import { createTestApp, TestApp } from './utils/test-app';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

const ORDER = { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' };

/** `accountId:sequence` of each event read, with its type. */
const seen = (messages: SseMessage[]) =>
  messages.map((m) => {
    const event = JSON.parse(m.data);
    expect(event.type).toBe(m.event);
    return `${event.data.accountId.slice(0, 4)}:${event.data.sequence}:${event.type}`;
  });
const lastId = (messages: SseMessage[]) => messages.filter((m) => m.id).pop()!.id;

describe('GET /v1/events/stream: every account of the developer, in the webhooks’ shape', () => {
  let t: TradingTestApp;
  let other: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTradingTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' } });
    await t.setPrices({ AAPL: '150.00' });
    // A second instance: events it commits reach the stream on the first through Postgres.
    other = await createTestApp({ databaseUrl: t.databaseUrl });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('starts now, finds accounts opened while connected, and resumes from its cursor with nothing lost or repeated', async () => {
    const { auth } = await developerWithKey(t);
    const open = async () => (await t.http.post('/v1/accounts').set(auth).send({}).expect(201)).body.id as string;
    const place = (app: TestApp, accountId: string) => app.http.post(`/v1/accounts/${accountId}/orders`).set(auth).send(ORDER).expect(201);
    const a = await open();
    await place(t, a); // 1-4, before the stream: not sent
    const stranger = await developerWithKey(t);
    const theirs = (await t.http.post('/v1/accounts').set(stranger.auth).send({}).expect(201)).body.id;

    const first = await fetch(`${baseUrl}/v1/events/stream`, { headers: auth });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/event-stream');
    let b = '';
    const live = readSse(first, (m) => m.length >= 8);
    await place(t, a);
    await t.http.post(`/v1/accounts/${theirs}/orders`).set(stranger.auth).send(ORDER).expect(201);
    b = await open(); // found by the stream within a second, and followed from its first event
    // Placed through the other instance, on real time: in an open session, so its market order fills (a closed market waits for the open).
    await frozenInOpenSession(t.app.get(SandboxClock), b);
    await place(other, b);
    const before = await live;
    const p = (id: string) => id.slice(0, 4);
    expect(seen(before).sort()).toEqual(
      [
        `${p(a)}:5:order.accepted`,
        `${p(a)}:6:order.filled`,
        `${p(a)}:7:position.updated`,
        `${p(a)}:8:account.updated`,
        `${p(b)}:1:order.accepted`,
        `${p(b)}:2:order.filled`,
        `${p(b)}:3:position.updated`,
        `${p(b)}:4:account.updated`,
      ].sort(),
    );
    const filled = before.map((m) => JSON.parse(m.data)).find((e) => e.type === 'order.filled');
    expect(filled).toEqual({
      type: 'order.filled',
      timestamp: expect.stringMatching(/Z$/),
      data: expect.objectContaining({ accountId: expect.any(String), sequence: expect.any(Number), order: expect.objectContaining({ status: 'filled' }) }),
    });

    // Committed while disconnected, on both instances.
    await place(t, a);
    await place(other, b);
    const resumed = await fetch(`${baseUrl}/v1/events/stream`, { headers: { ...auth, 'Last-Event-ID': lastId(before) } });
    const after = await readSse(resumed, (m) => m.length >= 8);
    expect(seen(after).sort()).toEqual(
      [9, 10, 11, 12]
        .map((s, i) => `${p(a)}:${s}:${['order.accepted', 'order.filled', 'position.updated', 'account.updated'][i]}`)
        .concat([5, 6, 7, 8].map((s, i) => `${p(b)}:${s}:${['order.accepted', 'order.filled', 'position.updated', 'account.updated'][i]}`))
        .sort(),
    );
    // The same cursor as ?after= for clients that cannot set the header.
    const viaQuery = await fetch(`${baseUrl}/v1/events/stream?after=${lastId(after)}`, { headers: auth });
    await place(t, a);
    expect(seen(await readSse(viaQuery, (m) => m.length >= 4))).toEqual([
      `${p(a)}:13:order.accepted`,
      `${p(a)}:14:order.filled`,
      `${p(a)}:15:position.updated`,
      `${p(a)}:16:account.updated`,
    ]);
  });

  it('refuses a cursor it did not send (400), no key (401) and a key without accounts:read (403)', async () => {
    const { auth, agent } = await developerWithKey(t);
    const bad = await fetch(`${baseUrl}/v1/events/stream`, { headers: { ...auth, 'Last-Event-ID': 'not-a-cursor' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Last-Event-ID' }] });
    expect((await fetch(`${baseUrl}/v1/events/stream?after=abc`, { headers: auth })).status).toBe(400);
    expect((await fetch(`${baseUrl}/v1/events/stream`)).status).toBe(401);
    const { key } = await createKey(agent, ['trading:write']);
    const denied = await fetch(`${baseUrl}/v1/events/stream`, { headers: { Authorization: `Bearer ${key}` } });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: 'AUTH.INSUFFICIENT_SCOPE', details: { scope: 'accounts:read' } });
  });
});
