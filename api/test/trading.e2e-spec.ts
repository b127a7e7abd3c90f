import { eventually } from './utils/eventually';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

describe('Trading API', () => {
  let t: TradingTestApp;

  beforeAll(async () => {
    t = await createTradingTestApp();
    await t.setPrices({ AAPL: '150.00', MSFT: '400.00', TSLA: '250.00' });
  });
  afterAll(() => t.close());

  it('opens a $100,000 account when the visitor starts the demo, and keeps it', async () => {
    const visitor = t.agent();
    const first = await visitor.post('/api/trading/account').expect(201);
    expect(first.body).toMatchObject({ balance: 100000, buyingPower: 200000, equity: 100000, marginUsed: 0 });
    expect(first.headers['set-cookie']).toBeDefined();
    expect((await visitor.post('/api/trading/account').expect(200)).body.id).toBe(first.body.id);
    const again = await visitor.get('/api/trading/account').expect(200);
    expect(again.body.id).toBe(first.body.id);
    const [row] = await t.dataSource.query('SELECT cash, created_at FROM demo_accounts WHERE id = $1', [first.body.id]);
    expect(row.cash).toBe('100000.00');
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('fills a market buy at once, then shows the position, the trade and the new balance', async () => {
    const visitor = await t.visitor();
    const order = await visitor
      .post('/api/trading/orders')
      .send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 10, timeInForce: 'day' })
      .expect(201);
    expect(order.body).toMatchObject({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 10, status: 'filled', filledPrice: 150, price: null });

    await t.setPrices({ AAPL: '155.00' });
    const positions = await visitor.get('/api/trading/positions').expect(200);
    expect(positions.body).toEqual([
      expect.objectContaining({ symbol: 'AAPL', quantity: 10, averageCost: 150, currentPrice: 155, marketValue: 1550, unrealizedPnl: 50 }),
    ]);
    const account = await visitor.get('/api/trading/account').expect(200);
    expect(account.body).toMatchObject({ balance: 98500, equity: 100050, buyingPower: 198550, marginUsed: 0 });
    const trades = await visitor.get('/api/trading/trades').expect(200);
    expect(trades.body).toEqual([expect.objectContaining({ orderId: order.body.id, symbol: 'AAPL', quantity: 10, price: 150 })]);

    const sale = await visitor
      .post('/api/trading/orders')
      .send({ symbol: 'AAPL', side: 'sell', orderType: 'market', quantity: 4, timeInForce: 'day' })
      .expect(201);
    expect(sale.body.status).toBe('filled');
    const after = await visitor.get('/api/trading/account').expect(200);
    expect(after.body).toMatchObject({ balance: 99120, realizedPnl: 20 });
  });

  it('keeps a limit buy pending, reserves buying power, and fills it at the limit when the price falls', async () => {
    const visitor = await t.visitor();
    const order = await visitor
      .post('/api/trading/orders')
      .send({ symbol: 'MSFT', side: 'buy', orderType: 'limit', quantity: 10, price: 390.5, timeInForce: 'day' })
      .expect(201);
    expect(order.body).toMatchObject({ status: 'pending', price: 390.5 });
    expect((await visitor.get('/api/trading/account')).body.buyingPower).toBe(196095);

    await t.setPrices({ MSFT: '391.00' });
    expect((await visitor.get('/api/trading/orders')).body[0].status).toBe('pending');
    await t.setPrices({ MSFT: '389.00' });
    const [filled] = (await visitor.get('/api/trading/orders')).body;
    expect(filled).toMatchObject({ id: order.body.id, status: 'filled', filledPrice: 390.5 });
    expect((await visitor.get('/api/trading/account')).body.balance).toBe(96095);
  });

  it('fills the limits one tick crosses across accounts, each account’s in one change: its fills, then its position and account once', async () => {
    await t.setPrices({ MSFT: '391.00' });
    const visitors = await Promise.all(Array.from({ length: 6 }, () => t.visitor()));
    const accounts: string[] = [];
    for (const visitor of visitors) {
      accounts.push((await visitor.get('/api/trading/account').expect(200)).body.id);
      for (let i = 0; i < 3; i++) {
        await visitor
          .post('/api/trading/orders')
          .send({ symbol: 'MSFT', side: 'buy', orderType: 'limit', quantity: 1, price: 390.5, timeInForce: 'day' })
          .expect(201);
      }
    }
    await t.setPrices({ MSFT: '389.00' });
    for (const account of accounts) {
      // The tick's change is the account's last: five events.
      const events: { type: string }[] = await t.dataSource.query('SELECT type FROM trading_events WHERE account_id = $1 ORDER BY seq DESC LIMIT 5', [account]);
      events.reverse();
      expect(events.map((e) => e.type)).toEqual(['order.filled', 'order.filled', 'order.filled', 'position.updated', 'account.updated']);
    }
  });

  it('rejects orders beyond the rules as stored orders (201) with a machine-readable reason', async () => {
    const visitor = await t.visitor();
    const tooBig = await visitor
      .post('/api/trading/orders')
      .send({ symbol: 'TSLA', side: 'buy', orderType: 'market', quantity: 1000, timeInForce: 'day' })
      .expect(201);
    expect(tooBig.body).toMatchObject({
      status: 'rejected',
      reason: 'INSUFFICIENT_BUYING_POWER',
      reasonDetails: { required: '250000.00', available: '200000.00' },
    });
    const naked = await visitor
      .post('/api/trading/orders')
      .send({ symbol: 'TSLA', side: 'sell', orderType: 'market', quantity: 1, timeInForce: 'day' })
      .expect(201);
    expect(naked.body).toMatchObject({ status: 'rejected', reason: 'INSUFFICIENT_SHARES', reasonDetails: { requested: 1, available: 0 } });
    expect((await visitor.get('/api/trading/account')).body.balance).toBe(100000);
  });

  it.each([
    [{ symbol: 'IBM', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day' }, 'symbol'],
    [{ symbol: 'AAPL', side: 'hold', orderType: 'market', quantity: 1, timeInForce: 'day' }, 'side'],
    [{ symbol: 'AAPL', side: 'buy', orderType: 'stop', quantity: 1, timeInForce: 'day' }, 'orderType'],
    [{ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 0, timeInForce: 'day' }, 'quantity'],
    [{ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1.5, timeInForce: 'day' }, 'quantity'],
    [{ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1_000_001, timeInForce: 'day' }, 'quantity'],
    [{ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, timeInForce: 'day' }, 'price'],
    [{ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, price: 0, timeInForce: 'day' }, 'price'],
    [{ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, price: 10.123, timeInForce: 'day' }, 'price'],
    [{ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, price: 10, timeInForce: 'day' }, 'price'],
    [{ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'gtc' }, 'timeInForce'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const res = await (await t.visitor()).post('/api/trading/orders').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('names each bad field of an order once, in words the demo can show as they are', async () => {
    const res = await (
      await t.visitor()
    )
      .post('/api/trading/orders')
      .send({ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 0, timeInForce: 'day' })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'quantity', messages: ['Quantity must be at least 1'] },
      { field: 'price', messages: ['Price is required for limit orders'] },
    ]);
    expect(res.body.message).toBe('Quantity must be at least 1; Price is required for limit orders');
  });

  it('cancels a pending order once: 409 afterwards, 404 for another visitor, 400 for a malformed id', async () => {
    const owner = await t.visitor();
    const order = await owner
      .post('/api/trading/orders')
      .send({ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, price: 1, timeInForce: 'day' })
      .expect(201);
    await (await t.visitor()).delete(`/api/trading/orders/${order.body.id}`).expect(404);
    const canceled = await owner.delete(`/api/trading/orders/${order.body.id}`).expect(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', reason: 'CANCELED_BY_USER' });
    const again = await owner.delete(`/api/trading/orders/${order.body.id}`).expect(409);
    expect(again.body).toMatchObject({ code: 'TRADING.ORDER_NOT_CANCELABLE', details: { status: 'canceled' } });
    await owner.delete('/api/trading/orders/not-a-uuid').expect(400);
  });

  it('expires pending day orders at 16:00 New York time with EXPIRED_AT_CLOSE', async () => {
    const visitor = await t.visitor();
    t.clock.set('2025-07-15T19:59:00Z'); // 15:59 EDT
    const order = await visitor
      .post('/api/trading/orders')
      .send({ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, price: 2, timeInForce: 'day' })
      .expect(201);
    expect(order.body.expiresAt).toBe('2025-07-15T20:00:00.000Z');
    await t.expiry.expireDue(new Date('2025-07-15T19:59:59Z'));
    expect((await visitor.get('/api/trading/orders')).body[0].status).toBe('pending');
    await t.expiry.expireDue(new Date('2025-07-15T20:00:00Z'));
    expect((await visitor.get('/api/trading/orders')).body[0]).toMatchObject({ status: 'canceled', reason: 'EXPIRED_AT_CLOSE' });
  });

  it('returns the original order (200) when a clientOrderId is sent again', async () => {
    const visitor = await t.visitor();
    const body = { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 2, timeInForce: 'day', clientOrderId: 'replay-1' };
    const first = await visitor.post('/api/trading/orders').send(body).expect(201);
    const second = await visitor.post('/api/trading/orders').send(body).expect(200);
    expect(second.body.id).toBe(first.body.id);
    expect((await visitor.get('/api/trading/orders')).body).toHaveLength(1);
    // Another visitor may use the same id for their own order.
    await (await t.visitor()).post('/api/trading/orders').send(body).expect(201);
  });

  it('creates nothing for calls without a demo account: 404, no session, no account', async () => {
    const accounts = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM demo_accounts'))[0].n);
    const sessions = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM sessions'))[0].n);
    const [accountsBefore, sessionsBefore] = [await accounts(), await sessions()];
    for (const path of ['/api/trading/account', '/api/trading/positions', '/api/trading/orders', '/api/trading/trades', '/api/trading/logs']) {
      const res = await t.http.get(path).expect(404);
      expect(res.body).toMatchObject({ code: 'TRADING.NO_ACCOUNT' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await t.http.post('/api/trading/orders').send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day' }).expect(404);
    expect([await accounts(), await sessions()]).toEqual([accountsBefore, sessionsBefore]);
  });

  it('logs every trading call of the account newest first, but not the log polling itself', async () => {
    const visitor = t.agent();
    await visitor.post('/api/trading/account').expect(201);
    await visitor.post('/api/trading/orders').send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day' }).expect(201);
    await visitor.post('/api/trading/orders').send({ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, timeInForce: 'day' }).expect(400);
    const logs = await eventually(async () => {
      const res = await visitor.get('/api/trading/logs').expect(200).expect('Content-Type', 'application/json; charset=utf-8');
      expect(res.body).toHaveLength(3);
      return res.body;
    });
    expect(logs.map((l: { method: string; endpoint: string; status: number }) => [l.method, l.endpoint, l.status])).toEqual([
      ['POST', '/api/trading/orders', 400],
      ['POST', '/api/trading/orders', 201],
      ['POST', '/api/trading/account', 201],
    ]);
    expect(logs[0]).toEqual({
      id: expect.any(Number),
      method: 'POST',
      endpoint: '/api/trading/orders',
      status: 400,
      duration: expect.any(Number),
      timestamp: expect.any(String),
    });
  });

  it('sends X-RateLimit-Limit/Remaining/Reset on trading calls, and forbids caching', async () => {
    const res = await (await t.visitor()).get('/api/trading/account').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-ratelimit-limit']).toBe('600');
    expect(Number(res.headers['x-ratelimit-remaining'])).toBeLessThan(600);
    expect(res.headers['x-ratelimit-reset']).toBeDefined();
    expect(Object.keys(res.headers).filter((h) => h.endsWith('-trading'))).toEqual([]);
  });
});
