import Decimal from 'decimal.js';
import fc from 'fast-check';
import { accountMetrics } from './account-metrics';
import { applyFill } from './apply-fill';
import { decideOrder, reservePriceOf } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';
import { AccountState, OPENING_CASH, OrderRequest, SYMBOLS } from './types';

const step = fc.record({
  symbol: fc.constantFrom(...SYMBOLS),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  orderType: fc.constantFrom('market' as const, 'limit' as const),
  quantity: fc.integer({ min: 1, max: 3000 }),
  cents: fc.integer({ min: 100, max: 100_000 }),
  limitCents: fc.integer({ min: 100, max: 100_000 }),
});

const sum = (values: Decimal[]) => values.reduce((a, b) => a.plus(b), new Decimal(0));

describe('ledger invariants with short positions', () => {
  // Prices move between steps (a crash or a squeeze can take buying power below zero without any
  // order: a margin call). What an order must never do: need buying power and leave it below zero.
  it('equity = cash + positions’ value; an accepted order leaves buying power >= 0 or does not lower it; cash + cost basis = opening + realized', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { minLength: 1, maxLength: 60 }), (mayShort, steps) => {
        let state: AccountState = openAccount();
        for (const s of steps) {
          const prices = pricesWith({ [s.symbol]: new Decimal(s.cents).dividedBy(100).toFixed(2) });
          const order: OrderRequest = { symbol: s.symbol, side: s.side, orderType: s.orderType, quantity: s.quantity, mayShort };
          if (s.orderType === 'limit') order.limitPrice = new Decimal(s.limitCents).dividedBy(100);
          const decision = decideOrder(state, order, prices);
          const before = accountMetrics(state, prices).buyingPower;
          if (decision.outcome === 'fill') state = applyFill(state, { ...order, price: decision.price }).state;
          if (decision.outcome === 'pending') {
            state = { ...state, pending: [...state.pending, { ...order, limitPrice: reservePriceOf(order, prices[s.symbol]) }] };
          }
          const metrics = accountMetrics(state, prices);
          if (decision.outcome !== 'reject') expect(metrics.buyingPower.isNegative() && metrics.buyingPower.lessThan(before)).toBe(false);
          const positions = Object.entries(state.holdings).map(([symbol, h]) => prices[symbol as (typeof SYMBOLS)[number]].times(h.quantity));
          expect(metrics.equity.equals(state.cash.plus(sum(positions)))).toBe(true);
          const costBasis = sum(Object.values(state.holdings).map((h) => h.costBasis));
          expect(state.cash.plus(costBasis).equals(OPENING_CASH.plus(state.realizedPnl))).toBe(true);
          // Where the broker does not lend, no position ever goes short.
          if (!mayShort) expect(Object.values(state.holdings).every((h) => h.quantity > 0)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a round trip through shorts and longs that ends flat leaves quantity 0 and realized P&L = Σ sells − Σ buys', () => {
    const trade = fc.record({
      side: fc.constantFrom('buy' as const, 'sell' as const),
      quantity: fc.integer({ min: 1, max: 500 }),
      cents: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(trade, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 100_000 }), (trades, closeCents) => {
        let state = openAccount();
        let flow = new Decimal(0);
        const fill = (side: 'buy' | 'sell', quantity: number, cents: number) => {
          const price = new Decimal(cents).dividedBy(100);
          state = applyFill(state, { symbol: 'TSLA', side, quantity, price }).state;
          flow = side === 'sell' ? flow.plus(price.times(quantity)) : flow.minus(price.times(quantity));
        };
        for (const t of trades) fill(t.side, t.quantity, t.cents);
        const held = state.holdings.TSLA?.quantity ?? 0;
        if (held !== 0) fill(held < 0 ? 'buy' : 'sell', Math.abs(held), closeCents);
        expect(state.holdings.TSLA).toBeUndefined();
        expect(state.realizedPnl.equals(flow)).toBe(true);
        expect(state.cash.equals(OPENING_CASH.plus(flow))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
