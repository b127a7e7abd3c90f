import Decimal from 'decimal.js';
import { sandboxPrices } from '../src/modules/simulator/engine';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, freezeClockAt, TradingTestApp } from './utils/trading';

const market = (body: Record<string, unknown>) => ({ symbol: 'AAPL', side: 'buy', type: 'market', timeInForce: 'day', ...body });

/** Issue 32: fractional and notional market day orders at northwind (docs/decisions/fractional-and-notional-orders.md). */
describe('Fractional and notional orders on /v1', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-24T15:00:00Z'); // a Tuesday, 10:00 in New York: the market is open
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  const open = async (broker = 'northwind') => (await t.http.post('/v1/accounts').set(auth).send({ broker, seed: 7 }).expect(201)).body.id as string;
  const place = (id: string, body: object, expected = 201) => t.http.post(`/v1/accounts/${id}/orders`).set(auth).send(body).expect(expected);
  const cash = async (id: string) => new Decimal((await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200)).body.cash);
  const positions = async (id: string) => (await t.http.get(`/v1/accounts/${id}/positions`).set(auth).expect(200)).body.items;
  const count = async (table: string, id: string) =>
    (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table} WHERE account_id = $1`, [id]))[0].n;

  it('buys 1.5 shares, sells 0.5 of them, and refuses selling more than is held', async () => {
    const id = await open();
    const before = await cash(id);
    const bought = (await place(id, market({ quantity: 1.5 }))).body;
    expect(bought).toMatchObject({ status: 'filled', quantity: 1.5, filledQuantity: 1.5 });
    expect(bought).not.toHaveProperty('notional');
    const price = new Decimal(bought.averageFillPrice);
    // The rounding rule: the fill's amount to the cent, half to even.
    expect(before.minus(await cash(id)).toFixed(2)).toBe(price.times(1.5).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2));
    expect(await positions(id)).toMatchObject([{ symbol: 'AAPL', quantity: 1.5 }]);

    const sold = (await place(id, market({ side: 'sell', quantity: 0.5 }))).body;
    expect(sold).toMatchObject({ status: 'filled', quantity: 0.5, filledQuantity: 0.5 });
    expect(await positions(id)).toMatchObject([{ symbol: 'AAPL', quantity: 1 }]);

    const tooMany = (await place(id, market({ side: 'sell', quantity: 1.000000001 }))).body;
    expect(tooMany).toMatchObject({ status: 'rejected', rejectReason: { code: 'INSUFFICIENT_SHARES', requested: 1.000000001, available: 1 } });
    const { body: fills } = await t.http.get(`/v1/accounts/${id}/fills`).set(auth).expect(200);
    expect(fills.items.map((f: { quantity: number }) => f.quantity).sort()).toEqual([0.5, 1.5]);
    // Stored as numeric(18,9), events carry the same numbers.
    const [stored] = await t.dataSource.query<{ quantity: string }[]>('SELECT quantity::text FROM trading_positions WHERE account_id = $1', [id]);
    expect(stored.quantity).toBe('1.000000000');
    const payloads = await t.dataSource.query<{ payload: { order?: { quantity: number } } }[]>(
      `SELECT payload FROM trading_events WHERE account_id = $1 AND type = 'order.filled' ORDER BY seq`,
      [id],
    );
    expect(payloads.map((p) => p.payload.order?.quantity)).toEqual([1.5, 0.5]);
  });

  it('buys $100 of AAPL: the quantity rounded down to 9 places, never more than the amount', async () => {
    const id = await open();
    const before = await cash(id);
    const order = (await place(id, market({ notional: '100', clientOrderId: 'dollars-1' }))).body;
    expect(order).toMatchObject({ status: 'filled', notional: '100.00' });
    const price = new Decimal(order.averageFillPrice);
    const quantity = new Decimal(100).dividedBy(price).toDecimalPlaces(9, Decimal.ROUND_DOWN).toNumber();
    expect(order).toMatchObject({ quantity, filledQuantity: quantity });
    const spent = before.minus(await cash(id));
    expect(spent.lessThanOrEqualTo(100)).toBe(true);
    expect(spent.toFixed(2)).toBe(price.times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2));
    // The same clientOrderId and body is a replay, not a second order.
    expect((await place(id, market({ notional: '100.00', clientOrderId: 'dollars-1' }), 200)).body.id).toBe(order.id);
    await place(id, market({ notional: '101.00', clientOrderId: 'dollars-1' }), 409);
    expect(await count('trading_orders', id)).toBe(1);
  });

  it('sizes a notional order on a closed market at the last price while it waits, and again at the open’s price as it fills', async () => {
    const id = await open();
    const before = await cash(id);
    await freezeClockAt(t, auth, id, '2026-11-25T14:00:00Z'); // 09:00 New York
    const { body: quote } = await t.http.get(`/v1/accounts/${id}/quotes?symbols=AAPL`).set(auth).expect(200);
    const order = (await place(id, market({ notional: '250.00' }))).body;
    const sharesAt = (price: Decimal.Value) => new Decimal(250).dividedBy(price).toDecimalPlaces(9, Decimal.ROUND_DOWN).toNumber();
    expect(order).toMatchObject({ status: 'pending', notional: '250.00', filledQuantity: 0, quantity: sharesAt(quote.items[0].last) });
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'advance', seconds: 3600 }).expect(200);
    const { body: filled } = await t.http.get(`/v1/accounts/${id}/orders/${order.id}`).set(auth).expect(200);
    const quantity = sharesAt(filled.averageFillPrice);
    expect(quantity).not.toBe(order.quantity); // the open's price is not 09:00's
    expect(filled).toMatchObject({ status: 'filled', quantity, filledQuantity: quantity, notional: '250.00' });
    expect(await positions(id)).toMatchObject([{ symbol: 'AAPL', quantity }]);
    const spent = before.minus(await cash(id));
    expect(spent.lessThanOrEqualTo(250)).toBe(true);
    expect(spent.toFixed(2)).toBe(new Decimal(filled.averageFillPrice).times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2));
  });

  it('sells no more than it holds when a waiting notional sell is sized again at a lower open', async () => {
    const [nineAm, open] = [new Date('2026-11-25T14:00:00Z'), new Date('2026-11-25T14:30:00Z')];
    // A seed whose AAPL opens below its 09:00 price, so the same dollars ask for more shares at the open.
    const seed = Array.from({ length: 200 }, (_, i) => i + 1).find((s) => sandboxPrices(s, open).AAPL.lessThan(sandboxPrices(s, nineAm).AAPL))!;
    const { body: account } = await t.http
      .post('/v1/accounts')
      .set(auth)
      .send({ seed, positions: [{ symbol: 'AAPL', quantity: 1, averageCost: '100.00' }] })
      .expect(201);
    const id = account.id as string;
    await freezeClockAt(t, auth, id, nineAm);
    const { body: quote } = await t.http.get(`/v1/accounts/${id}/quotes?symbols=AAPL`).set(auth).expect(200);
    const order = (await place(id, market({ side: 'sell', notional: quote.items[0].last }))).body;
    expect(order).toMatchObject({ status: 'pending', quantity: 1 });
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'advance', seconds: 3600 }).expect(200);
    const { body: filled } = await t.http.get(`/v1/accounts/${id}/orders/${order.id}`).set(auth).expect(200);
    expect(new Decimal(filled.averageFillPrice).lessThan(quote.items[0].last)).toBe(true);
    expect(filled).toMatchObject({ status: 'filled', quantity: 1, filledQuantity: 1 });
    expect(await positions(id)).toEqual([]);
  });

  it('keeps a whole-share order’s shape: the same numbers, no notional', async () => {
    const id = await open();
    const order = (await place(id, market({ quantity: 2 }))).body;
    expect(order).toMatchObject({ quantity: 2, filledQuantity: 2 });
    expect(Object.keys(order)).not.toContain('notional');
    const [event] = await t.dataSource.query<{ payload: string }[]>(
      `SELECT payload::text FROM trading_events WHERE account_id = $1 AND type = 'order.filled'`,
      [id],
    );
    expect(event.payload).toContain('"quantity":2,');
    expect(event.payload).not.toContain('notional');
  });

  describe('refusals: 422 before anything is written, the preview says the same', () => {
    it.each([
      ['harborline', market({ quantity: 0.5 }), 'fractional', 'capabilities.fractional'],
      ['meridian', market({ notional: '50.00' }), 'notional', 'capabilities.notional'],
      ['summit-ridge', market({ quantity: 0.25 }), 'fractional', 'capabilities.fractional'],
      ['northwind', market({ quantity: 0.5, type: 'limit', limitPrice: '1.00' }), 'fractional', 'capabilities.fractional'],
      ['northwind', market({ notional: '50.00', timeInForce: 'gtc' }), 'notional', 'capabilities.notional'],
      ['northwind', market({ quantity: 0.5, symbol: 'T' }), 'fractional', 'assets.T.fractionable'],
      ['northwind', market({ notional: '50.00', symbol: 'ARKK' }), 'notional', 'assets.ARKK.fractionable'],
    ])('%s: %j', async (broker, body, capability, rule) => {
      const id = await open(broker);
      const res = await t.http.post(`/v1/accounts/${id}/orders`).set(auth).set('Idempotency-Key', `frac-${Math.random()}`).send(body).expect(422);
      expect(res.body).toMatchObject({ code: 'ORDER.UNSUPPORTED_BY_BROKER', details: { capability, broker, rule, brokerCode: expect.stringMatching(/\S/) } });
      expect(res.body.message).toMatch(/fraction|notional/);
      const { body: preview } = await t.http.post(`/v1/accounts/${id}/orders/preview`).set(auth).send(body).expect(200);
      expect(preview).toMatchObject({ accepted: false, status: 422, capability, rule, message: res.body.message });
      for (const table of ['trading_orders', 'trading_fills', 'trading_events']) expect([table, await count(table, id)]).toEqual([table, 0]);
      const [{ n }] = await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key LIKE 'frac-%'`);
      expect(n).toBe(0);
    });

    it('the preview takes a fractional market day order at northwind', async () => {
      const id = await open();
      const { body } = await t.http
        .post(`/v1/accounts/${id}/orders/preview`)
        .set(auth)
        .send(market({ quantity: 0.5 }))
        .expect(200);
      expect(body).toMatchObject({ accepted: true, broker: 'northwind' });
    });
  });

  describe('bad bodies: 400 naming the field, nothing written', () => {
    it.each([
      ['both quantity and notional', market({ quantity: 1, notional: '10.00' }), 'notional'],
      ['neither quantity nor notional', market({}), 'quantity'],
      ['10 decimal places', market({ quantity: 0.0000000001 }), 'quantity'],
      ['a quantity of 0', market({ quantity: 0 }), 'quantity'],
      ['a quantity as a string', market({ quantity: '1.5' }), 'quantity'],
      ['notional as a number', market({ notional: 10 }), 'notional'],
      ['notional with three decimals', market({ notional: '10.005' }), 'notional'],
      ['notional under a dollar', market({ notional: '0.50' }), 'notional'],
    ])('%s', async (_name, body, field) => {
      const id = await open();
      const res = await place(id, body, 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body)).toContain(field);
      expect(await count('trading_orders', id)).toBe(0);
    });
  });
});
