import Decimal from 'decimal.js';
import { preparedQueryable } from '../src/database/prepared-statements';
import { TradingLedger } from '../src/modules/simulator/ledger/trading-ledger.service';
import { statementsSentDuring } from './utils/sent-statements';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

/**
 * Pins the database round trips of each ledger change (issue 7: an order's latency and
 * database CPU are mostly round trips). Counts every statement sent on the connections the
 * ledger used (those that ran one of its prepared statements), BEGIN and COMMIT included.
 */
describe('Round trips of the trading ledger', () => {
  let t: TradingTestApp;
  let ledger: TradingLedger;

  beforeAll(async () => {
    t = await createTradingTestApp();
    await t.setPrices({ AAPL: '150.00' });
    ledger = t.app.get(TradingLedger);
  });
  afterAll(() => t.close());

  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const sent = await statementsSentDuring(work);
    const ledgerClients = new Set(sent.filter((s) => s.name?.startsWith('ledger_')).map((s) => s.client));
    return sent.filter((s) => ledgerClients.has(s.client)).map((s) => s.text.replace(/\s+/g, ' ').trim());
  }

  const marketBuy = { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1 } as const;

  it("places an account's first order here in five (begin, lock, read, write, commit), the next ones in one guarded write", async () => {
    const account = await ledger.openAccount();
    const first = await statementsOf(() => ledger.placeOrder(account, marketBuy));
    expect(first).toHaveLength(5);
    expect(first[1]).toMatch(/FOR UPDATE/);
    const next = await statementsOf(() => ledger.placeOrder(account, { ...marketBuy, side: 'sell' }));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatch(/^WITH account AS \(UPDATE demo_accounts/);
    expect(await statementsOf(() => ledger.placeOrder(account, { ...marketBuy, clientOrderId: 'pin-0' }))).toHaveLength(1);
  });

  it('replays a clientOrderId without writing: the guarded write refuses, then begin, lock, read, commit', async () => {
    const account = await ledger.openAccount();
    await ledger.placeOrder(account, { ...marketBuy, clientOrderId: 'pin-1' });
    const replay = await statementsOf(() => ledger.placeOrder(account, { ...marketBuy, clientOrderId: 'pin-1' }));
    expect(replay).toHaveLength(5);
    expect(replay[0]).toMatch(/^WITH account AS/);
    expect(replay.slice(1).some((s) => /^(INSERT|UPDATE|WITH)/.test(s))).toBe(false);
  });

  it('cancels and fills a pending limit order in five each (they read the stored order under the lock)', async () => {
    const account = await ledger.openAccount();
    const limit = { ...marketBuy, orderType: 'limit', limitPrice: new Decimal('140.00') } as const;
    const first = await ledger.placeOrder(account, limit);
    expect(await statementsOf(() => ledger.cancelOrder(account, first.order.id))).toHaveLength(5);
    const second = await ledger.placeOrder(account, limit);
    expect(await statementsOf(() => ledger.fillPending(account, second.order.id))).toHaveLength(5);
  });

  it('sends a hot path’s reads as named statements, prepared once per connection, answering rows as TypeORM would', async () => {
    const text = 'SELECT id, cash FROM demo_accounts WHERE id = $1';
    const account = await ledger.openAccount();
    await t.dataSource.transaction(async (m) => {
      const prepared = preparedQueryable(m);
      const first = await prepared.query(text, [account]);
      expect(await prepared.query(text, [account])).toEqual(first);
      expect(first).toEqual(await m.query(text, [account]));
      const held = await m.query('SELECT name FROM pg_prepared_statements WHERE statement = $1', [text]);
      expect(held).toEqual([{ name: expect.stringMatching(/^ledger_/) }]);
    });
  });
});
