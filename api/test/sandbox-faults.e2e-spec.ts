import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

describe('Scripted faults (/v1/accounts/{id}/faults)', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set('2026-11-23T15:00:00Z');
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  const open = async () => (await t.http.post('/v1/accounts').set(auth).send({}).expect(201)).body.id as string;
  const fault = (id: string, body: Record<string, unknown>, expected = 201) => t.http.post(`/v1/accounts/${id}/faults`).set(auth).send(body).expect(expected);

  it('fails the next calls with the scripted answer, then recovers after its count', async () => {
    const id = await open();
    expect((await fault(id, { type: 'broker_unavailable', calls: 2 })).body).toEqual({ type: 'broker_unavailable', callsLeft: 2, until: null });
    const first = await t.http.get(`/v1/accounts/${id}`).set(auth).expect(503);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.body).toMatchObject({ statusCode: 503, code: 'BROKER.UNAVAILABLE', details: { scripted: true } });
    // Control calls are never faulted, and do not spend the count.
    await t.http.get(`/v1/accounts/${id}/clock`).set(auth).expect(200);
    const second = await t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' })
      .expect(503);
    expect(second.body.code).toBe('BROKER.UNAVAILABLE');
    // The faulted order was never placed; the retry is.
    expect((await t.http.get(`/v1/accounts/${id}/orders`).set(auth).expect(200)).body.items).toEqual([]);
    await t.http.post(`/v1/accounts/${id}/orders`).set(auth).send({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' }).expect(201);
  });

  it('answers rate_limited with a 429 and connection_broken with a 409 CONNECTION.BROKEN', async () => {
    const id = await open();
    await fault(id, { type: 'rate_limited' });
    const limited = await t.http.get(`/v1/accounts/${id}/positions`).set(auth).expect(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', details: { scripted: true } });
    expect(limited.headers['retry-after']).toBe('1');
    await t.http.get(`/v1/accounts/${id}/positions`).set(auth).expect(200);
    await fault(id, { type: 'connection_broken', calls: 1 });
    expect((await t.http.get(`/v1/accounts/${id}/events`).set(auth).expect(409)).body.code).toBe('CONNECTION.BROKEN');
    await t.http.get(`/v1/accounts/${id}/events`).set(auth).expect(200);
  });

  it('fails calls for its seconds of real time, then recovers', async () => {
    const id = await open();
    expect((await fault(id, { type: 'broker_unavailable', seconds: 30 })).body).toMatchObject({ callsLeft: null, until: '2026-11-23T15:00:30.000Z' });
    for (let i = 0; i < 3; i++) await t.http.get(`/v1/accounts/${id}`).set(auth).expect(503);
    t.clock.set('2026-11-23T15:00:31Z');
    await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200);
    await t.http.get(`/v1/accounts/${id}`).set(auth).expect(200);
  });

  it('leaves other developers alone: their calls are a 404, and spend nothing', async () => {
    const id = await open();
    await fault(id, { type: 'rate_limited', calls: 1 });
    const stranger = await developerWithKey(t);
    await t.http.get(`/v1/accounts/${id}`).set(stranger.auth).expect(404);
    await t.http.get(`/v1/accounts/${id}`).set(auth).expect(429);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const id = await open();
    expect((await fault(id, { type: 'meteor' }, 400)).body.message).toMatch(/type must be one of/i);
    expect((await fault(id, { type: 'rate_limited', calls: 0 }, 400)).body.message).toMatch(/calls must be at least 1/i);
    expect((await fault(id, { type: 'rate_limited', calls: 2, seconds: 5 }, 400)).body.message).toMatch(/calls or seconds, not both/i);
  });
});
