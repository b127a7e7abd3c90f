import Decimal from 'decimal.js';
import { dueActions, pathPrice } from '../src/modules/simulator/engine';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, freezeClockAt, TradingTestApp } from './utils/trading';

// Monday 23 November 2026, 16:30 New York: the session has closed, after-hours runs to 20:00 (01:00Z Tuesday).
const AFTER_CLOSE = new Date('2026-11-23T21:30:00Z');
const AFTER_HOURS_END = new Date('2026-11-24T01:00:00Z');
const SEED = 42;
const MINUTE = 60_000;

describe('Extended-hours limit orders on /v1 (northwind): crossed in pre-market and after-hours too', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-23T20:00:00Z');
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  /** An account at the broker, its clock frozen half an hour after Monday's close. */
  async function account(broker = 'northwind'): Promise<string> {
    const { body } = await t.http.post('/v1/accounts').set(auth).send({ seed: SEED, broker }).expect(201);
    await freezeClockAt(t, auth, body.id, AFTER_CLOSE);
    return body.id as string;
  }
  const order = (body: Record<string, unknown>) => ({ symbol: 'NVDA', side: 'buy', type: 'limit', quantity: 2, timeInForce: 'day', ...body });
  const place = (id: string, body: Record<string, unknown>, expected = 201) =>
    t.http.post(`/v1/accounts/${id}/orders`).set(auth).send(order(body)).expect(expected);
  const get = async (id: string, orderId: string) => (await t.http.get(`/v1/accounts/${id}/orders/${orderId}`).set(auth).expect(200)).body;
  const advance = (id: string, seconds: number) => t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'advance', seconds }).expect(200);

  it('fills an extended-hours buy limit when the after-hours path reaches it; the same limit without it waits for the open', async () => {
    const id = await account();
    const limit = pathPrice(SEED, 'NVDA', new Date(AFTER_CLOSE.getTime() + 30 * MINUTE)).toFixed(2);
    const extended = (await place(id, { limitPrice: limit, extendedHours: true })).body;
    const regular = (await place(id, { limitPrice: limit })).body;
    expect(extended).toMatchObject({ status: 'pending', extendedHours: true, limitPrice: limit });
    expect(regular).not.toHaveProperty('extendedHours');
    const [due] = dueActions(
      [{ id: extended.id, symbol: 'NVDA', side: 'buy', crossLimit: new Decimal(limit), expiresAt: AFTER_HOURS_END, extendedHours: true, nextStepAt: null }],
      AFTER_CLOSE,
      AFTER_HOURS_END,
      SEED,
    );
    expect(due.at.getTime()).toBeLessThanOrEqual(AFTER_CLOSE.getTime() + 30 * MINUTE);

    await advance(id, 60 * 60);
    expect(await get(id, extended.id)).toMatchObject({ status: 'filled', filledQuantity: 2, averageFillPrice: limit, extendedHours: true });
    expect(await get(id, regular.id)).toMatchObject({ status: 'pending', filledQuantity: 0 });
    const [filled] = (await t.dataSource.query(`SELECT created_at FROM trading_events WHERE account_id = $1 AND type = 'order.filled'`, [id])) as {
      created_at: Date;
    }[];
    expect(filled.created_at).toEqual(due.at);
  });

  it('keeps an unfilled extended-hours day order until after-hours ends, then expires it', async () => {
    const id = await account();
    const far = new Decimal(pathPrice(SEED, 'NVDA', AFTER_CLOSE)).div(2).toFixed(2);
    const placed = (await place(id, { limitPrice: far, extendedHours: true })).body;
    await advance(id, (AFTER_HOURS_END.getTime() - AFTER_CLOSE.getTime()) / 1000 - 60);
    expect((await get(id, placed.id)).status).toBe('pending');
    await advance(id, 120);
    expect((await get(id, placed.id)).status).toBe('expired');
  });

  it('takes extended hours only on limit day orders, only at northwind: 422 before anything is written, the preview agreeing', async () => {
    const northwind = await account();
    const harborline = await account('harborline');
    const refused = async (id: string, body: Record<string, unknown>) => {
      const [placed, previewed] = [await place(id, body, 422), await t.http.post(`/v1/accounts/${id}/orders/preview`).set(auth).send(order(body)).expect(200)];
      expect(previewed.body).toMatchObject({ accepted: false, status: 422, capability: 'extendedHours', message: placed.body.message });
      return placed.body;
    };
    expect(await refused(northwind, { type: 'market', extendedHours: true })).toMatchObject({
      code: 'ORDER.UNSUPPORTED_BY_BROKER',
      message: 'Northwind Securities takes extended-hours orders only as limit orders with timeInForce day.',
      details: { capability: 'extendedHours', broker: 'northwind', brokerCode: '42210000', brokerMessage: 'extended hours order must be DAY limit orders' },
    });
    expect((await refused(northwind, { limitPrice: '100.00', timeInForce: 'gtc', extendedHours: true })).details.rule).toBe('capabilities.extendedHours');
    expect(await refused(harborline, { limitPrice: '100.00', extendedHours: true })).toMatchObject({
      message: 'Harborline Brokerage does not trade outside regular hours.',
      details: { capability: 'extendedHours', broker: 'harborline', brokerCode: 'INVALID_SESSION' },
    });
    const bad = await place(northwind, { limitPrice: '100.00', extendedHours: 'yes' }, 400);
    expect(bad.body.message).toContain('extendedHours must be true or false');
    for (const id of [northwind, harborline]) expect((await t.http.get(`/v1/accounts/${id}/orders`).set(auth).expect(200)).body.items).toEqual([]);
    // extendedHours false is an ordinary order anywhere.
    expect((await place(harborline, { limitPrice: '100.00', extendedHours: false })).body).not.toHaveProperty('extendedHours');
  });
});
