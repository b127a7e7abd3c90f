import { dueActions, pathPrice } from '../src/modules/simulator/engine';
import { WebhooksService } from '../src/modules/webhooks/webhooks.service';
import { WebhookReceiver } from './support/webhook-receiver';
import { eventually } from './utils/eventually';
import { createKey, developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';
import { MarketClockJob as MarketClockJobToken } from '../src/modules/simulator/jobs/market-clock.job';

// Monday 23 November 2026, 15:00 New York (EST, UTC-5): the real time of these tests.
const REAL_NOW = '2026-11-23T20:00:00Z';

describe('Sandbox clock and prices (/v1/accounts/{id}/clock, /prices)', () => {
  let t: TradingTestApp;
  let dev: { auth: { Authorization: string }; openAccount(seed?: number): Promise<string> };

  /** A developer with a key, opening sandbox accounts through POST /v1/accounts. */
  async function developer(scopes?: string[]) {
    const d = await developerWithKey(t, scopes);
    const openAccount = async (seed?: number) =>
      (
        await t.http
          .post('/v1/accounts')
          .set(d.auth)
          .send(seed === undefined ? {} : { seed })
          .expect(201)
      ).body.id as string;
    return { auth: d.auth, openAccount };
  }
  /** POST /v1/accounts/{id}/orders; the answer's body. */
  async function place(id: string, body: Record<string, unknown>) {
    return (
      await t.http
        .post(`/v1/accounts/${id}/orders`)
        .set(dev.auth)
        .send({ timeInForce: 'day', quantity: 1, ...body })
        .expect(201)
    ).body;
  }

  beforeAll(async () => {
    t = await createTradingTestApp();
    dev = await developer();
  });
  beforeEach(() => t.clock.set(REAL_NOW));
  afterAll(() => t.close());

  const clock = (id: string, body: Record<string, unknown>, expected = 200) =>
    t.http.post(`/v1/accounts/${id}/clock`).set(dev.auth).send(body).expect(expected);
  const events = async (id: string) =>
    (await t.dataSource.query('SELECT seq, type, payload, created_at FROM trading_events WHERE account_id = $1 ORDER BY seq', [id])) as {
      seq: string;
      type: string;
      payload: Record<string, unknown>;
      created_at: Date;
    }[];
  const order = async (id: string, orderId: string) =>
    (await t.dataSource.query('SELECT status, reason, filled_price::text, expires_at, created_at FROM trading_orders WHERE id = $1', [orderId]))[0];

  it('reads real time until controlled, with the market hours', async () => {
    const id = await dev.openAccount();
    const res = await t.http.get(`/v1/accounts/${id}/clock`).set(dev.auth).expect(200);
    expect(res.body).toEqual({
      now: '2026-11-23T20:00:00.000Z',
      isOpen: true,
      nextOpen: '2026-11-24T14:30:00.000Z',
      nextClose: '2026-11-23T21:00:00.000Z',
      frozen: false,
      speed: 1,
    });
  });

  it('expires a pending day order at 16:00 New York when a frozen clock is advanced 2 minutes past 15:59', async () => {
    const id = await dev.openAccount();
    await clock(id, { action: 'freeze' });
    await clock(id, { action: 'set', to: '2026-11-23T20:59:00Z' });
    const placed = await place(id, { symbol: 'AAPL', side: 'buy', type: 'limit', limitPrice: '1.00' });
    expect(placed).toMatchObject({ status: 'pending', createdAt: '2026-11-23T20:59:00.000Z' });
    expect((await order(id, placed.id)).expires_at.toISOString()).toBe('2026-11-23T21:00:00.000Z');
    t.clock.set('2026-11-23T20:30:00Z'); // real time passing does not move a frozen clock
    const res = await clock(id, { action: 'advance', seconds: 120 });
    expect(res.body).toMatchObject({ now: '2026-11-23T21:01:00.000Z', isOpen: false, nextOpen: '2026-11-24T14:30:00.000Z', frozen: true });
    expect((await t.http.get(`/v1/accounts/${id}/orders/${placed.id}`).set(dev.auth).expect(200)).body.status).toBe('expired');
    const feed = (await t.http.get(`/v1/accounts/${id}/events`).set(dev.auth).expect(200)).body.items as { type: string; occurredAt: string; data: any }[];
    const expired = feed.find((e) => e.type === 'order.expired')!;
    expect(expired.occurredAt).toBe('2026-11-23T21:00:00.000Z');
    expect(expired.data.order).toMatchObject({ id: placed.id, status: 'expired' });
    expect((await order(id, placed.id)).reason).toBe('EXPIRED_AT_CLOSE');
  });

  it('refuses to move backwards with a 409, by set or by negative seconds', async () => {
    const id = await dev.openAccount();
    await clock(id, { action: 'freeze' });
    const res = await clock(id, { action: 'set', to: '2026-11-23T19:00:00Z' }, 409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'SANDBOX.CLOCK_BACKWARDS', details: { now: '2026-11-23T20:00:00.000Z' } });
    await clock(id, { action: 'advance', seconds: -1 }, 409);
    expect((await t.http.get(`/v1/accounts/${id}/clock`).set(dev.auth)).body.now).toBe('2026-11-23T20:00:00.000Z');
  });

  it('knows Thanksgiving, the early close after it and the weekend: a day order placed then lives to 13:00', async () => {
    const id = await dev.openAccount();
    await clock(id, { action: 'freeze' });
    // Wednesday 25 November after the close: Thursday is a holiday, Friday closes at 13:00.
    const wed = await clock(id, { action: 'set', to: '2026-11-25T21:30:00Z' });
    expect(wed.body).toMatchObject({ isOpen: false, nextOpen: '2026-11-27T14:30:00.000Z', nextClose: '2026-11-27T18:00:00.000Z' });
    await clock(id, { action: 'set', to: '2026-11-27T15:00:00Z' });
    const placed = await place(id, { symbol: 'MSFT', side: 'buy', type: 'limit', limitPrice: '1.00' });
    expect((await order(id, placed.id)).expires_at.toISOString()).toBe('2026-11-27T18:00:00.000Z');
    const sat = await clock(id, { action: 'advance', seconds: 86_400 });
    expect(sat.body).toMatchObject({ now: '2026-11-28T15:00:00.000Z', isOpen: false, nextOpen: '2026-11-30T14:30:00.000Z' });
    expect(await order(id, placed.id)).toMatchObject({ status: 'expired' });
    expect((await events(id)).find((e) => e.type === 'order.expired')!.created_at.toISOString()).toBe('2026-11-27T18:00:00.000Z');
  });

  it('fills a resting limit at the first open minute the seeded path crosses it, stamped with that minute', async () => {
    const id = await dev.openAccount(42);
    await clock(id, { action: 'freeze' });
    const open = new Date('2026-11-24T14:30:00Z');
    await clock(id, { action: 'set', to: '2026-11-24T14:00:00Z' });
    // A limit the path reaches within the hour: its price at some minute after the open.
    const limit = pathPrice(42, 'NVDA', new Date(open.getTime() + 20 * 60_000));
    const placed = await place(id, { symbol: 'NVDA', side: 'buy', type: 'limit', quantity: 2, limitPrice: limit.toFixed(2), timeInForce: 'gtc' });
    const [expected] = dueActions(
      [{ id: placed.id, symbol: 'NVDA', side: 'buy', crossLimit: limit, expiresAt: null, nextStepAt: null }],
      new Date('2026-11-24T14:00:00Z'),
      new Date('2026-11-24T15:30:00Z'),
      42,
    );
    await clock(id, { action: 'advance', seconds: 5400 });
    expect(await order(id, placed.id)).toMatchObject({ status: 'filled', filled_price: limit.toFixed(2) });
    const filled = (await events(id)).find((e) => e.type === 'order.filled')!;
    expect(filled.created_at.toISOString()).toBe(expected.at.toISOString());
    expect(expected.at.getTime()).toBeGreaterThanOrEqual(open.getTime());
  });

  it('sets a price now and fills the resting limits it crosses at that moment', async () => {
    const id = await dev.openAccount(5);
    await clock(id, { action: 'freeze' });
    const crossed = await place(id, { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 3, limitPrice: '150.00' });
    const notCrossed = await place(id, { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 3, limitPrice: '120.00' });
    const res = await t.http.post(`/v1/accounts/${id}/prices`).set(dev.auth).send({ symbol: 'AAPL', price: '140.00' }).expect(200);
    expect(res.body).toEqual({ symbol: 'AAPL', price: '140.00', at: '2026-11-23T20:00:00.000Z', filled: 1 });
    expect(await order(id, crossed.id)).toMatchObject({ status: 'filled', filled_price: '150.00' });
    expect(await order(id, notCrossed.id)).toMatchObject({ status: 'pending' });
    // The set price is the account's price for the rest of that minute: a market order fills at it.
    expect(await place(id, { symbol: 'AAPL', side: 'buy', type: 'market' })).toMatchObject({ status: 'filled', averageFillPrice: '140.00' });
  });

  it('answers bad input with a 400 naming the field, another developer’s account with a 404, a key without the scope with a 403', async () => {
    const id = await dev.openAccount();
    expect((await clock(id, { action: 'warp' }, 400)).body.message).toMatch(/action must be one of/i);
    expect((await clock(id, { action: 'advance' }, 400)).body.message).toMatch(/seconds is required/i);
    expect((await clock(id, { action: 'set', to: 'tomorrow' }, 400)).body.message).toMatch(/to must be an ISO-8601/i);
    expect((await clock(id, { action: 'resume', speed: 0 }, 400)).body.message).toMatch(/speed must be at least/i);
    await t.http.post(`/v1/accounts/${id}/prices`).set(dev.auth).send({ symbol: 'XXX', price: '1' }).expect(400);
    await t.http.post(`/v1/accounts/${id}/prices`).set(dev.auth).send({ symbol: 'AAPL', price: '0' }).expect(400);
    const other = await developer();
    const res = await t.http.get(`/v1/accounts/${id}/clock`).set(other.auth).expect(404);
    expect(res.body.code).toBe('SANDBOX.ACCOUNT_NOT_FOUND');
    await t.http.get(`/v1/accounts/not-a-uuid/clock`).set(dev.auth).expect(404);
    const readOnly = await developerWithKey(t, ['accounts:read']);
    const own = await dev.openAccount();
    // A key without accounts:write cannot open one: hand it an account directly.
    await t.dataSource.query('UPDATE demo_accounts SET owner_user_id = (SELECT user_id FROM api_keys WHERE id = $1) WHERE id = $2', [readOnly.keyId, own]);
    const denied = await t.http.post(`/v1/accounts/${own}/clock`).set(readOnly.auth).send({ action: 'freeze' }).expect(403);
    expect(denied.body).toMatchObject({ code: 'AUTH.INSUFFICIENT_SCOPE', details: { scope: 'sandbox:control' } });
    // Reading the clock needs accounts:read only: a read-only key of the account's own developer.
    const reader = await developerWithKey(t);
    const theirs = (await t.http.post('/v1/accounts').set(reader.auth).send({}).expect(201)).body.id;
    const readKey = await createKey(reader.agent, ['accounts:read'], 'reader');
    const read = await t.http.get(`/v1/accounts/${theirs}/clock`).set('Authorization', `Bearer ${readKey.key}`).expect(200);
    expect(read.body).toMatchObject({ isOpen: expect.any(Boolean), frozen: false });
  });

  it('resets the market to its opening state too: the clock on real time at speed 1, no set price, no scripted fault', async () => {
    const d = await developerWithKey(t);
    const id = (await t.http.post('/v1/accounts').set(d.auth).send({ seed: 9 }).expect(201)).body.id as string;
    const twin = (await t.http.post('/v1/accounts').set(d.auth).send({ seed: 9 }).expect(201)).body.id as string;
    const move = (body: Record<string, unknown>) => t.http.post(`/v1/accounts/${id}/clock`).set(d.auth).send(body).expect(200);
    const opening = (await t.http.get(`/v1/accounts/${id}/clock`).set(d.auth).expect(200)).body;
    expect(opening).toMatchObject({ now: '2026-11-23T20:00:00.000Z', frozen: false, speed: 1 });
    await move({ action: 'freeze' });
    await move({ action: 'advance', seconds: 86_400 });
    await move({ action: 'resume', speed: 60 });
    await t.http.post(`/v1/accounts/${id}/prices`).set(d.auth).send({ symbol: 'AAPL', price: '123.45' }).expect(200);
    await t.http.post(`/v1/accounts/${id}/faults`).set(d.auth).send({ type: 'broker_unavailable', calls: 1 }).expect(201);

    // From the console: a /v1 reset would be the call the fault answers.
    await d.agent.post(`/api/developer/accounts/${id}/reset`).expect(200);

    expect((await t.http.get(`/v1/accounts/${id}/clock`).set(d.auth).expect(200)).body).toEqual(opening);
    expect((await t.http.get(`/v1/accounts/${id}`).set(d.auth).expect(200)).body).toMatchObject({ now: '2026-11-23T20:00:00.000Z' });
    // The seeded path's price again, as on an untouched account with the same seed.
    const buy = { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' };
    const [mine, its] = await Promise.all(
      [id, twin].map(async (account) => (await t.http.post(`/v1/accounts/${account}/orders`).set(d.auth).send(buy).expect(201)).body),
    );
    expect(mine.averageFillPrice).not.toBe('123.45');
    expect(mine.averageFillPrice).toBe(its.averageFillPrice);
    const [reset] = (await events(id)).filter((e) => e.type === 'account.updated').slice(-2, -1);
    expect(reset.created_at.toISOString()).toBe('2026-11-23T20:00:00.000Z');
  });

  it('runs at its speed, and a running clock catches up with what fell due on the market tick', async () => {
    const id = await dev.openAccount();
    await clock(id, { action: 'set', to: '2026-11-23T20:58:00Z', speed: 60 });
    const placed = await place(id, { symbol: 'AAPL', side: 'buy', type: 'limit', limitPrice: '1.00' });
    t.clock.set('2026-11-23T20:00:05Z'); // 5 real seconds at speed 60: five account minutes, past the close
    expect((await t.http.get(`/v1/accounts/${id}/clock`).set(dev.auth)).body).toMatchObject({ now: '2026-11-23T21:03:00.000Z', speed: 60 });
    await t.app.get(MarketClockJobToken).tick();
    expect(await order(id, placed.id)).toMatchObject({ status: 'expired' });
  });

  it('does due work when its account time comes, market tick or not: every call answers as of the running clock', async () => {
    const id = await dev.openAccount(3);
    await clock(id, { action: 'set', to: '2026-11-23T20:58:00Z', speed: 60 }); // 15:58 New York, a minute per real second
    const resting = await place(id, { symbol: 'AAPL', side: 'buy', type: 'limit', limitPrice: '1.00' });
    const scripted = await place(id, { symbol: 'AAPL', side: 'buy', type: 'market', simulate: { outcome: 'fill_after', seconds: 60 } });
    const get = async (path: string) => (await t.http.get(`/v1/accounts/${id}${path}`).set(dev.auth).expect(200)).body;

    t.clock.set('2026-11-23T20:00:01Z'); // 15:59: the fill_after is due
    expect(await get(`/orders/${scripted.id}`)).toMatchObject({ status: 'filled', filledQuantity: 1 });
    expect(await get(`/orders/${resting.id}`)).toMatchObject({ status: 'pending' });
    expect((await get('')).now).toBe('2026-11-23T20:59:00.000Z');

    t.clock.set('2026-11-23T20:00:03Z'); // 16:01: past the close
    const { items } = await get('/orders?status=expired');
    expect(items.map((o: { id: string }) => o.id)).toEqual([resting.id]);
    const expired = (await events(id)).find((e) => e.type === 'order.canceled' || e.type === 'order.expired')!;
    expect(expired.created_at.toISOString()).toBe('2026-11-23T21:00:00.000Z');
  });

  it('does a scripted step at its account time by itself, with no call and no market tick: a timer of the running clock', async () => {
    const id = await dev.openAccount(4);
    await clock(id, { action: 'set', to: '2026-11-23T20:30:00Z', speed: 60 }); // 15:30 New York, a minute per real second
    const scripted = await place(id, { symbol: 'AAPL', side: 'buy', type: 'market', simulate: { outcome: 'fill_after', seconds: 60 } });
    t.clock.set('2026-11-23T20:00:01Z'); // the fill_after's minute, by the time its timer (a real second) fires
    await eventually(async () => expect(await order(id, scripted.id)).toMatchObject({ status: 'filled' }), 5_000);
    const filled = (await events(id)).find((e) => e.type === 'order.filled')!;
    expect(filled.created_at.toISOString()).toBe('2026-11-23T20:31:00.000Z');
  });

  it('shows and moves the clock from the console (session), for the developer’s own accounts only', async () => {
    const d = await developerWithKey(t);
    const id = (await t.http.post('/v1/accounts').set(d.auth).send({}).expect(201)).body.id as string;
    const path = `/api/developer/accounts/${id}/clock`;
    expect((await d.agent.get(path).expect(200)).body).toEqual({
      now: '2026-11-23T20:00:00.000Z',
      isOpen: true,
      nextOpen: '2026-11-24T14:30:00.000Z',
      nextClose: '2026-11-23T21:00:00.000Z',
      frozen: false,
      speed: 1,
    });
    await d.agent.post(path).send({ action: 'freeze' }).expect(200);
    const moved = (await d.agent.post(path).send({ action: 'advance', seconds: 3600 }).expect(200)).body;
    expect(moved).toMatchObject({ now: '2026-11-23T21:00:00.000Z', isOpen: false, frozen: true });
    expect((await t.http.get(`/v1/accounts/${id}/clock`).set(d.auth).expect(200)).body).toEqual(moved);
    expect((await d.agent.post(path).send({ action: 'warp' }).expect(400)).body.message).toMatch(/action must be one of/i);
    const other = await developerWithKey(t);
    await other.agent.get(path).expect(404);
    await t.agent().get(path).expect(401);
  });

  it('delivers the webhook of an event stamped days ahead by a clock move now, with the event’s own timestamp', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    // Deliveries are due by the app's clock, queued at the database's now: here they must agree.
    t.clock.set(new Date(Date.now() + 60_000).toISOString());
    try {
      const d = await developerWithKey(t);
      const [{ user_id: userId }] = await t.dataSource.query('SELECT user_id FROM api_keys WHERE id = $1', [d.keyId]);
      await t.app.get(WebhooksService).create(userId, receiver.url, ['order.expired']);
      const id = (await t.http.post('/v1/accounts').set(d.auth).send({}).expect(201)).body.id as string;
      // Months ahead of any real clock: Monday 1 March 2027, 10:00 New York.
      await t.http.post(`/v1/accounts/${id}/clock`).set(d.auth).send({ action: 'set', to: '2027-03-01T15:00:00Z' }).expect(200);
      await t.http
        .post(`/v1/accounts/${id}/orders`)
        .set(d.auth)
        .send({ symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: '1.00', timeInForce: 'day' });
      await t.http.post(`/v1/accounts/${id}/clock`).set(d.auth).send({ action: 'advance', seconds: 86_400 }).expect(200);
      const [delivery] = await eventually(async () => {
        expect(receiver.received).toHaveLength(1);
        return receiver.received;
      }, 10_000);
      expect(JSON.parse(delivery.body)).toMatchObject({ type: 'order.expired', timestamp: '2027-03-01T21:00:00.000Z' });
    } finally {
      await receiver.stop();
    }
  });
});
