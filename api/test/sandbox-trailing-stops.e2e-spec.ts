import Decimal from 'decimal.js';
import { pathPrice, searchTrailing, TrailingOrder } from '../src/modules/simulator/engine';
import { trailingLevel } from '../src/modules/simulator/engine/trailing-level';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, freezeClockAt, TradingTestApp } from './utils/trading';

// Tuesday 24 November 2026, 09:00 New York: placed before the open, walked by the sessions' path.
const BEFORE_OPEN = new Date('2026-11-24T14:00:00Z');
const WEEK_LATER = new Date('2026-12-01T21:00:00Z');
const SEED = 42;
const MINUTE = 60_000;

describe('Trailing stops on /v1, triggered by the account’s price path as it moves away and back', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-23T20:00:00Z');
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  /** A summit-ridge account (it takes trailing stops) holding 100 NVDA, its clock frozen before Tuesday's open. */
  async function account(broker = 'summit-ridge'): Promise<string> {
    const { body } = await t.http
      .post('/v1/accounts')
      .set(auth)
      .send({ seed: SEED, broker, positions: [{ symbol: 'NVDA', quantity: 100, averageCost: '150.00' }] })
      .expect(201);
    await freezeClockAt(t, auth, body.id, BEFORE_OPEN);
    return body.id as string;
  }
  const place = (id: string, body: Record<string, unknown>, expected = 201) =>
    t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'NVDA', quantity: 2, timeInForce: 'gtc', type: 'trailing_stop', ...body })
      .expect(expected);
  const setClock = (id: string, to: Date) => t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'set', to: to.toISOString() }).expect(200);
  const order = async (id: string, orderId: string) => (await t.http.get(`/v1/accounts/${id}/orders/${orderId}`).set(auth).expect(200)).body;
  const orderEvents = async (id: string) =>
    (
      (await t.dataSource.query('SELECT type, payload FROM trading_events WHERE account_id = $1 ORDER BY seq', [id])) as { type: string; payload: any }[]
    ).filter((e) => e.type.startsWith('order.'));
  /** What the clock will find: the engine's walk from the mark the order was placed with. */
  const expected = (placed: { side: 'buy' | 'sell'; waterMark: string }, trail: Partial<TrailingOrder>, to = WEEK_LATER) => {
    const walked: TrailingOrder = {
      symbol: 'NVDA',
      side: placed.side,
      trailPrice: null,
      trailPercent: null,
      waterMark: new Decimal(placed.waterMark),
      expiresAt: null,
      ...trail,
    };
    return { walked, found: searchTrailing(walked, BEFORE_OPEN, to, SEED) };
  };

  it('keeps a sell pending while the path rises, carries its high across clock moves, and fills once the price falls back by the trail', async () => {
    const id = await account();
    const placed = (await place(id, { side: 'sell', trailPrice: '3.00' })).body;
    expect(placed).toMatchObject({ type: 'trailing_stop', trailPrice: '3.00', trailPercent: null, status: 'pending', limitPrice: null });
    expect(placed).not.toHaveProperty('stopPrice');
    const { walked, found } = expected(placed, { trailPrice: new Decimal('3.00') });
    const at = found.triggeredAt!;
    expect(at).not.toBeNull();

    // A minute before the trigger: pending, its mark the high so far (stored by this move, read back on the order).
    await setClock(id, new Date(at.getTime() - MINUTE));
    const before = await order(id, placed.id);
    expect(before).toMatchObject({
      status: 'pending',
      waterMark: searchTrailing(walked, BEFORE_OPEN, new Date(at.getTime() - MINUTE), SEED).waterMark.toFixed(2),
    });

    await setClock(id, new Date(at.getTime() + 30 * MINUTE));
    const filled = await order(id, placed.id);
    const price = pathPrice(SEED, 'NVDA', at);
    expect(filled).toMatchObject({ status: 'filled', filledQuantity: 2, averageFillPrice: price.toFixed(2), waterMark: found.waterMark.toFixed(2) });
    // Moved away and back: the high rose above the price placed at, and the fill is at or under the high less the trail.
    expect(found.waterMark.greaterThanOrEqualTo(new Decimal(placed.waterMark))).toBe(true);
    expect(price.lessThanOrEqualTo(found.waterMark.minus(3))).toBe(true);
    expect((await orderEvents(id)).map((e) => [e.type, e.payload.order.waterMark])).toEqual([
      ['order.accepted', placed.waterMark],
      ['order.filled', found.waterMark.toFixed(2)],
    ]);
  });

  it('holds a buy’s buying power at its level as placed, and fills it at or above its low plus the percent', async () => {
    const id = await account();
    const { body: account0 } = await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200);
    const placed = (await place(id, { side: 'buy', trailPercent: '1.5' })).body;
    expect(placed).toMatchObject({ trailPrice: null, trailPercent: '1.50', status: 'pending' });
    const level = trailingLevel({ side: 'buy', trailPrice: null, trailPercent: new Decimal('1.5') }, new Decimal(placed.waterMark));
    const { body: account1 } = await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200);
    expect(new Decimal(account0.buyingPower).minus(account1.buyingPower).toFixed(2)).toBe(level.times(2).toFixed(2));

    const { found } = expected(placed, { trailPercent: new Decimal('1.5') });
    const at = found.triggeredAt!;
    expect(at).not.toBeNull();
    await setClock(id, new Date(at.getTime() + MINUTE));
    const price = pathPrice(SEED, 'NVDA', at);
    expect(await order(id, placed.id)).toMatchObject({ status: 'filled', averageFillPrice: price.toFixed(2) });
    expect(price.greaterThanOrEqualTo(trailingLevel({ side: 'buy', trailPrice: null, trailPercent: new Decimal('1.5') }, found.waterMark))).toBe(true);
  });

  it('is never triggered by the minutes before it was placed, though its account was last processed earlier', async () => {
    const id = await account();
    // A running clock with no working order is not processed as it runs: placed at 16:00, the account was processed up to 15:00.
    await setClock(id, new Date('2026-11-24T15:00:00Z'));
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'resume', speed: 1 }).expect(200);
    t.clock.set('2026-11-23T21:00:00Z');
    const placedAt = new Date('2026-11-24T16:00:00Z');
    const placed = (await place(id, { side: 'sell', trailPercent: '0.2' })).body;
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
    t.clock.set('2026-11-23T20:00:00Z');
    expect(new Date(placed.createdAt)).toEqual(placedAt);
    const walked: TrailingOrder = {
      symbol: 'NVDA',
      side: 'sell',
      trailPrice: null,
      trailPercent: new Decimal('0.2'),
      waterMark: new Decimal(placed.waterMark),
      expiresAt: null,
    };
    // Walked from 15:00 with the mark it was placed with, it would have triggered before it existed.
    expect(searchTrailing(walked, new Date('2026-11-24T15:00:00Z'), placedAt, SEED).triggeredAt).not.toBeNull();
    const at = searchTrailing(walked, placedAt, WEEK_LATER, SEED).triggeredAt!;
    expect(at.getTime()).toBeGreaterThan(placedAt.getTime());
    await setClock(id, new Date(at.getTime() + MINUTE));
    expect(await order(id, placed.id)).toMatchObject({ status: 'filled', averageFillPrice: pathPrice(SEED, 'NVDA', at).toFixed(2) });
  });

  it('keeps one the path never reaches pending with its mark moving, and cancels it like any working order', async () => {
    const id = await account();
    const placed = (await place(id, { side: 'sell', trailPrice: '1000.00' })).body;
    await setClock(id, new Date('2026-11-25T21:00:00Z'));
    const { found } = expected(placed, { trailPrice: new Decimal('1000.00') }, new Date('2026-11-25T21:00:00Z'));
    expect(await order(id, placed.id)).toMatchObject({ status: 'pending', waterMark: found.waterMark.toFixed(2) });
    const { body: canceled } = await t.http.delete(`/v1/accounts/${id}/orders/${placed.id}`).set(auth);
    expect(canceled).toMatchObject({ status: 'canceled', trailPrice: '1000.00' });
  });

  it('expires a day trailing stop the path does not trigger at the close', async () => {
    const id = await account();
    const placed = (await place(id, { side: 'sell', trailPrice: '1000.00', timeInForce: 'day' })).body;
    await setClock(id, new Date('2026-11-24T22:00:00Z'));
    expect((await order(id, placed.id)).status).toBe('expired');
  });

  it('lets a script decide for a scripted trailing stop: fill_after fills it at that moment’s price', async () => {
    const id = await account();
    await setClock(id, new Date('2026-11-24T15:00:00Z'));
    const placed = (await place(id, { side: 'sell', trailPrice: '1000.00', simulate: { outcome: 'fill_after', seconds: 120 } })).body;
    await setClock(id, new Date('2026-11-24T15:02:00Z'));
    const filled = await order(id, placed.id);
    expect(filled).toMatchObject({ status: 'filled', averageFillPrice: pathPrice(SEED, 'NVDA', new Date('2026-11-24T15:02:00Z')).toFixed(2) });
  });

  it('replays a clientOrderId sent again with the same trail, and refuses it with another', async () => {
    const id = await account();
    const body = { side: 'sell', trailPercent: '1.5', clientOrderId: 'trail-1' };
    const first = (await place(id, body)).body;
    expect((await place(id, body, 200)).body.id).toBe(first.id);
    expect((await place(id, { ...body, trailPercent: '2' }, 409)).body).toMatchObject({ code: 'SANDBOX.CLIENT_ORDER_ID_REUSED' });
  });

  it('answers a trailing body without exactly one trail, or a trail on another type, with a 400 naming the field', async () => {
    const id = await account();
    const message = async (body: Record<string, unknown>) => String((await place(id, { side: 'sell', ...body }, 400)).body.message);
    expect(await message({})).toMatch(/trailPrice or trailPercent is required for trailing_stop orders/);
    expect(await message({ trailPrice: '1.00', trailPercent: '1' })).toMatch(/trailPrice and trailPercent cannot both be sent/);
    expect(await message({ type: 'limit', limitPrice: '190.00', trailPrice: '1.00' })).toMatch(/trailPrice must be omitted for limit orders/);
    expect(await message({ type: 'stop', stopPrice: '190.00', trailPercent: '1' })).toMatch(/trailPercent must be omitted for stop orders/);
    expect(await message({ trailPercent: '100' })).toMatch(/trailPercent must be a decimal string below 100/);
    expect(await message({ trailPercent: '0' })).toMatch(/trailPercent must be greater than 0/);
    expect(await message({ trailPrice: '1.005' })).toMatch(/trailPrice must be a decimal string with at most two decimals/);
    expect(await message({ trailPrice: '1.00', stopPrice: '190.00' })).toMatch(/stopPrice must be omitted for trailing_stop orders/);
    expect(await t.dataSource.query('SELECT 1 FROM trading_orders WHERE account_id = $1', [id])).toHaveLength(0);
  });

  it('is refused with 422 ORDER.UNSUPPORTED_BY_BROKER at a broker that does not offer it, before anything is written', async () => {
    const id = await account('harborline');
    const { body } = await place(id, { side: 'sell', trailPrice: '1.00' }, 422);
    expect(body).toMatchObject({ code: 'ORDER.UNSUPPORTED_BY_BROKER' });
    expect(await t.dataSource.query('SELECT 1 FROM trading_orders WHERE account_id = $1', [id])).toHaveLength(0);
  });
});
