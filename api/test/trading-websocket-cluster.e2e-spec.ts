import type { AddressInfo } from 'node:net';
import { io, Socket } from 'socket.io-client';
import { AccountEventAnnouncer } from '../src/modules/simulator/stream/account-event-announcer.service';
import { SWEEP_MS } from '../src/modules/simulator/stream/account-event-relay.service';
import { eventually } from './utils/eventually';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

interface Envelope {
  seq: number;
  type: string;
  data: { order?: { id: string; status: string } };
}

async function listen(t: TradingTestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

async function connect(url: string, cookie: string): Promise<{ socket: Socket; received: Envelope[] }> {
  const received: Envelope[] = [];
  const socket = io(`${url}/trading`, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  socket.on('account.events', (events: Envelope[]) => received.push(...events));
  await new Promise((resolve, reject) => {
    socket.once('trading.ready', resolve);
    socket.once('trading.error', reject);
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

describe('Trading stream across two API instances', () => {
  let a: TradingTestApp;
  let b: TradingTestApp;
  let urlOfA: string;
  let urlOfB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTradingTestApp();
    // A second instance over the same database, as behind a load balancer.
    b = await createTradingTestApp({ databaseUrl: a.databaseUrl });
    urlOfA = await listen(a);
    urlOfB = await listen(b);
    await a.setPrices({ AAPL: '150.00' });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await b?.close();
    await a?.close();
  });

  it('delivers events committed on one instance, in order and once, to sockets on both', async () => {
    const opened = await a.http.post('/api/trading/account').expect(201);
    const cookie = (opened.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const onB = await connect(urlOfB, cookie);
    const onA = await connect(urlOfA, cookie);
    sockets.push(onA.socket, onB.socket);

    const orders: string[] = [];
    for (const quantity of [1, 2, 3]) {
      const res = await a.http
        .post('/api/trading/orders')
        .set('Cookie', cookie)
        .send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity, timeInForce: 'day' })
        .expect(201);
      orders.push(res.body.id as string);
    }

    await eventually(async () => {
      for (const { received } of [onA, onB]) {
        expect(received.filter((e) => e.type === 'order.filled').map((e) => e.data.order?.id)).toEqual(orders);
      }
    });
    const seqsOnB = onB.received.map((e) => e.seq);
    expect(seqsOnB).toEqual(onA.received.map((e) => e.seq));
    expect(seqsOnB).toEqual(Array.from({ length: seqsOnB.length }, (_, i) => i + 1));
  });

  it('delivers events whose notice never went out (their instance died first) within a sweep', async () => {
    const opened = await a.http.post('/api/trading/account').expect(201);
    const cookie = (opened.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const onB = await connect(urlOfB, cookie);
    sockets.push(onB.socket);

    // A commits the order and fills it, and announces nothing, as if it died right after the commit.
    const silenced = jest.spyOn(a.app.get(AccountEventAnnouncer), 'onAccountEvents').mockImplementation(() => undefined);
    let orderId: string;
    try {
      const res = await a.http
        .post('/api/trading/orders')
        .set('Cookie', cookie)
        .send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day' })
        .expect(201);
      orderId = res.body.id as string;
    } finally {
      silenced.mockRestore();
    }

    const started = Date.now();
    await eventually(async () => {
      expect(onB.received.filter((e) => e.type === 'order.filled').map((e) => e.data.order?.id)).toEqual([orderId]);
    }, SWEEP_MS * 5);
    expect(Date.now() - started).toBeLessThan(SWEEP_MS * 3);
    const seqs = onB.received.map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });
});
