import { startDemo } from './utils/trading';
import { createTestApp, TestApp } from './utils/test-app';

const TRADING_LIMIT = 60;
const DEMO_LIMIT = 20;

/**
 * The demo's limits behind a load balancer: three instances on one database, calls spread
 * round robin over them, one allowance between them all (counted in each instance's memory,
 * three instances let three times the limit through).
 */
describe('Rate limits across three instances', () => {
  const apps: TestApp[] = [];

  beforeAll(async () => {
    const env = { RATE_LIMIT_TRADING_PER_MINUTE: String(TRADING_LIMIT), RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: String(DEMO_LIMIT), TRADING_PRICE_TICK_MS: '0' };
    apps.push(await createTestApp({ env }));
    for (let i = 0; i < 2; i += 1) apps.push(await createTestApp({ databaseUrl: apps[0].databaseUrl, env }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    delete process.env.RATE_LIMIT_TRADING_PER_MINUTE;
    delete process.env.TRADING_PRICE_TICK_MS;
  });

  /** Sends `count` calls, `inFlight` at a time, to the instances in turn; returns their statuses. */
  async function spread(count: number, call: (t: TestApp) => Promise<{ status: number }>, inFlight = 6): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += inFlight) {
      const batch = Array.from({ length: Math.min(inFlight, count - i) }, (_, j) => call(apps[(i + j) % apps.length]));
      statuses.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    return statuses;
  }

  it("holds an account's trading calls to the limit, not the limit per instance", async () => {
    const { cookie } = await startDemo(apps[1]);
    const statuses = await spread(TRADING_LIMIT * 2, (t) => t.http.get('/api/trading/account').set('Cookie', cookie));
    const allowed = statuses.filter((s) => s === 200).length;
    // Never above; below by at most what an instance leased and had no call left to spend.
    expect(allowed).toBeLessThanOrEqual(TRADING_LIMIT);
    expect(allowed).toBeGreaterThanOrEqual(TRADING_LIMIT * 0.95);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });

  it('holds the new demo accounts of one address to the limit', async () => {
    const statuses = await spread(DEMO_LIMIT + 10, (t) => t.http.post('/api/trading/account'), 3);
    expect(statuses.filter((s) => s === 201).length).toBe(DEMO_LIMIT - 1); // one opened by the test above
    expect(statuses.filter((s) => s === 429).length).toBe(11);
  });
});
