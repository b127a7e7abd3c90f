import Decimal from 'decimal.js';
import fc from 'fast-check';
import { accountMetrics } from './account-metrics';
import { applyFill } from './apply-fill';
import { decideOrder } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';
import { AccountState, OPENING_CASH, SYMBOLS } from './types';

const step = fc.record({
  symbol: fc.constantFrom(...SYMBOLS),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  quantity: fc.integer({ min: 1, max: 3000 }),
  cents: fc.integer({ min: 1, max: 100_000 }),
});

function costBasisOf(state: AccountState): Decimal {
  return Object.values(state.holdings).reduce((sum, h) => sum.plus(h!.costBasis), new Decimal(0));
}

describe('ledger invariants over random order sequences', () => {
  // Prices move between steps, so a crash can push buying power below zero without any order
  // (a margin call). What an order must never do: a buy may not take it below zero, and a
  // sale (which only frees buying power) may not lower it.
  it('keeps cash + cost basis = opening cash + realized P&L; an accepted buy leaves buying power >= 0, a sale never lowers it', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        let state = openAccount();
        for (const s of steps) {
          const price = new Decimal(s.cents).dividedBy(100);
          const prices = pricesWith({ [s.symbol]: price.toFixed(2) });
          const decision = decideOrder(state, { symbol: s.symbol, side: s.side, orderType: 'market', quantity: s.quantity }, prices);
          if (decision.outcome === 'fill') {
            const before = accountMetrics(state, prices).buyingPower;
            state = applyFill(state, { symbol: s.symbol, side: s.side, quantity: s.quantity, price: decision.price }).state;
            const after = accountMetrics(state, prices).buyingPower;
            if (s.side === 'buy') expect(after.isNegative()).toBe(false);
            else expect(after.greaterThanOrEqualTo(before)).toBe(true);
          }
          expect(state.cash.plus(costBasisOf(state)).equals(OPENING_CASH.plus(state.realizedPnl))).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
