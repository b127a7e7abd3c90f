import Decimal from 'decimal.js';
import { ORDER_COLUMNS } from '../src/modules/simulator/ledger/order-columns';
import { TradingLedger } from '../src/modules/simulator/ledger/trading-ledger.service';
import { TradingTestApp, twoTradingInstances } from './utils/trading';

// Two apps start: slow on a busy machine.
jest.setTimeout(60_000);

/**
 * Each instance decides an account's next change on the state it last left the account in.
 * These are the cases where another instance changed the account in the meantime.
 */
describe('Ledger changes decided on a state another instance has changed since', () => {
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

  const order = (side: 'buy' | 'sell', quantity: number) => ({ symbol: 'AAPL', side, orderType: 'market', quantity }) as const;

  it('refuses to sell shares that another instance sold meanwhile', async () => {
    const account = await onA.openAccount();
    expect((await onA.placeOrder(account, order('buy', 10))).order.status).toBe('filled');
    expect((await onB.placeOrder(account, order('sell', 10))).order.status).toBe('filled');
    // A last saw 10 shares; the account holds none now.
    const stale = await onA.placeOrder(account, order('sell', 10));
    expect(stale.order).toMatchObject({ status: 'rejected', reason: 'INSUFFICIENT_SHARES' });

    const [position] = await a.dataSource.query(`SELECT quantity::float8 AS quantity FROM trading_positions WHERE account_id = $1 AND symbol = 'AAPL'`, [
      account,
    ]);
    expect(position.quantity).toBe(0);
    const [{ cash }] = await a.dataSource.query('SELECT cash FROM demo_accounts WHERE id = $1', [account]);
    expect(cash).toBe('100000.00');
  });

  it('spends the buying power another instance left, not what this one last saw', async () => {
    const account = await onA.openAccount();
    // $200,000 of buying power: A spends $150,000, then B $45,000 of the $50,000 left.
    await onA.placeOrder(account, order('buy', 1000));
    expect((await onB.placeOrder(account, order('buy', 300))).order.status).toBe('filled');
    const stale = await onA.placeOrder(account, order('buy', 300));
    expect(stale.order).toMatchObject({ status: 'rejected', reason: 'INSUFFICIENT_BUYING_POWER' });
    expect(stale.order.reason_details).toMatchObject({ required: '45000.00', available: '5000.00' });
  });

  it('fills a resting limit another instance placed, though this one last saw the account without it', async () => {
    // A keeps its view of the account, as if B's notice had not reached it yet.
    const forget = jest.spyOn(onA, 'forget').mockImplementation(() => undefined);
    try {
      const account = await onA.openAccount();
      await onA.placeOrder(account, order('buy', 1));
      const { order: resting } = await onB.placeOrder(account, {
        symbol: 'AAPL',
        side: 'buy',
        orderType: 'limit',
        quantity: 2,
        limitPrice: new Decimal('140.00'),
      });
      expect(resting.status).toBe('pending');
      const rows = await a.dataSource.query(`SELECT ${ORDER_COLUMNS.join(', ')} FROM trading_orders WHERE id = $1`, [resting.id]);
      expect(await onA.fillPendingMany(account, rows)).toBe(1);
      const [stored] = await a.dataSource.query('SELECT status, filled_quantity::float8 AS filled_quantity FROM trading_orders WHERE id = $1', [resting.id]);
      expect(stored).toEqual({ status: 'filled', filled_quantity: 2 });
      const [position] = await a.dataSource.query(`SELECT quantity::float8 AS quantity FROM trading_positions WHERE account_id = $1 AND symbol = 'AAPL'`, [
        account,
      ]);
      expect(position.quantity).toBe(3);
    } finally {
      forget.mockRestore();
    }
  });

  it('keeps one gapless event sequence when both instances change the account at once', async () => {
    const account = await onA.openAccount();
    await onA.placeOrder(account, order('buy', 1));
    await onB.placeOrder(account, order('buy', 1));
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? onA : onB).placeOrder(account, order('buy', 1))));
    const seqs = await a.dataSource.query('SELECT seq::int FROM trading_events WHERE account_id = $1 ORDER BY seq', [account]);
    expect(seqs.map((r: { seq: number }) => r.seq)).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    const [{ quantity }] = await a.dataSource.query(`SELECT quantity::float8 AS quantity FROM trading_positions WHERE account_id = $1`, [account]);
    expect(quantity).toBe(22);
    const [{ cash }] = await a.dataSource.query('SELECT cash FROM demo_accounts WHERE id = $1', [account]);
    expect(cash).toBe('96700.00');
  });

  it('keeps one row per symbol and its id, whichever instance first held the symbol', async () => {
    const rows = async (account: string) =>
      (await a.dataSource.query('SELECT symbol, id, quantity::float8 AS quantity FROM trading_positions WHERE account_id = $1 ORDER BY symbol', [account])) as {
        symbol: string;
        id: string;
        quantity: number;
      }[];
    const account = await onA.openAccount();
    await onA.placeOrder(account, order('buy', 1));
    await onB.placeOrder(account, order('buy', 1));
    const [aapl] = await rows(account);
    // B keeps its view of the account, in which it holds no MSFT, while A buys the first shares.
    const forget = jest.spyOn(onB, 'forget').mockImplementation(() => undefined);
    try {
      await onA.placeOrder(account, { ...order('buy', 2), symbol: 'MSFT' });
      expect((await onB.placeOrder(account, { ...order('buy', 3), symbol: 'MSFT' })).order.status).toBe('filled');
    } finally {
      forget.mockRestore();
    }
    const [, msft] = await rows(account);
    // A closed position keeps its row, and the shares bought again go back into it.
    await onB.placeOrder(account, order('sell', 2));
    await onA.placeOrder(account, order('buy', 4));

    expect(await rows(account)).toEqual([
      { symbol: 'AAPL', id: aapl.id, quantity: 4 },
      { symbol: 'MSFT', id: msft.id, quantity: 5 },
    ]);
  });
});
