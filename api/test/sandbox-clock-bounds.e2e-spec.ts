import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

// Friday 2 January 2026, 10:00 New York: the first session the calendar knows.
const REAL_NOW = '2026-01-02T15:00:00Z';
// Its last session's last minute: the largest move a clock may make from REAL_NOW.
const CALENDAR_END = '2027-12-31T20:59:00Z';
const START: Record<string, number> = { AAPL: 230, GOOGL: 175, MSFT: 420, TSLA: 250, NVDA: 130 };

describe('Sandbox clock moves, bounded in time and in cost', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  const openFrozen = async (a = auth) => {
    const id = (await t.http.post('/v1/accounts').set(a).send({ seed: 2000, cash: '10000000.00' }).expect(201)).body.id as string;
    await t.http.post(`/v1/accounts/${id}/clock`).set(a).send({ action: 'freeze' }).expect(200);
    return id;
  };
  const move = (id: string, body: Record<string, unknown>, a = auth) => t.http.post(`/v1/accounts/${id}/clock`).set(a).send(body);

  beforeAll(async () => {
    t = await createTradingTestApp();
    t.clock.set(REAL_NOW);
    ({ auth } = await developerWithKey(t));
  });
  afterAll(() => t.close());

  it('refuses a set past the calendar at once, with a 400 that names the range', async () => {
    const id = await openFrozen();
    const began = Date.now();
    const res = await move(id, { action: 'set', to: '9999-12-31T00:00:00Z' }).expect(400);
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'to', messages: [expect.stringContaining('2026-01-01 to 2027-12-31')] }] });
    const advance = await move(id, { action: 'advance', seconds: 2 * 366 * 86_400 }).expect(400);
    expect(advance.body.errors).toEqual([{ field: 'seconds', messages: [expect.stringContaining('2026-01-01 to 2027-12-31')] }]);
    expect((await t.http.get(`/v1/accounts/${id}/clock`).set(auth).expect(200)).body.now).toBe('2026-01-02T15:00:00.000Z');
  });

  it('refuses a date-only `to`: the reference asks for a date-time with a zone', async () => {
    const id = await openFrozen();
    for (const to of ['2026-03-02', '2026-03-02T15:00:00', '2026-03-02T15:00']) {
      const res = await move(id, { action: 'set', to }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'to', messages: ['To must be an ISO-8601 date-time with a zone, e.g. "2026-11-27T17:55:00Z"'] }]);
    }
    await move(id, { action: 'set', to: '2026-03-02T10:00:00-05:00' }).expect(200);
  });

  it('counts a long move as many calls against the key’s rate limit: one plus one per week', async () => {
    const id = await openFrozen();
    const before = Number((await t.http.get(`/v1/accounts/${id}/clock`).set(auth).expect(200)).headers['x-ratelimit-remaining']);
    const small = await move(id, { action: 'advance', seconds: 3600 }).expect(200);
    expect(Number(small.headers['x-ratelimit-remaining'])).toBe(before - 1);
    const large = await move(id, { action: 'set', to: CALENDAR_END }).expect(200);
    // 104 whole weeks to the calendar's end: 105 calls in all.
    expect(Number(large.headers['x-ratelimit-remaining'])).toBe(before - 1 - 105);
  });

  it('keeps /api/health answering while the largest legal move runs over 100 resting orders', async () => {
    const id = await openFrozen();
    const symbols = Object.keys(START);
    for (let i = 0; i < 100; i += 1) {
      const symbol = symbols[i % symbols.length];
      const limitPrice = (START[symbol] * (0.98 - (0.28 * i) / 100)).toFixed(2);
      await t.http
        .post(`/v1/accounts/${id}/orders`)
        .set(auth)
        .send({ symbol, side: 'buy', type: 'limit', quantity: 1, limitPrice, timeInForce: 'gtc' })
        .expect(201);
    }
    let moving = true;
    const latencies: number[] = [];
    const probe = (async () => {
      while (moving) {
        const began = performance.now();
        await t.http.get('/api/health').expect(200);
        latencies.push(performance.now() - began);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const res = await Promise.resolve(move(id, { action: 'set', to: CALENDAR_END })).finally(() => (moving = false));
    await probe;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ now: '2027-12-31T20:59:00.000Z' });
    const filled = (await t.http.get(`/v1/accounts/${id}/orders?status=filled&limit=100`).set(auth).expect(200)).body.items;
    expect(filled.length).toBeGreaterThan(0);
    // Minute by minute, this move held the event loop for seconds; searched session by session and
    // yielding, no probe waits long even on a busy machine (the goal, on a quiet one: 100 ms).
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(1_000);
  });
});
