import { ActivityLogWriter } from '../src/modules/demo/activity/activity-log.writer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

describe('Trading rate limit', () => {
  let t: TradingTestApp;

  beforeAll(async () => {
    // Each test calls from its own (forwarded) address, so the per-address counts stay apart.
    t = await createTradingTestApp({ env: { RATE_LIMIT_TRADING_PER_MINUTE: '3', TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  it('counts per account, counts down in X-RateLimit-Remaining, and answers a clear 429 with Retry-After', async () => {
    const visitor = t.agent();
    await visitor.post('/api/trading/account').set('X-Forwarded-For', '198.51.100.10').expect(201);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await visitor.get('/api/trading/account').expect(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      remaining.push(res.headers['x-ratelimit-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await visitor.get('/api/trading/orders').expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another visitor has their own allowance.
    await t.agent().post('/api/trading/account').set('X-Forwarded-For', '198.51.100.11').expect(201);
  });

  it('counts calls without an account against their address: no fresh allowance per call', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await t.http.get('/api/trading/orders').set('X-Forwarded-For', '198.51.100.12')).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });

  it('lets one address open only a few demo accounts a minute', async () => {
    const limited = await createTradingTestApp({ databaseUrl: t.databaseUrl, env: { RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await limited.http.post('/api/trading/account')).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('records the refused call in the account activity log, as the visitor saw it', async () => {
    const visitor = t.agent();
    const opened = await visitor.post('/api/trading/account').set('X-Forwarded-For', '198.51.100.13').expect(201);
    // Opening counted against the address; the account's own allowance starts after it.
    for (let i = 0; i < 3; i += 1) await visitor.get('/api/trading/positions').expect(200);
    await visitor.get('/api/trading/trades').expect(429);
    await t.app.get(ActivityLogWriter).flush();
    const rows = await t.dataSource.query('SELECT endpoint, status FROM trading_activity_logs WHERE account_id = $1 ORDER BY id', [opened.body.id]);
    expect(rows).toEqual([
      { endpoint: '/api/trading/account', status: 201 },
      { endpoint: '/api/trading/positions', status: 200 },
      { endpoint: '/api/trading/positions', status: 200 },
      { endpoint: '/api/trading/positions', status: 200 },
      { endpoint: '/api/trading/trades', status: 429 },
    ]);
  });

  it('leaves routes that opted into no limit alone', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await t.http.get('/api/health').expect(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
