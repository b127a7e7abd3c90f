import Decimal from 'decimal.js';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { sandboxPrices } from '../src/modules/simulator/engine';
import { AccountEvent, TradingEvents } from '../src/modules/simulator/events/trading.events';
import { ORDER_COLUMNS } from '../src/modules/simulator/ledger/order-columns';
import { TradingLedger } from '../src/modules/simulator/ledger/trading-ledger.service';
import type { OrderRow } from '../src/modules/simulator/simulator.rows';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

/**
 * Ledger changes made inside one enclosing transaction (a sandbox control action) commit with
 * it, and are published only then: a transaction that fails leaves neither rows nor events.
 */
describe('Ledger changes inside an enclosing transaction', () => {
  let t: TradingTestApp;
  let ledger: TradingLedger;
  const published: AccountEvent[] = [];

  beforeAll(async () => {
    t = await createTradingTestApp();
    await t.setPrices({ AAPL: '150.00' });
    ledger = t.app.get(TradingLedger);
    t.app.get(EventEmitter2).on(TradingEvents.accountEvents, (events: AccountEvent[]) => published.push(...events));
  });
  beforeEach(() => (published.length = 0));
  afterAll(() => t.close());

  /** An account whose last change this instance made (so it holds its snapshot), with `count` resting limit buys at 140.00. */
  async function accountWithRestingLimits(count = 1): Promise<{ account: string; orders: OrderRow[] }> {
    const account = await ledger.openAccount();
    const orders: OrderRow[] = [];
    for (let i = 0; i < count; i++) {
      const { order } = await ledger.placeOrder(account, { symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 2, limitPrice: new Decimal('140.00') });
      orders.push((await t.dataSource.query(`SELECT ${ORDER_COLUMNS.join(', ')} FROM trading_orders WHERE id = $1`, [order.id]))[0]);
    }
    published.length = 0;
    return { account, orders };
  }
  const moment = () => ({ now: t.clock.now(), prices: sandboxPrices(1, t.clock.now()) });
  const statusOf = async (orderId: string) => (await t.dataSource.query('SELECT status FROM trading_orders WHERE id = $1', [orderId]))[0].status;

  it('publishes the changes’ events once the transaction has committed, not before', async () => {
    const {
      account,
      orders: [order],
    } = await accountWithRestingLimits();
    const seenInside: number[] = [];

    await ledger.enclosing(account, async (within) => {
      expect(await ledger.fillPendingMany(account, [order], moment(), within)).toBe(1);
      seenInside.push(published.length);
    });

    expect(seenInside).toEqual([0]);
    expect(published.map((e) => e.type)).toEqual(['order.filled', 'position.updated', 'account.updated']);
    expect(await statusOf(order.id)).toBe('filled');
  });

  it('leaves neither rows nor events when the transaction fails after a change, and the next change starts from the stored account', async () => {
    const {
      account,
      orders: [order],
    } = await accountWithRestingLimits();
    const [{ event_seq: before }] = await t.dataSource.query('SELECT event_seq FROM demo_accounts WHERE id = $1', [account]);

    await expect(
      ledger.enclosing(account, async (within) => {
        await ledger.fillPendingMany(account, [order], moment(), within);
        throw new Error('the control action failed after its fill');
      }),
    ).rejects.toThrow('the control action failed after its fill');

    expect(published).toEqual([]);
    expect(await statusOf(order.id)).toBe('pending');
    const [{ event_seq: after }] = await t.dataSource.query('SELECT event_seq FROM demo_accounts WHERE id = $1', [account]);
    expect(after).toBe(before);
    // This instance's view of the account went with the transaction: the fill happens once, at the next try.
    expect(await ledger.fillPendingMany(account, [order], moment())).toBe(1);
    expect(await statusOf(order.id)).toBe('filled');
    const fills = await t.dataSource.query('SELECT count(*)::int AS n FROM trading_fills WHERE order_id = $1', [order.id]);
    expect(fills[0].n).toBe(1);
  });

  it('keeps a change of the account made meanwhile waiting until the transaction has committed, between two of its changes', async () => {
    const {
      account,
      orders: [first, second],
    } = await accountWithRestingLimits(2);
    let placed: ReturnType<TradingLedger['placeOrder']> | undefined;

    await ledger.enclosing(account, async (within) => {
      await ledger.fillPendingMany(account, [first], moment(), within);
      // The transaction holds the account's row from here on: the order waits for the commit,
      // rather than for the row while the transaction's next change waits for it.
      placed = ledger.placeOrder(account, { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await ledger.fillPendingMany(account, [second], moment(), within);
    });

    expect((await placed!).order.status).toBe('filled');
    expect(published.map((e) => e.type)).toEqual([
      'order.filled',
      'position.updated',
      'account.updated',
      'order.filled',
      'position.updated',
      'account.updated',
      'order.accepted',
      'order.filled',
      'position.updated',
      'account.updated',
    ]);
    expect(published.map((e) => e.seq)).toEqual(published.map((_, i) => published[0].seq + i));
  }, 15_000);
});
