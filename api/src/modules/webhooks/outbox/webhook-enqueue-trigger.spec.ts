import { Client } from 'pg';
import { createTestDatabase } from '../../../../test/utils/test-database';

/**
 * The trigger on trading_events queues a delivery per new event and per endpoint of the account's
 * owner that wants it, in the inserting transaction (webhook-outbox-in-the-committing-transaction.md),
 * and runs on every ledger change: it looks each account of the new events up once, by its key,
 * never by reading every demo account (as its join did, on every order:
 * webhook-trigger-looks-accounts-up.md), and it queues nothing, not even an empty insert, when none
 * of them has an endpoint (a demo visitor's never has).
 */
describe('The webhook enqueue trigger', () => {
  let client: Client;
  let owner: number;
  let ownedAccount: string;
  let visitorAccount: string;

  /** The plans auto_explain reports (as notices, to this client) while `work` runs. */
  const plansDuring = async (work: () => Promise<unknown>): Promise<string[]> => {
    const plans: string[] = [];
    const onNotice = (notice: { message?: string }) => notice.message?.includes('plan:') && plans.push(notice.message);
    client.on('notice', onNotice);
    try {
      await work();
    } finally {
      client.off('notice', onNotice);
    }
    return plans;
  };

  /** Inserts events in one statement, as a ledger change does (an order: four). */
  const insertEvents = (accountId: string, firstSeq: number, types: string[]) =>
    client.query(
      `INSERT INTO trading_events (account_id, seq, type, payload, created_at)
       SELECT $1, $2::bigint + t.n - 1, t.type, '{"n":1}', now() FROM unnest($3::varchar[]) WITH ORDINALITY AS t(type, n)`,
      [accountId, firstSeq, types],
    );
  const AN_ORDER = ['order.accepted', 'order.filled', 'position.updated', 'account.updated'];

  const deliveries = async (accountId: string) =>
    (
      await client.query<{ url: string; event_type: string; sequence: string; body: string }>(
        `SELECT e.url, d.event_type, d.sequence, d.body FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.account_id = $1 ORDER BY e.url, d.sequence`,
        [accountId],
      )
    ).rows;

  beforeAll(async () => {
    client = new Client({ connectionString: await createTestDatabase() });
    await client.connect();
    owner = (await client.query<{ id: number }>(`INSERT INTO users (username, password_hash) VALUES ('dev', 'x') RETURNING id`)).rows[0].id;
    ownedAccount = (await client.query<{ id: string }>('INSERT INTO demo_accounts (cash, owner_user_id) VALUES (1000, $1) RETURNING id', [owner])).rows[0].id;
    // A few pages of visitors: for an order's four events, the old join preferred reading all of
    // them once to four lookups, whatever the table's dead row versions made that read cost.
    const visitors = await client.query<{ id: string }>('INSERT INTO demo_accounts (cash) SELECT 1000 FROM generate_series(1, 600) RETURNING id');
    visitorAccount = visitors.rows[0].id;
    await client.query(
      `INSERT INTO webhook_endpoints (owner_id, url, events, secret, disabled_at) VALUES
       ($1, 'https://a.example/fills', '{order.filled}', 's', NULL),
       ($1, 'https://b.example/all', '{order.filled,order.accepted}', 's', NULL),
       ($1, 'https://c.example/disabled', '{order.filled}', 's', now())`,
      [owner],
    );
    await client.query('ANALYZE demo_accounts');
    await client.query('ANALYZE webhook_endpoints');
  });
  afterAll(() => client.end());

  it("queues one delivery per event for each of the owner's enabled endpoints that wants it", async () => {
    await insertEvents(ownedAccount, 1, AN_ORDER);
    const queued = await deliveries(ownedAccount);
    expect(queued.map((d) => [d.url, d.event_type, Number(d.sequence)])).toEqual([
      ['https://a.example/fills', 'order.filled', 2],
      ['https://b.example/all', 'order.accepted', 1],
      ['https://b.example/all', 'order.filled', 2],
    ]);
    expect(JSON.parse(queued[0].body)).toMatchObject({ type: 'order.filled', data: { n: 1 } });
  });

  it("queues nothing for a demo visitor's account, which has no owner", async () => {
    await insertEvents(visitorAccount, 1, AN_ORDER);
    expect(await deliveries(visitorAccount)).toEqual([]);
  });

  it("looks each account of a statement's events up once, by its key, reading no other account", async () => {
    await client.query("LOAD 'auto_explain'");
    await client.query(
      "SET auto_explain.log_min_duration = 0; SET auto_explain.log_analyze = on; SET auto_explain.log_nested_statements = on; SET auto_explain.log_level = 'notice'; SET client_min_messages = 'notice'",
    );
    try {
      const plans = await plansDuring(async () => {
        await insertEvents(visitorAccount, 5, AN_ORDER);
        await insertEvents(ownedAccount, 5, AN_ORDER);
        // A set price crossing a hundred limits of one account: two hundred events in one statement.
        await insertEvents(visitorAccount, 9, Array.from({ length: 100 }, () => ['order.filled', 'position.updated']).flat());
      });
      // Each statement asks first whether any of its accounts has an endpoint; only the owned account's goes on to queue.
      const trigger = plans.filter((plan) => plan.includes('inserted_events'));
      expect(trigger.filter((plan) => plan.includes('INSERT INTO webhook_deliveries'))).toHaveLength(1);
      expect(trigger).toHaveLength(4);
      for (const plan of trigger) {
        expect(plan).not.toMatch(/Seq Scan on demo_accounts/);
        // Once per statement, however many events it inserts.
        expect(plan).toMatch(/Index Scan using "PK_demo_accounts" on demo_accounts a .*\(actual time=[\d.]+ rows=1 loops=1\)/);
      }
    } finally {
      await client.query('RESET auto_explain.log_min_duration; RESET client_min_messages');
    }
  });
});
