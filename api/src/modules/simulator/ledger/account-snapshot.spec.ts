import Decimal from 'decimal.js';
import { idsOf, PLACED, restingOrder, workingOrders } from '../../../../test/utils/resting-orders';
import { restingLimitsCrossed } from './account-snapshot';

const prices =
  (moved: Record<string, string>) =>
  (symbol: string): Decimal | undefined =>
    moved[symbol] === undefined ? undefined : new Decimal(moved[symbol]);

describe('The resting limits a tick crosses in an account, known from its snapshot', () => {
  it('crosses each symbol at its own new price', () => {
    const orders = workingOrders([
      restingOrder('1-aapl-buy', 'buy', '150.00', 'AAPL'),
      restingOrder('2-aapl-sell', 'sell', '151.00', 'AAPL'),
      restingOrder('3-msft-sell', 'sell', '400.00', 'MSFT'),
      restingOrder('4-msft-buy', 'buy', '399.00', 'MSFT'),
    ]);
    expect(idsOf(restingLimitsCrossed(orders, prices({ AAPL: '150.00', MSFT: '400.00' })))).toEqual(['1-aapl-buy', '3-msft-sell']);
    expect(idsOf(restingLimitsCrossed(orders, prices({ AAPL: '151.00', MSFT: '398.00' })))).toEqual(['2-aapl-sell', '4-msft-buy']);
  });

  it('leaves the orders of symbols that did not move, even ones it holds no row of', () => {
    const tsla = restingOrder('tsla', 'buy', '300.00', 'TSLA');
    const orders = workingOrders([restingOrder('aapl', 'buy', '150.00', 'AAPL'), tsla], [restingOrder('aapl', 'buy', '150.00', 'AAPL')]);
    expect(idsOf(restingLimitsCrossed(orders, prices({ AAPL: '149.00' })))).toEqual(['aapl']);
  });

  it('answers null when a symbol that moved has a working order it holds no row of: only the database knows them all', () => {
    const orders = workingOrders(
      [restingOrder('aapl', 'buy', '150.00', 'AAPL'), restingOrder('msft', 'buy', '100.00', 'MSFT')],
      [restingOrder('aapl', 'buy', '150.00', 'AAPL')],
    );
    expect(restingLimitsCrossed(orders, prices({ AAPL: '149.00', MSFT: '400.00' }))).toBeNull();
  });

  it('gives them oldest first, as the database orders them', () => {
    const later = { ...restingOrder('0-later', 'buy', '150.00', 'AAPL'), created_at: new Date(PLACED.getTime() + 1000) };
    const orders = workingOrders([later, restingOrder('2-b', 'buy', '150.00', 'AAPL'), restingOrder('1-a', 'buy', '150.00', 'AAPL')]);
    expect(idsOf(restingLimitsCrossed(orders, prices({ AAPL: '140.00' })))).toEqual(['1-a', '2-b', '0-later']);
  });
});
