import { eventually } from './utils/eventually';
import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

const REAL_NOW = '2026-11-23T15:00:00Z';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The event log as text, each id replaced by its order of first appearance. */
function normalized(items: unknown[]): string {
  const seen = new Map<string, string>();
  return JSON.stringify(items).replace(UUID, (id) => {
    if (!seen.has(id)) seen.set(id, `id-${seen.size + 1}`);
    return seen.get(id)!;
  });
}

describe('Sandbox control on two instances: determinism and shared clocks', () => {
  let a: TradingTestApp;
  let b: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    a = await createTradingTestApp();
    b = await createTradingTestApp({ databaseUrl: a.databaseUrl });
    a.clock.set(REAL_NOW);
    b.clock.set(REAL_NOW);
    ({ auth } = await developerWithKey(a));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('sees a clock moved through one instance on the other', async () => {
    const id = (await a.http.post('/v1/accounts').set(auth).send({ seed: 3 }).expect(201)).body.id as string;
    // The other instance has the account's market in memory before the move.
    expect((await b.http.get(`/v1/accounts/${id}`).set(auth).expect(200)).body.now).toBe('2026-11-23T15:00:00.000Z');
    await a.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
    await a.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'set', to: '2026-12-01T15:00:00Z' }).expect(200);
    await eventually(async () => expect((await b.http.get(`/v1/accounts/${id}`).set(auth).expect(200)).body.now).toBe('2026-12-01T15:00:00.000Z'), 2000);
    expect((await b.http.get(`/v1/accounts/${id}/clock`).set(auth).expect(200)).body).toMatchObject({ now: '2026-12-01T15:00:00.000Z', frozen: true });
    const order = await b.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'MSFT', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day' });
    expect(order.body.createdAt).toBe('2026-12-01T15:00:00.000Z');
  });

  it('gives two accounts with one seed, driven by the same calls (one through each instance), byte-equal event logs, ids aside', async () => {
    async function script(http: TradingTestApp['http'], seed = 20261123): Promise<string> {
      const id = (await http.post('/v1/accounts').set(auth).send({ seed }).expect(201)).body.id as string;
      const call = (method: 'post' | 'delete', path: string, body?: object) => http[method](`/v1/accounts/${id}${path}`).set(auth).send(body);
      await call('post', '/clock', { action: 'freeze' });
      await call('post', '/clock', { action: 'set', to: '2026-11-30T14:31:00Z' });
      await call('post', '/orders', { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 20, timeInForce: 'day' });
      await call('post', '/orders', { symbol: 'AAPL', side: 'sell', type: 'limit', quantity: 10, limitPrice: '236.00', timeInForce: 'gtc' });
      await call('post', '/orders', { symbol: 'NVDA', side: 'buy', type: 'limit', quantity: 30, limitPrice: '128.00', timeInForce: 'gtc' });
      await call('post', '/orders', { symbol: 'TSLA', side: 'buy', type: 'limit', quantity: 5, limitPrice: '200.00', timeInForce: 'day' });
      await call('post', '/orders', {
        symbol: 'MSFT',
        side: 'buy',
        type: 'market',
        quantity: 9,
        timeInForce: 'day',
        simulate: { outcome: 'partial_fill', fillRatios: [0.2, 0.3, 0.5], intervalSeconds: 600 },
      });
      await call('post', '/orders', {
        symbol: 'GOOGL',
        side: 'buy',
        type: 'market',
        quantity: 3,
        timeInForce: 'gtc',
        simulate: { outcome: 'fill_after', seconds: 7200 },
      });
      await call('post', '/clock', { action: 'advance', seconds: 2 * 86_400 });
      await call('post', '/prices', { symbol: 'NVDA', price: '100.00' });
      await call('post', '/clock', { action: 'advance', seconds: 5 * 86_400 });
      const events = await http.get(`/v1/accounts/${id}/events?limit=1000`).set(auth).expect(200);
      return normalized(events.body.items);
    }
    const first = await script(a.http);
    const second = await script(b.http);
    expect(first.length).toBeGreaterThan(1000);
    expect(second).toBe(first);
    // Everything the clock does is in it: path fills, a set price's fill, script steps, expiry at the close.
    for (const type of ['order.partially_filled', 'order.filled', 'order.expired']) expect(first).toContain(`"type":"${type}"`);
    // And another seed is another market.
    expect(await script(a.http, 7)).not.toBe(first);
  });
});
