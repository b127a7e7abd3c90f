import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

const limitBuy = (timeInForce = 'day') => ({ symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: '1.00', timeInForce });

/** The brokers' own limits, from their profiles, counted per account by the shared leased limiter. */
describe('Brokers: their limits per account', () => {
  let t: TradingTestApp;

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-24T15:00:00Z');
  });
  afterAll(() => t.close());

  const open = async (auth: { Authorization: string }, broker: string) =>
    (await t.http.post('/v1/accounts').set(auth).send({ broker }).expect(201)).body.id as string;
  const place = (auth: { Authorization: string }, id: string, body: object = limitBuy()) => t.http.post(`/v1/accounts/${id}/orders`).set(auth).send(body);

  it('harborline takes 10 order writes a minute per account; the 11th is a 429 naming its rule, with Retry-After', async () => {
    const { auth } = await developerWithKey(t);
    const id = await open(auth, 'harborline');
    // Refused and invalid orders are not order writes at the broker: they do not count.
    await place(auth, id, limitBuy('ioc')).expect(422);
    await place(auth, id, { ...limitBuy(), limitPrice: undefined }).expect(400);
    const placed: string[] = [];
    for (let i = 0; i < 9; i++) placed.push((await place(auth, id).expect(201)).body.id);
    // A cancel is an order write too: the tenth.
    await t.http.delete(`/v1/accounts/${id}/orders/${placed[0]}`).set(auth).expect(200);
    const throttled = await place(auth, id).expect(429);
    expect(throttled.body).toMatchObject({
      code: 'BROKER.ORDER_WRITES_THROTTLED',
      details: { broker: 'harborline', limit: 10, rule: 'capabilities.orderWritesPerMinute' },
      docUrl: expect.stringMatching(/#BROKER\.ORDER_WRITES_THROTTLED$/),
    });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    await t.http.delete(`/v1/accounts/${id}/orders/${placed[1]}`).set(auth).expect(429);
    // Reads go on, and the throttled order was never written.
    expect((await t.http.get(`/v1/accounts/${id}/orders`).set(auth).expect(200)).body.items).toHaveLength(9);
    // Another harborline account has its own allowance; northwind has no throttle of its own.
    await place(auth, await open(auth, 'harborline')).expect(201);
    const northwind = await open(auth, 'northwind');
    for (let i = 0; i < 12; i++) await place(auth, northwind).expect(201);
  });

  it('meridian takes 60 calls a minute per account, reads and bad calls included; the 61st is a 429 BROKER.RATE_LIMITED', async () => {
    const { auth } = await developerWithKey(t);
    const id = await open(auth, 'meridian');
    await place(auth, id, limitBuy('ioc')).expect(422);
    await place(auth, id, { ...limitBuy(), timeInForce: 'opg' }).expect(400);
    for (let i = 0; i < 58; i++) await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200);
    const limited = await t.http.get(`/v1/accounts/${id}/positions`).set(auth).expect(429);
    expect(limited.body).toMatchObject({ code: 'BROKER.RATE_LIMITED', details: { broker: 'meridian', limit: 60, rule: 'capabilities.rateLimitPerMinute' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await place(auth, id).expect(429);
    // The sandbox's own controls are not calls to the broker; another account has its own 60.
    await t.http.get(`/v1/accounts/${id}/clock`).set(auth).expect(200);
    await t.http
      .get(`/v1/accounts/${await open(auth, 'meridian')}`)
      .set(auth)
      .expect(200);
  });
});
