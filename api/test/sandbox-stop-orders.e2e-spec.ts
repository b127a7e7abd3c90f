import Decimal from 'decimal.js';
import { dueActions, pathPrice } from '../src/modules/simulator/engine';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, freezeClockAt, TradingTestApp } from './utils/trading';

// Tuesday 24 November 2026, 09:00 New York: placed before the open, triggered by the session's path.
const BEFORE_OPEN = new Date('2026-11-24T14:00:00Z');
const OPEN = new Date('2026-11-24T14:30:00Z');
const SEED = 42;

describe('Stop and stop-limit orders on /v1, triggered by the account’s price path', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-23T20:00:00Z');
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  /** A summit-ridge account (it takes stops) holding 100 NVDA, its clock frozen before Tuesday's open. */
  async function account(): Promise<string> {
    const { body } = await t.http
      .post('/v1/accounts')
      .set(auth)
      .send({ seed: SEED, broker: 'summit-ridge', positions: [{ symbol: 'NVDA', quantity: 100, averageCost: '150.00' }] })
      .expect(201);
    await freezeClockAt(t, auth, body.id, BEFORE_OPEN);
    return body.id as string;
  }
  const place = (id: string, body: Record<string, unknown>, expected = 201) =>
    t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'NVDA', quantity: 2, timeInForce: 'gtc', ...body })
      .expect(expected);
  const advance = (id: string, seconds: number) => t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'advance', seconds }).expect(200);
  /** The account's order events, in sequence (it has only the one order). */
  const events = async (id: string) =>
    (
      (await t.dataSource.query('SELECT type, created_at FROM trading_events WHERE account_id = $1 ORDER BY seq', [id])) as { type: string; created_at: Date }[]
    ).filter((e) => e.type.startsWith('order.'));
  /** When the path first reaches the stop between the placing and an hour and a half later (as the clock will find it). */
  const triggerAt = (orderId: string, side: 'buy' | 'sell', stop: string) =>
    dueActions(
      [{ id: orderId, symbol: 'NVDA', side, crossLimit: new Decimal(stop), crossAs: 'stop', expiresAt: null, nextStepAt: null }],
      BEFORE_OPEN,
      new Date(OPEN.getTime() + 60 * 60_000),
      SEED,
    )[0]?.at;

  it('rests a buy stop until the path rises to it, then fills it at that minute’s price, at or above the stop', async () => {
    const id = await account();
    const stop = pathPrice(SEED, 'NVDA', new Date(OPEN.getTime() + 20 * 60_000)).toFixed(2);
    const placed = (await place(id, { side: 'buy', type: 'stop', stopPrice: stop })).body;
    expect(placed).toMatchObject({ type: 'stop', stopPrice: stop, limitPrice: null, status: 'pending' });
    const at = triggerAt(placed.id, 'buy', stop);
    expect(at).toBeDefined();

    await advance(id, 90 * 60);
    const { body: order } = await t.http.get(`/v1/accounts/${id}/orders/${placed.id}`).set(auth).expect(200);
    const price = pathPrice(SEED, 'NVDA', at!).toFixed(2);
    expect(order).toMatchObject({ status: 'filled', filledQuantity: 2, averageFillPrice: price, stopPrice: stop });
    expect(Number(price)).toBeGreaterThanOrEqual(Number(stop));
    expect((await events(id)).map((e) => [e.type, e.created_at.toISOString()])).toEqual([
      ['order.accepted', BEFORE_OPEN.toISOString()],
      ['order.filled', at!.toISOString()],
    ]);
    const { body: fills } = await t.http.get(`/v1/accounts/${id}/fills`).set(auth).expect(200);
    expect(fills.items).toHaveLength(1);
    expect(fills.items[0]).toMatchObject({ orderId: placed.id, quantity: 2, price });
  });

  it('turns a sell stop-limit into a limit at its trigger, filled at the limit once the path reaches it', async () => {
    const id = await account();
    const stop = pathPrice(SEED, 'NVDA', new Date(OPEN.getTime() + 20 * 60_000)).toFixed(2);
    const limit = (Number(stop) - 1).toFixed(2);
    const placed = (await place(id, { side: 'sell', type: 'stop_limit', stopPrice: stop, limitPrice: limit })).body;
    expect(placed).toMatchObject({ type: 'stop_limit', stopPrice: stop, limitPrice: limit, status: 'pending' });
    const at = triggerAt(placed.id, 'sell', stop);
    expect(at).toBeDefined();

    await advance(id, 90 * 60);
    const { body: order } = await t.http.get(`/v1/accounts/${id}/orders/${placed.id}`).set(auth).expect(200);
    expect(order).toMatchObject({ status: 'filled', filledQuantity: 2, averageFillPrice: limit });
    const [{ triggered_at }] = await t.dataSource.query('SELECT triggered_at FROM trading_orders WHERE id = $1', [placed.id]);
    expect((triggered_at as Date).toISOString()).toBe(at!.toISOString());
    // No event of its own for the trigger: accepted, then filled, once each.
    expect((await events(id)).map((e) => e.type)).toEqual(['order.accepted', 'order.filled']);
  });

  it('keeps a triggered stop-limit resting at its limit across clock moves, until the path reaches the limit', async () => {
    const id = await account();
    const stop = pathPrice(SEED, 'NVDA', new Date(OPEN.getTime() + 20 * 60_000)).toFixed(2);
    // A buy stop-limit whose limit sits 3% under its stop: triggered on the way up, filled only on a later dip.
    const limit = (Number(stop) * 0.97).toFixed(2);
    const placed = (await place(id, { side: 'buy', type: 'stop_limit', stopPrice: stop, limitPrice: limit })).body;
    const triggered = triggerAt(placed.id, 'buy', stop)!;
    const asLimit = { id: placed.id, symbol: 'NVDA' as const, side: 'buy' as const, crossLimit: new Decimal(limit), expiresAt: null, nextStepAt: null };
    const [filled] = dueActions([asLimit], new Date(triggered.getTime() - 1), new Date('2027-03-01T00:00:00Z'), SEED);
    expect(filled.at.getTime()).toBeGreaterThan(OPEN.getTime() + 90 * 60_000);

    await advance(id, 90 * 60);
    expect((await t.http.get(`/v1/accounts/${id}/orders/${placed.id}`).set(auth).expect(200)).body.status).toBe('pending');
    const [row] = await t.dataSource.query('SELECT triggered_at FROM trading_orders WHERE id = $1', [placed.id]);
    expect((row.triggered_at as Date).toISOString()).toBe(triggered.toISOString());

    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'set', to: filled.at.toISOString() }).expect(200);
    const { body: order } = await t.http.get(`/v1/accounts/${id}/orders/${placed.id}`).set(auth).expect(200);
    expect(order).toMatchObject({ status: 'filled', averageFillPrice: limit, filledQuantity: 2 });
    expect((await events(id)).map((e) => [e.type, e.created_at.toISOString()])).toEqual([
      ['order.accepted', BEFORE_OPEN.toISOString()],
      ['order.filled', filled.at.toISOString()],
    ]);
  });

  it('lets a script decide for a scripted stop, as for any order: fill_after fills it at that moment’s price', async () => {
    const id = await account();
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'set', to: '2026-11-24T15:00:00Z' }).expect(200);
    const placed = (await place(id, { side: 'sell', type: 'stop', stopPrice: '1.00', simulate: { outcome: 'fill_after', seconds: 120 } })).body;
    expect(placed.status).toBe('pending');
    await advance(id, 120);
    const { body: order } = await t.http.get(`/v1/accounts/${id}/orders/${placed.id}`).set(auth).expect(200);
    expect(order).toMatchObject({ status: 'filled', filledQuantity: 2 });
    expect(order.averageFillPrice).toBe(pathPrice(SEED, 'NVDA', new Date('2026-11-24T15:02:00Z')).toFixed(2));
  });

  it('expires a day stop the path does not reach at the close', async () => {
    const id = await account();
    const placed = (await place(id, { side: 'sell', type: 'stop', stopPrice: '1.00', timeInForce: 'day' })).body;
    await advance(id, 8 * 3600);
    expect((await t.http.get(`/v1/accounts/${id}/orders/${placed.id}`).set(auth).expect(200)).body.status).toBe('expired');
  });

  it('keeps a stop the path does not reach pending, and cancels it like any working order', async () => {
    const id = await account();
    const placed = (await place(id, { side: 'sell', type: 'stop', stopPrice: '1.00' })).body;
    await advance(id, 90 * 60);
    expect((await t.http.get(`/v1/accounts/${id}/orders/${placed.id}`).set(auth).expect(200)).body.status).toBe('pending');
    const canceled = await t.http.delete(`/v1/accounts/${id}/orders/${placed.id}`).set(auth);
    expect(canceled.body.status).toBe('canceled');
  });

  it('answers a stop body with a missing or misplaced price with a 400 naming the field', async () => {
    const id = await account();
    const message = async (body: Record<string, unknown>) => String((await place(id, { side: 'buy', ...body }, 400)).body.message);
    expect(await message({ type: 'stop' })).toMatch(/stopPrice is required for stop and stop_limit orders/);
    expect(await message({ type: 'stop_limit', stopPrice: '190.00' })).toMatch(/limitPrice is required for limit and stop_limit orders/);
    expect(await message({ type: 'limit', limitPrice: '190.00', stopPrice: '190.00' })).toMatch(/stopPrice must be omitted for limit orders/);
    expect(await message({ type: 'stop', stopPrice: '190.00', limitPrice: '190.00' })).toMatch(/limitPrice must be omitted for stop orders/);
    expect(await message({ type: 'stop', stopPrice: '0' })).toMatch(/stopPrice must be greater than 0/);
    expect(await message({ type: 'trailing' })).toMatch(/type must be one of market, limit, stop, stop_limit/i);
  });
});
