import Decimal from 'decimal.js';
import { idsOf, PLACED, restingOrder, workingOrders } from '../../../../test/utils/resting-orders';
import type { OrderRow } from '../simulator.rows';
import { AccountTransaction } from './account-transaction';
import type { AccountSnapshot } from './account-snapshot';

/** A transaction on a snapshot holding these working orders; `known` are those whose rows it holds. */
function onSnapshot(working: OrderRow[], known = working): AccountTransaction {
  const { pendingById, restingRows } = workingOrders(working, known);
  const snapshot: AccountSnapshot = {
    eventSeq: 7,
    state: { cash: new Decimal(100_000), realizedPnl: new Decimal(0), holdings: {}, pending: [...pendingById.values()] },
    pendingById,
    positionIds: new Map(),
    restingRows,
  };
  return AccountTransaction.fromSnapshot('acc-1', snapshot);
}

describe('The resting limits a set price crosses, known from the snapshot', () => {
  it('crosses buys limited at or above the price and sells limited at or below it', () => {
    const tx = onSnapshot([
      restingOrder('01-buy-above', 'buy', '150.00'),
      restingOrder('02-buy-at', 'buy', '140.00'),
      restingOrder('03-buy-below', 'buy', '139.99'),
      restingOrder('04-sell-below', 'sell', '130.00'),
      restingOrder('05-sell-at', 'sell', '140.00'),
      restingOrder('06-sell-above', 'sell', '140.01'),
    ]);
    expect(idsOf(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00')))).toEqual(['01-buy-above', '02-buy-at', '04-sell-below', '05-sell-at']);
  });

  it('lists them oldest first, then by id, as the database orders them', () => {
    const later = new Date(PLACED.getTime() + 1000);
    const tx = onSnapshot([
      restingOrder('0c', 'buy', '150.00', 'AAPL', later),
      restingOrder('0b', 'buy', '150.00'),
      restingOrder('0a', 'buy', '150.00', 'AAPL', later),
    ]);
    expect(idsOf(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00')))).toEqual(['0b', '0a', '0c']);
  });

  it('leaves other symbols alone, and crosses nothing when nothing is reached', () => {
    const tx = onSnapshot([restingOrder('aapl', 'buy', '150.00'), restingOrder('msft', 'buy', '500.00', 'MSFT')]);
    expect(idsOf(tx.restingLimitsCrossedBy('MSFT', new Decimal('600.00')))).toEqual([]);
    expect(idsOf(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00')))).toEqual(['aapl']);
  });

  it('cannot tell when it lacks the row of a working order in the symbol (read under a lock, scripted, partly filled)', () => {
    const known = restingOrder('known', 'buy', '150.00');
    const unknown = restingOrder('unknown', 'buy', '100.00');
    const tx = onSnapshot([known, unknown, restingOrder('msft', 'buy', '500.00', 'MSFT')], [known]);
    expect(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00'))).toBeNull();
    // Another symbol's working orders are all known: it can tell there.
    expect(idsOf(onSnapshot([known, restingOrder('msft', 'buy', '500.00', 'MSFT')], [known]).restingLimitsCrossedBy('AAPL', new Decimal('140.00')))).toEqual([
      'known',
    ]);
  });

  it('forgets an order’s row once the order changes without one, and once it stops working', () => {
    const a = restingOrder('a', 'buy', '150.00');
    const b = restingOrder('b', 'buy', '150.00');
    const tx = onSnapshot([a, b]);
    // A partial fill keeps the order working, but its stored row is no longer a plain resting limit's.
    tx.addPending('a', { symbol: 'AAPL', side: 'buy', quantity: 1, limitPrice: new Decimal('150.00') });
    expect(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00'))).toBeNull();
    tx.removePending('a');
    expect(idsOf(tx.restingLimitsCrossedBy('AAPL', new Decimal('140.00')))).toEqual(['b']);
    expect(tx.snapshot().restingRows.has('a')).toBe(false);
  });
});
