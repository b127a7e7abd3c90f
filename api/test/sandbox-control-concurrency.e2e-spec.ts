import { developerWithKey } from './utils/developer';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

// Monday 23 November 2026, 15:00 New York: the market is open.
const REAL_NOW = '2026-11-23T20:00:00Z';
const POOL_SIZE = 3;

/**
 * A control action holds its account's market row for as long as it runs. It must do all its
 * work on that one connection: one that took a second connection while holding the first let
 * as many concurrent actions as the pool has connections take them all, and every one of them
 * then waited for a connection that never came free.
 */
describe('Sandbox control actions, more at once than the database pool has connections', () => {
  let t: TradingTestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTradingTestApp({ env: { DATABASE_POOL_SIZE: String(POOL_SIZE) } });
    t.clock.set(REAL_NOW);
    auth = (await developerWithKey(t)).auth;
  });
  afterAll(() => t.close());

  /** A sandbox account on a frozen clock with one resting limit buy of AAPL at 150.00. */
  async function accountWithRestingLimit(): Promise<string> {
    const { id } = (await t.http.post('/v1/accounts').set(auth).send({}).expect(201)).body as { id: string };
    await t.http.post(`/v1/accounts/${id}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
    await t.http
      .post(`/v1/accounts/${id}/orders`)
      .set(auth)
      .send({ symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: '150.00', timeInForce: 'gtc' })
      .expect(201);
    return id;
  }

  it('sets prices that fill resting limits on every account at once', async () => {
    const accounts: string[] = [];
    for (let i = 0; i < POOL_SIZE * 3; i++) accounts.push(await accountWithRestingLimit());

    const answers = await Promise.all(accounts.map((id) => t.http.post(`/v1/accounts/${id}/prices`).set(auth).send({ symbol: 'AAPL', price: '140.00' })));

    expect(answers.map((a) => a.status)).toEqual(accounts.map(() => 200));
    expect(answers.map((a) => a.body.filled)).toEqual(accounts.map(() => 1));
    const [{ filled }] = await t.dataSource.query(`SELECT count(*)::int AS filled FROM trading_orders WHERE account_id = ANY($1) AND status = 'filled'`, [
      accounts,
    ]);
    expect(filled).toBe(accounts.length);
  });

  it('advances clocks over resting limits the path crosses on every account at once', async () => {
    const accounts: string[] = [];
    for (let i = 0; i < POOL_SIZE * 3; i++) accounts.push(await accountWithRestingLimit());

    // Whether or not the month's seeded path comes down to the limits, every move reads the
    // account's working orders and writes what falls due, all while it holds the market row.
    const answers = await Promise.all(
      accounts.map((id) =>
        t.http
          .post(`/v1/accounts/${id}/clock`)
          .set(auth)
          .send({ action: 'advance', seconds: 30 * 86_400 }),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual(accounts.map(() => 200));
  });
});
