import Decimal from 'decimal.js';
import { Client } from 'pg';
import { TradingLedger } from '../src/modules/trading/ledger/trading-ledger.service';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

/**
 * Pins the database round trips of each ledger change (issue 7: an order's latency is mostly
 * round trips). Counts every statement the pg client sends on the connection that took the
 * account lock, BEGIN and COMMIT included.
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
    const sent: { client: Client; text: string }[] = [];
    const query = Client.prototype.query;
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const first = args[0];
      sent.push({ client: this, text: typeof first === 'string' ? first : String((first as { text?: string }).text) });
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      await work();
    } finally {
      spy.mockRestore();
    }
    const locker = sent.find((s) => /FOR UPDATE/.test(s.text))?.client;
    return sent.filter((s) => s.client === locker).map((s) => s.text.replace(/\s+/g, ' ').trim().slice(0, 60));
  }

  const marketBuy = { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1 } as const;

  it('places a market order in five: begin, lock, read, write, commit', async () => {
    const account = await ledger.openAccount();
    expect(await statementsOf(() => ledger.placeOrder(account, marketBuy))).toHaveLength(5);
    expect(await statementsOf(() => ledger.placeOrder(account, { ...marketBuy, side: 'sell' }))).toHaveLength(5);
  });

  it('replays a clientOrderId without writing: begin, lock, read, commit', async () => {
    const account = await ledger.openAccount();
    await ledger.placeOrder(account, { ...marketBuy, clientOrderId: 'pin-1' });
    expect(await statementsOf(() => ledger.placeOrder(account, { ...marketBuy, clientOrderId: 'pin-1' }))).toHaveLength(4);
  });

  it('cancels and fills a pending limit order in five each', async () => {
    const account = await ledger.openAccount();
    const limit = { ...marketBuy, orderType: 'limit', limitPrice: new Decimal('140.00') } as const;
    const first = await ledger.placeOrder(account, limit);
    expect(await statementsOf(() => ledger.cancelOrder(account, first.order.id))).toHaveLength(5);
    const second = await ledger.placeOrder(account, limit);
    expect(await statementsOf(() => ledger.fillPending(account, second.order.id))).toHaveLength(5);
  });
});
