import Decimal from 'decimal.js';
import type { PendingOrder, Side } from '../engine';
import type { OrderRow } from '../trading.rows';
import { restingLimitsCrossed } from './account-snapshot';

const PLACED = new Date('2026-11-30T15:00:00.000Z');

function resting(id: string, side: Side, limit: string, symbol: 'AAPL' | 'MSFT' | 'TSLA'): OrderRow {
  return {
    id,
    account_id: 'acc-1',
    client_order_id: null,
    symbol,
    side,
    order_type: 'limit',
    quantity: 1,
    limit_price: limit,
    time_in_force: 'day',
    status: 'pending',
    reason: null,
    reason_details: null,
    filled_price: null,
    filled_quantity: 0,
    expires_at: null,
    created_at: PLACED,
    updated_at: PLACED,
  };
}

/** An account's working orders, `known` of them with their stored rows. */
function account(working: OrderRow[], known = working) {
  return {
    pendingById: new Map<string, PendingOrder>(
      working.map((o) => [o.id, { symbol: o.symbol, side: o.side, quantity: o.quantity, limitPrice: new Decimal(o.limit_price!) }]),
    ),
    restingRows: new Map(known.map((o) => [o.id, o])),
  };
}

const prices =
  (moved: Record<string, string>) =>
  (symbol: string): Decimal | undefined =>
    moved[symbol] === undefined ? undefined : new Decimal(moved[symbol]);
const ids = (rows: OrderRow[] | null) => rows?.map((r) => r.id) ?? null;

describe('The resting limits a tick crosses in an account, known from its snapshot', () => {
  it('crosses each symbol at its own new price', () => {
    const orders = account([
      resting('1-aapl-buy', 'buy', '150.00', 'AAPL'),
      resting('2-aapl-sell', 'sell', '151.00', 'AAPL'),
      resting('3-msft-sell', 'sell', '400.00', 'MSFT'),
      resting('4-msft-buy', 'buy', '399.00', 'MSFT'),
    ]);
    expect(ids(restingLimitsCrossed(orders, prices({ AAPL: '150.00', MSFT: '400.00' })))).toEqual(['1-aapl-buy', '3-msft-sell']);
    expect(ids(restingLimitsCrossed(orders, prices({ AAPL: '151.00', MSFT: '398.00' })))).toEqual(['2-aapl-sell', '4-msft-buy']);
  });

  it('leaves the orders of symbols that did not move, even ones it holds no row of', () => {
    const tsla = resting('tsla', 'buy', '300.00', 'TSLA');
    const orders = account([resting('aapl', 'buy', '150.00', 'AAPL'), tsla], [resting('aapl', 'buy', '150.00', 'AAPL')]);
    expect(ids(restingLimitsCrossed(orders, prices({ AAPL: '149.00' })))).toEqual(['aapl']);
  });

  it('answers null when a symbol that moved has a working order it holds no row of: only the database knows them all', () => {
    const orders = account([resting('aapl', 'buy', '150.00', 'AAPL'), resting('msft', 'buy', '100.00', 'MSFT')], [resting('aapl', 'buy', '150.00', 'AAPL')]);
    expect(restingLimitsCrossed(orders, prices({ AAPL: '149.00', MSFT: '400.00' }))).toBeNull();
  });

  it('gives them oldest first, as the database orders them', () => {
    const later = { ...resting('0-later', 'buy', '150.00', 'AAPL'), created_at: new Date(PLACED.getTime() + 1000) };
    const orders = account([later, resting('2-b', 'buy', '150.00', 'AAPL'), resting('1-a', 'buy', '150.00', 'AAPL')]);
    expect(ids(restingLimitsCrossed(orders, prices({ AAPL: '140.00' })))).toEqual(['1-a', '2-b', '0-later']);
  });
});
