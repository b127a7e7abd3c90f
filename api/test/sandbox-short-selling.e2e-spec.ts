import Decimal from 'decimal.js';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

/** Short sales at summit-ridge (issue 32; docs/decisions/short-selling.md), and everywhere else as before. */
describe('Short selling on /v1', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-24T15:00:00Z'); // a Tuesday, 10:00 in New York: the market is open
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  const open = async (broker: string, positions: object[] = []) =>
    (await t.http.post('/v1/accounts').set(auth).send({ broker, positions }).expect(201)).body.id as string;
  const place = (id: string, body: Record<string, unknown>) =>
    t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'sell', type: 'market', quantity: 10, timeInForce: 'day', ...body });
  const account = async (id: string) => (await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200)).body;
  const positions = async (id: string) => (await t.http.get(`/v1/accounts/${id}/positions`).set(auth).expect(200)).body.items as Record<string, unknown>[];
  const orderCount = async (id: string) =>
    (await t.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM trading_orders WHERE account_id = $1', [id]))[0].n;

  it('opens a short: a negative position at the sale price, the proceeds in cash, 150% of it off buying power', async () => {
    const id = await open('summit-ridge');
    const { body } = await place(id, {}).expect(201);
    expect(body).toMatchObject({ status: 'filled', filledQuantity: 10 });
    const price = new Decimal(body.averageFillPrice);
    expect(await positions(id)).toEqual([
      expect.objectContaining({
        symbol: 'AAPL',
        quantity: -10,
        averageCost: price.toFixed(4),
        marketValue: price.times(-10).toFixed(2),
        unrealizedPnl: '0.00',
      }),
    ]);
    expect(await account(id)).toMatchObject({
      cash: price.times(10).plus(100000).toFixed(2),
      equity: '100000.00',
      marketValue: price.times(-10).toFixed(2),
      buyingPower: new Decimal(200000).minus(price.times(15)).toFixed(2),
    });
  });

  it('a buy covers the short: flat again, cash back where it was at an unchanged price', async () => {
    const id = await open('summit-ridge');
    await place(id, {}).expect(201);
    const { body } = await place(id, { side: 'buy' }).expect(201);
    expect(body).toMatchObject({ status: 'filled', filledQuantity: 10 });
    expect(await positions(id)).toEqual([]);
    expect(await account(id)).toMatchObject({ cash: '100000.00', equity: '100000.00', buyingPower: '200000.00' });
  });

  it('sells the long shares and goes short with the rest in one order; a buy beyond the short flips it long', async () => {
    const id = await open('summit-ridge', [{ symbol: 'MSFT', quantity: 5, averageCost: '400.00' }]);
    await place(id, { symbol: 'MSFT', quantity: 15 }).expect(201);
    expect(await positions(id)).toEqual([expect.objectContaining({ symbol: 'MSFT', quantity: -10 })]);
    await place(id, { symbol: 'MSFT', side: 'buy', quantity: 12 }).expect(201);
    expect(await positions(id)).toEqual([expect.objectContaining({ symbol: 'MSFT', quantity: 2 })]);
  });

  it('a resting short-sale limit holds 150% of its limit, and goes short when the price reaches it', async () => {
    const id = await open('summit-ridge');
    const { body } = await place(id, { type: 'limit', limitPrice: '500.00', timeInForce: 'gtc' }).expect(201);
    expect(body).toMatchObject({ status: 'pending' });
    expect((await account(id)).buyingPower).toBe('192500.00');
    await t.http.post(`/v1/accounts/${id}/prices`).set(auth).send({ symbol: 'AAPL', price: '500.00' }).expect(200);
    expect(await positions(id)).toEqual([expect.objectContaining({ symbol: 'AAPL', quantity: -10, averageCost: '500.0000' })]);
    expect(await account(id)).toMatchObject({ cash: '105000.00', equity: '100000.00', buyingPower: '192500.00' });
  });

  it('refuses a short of a hard-to-borrow symbol with a 422 before anything is written, and the preview says the same', async () => {
    const id = await open('summit-ridge', [{ symbol: 'ARKK', quantity: 3, averageCost: '70.00' }]);
    const { body } = await place(id, { symbol: 'ARKK', quantity: 5 }).expect(422);
    expect(body).toMatchObject({
      code: 'ORDER.UNSUPPORTED_BY_BROKER',
      details: { capability: 'shortSelling', broker: 'summit-ridge', rule: 'assets.ARKK.easyToBorrow', brokerCode: 'SR-3002' },
    });
    expect(body.message).toContain('hard to borrow');
    const preview = await t.http
      .post(`/v1/accounts/${id}/orders/preview`)
      .set(auth)
      .send({ symbol: 'ARKK', side: 'sell', type: 'market', quantity: 5, timeInForce: 'day' })
      .expect(200);
    expect(preview.body).toMatchObject({ accepted: false, status: 422, capability: 'shortSelling', rule: 'assets.ARKK.easyToBorrow' });
    expect(await orderCount(id)).toBe(0);
    // The shares held may still be sold.
    await place(id, { symbol: 'ARKK', quantity: 3 }).expect(201);
    expect(await positions(id)).toEqual([]);
  });

  it.each(['northwind', 'harborline', 'meridian'])('%s rejects a sale beyond the shares held as before (INSUFFICIENT_SHARES)', async (broker) => {
    const id = await open(broker);
    const { body } = await place(id, {}).expect(201);
    expect(body).toMatchObject({ status: 'rejected', rejectReason: { code: 'INSUFFICIENT_SHARES', requested: 10, available: 0 } });
    expect(await positions(id)).toEqual([]);
  });

  it('rejects a short whose 150% exceeds buying power, with the figures, and moves no cash or shares', async () => {
    const id = await open('summit-ridge');
    const { body } = await place(id, { quantity: 5000 }).expect(201);
    expect(body).toMatchObject({ status: 'rejected', filledQuantity: 0, rejectReason: { code: 'INSUFFICIENT_BUYING_POWER', available: '200000.00' } });
    expect(Number(body.rejectReason.required)).toBeGreaterThan(200000);
    expect(await positions(id)).toEqual([]);
    expect(await account(id)).toMatchObject({ cash: '100000.00', buyingPower: '200000.00' });
    const [{ n }] = await t.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM trading_fills WHERE account_id = $1', [id]);
    expect(n).toBe(0);
  });

  it.each([
    [{ quantity: -10 }, 'quantity'],
    [{ quantity: 0 }, 'quantity'],
    [{ side: 'short' }, 'side'],
    [{ symbol: 'ZZZZ' }, 'symbol'],
  ])('answers %j with a 400 naming the field', async (body, field) => {
    const id = await open('summit-ridge');
    const res = await place(id, body).expect(400);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(await orderCount(id)).toBe(0);
  });

  it('lists easyToBorrow per asset and shortSelling in summit-ridge’s document only', async () => {
    const assets = (await t.http.get('/v1/assets').set(auth).expect(200)).body.items as { symbol: string; easyToBorrow: boolean }[];
    const flag = Object.fromEntries(assets.map((a) => [a.symbol, a.easyToBorrow]));
    expect(flag).toMatchObject({ AAPL: true, SPY: true, ARKK: false, F: false, INTC: false });
    const brokers = (await t.http.get('/v1/brokers').set(auth).expect(200)).body.items as {
      id: string;
      version: string;
      capabilities: { shortSelling: boolean };
    }[];
    expect(brokers.filter((b) => b.capabilities.shortSelling).map((b) => [b.id, b.version])).toEqual([['summit-ridge', '2026-11-27.3']]);
  });
});
