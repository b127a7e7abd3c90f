import { AccountActivity, TOUCH_EVERY_MS } from '../src/modules/simulator/accounts/account-activity';
import { RETENTION } from '../src/modules/simulator/accounts/inactive-accounts.service';
import { ActivityLogWriter } from '../src/modules/demo/activity/activity-log.writer';
import { TradingLedger } from '../src/modules/simulator/ledger/trading-ledger.service';
import { InactiveAccountsJob } from '../src/modules/simulator/jobs/inactive-accounts.job';
import { eventually } from './utils/eventually';
import { createTradingTestApp, startDemo, TradingTestApp } from './utils/trading';

const DAY_MS = 86_400_000;

describe('demo accounts nobody uses', () => {
  let t: TradingTestApp;

  beforeAll(async () => {
    t = await createTradingTestApp();
  });
  afterAll(() => t.close());

  const lastActive = async (id: string) =>
    (await t.dataSource.query('SELECT last_active_at FROM demo_accounts WHERE id = $1', [id]))[0]?.last_active_at as Date;
  const exists = async (id: string) => (await t.dataSource.query('SELECT 1 FROM demo_accounts WHERE id = $1', [id])).length > 0;
  const ageBy = (id: string, days: number) =>
    t.dataSource.query(`UPDATE demo_accounts SET last_active_at = now() - make_interval(days => $2) WHERE id = $1`, [id, days]);
  /** An activity log line of the account, as the activity hook hands it to the writer. */
  const activityOf = (accountId: string) => ({ accountId, method: 'GET', endpoint: '/api/trading/orders', status: 200, durationMs: 1, at: new Date() });
  const activityLines = async (id: string) =>
    Number((await t.dataSource.query('SELECT count(*) FROM trading_activity_logs WHERE account_id = $1', [id]))[0].count);

  it('records use at most once every few minutes, never on every call', async () => {
    const { cookie, account } = await startDemo(t);
    await ageBy(account.id, 1);
    await t.http.get('/api/trading/orders').set('Cookie', cookie).expect(200);
    await eventually(async () => expect(Date.now() - (await lastActive(account.id)).getTime()).toBeLessThan(60_000));
    await ageBy(account.id, 1);
    await t.http.get('/api/trading/orders').set('Cookie', cookie).expect(200);
    // Within TOUCH_EVERY_MS of the last write: nothing written.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Date.now() - (await lastActive(account.id)).getTime()).toBeGreaterThan(DAY_MS / 2);
    t.app.get(AccountActivity).touch(account.id, Date.now() + TOUCH_EVERY_MS);
    await eventually(async () => expect(Date.now() - (await lastActive(account.id)).getTime()).toBeLessThan(60_000));
  });

  it('deletes demo accounts idle for 30 days, with their data and sessions, and keeps the rest', async () => {
    expect(RETENTION).toEqual([expect.objectContaining({ kind: 'demo', idleDays: 30 }), expect.objectContaining({ kind: 'sandbox', idleDays: 90 })]);
    // The job measures idleness by the app's clock, which the trading tests hold still: set it to the database's today.
    t.clock.set(new Date().toISOString());
    const idle = await startDemo(t);
    const recent = await startDemo(t);
    for (const visitor of [idle, recent]) {
      await t.http
        .post('/api/trading/orders')
        .set('Cookie', visitor.cookie)
        .send({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1, timeInForce: 'day' })
        .expect(201);
    }
    await ageBy(idle.account.id, 31);
    await ageBy(recent.account.id, 29);
    await t.app.get(ActivityLogWriter).flush();
    expect(await activityLines(idle.account.id)).toBeGreaterThan(0);

    await t.app.get(InactiveAccountsJob).run();

    expect(await exists(idle.account.id)).toBe(false);
    expect(await exists(recent.account.id)).toBe(true);
    for (const table of ['trading_orders', 'trading_fills', 'trading_positions', 'trading_events', 'trading_activity_logs']) {
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE account_id = $1`, [idle.account.id]);
      expect([table, n]).toEqual([table, 0]);
    }
    // Its fill and events stay with the account that stays.
    const [{ fills, events }] = await t.dataSource.query(
      'SELECT (SELECT count(*)::int FROM trading_fills WHERE account_id = $1) AS fills, (SELECT count(*)::int FROM trading_events WHERE account_id = $1) AS events',
      [recent.account.id],
    );
    expect(fills).toBe(1);
    expect(events).toBeGreaterThan(0);
    expect(await activityLines(recent.account.id)).toBeGreaterThan(0);
    expect(await t.dataSource.query(`SELECT 1 FROM sessions WHERE sess->>'tradingAccountId' = $1`, [idle.account.id])).toEqual([]);
    // The visitor who kept the cookie is simply asked to start the demo again.
    await t.http.get('/api/trading/account').set('Cookie', idle.cookie).expect(404);
    await t.http.get('/api/trading/account').set('Cookie', recent.cookie).expect(200);
  });

  it('keeps the activity of other accounts when a deleted account still had entries waiting to be written', async () => {
    const gone = await startDemo(t);
    const kept = await startDemo(t);
    const writer = t.app.get(ActivityLogWriter);
    await writer.flush();
    const keptBefore = await activityLines(kept.account.id);
    writer.add(activityOf(gone.account.id));
    writer.add(activityOf(kept.account.id));
    await ageBy(gone.account.id, 31);
    await t.app.get(InactiveAccountsJob).run();

    await writer.flush();

    expect(await exists(gone.account.id)).toBe(false);
    expect(await activityLines(kept.account.id)).toBe(keptBefore + 1);
  });

  it('keeps the activity of other accounts when an account is being deleted as the batch is written', async () => {
    const gone = await startDemo(t);
    const kept = await startDemo(t);
    const writer = t.app.get(ActivityLogWriter);
    await writer.flush();
    const keptBefore = await activityLines(kept.account.id);
    // The deletion has found the account but not committed: the batch sees it still there.
    const deleting = t.dataSource.createQueryRunner();
    await deleting.connect();
    await deleting.startTransaction();
    try {
      await deleting.query('DELETE FROM demo_accounts WHERE id = $1', [gone.account.id]);
      writer.add(activityOf(gone.account.id));
      writer.add(activityOf(kept.account.id));
      const written = writer.flush();
      await eventually(async () => {
        const [{ waiting }] = await t.dataSource.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO trading_activity_logs%'`,
        );
        expect(waiting).toBe(1);
      });
      await deleting.commitTransaction();
      await written;
    } finally {
      await deleting.release();
    }

    expect(await exists(gone.account.id)).toBe(false);
    expect(await activityLines(kept.account.id)).toBe(keptBefore + 1);
  });

  it('keeps a developer’s sandbox accounts for 90 idle days, not the demo’s 30', async () => {
    const [{ id: userId }] = await t.dataSource.query(`INSERT INTO users (username, password_hash) VALUES ('retention-dev', 'x') RETURNING id`);
    const ledger = t.app.get(TradingLedger);
    const open = () => ledger.openSandboxAccount(t.dataSource.manager, { userId, label: null, seed: null }, { cash: '100000.00', positions: [] });
    const [quiet, forgotten] = [await open(), await open()];
    await ageBy(quiet, 89);
    await ageBy(forgotten, 91);

    await t.app.get(InactiveAccountsJob).run();

    expect(await exists(quiet)).toBe(true);
    expect(await exists(forgotten)).toBe(false);
  });
});
