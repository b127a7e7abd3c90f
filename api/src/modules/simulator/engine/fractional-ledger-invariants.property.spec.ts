import Decimal from 'decimal.js';
import fc from 'fast-check';
import { accountMetrics, sellableShares } from './account-metrics';
import { applyFill } from './apply-fill';
import { decideOrder } from './decide-order';
import { sharesForNotional, tradeAmount } from './shares';
import { openAccount, pricesWith } from './test-helpers';
import { AccountState, OPENING_CASH, SYMBOLS } from './types';

/** A market order by fractional quantity (billionths of a share), by dollar amount, or the whole position sold. */
const step = fc.record({
  symbol: fc.constantFrom(...SYMBOLS),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  size: fc.oneof(
    fc.record({ kind: fc.constant('quantity' as const), billionths: fc.integer({ min: 1, max: 50_000_000_000 }) }),
    fc.record({ kind: fc.constant('notional' as const), cents: fc.integer({ min: 100, max: 2_000_000 }) }),
    fc.record({ kind: fc.constant('all' as const) }),
  ),
  cents: fc.integer({ min: 1, max: 100_000 }),
});

const costBasisOf = (state: AccountState) => Object.values(state.holdings).reduce((sum, h) => sum.plus(h!.costBasis), new Decimal(0));
const places = (n: Decimal.Value) => new Decimal(n).decimalPlaces();

describe('ledger invariants with fractional and notional orders', () => {
  it('keeps the identity to the cent, quantities to 9 places, never sells more than held, never spends more than a notional amount, an accepted buy leaves buying power >= 0 to the cent', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        let state = openAccount();
        for (const s of steps) {
          const price = new Decimal(s.cents).dividedBy(100);
          const prices = pricesWith({ [s.symbol]: price.toFixed(2) });
          const held = state.holdings[s.symbol]?.quantity ?? 0;
          const notional = s.size.kind === 'notional' ? new Decimal(s.size.cents).dividedBy(100) : null;
          const quantity =
            s.size.kind === 'quantity' ? new Decimal(s.size.billionths).dividedBy(1e9).toNumber() : notional ? sharesForNotional(notional, price) : held;
          if (quantity === 0) continue;
          const decision = decideOrder(state, { symbol: s.symbol, side: s.side, orderType: 'market', quantity }, prices);
          if (s.side === 'sell' && quantity > sellableShares(state, s.symbol)) expect(decision.outcome).toBe('reject');
          if (decision.outcome !== 'fill') continue;
          const before = accountMetrics(state, prices).buyingPower;
          const cashBefore = state.cash;
          state = applyFill(state, { symbol: s.symbol, side: s.side, quantity, price: decision.price }).state;
          if (notional) expect(cashBefore.minus(state.cash).abs().lessThanOrEqualTo(notional)).toBe(true);
          expect(cashBefore.minus(state.cash).abs().equals(tradeAmount(price, quantity))).toBe(true);
          const after = accountMetrics(state, prices).buyingPower;
          // A buy is checked against its rounded amount while market value is not rounded: at most half a cent under zero.
          if (s.side === 'buy') expect(after.greaterThanOrEqualTo('-0.005')).toBe(true);
          // A sale frees 2 × its rounded amount less its market value: never less, unless what it sells is
          // worth under a cent and its amount rounds to nothing (then by less than a cent).
          else expect(after.greaterThan(before.minus('0.01'))).toBe(true);
          // Sold down to nothing is exactly nothing: the holding goes.
          if (s.side === 'sell' && quantity === held) expect(state.holdings[s.symbol]).toBeUndefined();
          expect(places(state.cash)).toBeLessThanOrEqual(2);
          for (const h of Object.values(state.holdings)) {
            expect(h!.quantity).toBeGreaterThan(0);
            expect(places(h!.quantity)).toBeLessThanOrEqual(9);
          }
          expect(state.cash.plus(costBasisOf(state)).equals(OPENING_CASH.plus(state.realizedPnl))).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
