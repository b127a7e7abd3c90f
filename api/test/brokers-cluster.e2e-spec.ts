import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

const limitBuy = { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: '1.00', timeInForce: 'day' };

/** The brokers' limits behind a load balancer: two instances on one database share one allowance per account. */
describe('Brokers: their limits across two instances', () => {
  const apps: TradingTestApp[] = [];
  let auth: { Authorization: string };

  beforeAll(async () => {
    apps.push(await createTradingTestApp());
    apps.push(await createTradingTestApp({ databaseUrl: apps[0].databaseUrl }));
    for (const t of apps) t.clock.set('2026-11-24T15:00:00Z');
    ({ auth } = await developerWithKey(apps[0]));
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  const open = async (broker: string) => (await apps[0].http.post('/v1/accounts').set(auth).send({ broker }).expect(201)).body.id as string;
  /** `count` calls, to the instances in turn; their statuses. */
  async function alternate(count: number, call: (t: TradingTestApp) => Promise<{ status: number }>): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await call(apps[i % apps.length])).status);
    return statuses;
  }

  it('harborline: 10 order writes a minute for the account, not 10 per instance', async () => {
    const id = await open('harborline');
    const statuses = await alternate(20, (t) => t.http.post(`/v1/accounts/${id}/orders`).set(auth).send(limitBuy));
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('meridian: 60 calls a minute for the account, not 60 per instance', async () => {
    const id = await open('meridian');
    const statuses = await alternate(120, (t) => t.http.get(`/v1/accounts/${id}`).set(auth));
    const allowed = statuses.filter((s) => s === 200).length;
    // Never above; below by at most what each instance leased and had no call left to spend (3 calls a lease).
    expect(allowed).toBeLessThanOrEqual(60);
    expect(allowed).toBeGreaterThanOrEqual(54);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });
});
