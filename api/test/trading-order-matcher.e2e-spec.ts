import Decimal from 'decimal.js';
import { TradingLedger } from '../src/modules/simulator/ledger/trading-ledger.service';
import * as marketQueries from '../src/modules/simulator/market/market.queries';
import { TradingTestApp, twoTradingInstances } from './utils/trading';

// Two apps start: slow on a busy machine.
jest.setTimeout(60_000);

/**
 * The live feed's matcher (on the instance whose tick it is) fills first what it knows from the
 * accounts as it last left them, without a read, then what only the database knows.
 */
describe('Matching a live tick across instances', () => {
  let a: TradingTestApp;
  let b: TradingTestApp;
  let onA: TradingLedger;
  let onB: TradingLedger;

  beforeAll(async () => {
    ({ a, b, onA, onB } = await twoTradingInstances());
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const limitBuy = (quantity: number) => ({ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity, limitPrice: new Decimal('140.00') }) as const;
  const stored = async (id: string) =>
    (await a.dataSource.query('SELECT status, filled_quantity::float8 AS filled_quantity, filled_price FROM trading_orders WHERE id = $1', [id]))[0];

  it('fills what it placed without reading it, and what another instance placed from the database', async () => {
    // Placed through A: A's view of the account holds it.
    const known = await onA.openAccount();
    const { order: fromA } = await onA.placeOrder(known, limitBuy(1));
    // Opened and placed through B: A has never seen the account.
    const unknown = await onB.openAccount();
    const { order: fromB } = await onB.placeOrder(unknown, limitBuy(2));
    // Seen by A, then changed through B: A's view misses B's order and is behind by a version.
    const stale = await onA.openAccount();
    const forget = jest.spyOn(onA, 'forget').mockImplementation(() => undefined);
    const read = jest.spyOn(marketQueries, 'demoLimitsCrossedBy');
    try {
      const { order: staleFromA } = await onA.placeOrder(stale, limitBuy(3));
      const { order: staleFromB } = await onB.placeOrder(stale, limitBuy(4));

      await a.setPrices({ AAPL: '139.99' });

      for (const order of [fromA, fromB, staleFromA, staleFromB]) {
        expect(await stored(order.id)).toEqual({ status: 'filled', filled_quantity: order.quantity, filled_price: '140.00' });
      }
      // The database was asked once, after the fills A knew of: only for those it did not.
      expect(read).toHaveBeenCalledTimes(1);
      const rows = await read.mock.results[0].value;
      expect(rows.map((r: { id: string }) => r.id).sort()).toEqual([fromB.id, staleFromB.id].sort());
    } finally {
      read.mockRestore();
      forget.mockRestore();
      await a.setPrices({ AAPL: '150.00' });
    }
    const [{ quantity }] = await a.dataSource.query(`SELECT quantity::float8 AS quantity FROM trading_positions WHERE account_id = $1`, [stale]);
    expect(quantity).toBe(7);
  });

  it('leaves a developer’s sandbox account to its own clock, though it placed the order', async () => {
    const [{ id: userId }] = await a.dataSource.query(`INSERT INTO users (username, password_hash) VALUES ('matcher-dev', 'x') RETURNING id`);
    const sandbox = await onA.openSandboxAccount(a.dataSource.manager, { userId, label: null, seed: 7 }, { cash: '100000.00', positions: [] });
    // A dollar limit rests on the seeded path, which never goes near it.
    const { order } = await onA.placeOrder(sandbox, { symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, limitPrice: new Decimal('1.00') });
    expect(order.status).toBe('pending');
    try {
      await a.setPrices({ AAPL: '0.50' });
      expect(await stored(order.id)).toEqual({ status: 'pending', filled_quantity: 0, filled_price: null });
    } finally {
      await a.setPrices({ AAPL: '150.00' });
    }
  });
});
