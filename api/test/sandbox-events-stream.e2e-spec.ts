import { SandboxClock } from '../src/modules/simulator';
import { developerWithKey } from './utils/developer';
import { frozenInOpenSession } from './utils/open-session';
import { readSse } from './utils/sse';
import { createTestApp, TestApp } from './utils/test-app';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

const ORDER = { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' };

describe('an account’s event stream over SSE', () => {
  let t: TradingTestApp;
  let other: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTradingTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' } });
    // A second instance: events it commits reach streams on the first through Postgres.
    other = await createTestApp({ databaseUrl: t.databaseUrl });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('resumes after a reconnect from Last-Event-ID with no gap and no duplicate', async () => {
    const { auth } = await developerWithKey(t);
    const { body: account } = await t.http.post('/v1/accounts').set(auth).expect(201);
    // The other instance reads real time: the account's clock is frozen in a session for both.
    await frozenInOpenSession(t.app.get(SandboxClock), account.id);
    const place = (app: TestApp) => app.http.post(`/v1/accounts/${account.id}/orders`).set(auth).send(ORDER).expect(201);
    await place(t); // sequences 1-4: accepted, filled, position, account
    await place(t); // 5-8

    const stream = `${baseUrl}/v1/accounts/${account.id}/events/stream`;
    const first = await fetch(stream, { headers: auth });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/event-stream');
    expect(first.headers.get('x-request-id')).toBeTruthy();
    // Stored events first, then one committed while connected, by the other instance.
    let placed: Promise<unknown> | undefined;
    const seen = await readSse(first, (m) => {
      if (m.length === 8) placed ??= place(other).catch((error: Error) => console.error('place on the other instance failed', error.message));
      return m.length >= 10;
    });
    await placed;
    const lastId = seen[seen.length - 1].id;

    await place(t); // committed while disconnected
    await place(other);
    const resumed = await fetch(stream, { headers: { ...auth, 'Last-Event-ID': lastId } });
    const rest = await readSse(resumed, (m) => m.length > 0 && Number(m[m.length - 1].id) >= 20);

    const all = [...seen, ...rest];
    expect(all.map((m) => Number(m.id))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const m of all) {
      const event = JSON.parse(m.data);
      expect(event.sequence).toBe(Number(m.id));
      expect(event.type).toBe(m.event);
    }
    expect(all.slice(0, 4).map((m) => m.event)).toEqual(['order.accepted', 'order.filled', 'position.updated', 'account.updated']);
    // The same log, the same numbers, as ?after= gives.
    const page = await t.http.get(`/v1/accounts/${account.id}/events?after=12&limit=2`).set(auth).expect(200);
    expect(page.body).toEqual({ items: all.slice(12, 14).map((m) => JSON.parse(m.data)), nextSequence: 14 });
  });

  it('needs a key with accounts:read, like every /v1 call', async () => {
    const { auth } = await developerWithKey(t);
    const { body: account } = await t.http.post('/v1/accounts').set(auth).expect(201);
    const res = await fetch(`${baseUrl}/v1/accounts/${account.id}/events/stream`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('AUTH.INVALID_API_KEY');
  });
});
