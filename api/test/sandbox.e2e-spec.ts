import { pathPrice } from '../src/modules/simulator/engine';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

describe('the developer sandbox over /v1', () => {
  let t: TradingTestApp;

  beforeAll(async () => {
    t = await createTradingTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' } });
    await t.setPrices({ AAPL: '200.00', MSFT: '400.00' });
  });
  afterAll(() => t.close());

  it('opens an account, fills a market order, rests and cancels a limit order, and reads it all back', async () => {
    const { auth } = await developerWithKey(t);
    const created = await t.http.post('/v1/accounts').set(auth).send({ label: 'bot' }).expect(201);
    expect(created.headers['x-request-id']).toBeTruthy();
    expect(created.headers['x-ratelimit-limit']).toBe('600');
    expect(created.body).toMatchObject({ label: 'bot', cash: '100000.00', equity: '100000.00', buyingPower: '200000.00', marginUsed: '0.00', seed: null });
    const id = created.body.id as string;
    // A sandbox account trades on its own market: set this minute's prices there.
    for (const [symbol, price] of [
      ['AAPL', '200.00'],
      ['MSFT', '400.00'],
    ]) {
      await t.http.post(`/v1/accounts/${id}/prices`).set(auth).send({ symbol, price }).expect(200);
    }

    const market = await t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 10, timeInForce: 'day' })
      .expect(201);
    expect(market.body).toMatchObject({ status: 'filled', filledQuantity: 10, averageFillPrice: '200.00', limitPrice: null, rejectReason: null });

    const limit = await t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'MSFT', side: 'buy', type: 'limit', quantity: 1, limitPrice: '350.00', timeInForce: 'gtc', clientOrderId: 'c-1' })
      .expect(201);
    expect(limit.body).toMatchObject({ status: 'pending', timeInForce: 'gtc', limitPrice: '350.00', clientOrderId: 'c-1' });
    const canceled = await t.http.delete(`/v1/accounts/${id}/orders/${limit.body.id}`).set(auth).expect(200);
    expect(canceled.body.status).toBe('canceled');

    const ioc = await t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'MSFT', side: 'buy', type: 'limit', quantity: 1, limitPrice: '390.00', timeInForce: 'ioc' })
      .expect(201);
    expect(ioc.body).toMatchObject({ status: 'canceled', filledQuantity: 0 });

    const rejected = await t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'sell', type: 'market', quantity: 11, timeInForce: 'day' })
      .expect(201);
    expect(rejected.body.rejectReason).toMatchObject({ code: 'INSUFFICIENT_SHARES', requested: 11, available: 10 });

    const positions = await t.http.get(`/v1/accounts/${id}/positions`).set(auth).expect(200);
    expect(positions.body.items).toEqual([
      { symbol: 'AAPL', quantity: 10, averageCost: '200.0000', marketPrice: '200.00', marketValue: '2000.00', unrealizedPnl: '0.00' },
    ]);
    const fills = await t.http.get(`/v1/accounts/${id}/fills`).set(auth).expect(200);
    expect(fills.body).toMatchObject({ items: [{ orderId: market.body.id, price: '200.00', quantity: 10 }], nextCursor: null });
    const account = await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200);
    expect(account.body).toMatchObject({ cash: '98000.00', marketValue: '2000.00', equity: '100000.00' });

    const page1 = await t.http.get(`/v1/accounts/${id}/orders?limit=2`).set(auth).expect(200);
    expect(page1.body.items.map((o: { id: string }) => o.id)).toEqual([rejected.body.id, ioc.body.id]);
    const page2 = await t.http.get(`/v1/accounts/${id}/orders?limit=2&after=${page1.body.nextCursor}`).set(auth).expect(200);
    expect(page2.body).toEqual({ items: [expect.objectContaining({ id: limit.body.id }), expect.objectContaining({ id: market.body.id })], nextCursor: null });
    const pending = await t.http.get(`/v1/accounts/${id}/orders?status=canceled`).set(auth).expect(200);
    expect(pending.body.items.map((o: { id: string }) => o.id)).toEqual([ioc.body.id, limit.body.id]);

    const events = await t.http.get(`/v1/accounts/${id}/events?after=0`).set(auth).expect(200);
    expect(events.body.items.map((e: { type: string }) => e.type).slice(0, 5)).toEqual([
      'order.accepted',
      'order.filled',
      'position.updated',
      'account.updated',
      'order.accepted',
    ]);
    expect(events.body.items.map((e: { sequence: number }) => e.sequence)).toEqual(events.body.items.map((_: unknown, i: number) => i + 1));
  });

  it('resets an account to its opening cash and positions, and deletes it', async () => {
    const { auth } = await developerWithKey(t);
    const { body } = await t.http
      .post('/v1/accounts')
      .set(auth)
      .send({ cash: '5000.50', positions: [{ symbol: 'AAPL', quantity: 5, averageCost: '150.00' }], seed: 7 })
      .expect(201);
    // Priced on the path of seed 7 at the account's time (the test clock's).
    const aapl = pathPrice(7, 'AAPL', t.clock.now());
    expect(body).toMatchObject({ cash: '5000.50', marketValue: aapl.times(5).toFixed(2), seed: 7 });
    await t.http
      .post(`/v1/accounts/${body.id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'sell', type: 'market', quantity: 5, timeInForce: 'day' })
      .expect(201);
    expect((await t.http.get(`/v1/accounts/${body.id}`).set(auth)).body.cash).toBe(aapl.times(5).plus('5000.50').toFixed(2));
    const reset = await t.http.post(`/v1/accounts/${body.id}/reset`).set(auth).expect(200);
    expect(reset.body).toMatchObject({ cash: '5000.50', marketValue: aapl.times(5).toFixed(2) });
    expect((await t.http.get(`/v1/accounts/${body.id}/orders`).set(auth)).body.items).toEqual([]);
    expect((await t.http.get(`/v1/accounts/${body.id}/fills`).set(auth)).body.items).toEqual([]);
    await t.http.delete(`/v1/accounts/${body.id}`).set(auth).expect(204);
    await t.http.get(`/v1/accounts/${body.id}`).set(auth).expect(404);
    for (const table of ['trading_orders', 'trading_fills', 'trading_positions', 'trading_events']) {
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE account_id = $1`, [body.id]);
      expect([table, n]).toEqual([table, 0]);
    }
  });

  it('answers another developer’s account as if it did not exist', async () => {
    const owner = await developerWithKey(t);
    const stranger = await developerWithKey(t);
    const { body } = await t.http.post('/v1/accounts').set(owner.auth).expect(201);
    for (const [method, path] of [
      ['get', `/v1/accounts/${body.id}`],
      ['get', `/v1/accounts/${body.id}/orders`],
      ['get', `/v1/accounts/${body.id}/events`],
      ['post', `/v1/accounts/${body.id}/reset`],
      ['delete', `/v1/accounts/${body.id}`],
    ] as const) {
      const res = await t.http[method](path).set(stranger.auth);
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'SANDBOX.ACCOUNT_NOT_FOUND']);
    }
    const order = await t.http
      .post(`/v1/accounts/${body.id}/orders`)
      .set(stranger.auth)
      .send({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' });
    expect(order.status).toBe(404);
    expect((await t.http.get('/v1/accounts').set(stranger.auth)).body.items).toEqual([]);
  });

  it('refuses a clientOrderId reused with another body, and replays it with the same body', async () => {
    const { auth } = await developerWithKey(t);
    const { body } = await t.http.post('/v1/accounts').set(auth).expect(201);
    const order = { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: '100.00', timeInForce: 'day', clientOrderId: 'same' };
    const first = await t.http.post(`/v1/accounts/${body.id}/orders`).set(auth).send(order).expect(201);
    const again = await t.http.post(`/v1/accounts/${body.id}/orders`).set(auth).send(order).expect(200);
    expect(again.body.id).toBe(first.body.id);
    const other = await t.http
      .post(`/v1/accounts/${body.id}/orders`)
      .set(auth)
      .send({ ...order, quantity: 2 })
      .expect(409);
    expect(other.body).toMatchObject({ code: 'SANDBOX.CLIENT_ORDER_ID_REUSED', details: { orderId: first.body.id } });
  });

  it('keeps to 100 accounts per developer', async () => {
    const { auth, agent } = await developerWithKey(t);
    const [{ id: userId }] = await t.dataSource.query(`SELECT id FROM users ORDER BY id DESC LIMIT 1`);
    await t.dataSource.query(
      `INSERT INTO demo_accounts (cash, owner_user_id, opening) SELECT 1, $1, '{"cash":"1.00","positions":[]}' FROM generate_series(1, 99)`,
      [userId],
    );
    await t.http.post('/v1/accounts').set(auth).expect(201);
    const refused = await t.http.post('/v1/accounts').set(auth).expect(409);
    expect(refused.body.code).toBe('DEVELOPER.ACCOUNT_QUOTA');
    expect((await agent.get('/api/developer/accounts?limit=100')).body.items).toHaveLength(100);
  });

  it('shows a day order still pending at the close as expired, with an order.expired event', async () => {
    const { auth } = await developerWithKey(t);
    const { body: account } = await t.http.post('/v1/accounts').set(auth).expect(201);
    const day = await t.http
      .post(`/v1/accounts/${account.id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: '10.00', timeInForce: 'day' })
      .expect(201);
    const gtc = await t.http
      .post(`/v1/accounts/${account.id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: '10.00', timeInForce: 'gtc' })
      .expect(201);
    // The test clock stands at 2025-07-15 14:00 UTC; that day's close is 20:00 UTC. A sandbox
    // order expires by its account's clock: move it past the close.
    await t.http.post(`/v1/accounts/${account.id}/clock`).set(auth).send({ action: 'set', to: '2025-07-16T00:00:00Z' }).expect(200);
    expect((await t.http.get(`/v1/accounts/${account.id}/orders/${day.body.id}`).set(auth)).body.status).toBe('expired');
    expect((await t.http.get(`/v1/accounts/${account.id}/orders/${gtc.body.id}`).set(auth)).body.status).toBe('pending');
    const expired = await t.http.get(`/v1/accounts/${account.id}/orders?status=expired`).set(auth).expect(200);
    expect(expired.body.items.map((o: { id: string }) => o.id)).toEqual([day.body.id]);
    const events = (await t.http.get(`/v1/accounts/${account.id}/events`).set(auth)).body.items;
    expect(events.filter((e: { type: string }) => e.type === 'order.expired').map((e: { data: { order: { id: string } } }) => e.data.order.id)).toEqual([
      day.body.id,
    ]);
  });

  it('gives the console the same accounts, orders and events with the session, and nothing without it', async () => {
    const { agent, auth } = await developerWithKey(t);
    await t.http.get('/api/developer/accounts').expect(401);
    const created = await agent.post('/api/developer/accounts').send({ label: 'from the console' }).expect(201);
    expect((await t.http.get(`/v1/accounts/${created.body.id}`).set(auth).expect(200)).body).toEqual({
      ...created.body,
      now: expect.any(String),
      balancesAsOf: expect.any(String),
    });
    await t.http
      .post(`/v1/accounts/${created.body.id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' })
      .expect(201);
    const orders = await agent.get(`/api/developer/accounts/${created.body.id}/orders`).expect(200);
    expect(orders.body.items).toHaveLength(1);
    const events = await agent.get(`/api/developer/accounts/${created.body.id}/events?after=2`).expect(200);
    expect(events.body.items[0].sequence).toBe(3);
    await agent.post(`/api/developer/accounts/${created.body.id}/reset`).expect(200);
    await agent.delete(`/api/developer/accounts/${created.body.id}`).expect(204);
    await agent.get(`/api/developer/accounts/${created.body.id}/orders`).expect(404);
  });

  it('answers an unknown /v1 path with the JSON 404, never the web client', async () => {
    const res = await t.http.get('/v1/nothing-here').set('Accept', 'text/html').expect(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
