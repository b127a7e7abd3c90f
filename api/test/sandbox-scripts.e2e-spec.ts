import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

// Monday 23 November 2026, 10:00 New York: the market is open.
const REAL_NOW = '2026-11-23T15:00:00Z';

describe('Scripted broker outcomes (simulate) and partial fills over /v1', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set(REAL_NOW);
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  /** A sandbox account on a frozen clock with AAPL at 200.00 for the current minute. */
  async function account(): Promise<string> {
    const id = (await t.http.post('/v1/accounts').set(auth).send({ seed: 11 }).expect(201)).body.id as string;
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
    await t.http.post(`/v1/accounts/${id}/prices`).set(auth).send({ symbol: 'AAPL', price: '200.00' }).expect(200);
    return id;
  }
  const place = async (id: string, body: Record<string, unknown>, expected = 201) =>
    (
      await t.http
        .post(`/v1/accounts/${id}/orders`)
        .set(auth)
        .send({ symbol: 'AAPL', side: 'buy', timeInForce: 'day', ...body })
        .expect(expected)
    ).body;
  const advance = (id: string, seconds: number) => t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'advance', seconds }).expect(200);
  const get = async (id: string, orderId: string) => (await t.http.get(`/v1/accounts/${id}/orders/${orderId}`).set(auth).expect(200)).body;
  /** The account's events after `after`, as `type` (and when it happened). */
  async function eventsAfter(id: string, after: number): Promise<{ type: string; occurredAt: string; data: any; sequence: number }[]> {
    return (await t.http.get(`/v1/accounts/${id}/events?after=${after}`).set(auth).expect(200)).body.items;
  }
  const lastSequence = async (id: string) => (await t.http.get(`/v1/accounts/${id}/events`).set(auth).expect(200)).body.nextSequence as number;

  it('partial_fill: 30% at once, 70% an interval later; status, filledQuantity and averageFillPrice follow', async () => {
    const id = await account();
    const start = await lastSequence(id);
    const order = await place(id, {
      type: 'limit',
      quantity: 10,
      limitPrice: '250.00',
      simulate: { outcome: 'partial_fill', fillRatios: [0.3, 0.7], intervalSeconds: 90 },
    });
    expect(order).toMatchObject({ status: 'partially_filled', filledQuantity: 3, averageFillPrice: '250.00' });
    const placed = await eventsAfter(id, start);
    expect(placed.map((e) => e.type)).toEqual(['order.accepted', 'order.partially_filled', 'position.updated', 'account.updated']);
    expect(placed[1].data.fill).toMatchObject({ quantity: 3, price: '250.00' });
    await advance(id, 89);
    expect(await get(id, order.id)).toMatchObject({ status: 'partially_filled', filledQuantity: 3 });
    const mid = await lastSequence(id);
    await advance(id, 1);
    expect(await get(id, order.id)).toMatchObject({ status: 'filled', filledQuantity: 10, averageFillPrice: '250.00' });
    const rest = await eventsAfter(id, mid);
    expect(rest.map((e) => e.type)).toEqual(['order.filled', 'position.updated', 'account.updated']);
    expect(rest[0].occurredAt).toBe('2026-11-23T15:01:30.000Z');
    expect(rest[0].data.fill).toMatchObject({ quantity: 7, price: '250.00' });
    const positions = (await t.http.get(`/v1/accounts/${id}/positions`).set(auth).expect(200)).body.items;
    expect(positions).toMatchObject([{ symbol: 'AAPL', quantity: 10, averageCost: '250.0000' }]);
  });

  it('reserves buying power for the unfilled rest only, and a cancel of a partially filled order cancels the rest', async () => {
    const id = await account();
    const order = await place(id, { type: 'limit', quantity: 10, limitPrice: '250.00', simulate: { outcome: 'partial_fill', fillRatios: [0.5] } });
    expect(order).toMatchObject({ status: 'partially_filled', filledQuantity: 5 });
    // cash 98,750 + 5 x 200 = equity 99,750; BP = 2 x 99,750 - 1,000 - 5 x 250 reserved.
    expect((await t.http.get(`/v1/accounts/${id}`).set(auth)).body).toMatchObject({ cash: '98750.00', equity: '99750.00', buyingPower: '197250.00' });
    const before = await lastSequence(id);
    const canceled = (await t.http.delete(`/v1/accounts/${id}/orders/${order.id}`).set(auth).expect(200)).body;
    expect(canceled).toMatchObject({ status: 'canceled', filledQuantity: 5, averageFillPrice: '250.00' });
    expect((await eventsAfter(id, before)).map((e) => e.type)).toEqual(['order.canceled', 'account.updated']);
    expect((await t.http.get(`/v1/accounts/${id}`).set(auth)).body).toMatchObject({ cash: '98750.00', buyingPower: '198500.00' });
    await t.http.delete(`/v1/accounts/${id}/orders/${order.id}`).set(auth).expect(409);
  });

  it('reject: any documented reason, with the figures behind it, and only order.rejected', async () => {
    const id = await account();
    const start = await lastSequence(id);
    const order = await place(id, { side: 'sell', type: 'market', quantity: 4, simulate: { outcome: 'reject', reason: 'INSUFFICIENT_SHARES' } });
    expect(order).toMatchObject({ status: 'rejected', rejectReason: { code: 'INSUFFICIENT_SHARES', requested: 4, available: 0 } });
    const bp = await place(id, { type: 'market', quantity: 2, simulate: { outcome: 'reject' } });
    // The figures are the account's, but the script decided: the message says so.
    expect(bp.rejectReason).toEqual({
      code: 'INSUFFICIENT_BUYING_POWER',
      message: 'Rejected as scripted: simulate asked for INSUFFICIENT_BUYING_POWER',
      required: '400.00',
      available: '200000.00',
      scriptedBy: 'simulate',
    });
    const events = await eventsAfter(id, start);
    expect(events.map((e) => e.type)).toEqual(['order.rejected', 'order.rejected']);
    expect(events[1].data.order.rejectReason).toEqual(bp.rejectReason);
  });

  it('rest: a market order stays pending until it expires at the close', async () => {
    const id = await account();
    const start = await lastSequence(id);
    const order = await place(id, { type: 'market', quantity: 1, simulate: { outcome: 'rest' } });
    expect(order).toMatchObject({ status: 'pending', filledQuantity: 0 });
    await advance(id, 3 * 3600);
    expect(await get(id, order.id)).toMatchObject({ status: 'pending' });
    await advance(id, 3 * 3600);
    expect(await get(id, order.id)).toMatchObject({ status: 'expired' });
    const events = await eventsAfter(id, start);
    expect(events.map((e) => e.type)).toEqual(['order.accepted', 'account.updated', 'order.expired', 'account.updated']);
    expect(events[2].occurredAt).toBe('2026-11-23T21:00:00.000Z');
  });

  it('fill_after: fills after its seconds of clock time, at its limit', async () => {
    const id = await account();
    const start = await lastSequence(id);
    const order = await place(id, { type: 'limit', quantity: 2, limitPrice: '100.00', simulate: { outcome: 'fill_after', seconds: 300 } });
    await advance(id, 299);
    expect(await get(id, order.id)).toMatchObject({ status: 'pending' });
    await advance(id, 1);
    expect(await get(id, order.id)).toMatchObject({ status: 'filled', filledQuantity: 2, averageFillPrice: '100.00' });
    const events = await eventsAfter(id, start);
    expect(events.map((e) => e.type)).toEqual(['order.accepted', 'account.updated', 'order.filled', 'position.updated', 'account.updated']);
    expect(events[2].occurredAt).toBe('2026-11-23T15:05:00.000Z');
  });

  it('cancel_by_broker: at once, or after its seconds', async () => {
    const id = await account();
    const start = await lastSequence(id);
    const now = await place(id, { type: 'limit', quantity: 1, limitPrice: '100.00', simulate: { outcome: 'cancel_by_broker' } });
    expect(now).toMatchObject({ status: 'canceled' });
    expect((await eventsAfter(id, start)).map((e) => e.type)).toEqual(['order.accepted', 'order.canceled']);
    const later = await place(id, { type: 'limit', quantity: 1, limitPrice: '100.00', simulate: { outcome: 'cancel_by_broker', seconds: 30 } });
    expect(later.status).toBe('pending');
    const mid = await lastSequence(id);
    await advance(id, 30);
    expect(await get(id, later.id)).toMatchObject({ status: 'canceled' });
    expect((await eventsAfter(id, mid)).map((e) => e.type)).toEqual(['order.canceled', 'account.updated']);
  });

  it('answers a bad script with a 400 naming the field', async () => {
    const id = await account();
    const message = async (simulate: unknown) => (await place(id, { type: 'market', quantity: 1, simulate }, 400)).message as string;
    expect(await message({ outcome: 'explode' })).toMatch(/simulate\.outcome must be one of/i);
    expect(await message({ outcome: 'partial_fill' })).toMatch(/simulate\.fillRatios is required/i);
    expect(await message({ outcome: 'partial_fill', fillRatios: [0.6, 0.6] })).toMatch(/add up to at most 1/i);
    expect(await message({ outcome: 'fill_after' })).toMatch(/simulate\.seconds is required/i);
    expect(await message({ outcome: 'reject', reason: 'BECAUSE' })).toMatch(/simulate\.reason must be one of/i);
    expect(await message('reject')).toMatch(/simulate must be an object/i);
  });
});
