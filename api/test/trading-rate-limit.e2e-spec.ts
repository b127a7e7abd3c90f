import { ActivityLogWriter } from '../src/modules/trading/activity/activity-log.writer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

describe('Trading rate limit', () => {
  let t: TradingTestApp;

  beforeAll(async () => {
    t = await createTradingTestApp({ env: { RATE_LIMIT_TRADING_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('counts per session, counts down in X-RateLimit-Remaining, and answers a clear 429 with Retry-After', async () => {
    const visitor = t.agent();
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
    await t.agent().get('/api/trading/account').expect(200);
  });

  it('records the refused call in the account activity log, as the visitor saw it', async () => {
    const visitor = t.agent();
    const opened = await visitor.get('/api/trading/account').expect(200);
    for (let i = 0; i < 2; i += 1) await visitor.get('/api/trading/positions').expect(200);
    await visitor.get('/api/trading/trades').expect(429);
    await t.app.get(ActivityLogWriter).flush();
    const rows = await t.dataSource.query('SELECT endpoint, status FROM trading_activity_logs WHERE account_id = $1 ORDER BY id', [opened.body.id]);
    expect(rows).toEqual([
      { endpoint: '/api/trading/account', status: 200 },
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
