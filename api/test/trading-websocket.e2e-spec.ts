import type { AddressInfo } from 'node:net';
import { io, Socket } from 'socket.io-client';
import { AccountStreams } from '../src/modules/simulator/stream/account-streams';
import { eventually } from './utils/eventually';
import { createTestApp } from './utils/test-app';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

interface Envelope {
  seq: number;
  type: string;
  data: { order?: { id: string; status: string } };
}

const limitBuy = (price: number) => ({ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, price, timeInForce: 'day' });

describe('Trading streaming API and persistence', () => {
  let t: TradingTestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTradingTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    await t.setPrices({ AAPL: '150.00' });
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
  afterAll(() => t.close());

  async function visitorCookie(): Promise<string> {
    const res = await t.http.post('/api/trading/account').expect(201);
    return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  }

  /** Connects as the cookie's visitor and collects account events (and the messages they came in) until told otherwise. */
  async function connect(cookie: string | undefined, lastSeq?: number, origin?: string) {
    const received: Envelope[] = [];
    const messages: Envelope[][] = [];
    const socket = io(`${baseUrl}/trading`, {
      transports: ['websocket'],
      extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
      auth: lastSeq === undefined ? {} : { lastSeq },
      reconnection: false,
    });
    sockets.push(socket);
    socket.on('account.events', (events: Envelope[]) => {
      messages.push(events);
      received.push(...events);
    });
    const ready = await new Promise<{ lastSeq: number }>((resolve, reject) => {
      socket.once('trading.ready', resolve);
      socket.once('trading.error', reject);
      socket.once('connect_error', reject);
    });
    return { socket, received, messages, ready };
  }

  it('refuses a socket without a demo account in its session', async () => {
    await expect(connect(undefined)).rejects.toMatchObject({ code: 'TRADING.NO_ACCOUNT' });
  });

  it('refuses a socket opened from a foreign page, as the HTTP API does, and accepts our own', async () => {
    const cookie = await visitorCookie();
    await expect(connect(cookie, undefined, 'https://evil.example')).rejects.toMatchObject({
      message: expect.stringMatching(/websocket error|Origin not allowed/),
    });
    await expect(connect(cookie, undefined, baseUrl)).resolves.toMatchObject({ ready: { lastSeq: expect.any(Number) } });
  });

  it('pushes the fill to the session within 200 ms of the price crossing the limit, one message per change, and to no one else', async () => {
    const cookie = await visitorCookie();
    const other = await connect(await visitorCookie());
    const { received, messages } = await connect(cookie);
    const order = await t.http.post('/api/trading/orders').set('Cookie', cookie).send(limitBuy(140)).expect(201);

    const filled = new Promise<number>((resolve) => {
      const check = () => (received.some((e) => e.type === 'order.filled' && e.data.order?.id === order.body.id) ? resolve(Date.now()) : setTimeout(check, 2));
      check();
    });
    const crossedAt = Date.now();
    await t.setPrices({ AAPL: '139.50' });
    expect((await filled) - crossedAt).toBeLessThan(200);
    expect(received.map((e) => e.type)).toEqual(['order.accepted', 'account.updated', 'order.filled', 'position.updated', 'account.updated']);
    expect(received.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(messages.map((m) => m.map((e) => e.type))).toEqual([
      ['order.accepted', 'account.updated'],
      ['order.filled', 'position.updated', 'account.updated'],
    ]);
    expect(other.received).toEqual([]);
  });

  it('replays the events a reconnecting client missed, in order, after its last sequence number, in one message', async () => {
    const cookie = await visitorCookie();
    const first = await connect(cookie);
    await t.http.post('/api/trading/orders').set('Cookie', cookie).send(limitBuy(100)).expect(201);
    await new Promise((r) => setTimeout(r, 100));
    const lastSeen = first.received.at(-1)!.seq;
    first.socket.disconnect();

    const missed = await t.http.post('/api/trading/orders').set('Cookie', cookie).send(limitBuy(101)).expect(201);
    await t.http.delete(`/api/trading/orders/${missed.body.id}`).set('Cookie', cookie).expect(200);

    const again = await connect(cookie, lastSeen);
    expect(again.received.map((e) => e.seq)).toEqual([lastSeen + 1, lastSeen + 2, lastSeen + 3, lastSeen + 4]);
    expect(again.received.map((e) => e.type)).toEqual(['order.accepted', 'account.updated', 'order.canceled', 'account.updated']);
    expect(again.messages).toHaveLength(1);
    expect(again.ready.lastSeq).toBe(lastSeen + 4);
  });

  it('sends events in order, with no gap and no repeat, when a change overtakes the one before it (as one relayed from another instance can)', async () => {
    const cookie = await visitorCookie();
    const { received } = await connect(cookie);
    await t.http.post('/api/trading/orders').set('Cookie', cookie).send(limitBuy(100)).expect(201);
    await eventually(async () => expect(received.map((e) => e.seq)).toEqual([1, 2]));
    const { id: accountId } = (await t.http.get('/api/trading/account').set('Cookie', cookie).expect(200)).body;
    // Two changes committed on other instances: 5-6 is announced here before 3-4 is.
    await t.dataSource.query(
      `INSERT INTO trading_events (account_id, seq, type, payload) SELECT $1, s, 'account.updated', '{}' FROM generate_series(3, 6) AS s`,
      [accountId],
    );
    const event = (seq: number) => ({ accountId, seq, type: 'account.updated' as const, data: {}, createdAt: new Date().toISOString() });
    t.app.get(AccountStreams).push([event(5), event(6)]);
    t.app.get(AccountStreams).push([event(3), event(4)]);
    await eventually(async () => expect(received.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]));
    await new Promise((r) => setTimeout(r, 100));
    expect(received.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the account, its orders and its position across an API restart', async () => {
    const cookie = await visitorCookie();
    await t.http
      .post('/api/trading/orders')
      .set('Cookie', cookie)
      .send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 3, timeInForce: 'day' })
      .expect(201);
    const before = (await t.http.get('/api/trading/account').set('Cookie', cookie).expect(200)).body;
    await t.close();

    const restarted = await createTestApp({ databaseUrl: t.databaseUrl, env: { TRADING_PRICE_TICK_MS: '0' } });
    try {
      const after = (await restarted.http.get('/api/trading/account').set('Cookie', cookie).expect(200)).body;
      expect(after).toEqual(before);
      const positions = (await restarted.http.get('/api/trading/positions').set('Cookie', cookie).expect(200)).body;
      // The last simulated prices are stored too, so valuations carry on where they stopped.
      expect(positions).toEqual([expect.objectContaining({ symbol: 'AAPL', quantity: 3, currentPrice: 139.5, averageCost: 139.5 })]);
    } finally {
      await restarted.close();
      t = await createTradingTestApp({ databaseUrl: t.databaseUrl }); // for afterAll
    }
  });
});
