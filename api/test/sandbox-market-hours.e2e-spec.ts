import { pathPrice } from '../src/modules/simulator/engine';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

// Thanksgiving 2026, 10:00 New York: the market is closed all day; it opens Friday at 09:30.
const THANKSGIVING = '2026-11-26T15:00:00Z';
const FRIDAY_OPEN = '2026-11-27T14:30:00.000Z';
const MARKET_BUY = { symbol: 'MSFT', side: 'buy', type: 'market', quantity: 2, timeInForce: 'day' };

describe('Sandbox orders on a closed market (the account’s clock outside a session)', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  const open = async (seed: number) => (await t.http.post('/v1/accounts').set(auth).send({ seed }).expect(201)).body.id as string;
  const place = async (id: string, body: Record<string, unknown>) => (await t.http.post(`/v1/accounts/${id}/orders`).set(auth).send(body).expect(201)).body;
  const orderOf = async (id: string, orderId: string) => (await t.http.get(`/v1/accounts/${id}/orders/${orderId}`).set(auth).expect(200)).body;
  const eventsOf = async (id: string) =>
    (await t.http.get(`/v1/accounts/${id}/events`).set(auth).expect(200)).body.items as { type: string; occurredAt: string }[];

  beforeAll(async () => {
    t = await createTradingTestApp();
    ({ auth } = await developerWithKey(t));
  });
  beforeEach(() => t.clock.set(THANKSGIVING));
  afterAll(() => t.close());

  it('accepts a market order pending, holding its buying power, and fills it at the next open at the open’s price as the clock advances', async () => {
    const id = await open(31);
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
    const before = (await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200)).body;
    const placed = await place(id, MARKET_BUY);
    expect(placed).toMatchObject({ status: 'pending', filledQuantity: 0, averageFillPrice: null });
    const after = (await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200)).body;
    expect(Number(after.buyingPower)).toBeLessThan(Number(before.buyingPower));
    expect(after.cash).toBe(before.cash);

    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'set', to: '2026-11-27T14:29:00Z' }).expect(200);
    expect((await orderOf(id, placed.id)).status).toBe('pending');
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'advance', seconds: 120 }).expect(200);
    const openPrice = pathPrice(31, 'MSFT', new Date(FRIDAY_OPEN)).toFixed(2);
    expect(await orderOf(id, placed.id)).toMatchObject({ status: 'filled', filledQuantity: 2, averageFillPrice: openPrice });
    expect((await eventsOf(id)).find((e) => e.type === 'order.filled')!.occurredAt).toBe(FRIDAY_OPEN);
  });

  it('fills it at the open in real time too, on a running clock (04:45 New York on a trading day)', async () => {
    t.clock.set('2026-11-30T09:45:00Z');
    const id = await open(32);
    const placed = await place(id, MARKET_BUY);
    expect(placed.status).toBe('pending');
    t.clock.set('2026-11-30T14:31:00Z');
    const opening = pathPrice(32, 'MSFT', new Date('2026-11-30T14:30:00Z')).toFixed(2);
    expect(await orderOf(id, placed.id)).toMatchObject({ status: 'filled', averageFillPrice: opening });
  });

  it('moves the price on a set price but fills nothing until the open', async () => {
    const id = await open(33);
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
    const limit = await place(id, { symbol: 'AAPL', side: 'buy', type: 'limit', limitPrice: '150.00', quantity: 1, timeInForce: 'gtc' });
    const set = await t.http.post(`/v1/accounts/${id}/prices`).set(auth).send({ symbol: 'AAPL', price: '140.00' }).expect(200);
    expect(set.body).toEqual({ symbol: 'AAPL', price: '140.00', at: '2026-11-26T15:00:00.000Z', filled: 0 });
    expect((await orderOf(id, limit.id)).status).toBe('pending');
    await place(id, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' });
    const positions = (await t.http.get(`/v1/accounts/${id}/positions`).set(auth).expect(200)).body.items;
    expect(positions).toEqual([]);
  });

  it('cancels an immediate-or-cancel order, which has nothing to fill against', async () => {
    const id = await open(34);
    const ioc = await place(id, { ...MARKET_BUY, timeInForce: 'ioc' });
    expect(ioc).toMatchObject({ status: 'canceled', filledQuantity: 0 });
  });

  it('leaves the demo’s always-open market alone: a demo market order fills at once on a holiday', async () => {
    const visitor = await t.visitor();
    const res = await visitor
      .post('/api/trading/orders')
      .send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day' })
      .expect(201);
    expect(res.body.status).toBe('filled');
  });
});
