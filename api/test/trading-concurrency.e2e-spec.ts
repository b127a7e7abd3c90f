import { createTradingTestApp, TradingTestApp } from './utils/trading';

const marketBuy = (quantity: number) => ({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity, timeInForce: 'day' });

describe('Trading under concurrent requests', () => {
  let t: TradingTestApp;

  beforeAll(async () => {
    t = await createTradingTestApp();
    await t.setPrices({ AAPL: '150.00' });
  });
  afterAll(() => t.close());

  it('accepts only the market buys that fit when fifty arrive at once, and never borrows past the margin limit', async () => {
    const visitor = await t.visitor();
    const { body: account } = await visitor.get('/api/trading/account').expect(200);
    // Each buy costs $15,000 against $200,000 of buying power: 13 fit.
    const results = await Promise.all(Array.from({ length: 50 }, () => visitor.post('/api/trading/orders').send(marketBuy(100))));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const statuses = results.map((r) => r.body.status);
    expect(statuses.filter((s) => s === 'filled')).toHaveLength(13);
    expect(statuses.filter((s) => s === 'rejected')).toHaveLength(37);

    const [row] = await t.dataSource.query('SELECT cash FROM demo_accounts WHERE id = $1', [account.id]);
    expect(row.cash).toBe('-95000.00');
    const after = (await visitor.get('/api/trading/account').expect(200)).body;
    expect(after.balance).toBeGreaterThanOrEqual(-after.equity);
    expect(after.buyingPower).toBeGreaterThanOrEqual(0);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM trading_fills WHERE account_id = $1', [account.id]);
    expect(count).toBe(13);
    // One event sequence per account, without gaps, however the requests interleaved.
    const seqs = await t.dataSource.query('SELECT seq::int FROM trading_events WHERE account_id = $1 ORDER BY seq', [account.id]);
    expect(seqs.map((r: { seq: number }) => r.seq)).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    const [{ event_seq }] = await t.dataSource.query('SELECT event_seq::int FROM demo_accounts WHERE id = $1', [account.id]);
    expect(event_seq).toBe(seqs.length);
  });

  it('creates one order when the same clientOrderId arrives five times at once', async () => {
    const visitor = await t.visitor();
    await visitor.get('/api/trading/account').expect(200);
    const body = { ...marketBuy(1), clientOrderId: 'burst-1' };
    const results = await Promise.all(Array.from({ length: 5 }, () => visitor.post('/api/trading/orders').send(body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM trading_orders WHERE client_order_id = 'burst-1'`);
    expect(n).toBe(1);
  });

  it('lets exactly one of two concurrent cancels succeed', async () => {
    const visitor = await t.visitor();
    const order = await visitor
      .post('/api/trading/orders')
      .send({ ...marketBuy(1), orderType: 'limit', price: 100 })
      .expect(201);
    const outcomes = await Promise.all([visitor.delete(`/api/trading/orders/${order.body.id}`), visitor.delete(`/api/trading/orders/${order.body.id}`)]);
    expect(outcomes.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = await t.dataSource.query(`SELECT count(*)::int AS n FROM trading_events WHERE type = 'order.canceled' AND payload->'order'->>'id' = $1`, [
      order.body.id,
    ]);
    expect(events[0].n).toBe(1);
  });

  it('gives a cancel racing a fill exactly one outcome', async () => {
    const seen = new Set<number>();
    for (let round = 0; round < 8; round += 1) {
      await t.setPrices({ AAPL: '150.00' });
      const visitor = await t.visitor();
      const order = await visitor
        .post('/api/trading/orders')
        .send({ ...marketBuy(1), orderType: 'limit', price: 140 })
        .expect(201);
      // Giving one side or the other a head start of a few ms lets each win in some rounds.
      const after = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const [cancelDelay, priceDelay] = round % 2 ? [round, 0] : [0, round];
      const [cancel] = await Promise.all([
        after(cancelDelay).then(() => visitor.delete(`/api/trading/orders/${order.body.id}`)),
        after(priceDelay).then(() => t.setPrices({ AAPL: '139.00' })),
      ]);
      seen.add(cancel.status);
      const [stored] = await t.dataSource.query('SELECT status FROM trading_orders WHERE id = $1', [order.body.id]);
      const [{ fills }] = await t.dataSource.query('SELECT count(*)::int AS fills FROM trading_fills WHERE order_id = $1', [order.body.id]);
      if (cancel.status === 200) {
        expect([stored.status, fills]).toEqual(['canceled', 0]);
      } else {
        expect(cancel.status).toBe(409);
        expect([stored.status, fills]).toEqual(['filled', 1]);
      }
      const { body: account } = await visitor.get('/api/trading/account').expect(200);
      expect(account.balance).toBe(fills ? 99860 : 100000);
      // Filled at the 140 limit, marked at 139: equity 99,999, buying power 2 x 99,999 - 139.
      expect(account.buyingPower).toBe(fills ? 199859 : 200000);
    }
    expect([...seen].every((s) => s === 200 || s === 409)).toBe(true);
  });
});

describe('Orders of many accounts at once, on a pool that makes them queue', () => {
  let t: TradingTestApp;

  beforeAll(async () => {
    // Two connections: the ledger's one-statement changes get one of them, so those that come meanwhile queue and share commits.
    t = await createTradingTestApp({ env: { DATABASE_POOL_SIZE: '2' } });
    await t.setPrices({ AAPL: '150.00' });
  });
  afterAll(() => t.close());

  it('fills every order once, keeps each account whole, and commits orders of several accounts together', async () => {
    const visitors = await Promise.all(Array.from({ length: 20 }, () => t.visitor()));
    const ids: string[] = await Promise.all(visitors.map(async (v) => (await v.get('/api/trading/account').expect(200)).body.id));
    // The first order of an account reads it under its lock; the next ones go on this instance's snapshot, the group-committed way.
    await Promise.all(visitors.map((v) => v.post('/api/trading/orders').send(marketBuy(1)).expect(201)));
    const results = await Promise.all(visitors.flatMap((v) => Array.from({ length: 3 }, () => v.post('/api/trading/orders').send(marketBuy(1)))));
    expect(results.map((r) => [r.status, r.body.status]).filter(([s, status]) => s !== 201 || status !== 'filled')).toEqual([]);

    const accounts = await t.dataSource.query(
      `SELECT a.id, a.cash::text, a.event_seq::int, (SELECT count(*)::int FROM trading_fills f WHERE f.account_id = a.id) AS fills,
         (SELECT count(*)::int FROM trading_events e WHERE e.account_id = a.id) AS events
       FROM demo_accounts a WHERE a.id = ANY($1) ORDER BY a.id`,
      [ids],
    );
    expect(accounts.map((a: { cash: string; fills: number }) => [a.cash, a.fills])).toEqual(ids.map(() => ['99400.00', 4]));
    expect(accounts.every((a: { event_seq: number; events: number }) => a.events === a.event_seq)).toBe(true);
    // Rows written by one transaction share its xmin: some transaction wrote orders of several accounts.
    const [{ shared }] = await t.dataSource.query(
      `SELECT count(*)::int AS shared FROM (SELECT xmin::text FROM trading_orders WHERE account_id = ANY($1) GROUP BY 1 HAVING count(DISTINCT account_id) > 1) g`,
      [ids],
    );
    expect(shared).toBeGreaterThan(0);
  });
});
