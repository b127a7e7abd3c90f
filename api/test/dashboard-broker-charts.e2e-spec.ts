import { CLOCK } from '../src/common/clock';
import { MetricsSnapshotService } from '../src/modules/dashboard/metrics-snapshot.service';
import { ApiRequestLogWriter, KEPT_PER_DEVELOPER } from '../src/modules/developer/requests/api-request-log.writer';
import { eventually } from './utils/eventually';
import { FakeClock } from './utils/fake-clock';
import { createTestApp, TestApp } from './utils/test-app';

jest.setTimeout(30_000);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = new Date('2026-03-15T12:00:30Z');
const BROKERS = ['Northwind Securities', 'Harborline Brokerage', 'Meridian Clearing', 'Summit Ridge Capital', 'Tidewater Brokers'];

interface Point {
  name: string;
  value: number;
  calls?: number;
  seeded: boolean;
}

describe('Dashboard broker charts (Platform Distribution, Error Rates by Broker)', () => {
  const clock = new FakeClock(NOW);
  let t: TestApp;
  const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);

  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_JOB_ENABLED: 'false', DASHBOARD_SEED_HISTORY: 'true' },
      override: (b) => b.overrideProvider(CLOCK).useValue(clock),
    });
  });
  afterAll(() => t.close());

  const run = async (): Promise<Record<string, Point[]>> => {
    clock.advance(MINUTE);
    expect(await t.app.get(MetricsSnapshotService).runForCurrentMinute()).toBe(true);
    const [{ charts }] = await q(`SELECT charts FROM dashboard_snapshots ORDER BY minute DESC LIMIT 1`);
    return Object.fromEntries((charts as { id: string; data: Point[] }[]).map((c) => [c.id, c.data]));
  };

  let adminId: number;
  let appId: string;
  const connect = async (broker: string, status = 'active') => {
    await q(
      `INSERT INTO connect_connections (app_id, broker, broker_user, status, granted_scopes, account_ids, grant_id)
       VALUES ($1, $2, 'u', $3, '{}', '{}', gen_random_uuid()::text)`,
      [appId, broker, status],
    );
  };
  const account = async (broker: string): Promise<string> =>
    (await q(`INSERT INTO demo_accounts (cash, broker) VALUES (1000, $1) RETURNING id`, [broker]))[0].id;
  // Logged as the request log hook logs a finished /v1 call; `flush` writes what was logged.
  const call = (path: string, status: number, at = new Date(clock.now().getTime() - HOUR)) =>
    t.app.get(ApiRequestLogWriter).add({
      userId: adminId,
      keyPrefix: 'bb_test_',
      requestId: `r-${Math.random()}`,
      method: 'GET',
      path,
      status,
      durationMs: 5,
      at,
      requestBody: null,
      responseBody: null,
    });
  const flush = () => t.app.get(ApiRequestLogWriter).flush();

  it('shows the seeded split marked as sample while no connection exists, and zero calls per broker', async () => {
    [{ id: adminId }] = await q(`SELECT id FROM users WHERE username = 'admin'`);
    [{ id: appId }] = await q(
      `INSERT INTO connect_apps (client_id, owner_user_id, name, type, redirect_uris) VALUES ('c1', $1, 'App', 'public', '{}') RETURNING id`,
      [adminId],
    );
    await connect('meridian', 'revoked');
    const charts = await run();
    expect(charts.platform_distribution.map((p) => p.name)).toEqual(BROKERS);
    expect(charts.platform_distribution.every((p) => p.seeded)).toBe(true);
    expect(charts.error_rates).toEqual(BROKERS.map((name) => ({ name, value: 0, calls: 0, seeded: false })));
  });

  it('counts live connections per broker (revoked left out, zeros shown), measured, not seeded', async () => {
    await connect('harborline');
    await connect('harborline', 'broken');
    await connect('tidewater');
    const charts = await run();
    expect(charts.platform_distribution).toEqual([
      { name: 'Northwind Securities', value: 0, seeded: false },
      { name: 'Harborline Brokerage', value: 2, seeded: false },
      { name: 'Meridian Clearing', value: 0, seeded: false },
      { name: 'Summit Ridge Capital', value: 0, seeded: false },
      { name: 'Tidewater Brokers', value: 1, seeded: false },
    ]);
  });

  it("rates each broker's failed (5xx) share of its accounts' /v1 calls over the last 24 hours", async () => {
    const north = await account('northwind');
    const summit = await account('summit-ridge');
    for (const status of [200, 201, 503, 500]) call(`/v1/accounts/${north}/orders`, status);
    // A 4xx is the caller's failure, not the broker's.
    call(`/v1/accounts/${north}/orders?status=open`, 422);
    call(`/v1/accounts/${summit}`, 200);
    call(`/v1/accounts/${summit}/positions`, 404);
    // Not counted: older than a day, not an account path, an unknown account.
    call(`/v1/accounts/${summit}/orders`, 503, new Date(clock.now().getTime() - 25 * HOUR));
    call('/v1/brokers', 500);
    call('/v1/accounts/00000000-0000-0000-0000-000000000000/orders', 500);
    // Nor a path whose id is no UUID (it is logged, and the batch with it stands).
    call('/v1/accounts/------------------------------------/orders', 500);
    await flush();
    const charts = await run();
    expect(charts.error_rates).toEqual([
      { name: 'Northwind Securities', value: 0.4, calls: 5, seeded: false },
      { name: 'Harborline Brokerage', value: 0, calls: 0, seeded: false },
      { name: 'Meridian Clearing', value: 0, calls: 0, seeded: false },
      { name: 'Summit Ridge Capital', value: 0, calls: 2, seeded: false },
      { name: 'Tidewater Brokers', value: 0, calls: 0, seeded: false },
    ]);
  });

  it("counts every call of the day, though the request log keeps only a developer's newest 100", async () => {
    const meridian = await account('meridian');
    const calls = 3 * KEPT_PER_DEVELOPER;
    // Over two batches in one minute, and one more minute: the counts add up.
    for (let i = 0; i < calls / 2; i++) call(`/v1/accounts/${meridian.toUpperCase()}/orders`, i % 10 === 0 ? 503 : 201);
    await flush();
    for (let i = calls / 2; i < calls; i++) call(`/v1/accounts/${meridian}`, i % 10 === 0 ? 503 : 200, new Date(clock.now().getTime() - 2 * HOUR));
    await flush();
    // The log is trimmed after each batch, off the flush.
    await eventually(async () =>
      expect((await q(`SELECT count(*)::int AS n FROM api_request_logs WHERE user_id = $1`, [adminId]))[0].n).toBe(KEPT_PER_DEVELOPER),
    );
    const charts = await run();
    expect(charts.error_rates.find((p) => p.name === 'Meridian Clearing')).toEqual({ name: 'Meridian Clearing', value: 0.1, calls, seeded: false });
  });
});
