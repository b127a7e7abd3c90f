import { CronExpression, SchedulerRegistry } from '@nestjs/schedule';
import type { TestingModuleBuilder } from '@nestjs/testing';
import { CLOCK } from '../src/common/clock';
import { MetricsSnapshotService } from '../src/modules/dashboard/metrics-snapshot.service';
import { REQUEST_LOG_FLUSH_MS, RequestLogBuffer } from '../src/modules/dashboard/request-log.buffer';
import { FakeClock } from './utils/fake-clock';
import { createTestApp, TestApp } from './utils/test-app';

// App start-ups seed the admin (argon2id) and logins verify it: slow on a busy machine.
jest.setTimeout(30_000);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// A Sunday, half a minute past noon (UTC).
const NOW = new Date('2026-03-15T12:00:30Z');
const THIS_MINUTE = new Date('2026-03-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('Dashboard metrics job', () => {
  const clock = new FakeClock(NOW);
  let t: TestApp;
  let second: TestApp;
  const job = (app: TestApp) => app.app.get(MetricsSnapshotService);
  const env = { METRICS_JOB_ENABLED: 'false', DASHBOARD_SEED_HISTORY: 'false' };
  const override = (b: TestingModuleBuilder) =>
    b
      .overrideProvider(CLOCK)
      .useValue(clock)
      .overrideProvider(REQUEST_LOG_FLUSH_MS)
      .useValue(10 * MINUTE);

  beforeAll(async () => {
    t = await createTestApp({ env, override });
    second = await createTestApp({ databaseUrl: t.databaseUrl, env, override });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const adminAgent = async () => {
    const agent = t.agent();
    await agent.post('/api/login').send({ username: 'admin', password: 'brokerbridge' }).expect(200);
    return agent;
  };

  it('answers empty lists before the first run', async () => {
    const agent = await adminAgent();
    await agent.get('/api/dashboard/metrics').expect(200, []);
    await agent.get('/api/dashboard/charts').expect(200, []);
  });

  it('computes every metric from known rows at a controlled time', async () => {
    const q = (sql: string, params: unknown[]) => t.dataSource.query(sql, params);
    // Users: the admin (seeded "now"), two from 40 days ago, one from 10 days ago.
    for (const [name, at] of [
      ['old1', ago(40 * DAY)],
      ['old2', ago(40 * DAY)],
      ['recent', ago(10 * DAY)],
    ] as const) {
      await q(`INSERT INTO users (username, password_hash, created_at) VALUES ($1, 'x', $2)`, [name, at]);
    }
    // Requests: 10 in the last 24 h (2 of them 5xx), 5 the day before, 1 too old to count. A row
    // stands for `count` requests of one second: 4 of the 200s are one row, 3 of the 404s another.
    const logs: [number, Date, number][] = [
      [200, ago(60 * MINUTE), 4],
      ...Array.from({ length: 4 }, (_, i): [number, Date, number] => [200, ago((i + 2) * 60 * MINUTE), 1]),
      [500, ago(2 * 60 * MINUTE), 1],
      [503, ago(3 * 60 * MINUTE), 1],
      [404, ago(DAY + 60 * MINUTE), 3],
      ...Array.from({ length: 2 }, (_, i): [number, Date, number] => [404, ago(DAY + (i + 2) * 60 * MINUTE), 1]),
      [200, ago(3 * DAY), 1],
    ];
    for (const [status, at, count] of logs) {
      await q(`INSERT INTO request_logs (method, route, status_code, duration_ms, created_at, count) VALUES ('GET', '/api/x', $1, 3, $2, $3)`, [
        status,
        at,
        count,
      ]);
    }
    // Probes: the nine minutes before this one, one of them failed; the job adds this minute's.
    for (let i = 1; i <= 9; i++) {
      await q(`INSERT INTO health_probes (ok, latency_ms, checked_at) VALUES ($1, 1, $2)`, [i !== 4, new Date(THIS_MINUTE.getTime() - i * MINUTE)]);
    }

    expect(await job(t).runForCurrentMinute()).toBe(true);
    const metrics = (await (await adminAgent()).get('/api/dashboard/metrics').expect(200)).body;
    const byId = Object.fromEntries(metrics.map((m: { id: string }) => [m.id, m]));
    expect(byId.api_requests_24h).toEqual({ id: 'api_requests_24h', name: 'API Requests (24h)', value: 10, change: 100, changeType: 'increase' });
    expect(byId.error_rate).toMatchObject({ name: 'Error Rate', value: 20, change: 20, changeType: 'increase' });
    expect(byId.uptime).toMatchObject({ name: 'Uptime (30d)', value: 90, change: 0, changeType: 'neutral' });
    expect(byId.registered_users).toMatchObject({ value: 4, change: 100, changeType: 'increase' });
    // Tables of other modules count once they exist; before that they read 0.
    for (const id of ['demo_accounts', 'subscribers', 'leads']) expect(byId[id]).toMatchObject({ value: 0, changeType: 'neutral' });

    const charts = (await (await adminAgent()).get('/api/dashboard/charts').expect(200)).body;
    const growth = charts.find((c: { id: string }) => c.id === 'user_growth').data;
    expect(growth).toHaveLength(12);
    expect(growth.slice(-3)).toEqual([
      { name: 'Jan', users: 0, seeded: false },
      { name: 'Feb', users: 2, seeded: false },
      { name: 'Mar', users: 4, seeded: false },
    ]);
    const requests = charts.find((c: { id: string }) => c.id === 'api_requests').data;
    expect(requests.map((p: { name: string }) => p.name).slice(-2)).toEqual(['Mar 2', 'Mar 9']);
  });

  it('runs once per minute across two instances, probing once', async () => {
    clock.advance(MINUTE);
    const runs = await Promise.all([job(t).runForCurrentMinute(), job(second).runForCurrentMinute()]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    // Later in the same minute, neither instance runs again.
    clock.advance(20_000);
    expect(await Promise.all([job(second).runForCurrentMinute(), job(t).runForCurrentMinute()])).toEqual([false, false]);
    const [{ snapshots }] = await t.dataSource.query(`SELECT count(*)::int AS snapshots FROM dashboard_snapshots`);
    const [{ probes }] = await t.dataSource.query(`SELECT count(*)::int AS probes FROM health_probes WHERE checked_at > $1`, [THIS_MINUTE]);
    expect({ snapshots, probes }).toEqual({ snapshots: 2, probes: 1 });
  });

  it('is scheduled every minute', () => {
    const cron = t.app.get(SchedulerRegistry).getCronJob('dashboard-metrics');
    expect(cron.cronTime.source).toBe(CronExpression.EVERY_MINUTE);
  });

  it('logs API requests in batches, never on the request itself', async () => {
    const before = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM request_logs`))[0].n as number;
    const start = await before();
    await t.http.get('/api/health').expect(200);
    await t.http.get('/api/no-such-route').expect(404);
    await t.http.get('/api/dashboard/metrics').expect(401);
    expect(await before()).toBe(start);
    await t.app.get(RequestLogBuffer).flush();
    const rows = await t.dataSource.query(`SELECT method, route, status_code FROM request_logs ORDER BY id DESC LIMIT 3`);
    expect(rows).toEqual(
      expect.arrayContaining([
        { method: 'GET', route: '/api/health', status_code: 200 },
        { method: 'GET', route: '(unmatched)', status_code: 404 },
        { method: 'GET', route: '/api/dashboard/metrics', status_code: 401 },
      ]),
    );
  });

  it('writes the requests of one route and status within a second as one row that counts them', async () => {
    await t.app.get(RequestLogBuffer).flush();
    const [{ last }] = await t.dataSource.query(`SELECT coalesce(max(id), 0)::int AS last FROM request_logs`);
    for (let i = 0; i < 5; i += 1) await t.http.get('/api/health').expect(200);
    await t.app.get(RequestLogBuffer).flush();
    const rows: { count: number }[] = await t.dataSource.query(`SELECT count FROM request_logs WHERE id > $1 AND route = '/api/health'`, [last]);
    // Five requests in well under a second: one row, or two if a second's boundary fell between them.
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    expect(rows.length).toBeLessThanOrEqual(2);
  });
});

describe('Seeded dashboard history', () => {
  const clock = new FakeClock(NOW);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_JOB_ENABLED: 'true', DASHBOARD_SEED_HISTORY: 'true' },
      override: (b) => b.overrideProvider(CLOCK).useValue(clock),
    });
  });
  afterAll(() => t.close());

  it('gives a fresh install a year of history, once, marked as seeded, with live data on top', async () => {
    const again = await createTestApp({ databaseUrl: t.databaseUrl, override: (b) => b.overrideProvider(CLOCK).useValue(clock) });
    await again.close();
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM chart_seed_points`);
    expect(n).toBe(12 + 12 + 5);

    const agent = t.agent();
    await agent.post('/api/login').send({ username: 'admin', password: 'brokerbridge' }).expect(200);
    const charts = (await agent.get('/api/dashboard/charts').expect(200)).body as { id: string; data: Record<string, unknown>[] }[];
    expect(charts.map((c) => c.id)).toEqual(['user_growth', 'api_requests', 'platform_distribution', 'error_rates']);
    const [growth, requests, platforms] = charts.map((c) => c.data);
    expect(growth).toHaveLength(12);
    expect(growth.every((p) => p.seeded === true)).toBe(true);
    const [{ value: seededMarch }] = await t.dataSource.query(`SELECT value FROM chart_seed_points WHERE chart_id = 'user_growth' AND bucket = '2026-03-01'`);
    // The admin created at start-up is live data added to the seeded month.
    expect(growth[11]).toEqual({ name: 'Mar', users: seededMarch + 1, seeded: true });
    expect(requests).toHaveLength(12);
    expect(requests.every((p) => typeof p.requests === 'number' && (p.requests as number) > 1)).toBe(true);
    expect(platforms.map((p) => p.name)).toEqual([
      'Northwind Securities',
      'Harborline Brokerage',
      'Meridian Clearing',
      'Summit Ridge Capital',
      'Tidewater Brokers',
    ]);
  });
});
