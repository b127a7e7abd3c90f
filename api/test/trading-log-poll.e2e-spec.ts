import { RequestLogBuffer } from '../src/modules/dashboard/request-log.buffer';
import { ActivityLogWriter } from '../src/modules/demo/activity/activity-log.writer';
import { TradingService } from '../src/modules/demo/trading.service';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

jest.setTimeout(60_000);

/** Headers whose values differ from one answer to the next by nature. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
const comparable = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_ANSWER.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * The demo's once-a-second log poll is answered before Fastify and Nest when the session, the
 * log and a call of the rate limit are at hand (LogPollRoute); these are the ways it must not
 * differ from the controller's answer, and the cases it must leave to the controller.
 */
describe('The log poll answered from memory', () => {
  let t: TradingTestApp;
  let fromController: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTradingTestApp({ env: { RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: '100' } });
    fromController = jest.spyOn(TradingService.prototype, 'logsJson');
  });
  afterAll(() => t?.close());
  beforeEach(() => fromController.mockClear());

  async function visitorWithLog() {
    const visitor = t.agent();
    await visitor.post('/api/trading/account').expect(201);
    await t.app.get(ActivityLogWriter).flush();
    return visitor;
  }

  it('answers the second poll without the controller, with the same status, headers and body', async () => {
    const visitor = await visitorWithLog();
    const first = await visitor.get('/api/trading/logs').expect(200);
    expect(fromController).toHaveBeenCalledTimes(1);
    const second = await visitor.get('/api/trading/logs').expect(200);
    expect(fromController).toHaveBeenCalledTimes(1);

    expect(second.text).toBe(first.text);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // Each poll counts against the account's allowance, whichever way answered it.
    expect(Number(second.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
  });

  it('keeps a correlation id the caller sent, as the controller does', async () => {
    const visitor = await visitorWithLog();
    await visitor.get('/api/trading/logs').expect(200);
    const res = await visitor.get('/api/trading/logs').set('X-Request-Id', 'poll-request-42').expect(200);
    expect(fromController).toHaveBeenCalledTimes(1);
    expect(res.headers['x-request-id']).toBe('poll-request-42');
  });

  it('leaves the refusal to the rate limit guard: a 429 with Retry-After, once the allowance is spent', async () => {
    // Its own (forwarded) address: the allowances live in the database the instances share.
    const limited = await createTradingTestApp({ databaseUrl: t.databaseUrl, env: { RATE_LIMIT_TRADING_PER_MINUTE: '8', TRUST_PROXY: 'loopback' } });
    try {
      const visitor = limited.agent();
      await visitor.post('/api/trading/account').set('X-Forwarded-For', '198.51.100.40').expect(201);
      await limited.app.get(ActivityLogWriter).flush();
      const statuses: number[] = [];
      for (let i = 0; i < 9; i += 1) statuses.push((await visitor.get('/api/trading/logs')).status);
      // Opening the account counted against the address, not the account: 8 polls, then refused.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      const refused = await visitor.get('/api/trading/logs').expect(429);
      expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('leaves a visitor without a demo account, or with a forged cookie, to the controller', async () => {
    const noAccount = await t.http.get('/api/trading/logs').expect(404);
    expect(noAccount.body).toMatchObject({ code: 'TRADING.NO_ACCOUNT' });
    const opened = await t.http.post('/api/trading/account').expect(201);
    const cookie = String(opened.headers['set-cookie']).split(';')[0];
    await t.app.get(ActivityLogWriter).flush();
    await t.http.get('/api/trading/logs').set('Cookie', cookie).expect(200);
    await t.http.get('/api/trading/logs').set('Cookie', cookie).expect(200);
    const forged = await t.http
      .get('/api/trading/logs')
      .set('Cookie', `${cookie.slice(0, cookie.lastIndexOf('.'))}.forged`)
      .expect(404);
    expect(forged.body).toMatchObject({ code: 'TRADING.NO_ACCOUNT' });
  });

  it('shows a new entry once stored: the log, not the poll, is what is kept in memory', async () => {
    const visitor = await visitorWithLog();
    await visitor.get('/api/trading/logs').expect(200);
    await visitor.get('/api/trading/positions').expect(200);
    await t.app.get(ActivityLogWriter).flush();
    const res = await visitor.get('/api/trading/logs').expect(200);
    expect(res.body.map((e: { endpoint: string }) => e.endpoint)).toEqual(['/api/trading/positions', '/api/trading/account']);
  });

  it('counts every poll on the dashboard request log, as the controller’s answers are counted', async () => {
    const count = async () =>
      (await t.dataSource.query(`SELECT coalesce(sum(count), 0)::int AS n FROM request_logs WHERE route = '/api/trading/logs' AND status_code = 200`))[0]
        .n as number;
    await t.app.get(RequestLogBuffer).flush();
    const before = await count();
    const visitor = await visitorWithLog();
    for (let i = 0; i < 3; i += 1) await visitor.get('/api/trading/logs').expect(200);
    expect(fromController).toHaveBeenCalledTimes(1);
    await t.app.get(RequestLogBuffer).flush();
    expect(await count()).toBe(before + 3);
  });

  it('answers a query string or a HEAD request as the controller would', async () => {
    const visitor = await visitorWithLog();
    const plain = await visitor.get('/api/trading/logs').expect(200);
    const withQuery = await visitor.get('/api/trading/logs?since=1').expect(200);
    expect(withQuery.text).toBe(plain.text);
    await visitor.head('/api/trading/logs').expect(200);
  });
});
