import { Client } from 'pg';
import { createTestDatabase } from '../../../../test/utils/test-database';
import type { Queryable } from '../../../database/queryable';
import { workingReservations } from '../accounts/account-reader.queries';
import { READ_ACCOUNT_UNDER_LOCK } from '../ledger/ledger.queries';
import { nextStepOrExpiry, runningMarketsWithWorkingOrders } from './market.queries';

/**
 * Every read of working orders (pending or partially filled) finds them by the partial index on
 * them, whatever the account's or the table's history: without it, the market job's search for
 * running clocks read the whole orders table every tick, and an account's reads walked every
 * order it ever placed. Plans taken with sequential scans priced out, so an empty table answers
 * as a full one would.
 */
describe('Reads of working orders', () => {
  let client: Client;
  const account = '00000000-0000-0000-0000-000000000001';

  /** The plan Postgres takes for the statement a read sends. */
  const planOf = async (read: (db: Queryable) => Promise<unknown>): Promise<string> => {
    let plan = '';
    const explaining: Queryable = {
      query: async <T>(text: string, values?: unknown[]) => {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values);
        plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        return [] as T;
      },
    };
    await read(explaining);
    return plan;
  };

  beforeAll(async () => {
    client = new Client({ connectionString: await createTestDatabase() });
    await client.connect();
    await client.query('SET enable_seqscan = off');
  });
  afterAll(() => client.end());

  it('finds the running clocks with working orders by the index, not by reading every order', async () => {
    const plan = await planOf((db) => runningMarketsWithWorkingOrders(db));
    expect(plan).toContain('IDX_trading_orders_account_working');
    expect(plan).not.toMatch(/Seq Scan on trading_orders/);
  });

  it.each([
    ['the ledger read under the lock', (db: Queryable) => db.query(READ_ACCOUNT_UNDER_LOCK, [account, null, null])],
    ['the account view reservations', (db: Queryable) => workingReservations(db, account)],
    ["a clock's next step or expiry", (db: Queryable) => nextStepOrExpiry(db, account)],
  ])("finds one account's working orders by the index: %s", async (_name, read) => {
    expect(await planOf(read)).toContain('IDX_trading_orders_account_working');
  });
});
