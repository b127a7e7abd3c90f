import { Client, DatabaseError } from 'pg';
import { createTestDatabase } from '../../../../test/utils/test-database';

/**
 * What an order row may hold, as the database keeps it whatever writes it: each rule of one column
 * is a domain of that column, and the rules between columns one check calling a function that names
 * the rule a row breaks. Postgres reads and plans a table's check expressions again for every
 * statement that writes the table, a domain's and a function's once a session
 * (docs/decisions/order-rules-once-per-session.md).
 */
describe('The rules of an order row', () => {
  let client: Client;
  let accountId: string;

  const MARKET = { symbol: 'AAPL', side: 'buy', order_type: 'market', quantity: '1', status: 'filled' };

  const insertOrder = (row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    return client.query(
      `INSERT INTO trading_orders (account_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
      [accountId, ...Object.values(row)],
    );
  };

  /** The error Postgres answered with, or fails the test when the statement went through. */
  const refusal = async (statement: Promise<unknown>): Promise<DatabaseError> => {
    try {
      await statement;
    } catch (error) {
      if (error instanceof DatabaseError) return error;
      throw error;
    }
    throw new Error('the statement went through');
  };

  beforeAll(async () => {
    client = new Client({ connectionString: await createTestDatabase() });
    await client.connect();
    accountId = (await client.query<{ id: string }>('INSERT INTO demo_accounts (cash) VALUES (1000) RETURNING id')).rows[0].id;
  });

  afterAll(() => client.end());

  it('takes an order of every type in its valid shape', async () => {
    const valid = [
      MARKET,
      { ...MARKET, quantity: '0.5', notional: '95.10' },
      { ...MARKET, order_type: 'limit', limit_price: '190', status: 'pending', time_in_force: 'gtc' },
      { ...MARKET, order_type: 'limit', limit_price: '190', status: 'pending', extended_hours: true },
      { ...MARKET, side: 'sell', order_type: 'stop', stop_price: '180', status: 'pending' },
      { ...MARKET, order_type: 'stop_limit', stop_price: '200', limit_price: '201', status: 'pending', time_in_force: 'ioc' },
      { ...MARKET, order_type: 'trailing_stop', trail_percent: '2.5', water_mark: '190', status: 'pending' },
      { ...MARKET, order_type: 'trailing_stop', trail_price: '3', reserve_price: '185', status: 'partially_filled', time_in_force: 'fok' },
    ];
    for (const row of valid) await expect(insertOrder(row)).resolves.toMatchObject({ rowCount: 1 });
  });

  it.each([
    ['side', { side: 'hold' }, 'trading_order_side'],
    ['order type', { order_type: 'iceberg' }, 'trading_order_type'],
    ['time in force', { time_in_force: 'gtd' }, 'trading_order_time_in_force'],
    ['status', { status: 'lost' }, 'trading_order_status'],
    ['quantity', { quantity: '0' }, 'trading_order_quantity'],
  ])('refuses an unknown %s by its domain', async (_, change, domain) => {
    const error = await refusal(insertOrder({ ...MARKET, ...change }));
    expect(error.code).toBe('23514');
    expect(error.message).toBe(`value for domain ${domain} violates check constraint "${domain}_check"`);
  });

  it.each([
    ['extended hours on a market order', { extended_hours: true }, 'CHK_trading_orders_extended_hours'],
    [
      'extended hours on a good-till-canceled limit',
      { order_type: 'limit', limit_price: '1', time_in_force: 'gtc', extended_hours: true },
      'CHK_trading_orders_extended_hours',
    ],
    ['a notional on a limit order', { order_type: 'limit', limit_price: '1', notional: '10' }, 'CHK_trading_orders_notional'],
    ['a notional of nothing', { notional: '0' }, 'CHK_trading_orders_notional'],
    ['a stop without its price', { order_type: 'stop' }, 'CHK_trading_orders_stop_price'],
    ['a stop price on a limit order', { order_type: 'limit', limit_price: '1', stop_price: '2' }, 'CHK_trading_orders_stop_price'],
    ['a trailing stop with both trails', { order_type: 'trailing_stop', trail_price: '1', trail_percent: '1' }, 'CHK_trading_orders_trail'],
    ['a trailing stop with no trail', { order_type: 'trailing_stop' }, 'CHK_trading_orders_trail'],
    ['a water mark on a market order', { water_mark: '190' }, 'CHK_trading_orders_trail'],
  ])('refuses %s, naming the rule', async (_, change, rule) => {
    const error = await refusal(insertOrder({ ...MARKET, ...change }));
    expect(error).toMatchObject({ code: '23514', constraint: rule, table: 'trading_orders' });
    expect(error.message).toBe(`new row for relation "trading_orders" violates check constraint "${rule}"`);
  });

  it('refuses an update that breaks a rule, and keeps the row as it was', async () => {
    const { rows } = await insertOrder({ ...MARKET, order_type: 'stop', stop_price: '180', status: 'pending' });
    const error = await refusal(client.query('UPDATE trading_orders SET stop_price = NULL WHERE id = $1', [rows[0].id]));
    expect(error.constraint).toBe('CHK_trading_orders_stop_price');
    const kept = await client.query('SELECT stop_price FROM trading_orders WHERE id = $1', [rows[0].id]);
    expect(kept.rows).toEqual([{ stop_price: '180.00' }]);
  });

  it("refuses an account's broker that is not a broker's name", async () => {
    const error = await refusal(client.query(`INSERT INTO demo_accounts (cash, broker) VALUES (1, 'North Wind')`));
    expect(error.message).toBe('value for domain broker_name violates check constraint "broker_name_check"');
  });

  // A check written out on these tables is parsed and planned again by every order's statement:
  // a new rule goes into a domain, or into trading_order_rules_hold.
  it('keeps no check written out on orders or accounts but the one function call', async () => {
    const { rows } = await client.query<{ table: string; definition: string }>(
      `SELECT conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE contype = 'c' AND conrelid IN ('trading_orders'::regclass, 'demo_accounts'::regclass) ORDER BY 1`,
    );
    expect(rows).toEqual([
      {
        table: 'trading_orders',
        definition: expect.stringMatching(
          /^CHECK \(trading_order_rules_hold\(\(order_type\)::text, \(time_in_force\)::text, extended_hours, notional, stop_price, trail_price, trail_percent, water_mark, reserve_price\)\)$/,
        ),
      },
    ]);
  });
});
