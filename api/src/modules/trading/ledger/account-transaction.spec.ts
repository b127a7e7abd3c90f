import Decimal from 'decimal.js';
import type { PendingOrder, Side } from '../engine';
import type { OrderRow } from '../trading.rows';
import { AccountTransaction } from './account-transaction';
import type { AccountSnapshot } from './account-snapshot';

const PLACED = new Date('2026-11-30T15:00:00.000Z');

function resting(id: string, side: Side, limit: string, symbol: 'AAPL' | 'MSFT' = 'AAPL', createdAt = PLACED): OrderRow {
  return {
    id,
    account_id: 'acc-1',
    client_order_id: null,
    symbol,
    side,
    order_type: 'limit',
    quantity: 1,
    limit_price: limit,
    time_in_force: 'gtc',
    status: 'pending',
    reason: null,
    reason_details: null,
    filled_price: null,
    filled_quantity: 0,
    expires_at: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** A transaction on a snapshot holding these working orders; `known` are those whose rows it holds. */
function onSnapshot(working: OrderRow[], known = working): AccountTransaction {
  const pendingById = new Map<string, PendingOrder>(
    working.map((o) => [o.id, { symbol: o.symbol, side: o.side, quantity: o.quantity, limitPrice: new Decimal(o.limit_price!) }]),
  );
  const snapshot: AccountSnapshot = {
    eventSeq: 7,
    state: { cash: new Decimal(100_000), realizedPnl: new Decimal(0), holdings: {}, pending: [...pendingById.values()] },
    pendingById,
    positionIds: new Map(),
    restingRows: new Map(known.map((o) => [o.id, o])),
  };
  return AccountTransaction.fromSnapshot('acc-1', snapshot);
}

const ids = (rows: OrderRow[] | null) => rows?.map((r) => r.id) ?? null;

describe('The resting limits a set price crosses, known from the snapshot', () => {
  it('crosses buys limited at or above the price and sells limited at or below it', () => {
    const tx = onSnapshot([
      resting('01-buy-above', 'buy', '150.00'),
      resting('02-buy-at', 'buy', '140.00'),
      resting('03-buy-below', 'buy', '139.99'),
      resting('04-sell-below', 'sell', '130.00'),
      resting('05-sell-at', 'sell', '140.00'),
      resting('06-sell-above', 'sell', '140.01'),
    ]);
    expect(ids(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00')))).toEqual(['01-buy-above', '02-buy-at', '04-sell-below', '05-sell-at']);
  });

  it('lists them oldest first, then by id, as the database orders them', () => {
    const later = new Date(PLACED.getTime() + 1000);
    const tx = onSnapshot([resting('0c', 'buy', '150.00', 'AAPL', later), resting('0b', 'buy', '150.00'), resting('0a', 'buy', '150.00', 'AAPL', later)]);
    expect(ids(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00')))).toEqual(['0b', '0a', '0c']);
  });

  it('leaves other symbols alone, and crosses nothing when nothing is reached', () => {
    const tx = onSnapshot([resting('aapl', 'buy', '150.00'), resting('msft', 'buy', '500.00', 'MSFT')]);
    expect(ids(tx.restingLimitsCrossedBy('MSFT', new Decimal('600.00')))).toEqual([]);
    expect(ids(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00')))).toEqual(['aapl']);
  });

  it('cannot tell when it lacks the row of a working order in the symbol (read under a lock, scripted, partly filled)', () => {
    const known = resting('known', 'buy', '150.00');
    const unknown = resting('unknown', 'buy', '100.00');
    const tx = onSnapshot([known, unknown, resting('msft', 'buy', '500.00', 'MSFT')], [known]);
    expect(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00'))).toBeNull();
    // Another symbol's working orders are all known: it can tell there.
    expect(ids(onSnapshot([known, resting('msft', 'buy', '500.00', 'MSFT')], [known]).restingLimitsCrossedBy('AAPL', new Decimal('140.00')))).toEqual([
      'known',
    ]);
  });

  it('forgets an order’s row once the order changes without one, and once it stops working', () => {
    const a = resting('a', 'buy', '150.00');
    const b = resting('b', 'buy', '150.00');
    const tx = onSnapshot([a, b]);
    // A partial fill keeps the order working, but its stored row is no longer a plain resting limit's.
    tx.addPending('a', { symbol: 'AAPL', side: 'buy', quantity: 1, limitPrice: new Decimal('150.00') });
    expect(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00'))).toBeNull();
    tx.removePending('a');
    expect(ids(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00')))).toEqual(['b']);
    expect(tx.snapshot().restingRows.has('a')).toBe(false);
  });
});
