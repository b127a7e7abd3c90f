import Decimal from 'decimal.js';
import fc from 'fast-check';
import { accountMetrics, sellableShares } from './account-metrics';
import { applyFill } from './apply-fill';
import { decideOrder } from './decide-order';
import { partialFillTargets } from './order-script';
import { sandboxPrices } from './sandbox-prices';
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

/** A working order as the ledger keeps it: its unfilled rest is what stays reserved. */
interface Working {
  symbol: (typeof SYMBOLS)[number];
  side: 'buy' | 'sell';
  quantity: number;
  filled: number;
  limit: Decimal;
  targets: number[];
  step: number;
}

const action = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    symbol: fc.constantFrom(...SYMBOLS),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    quantity: fc.integer({ min: 1, max: 500 }),
    limitCents: fc.integer({ min: 1, max: 100_000 }),
    ratios: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('step' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  // A clock move: the seeded path's prices at another minute.
  fc.record({ kind: fc.constant('clock' as const), minutes: fc.integer({ min: 1, max: 60 * 24 * 30 }) }),
);

describe('ledger invariants with partial fills, scripted outcomes and clock moves', () => {
  it('keeps cash + cost basis = opening + realized P&L, reserves exactly the unfilled rest, never fills past an order or sells shares not held', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 50 }), fc.integer({ min: 1, max: 1_000_000 }), (actions, seed) => {
        let state = openAccount();
        let at = new Date('2026-11-23T15:00:00Z');
        let prices = sandboxPrices(seed, at);
        const working: Working[] = [];
        const sync = () =>
          (state = { ...state, pending: working.map((w) => ({ symbol: w.symbol, side: w.side, quantity: w.quantity - w.filled, limitPrice: w.limit })) });
        for (const a of actions) {
          if (a.kind === 'clock') {
            at = new Date(at.getTime() + a.minutes * 60_000);
            prices = sandboxPrices(seed, at);
          } else if (a.kind === 'place') {
            const limit = new Decimal(a.limitCents).dividedBy(100);
            const request = { symbol: a.symbol, side: a.side, orderType: 'limit' as const, quantity: a.quantity, limitPrice: limit };
            const decision = decideOrder(state, request, prices);
            if (decision.outcome === 'reject') continue;
            const total = a.ratios.reduce((s, r) => s + r, 0);
            // Ratios scaled to add up to at most 1 (a script may leave a rest working).
            const ratios = a.ratios.map((r) => r / Math.max(total, 100));
            if (a.side === 'buy') expect(accountMetrics(state, prices).buyingPower.greaterThanOrEqualTo(limit.times(a.quantity))).toBe(true);
            working.push({ ...request, limit, filled: 0, targets: partialFillTargets(a.quantity, ratios), step: 0 });
            sync();
          } else if (working.length > 0) {
            const i = a.pick % working.length;
            const w = working[i];
            if (a.kind === 'cancel') working.splice(i, 1);
            else if (w.step < w.targets.length) {
              const quantity = w.targets[w.step] - w.filled;
              w.step += 1;
              if (quantity > 0) {
                state = applyFill(state, { symbol: w.symbol, side: w.side, quantity, price: w.limit }).state;
                w.filled += quantity;
              }
              if (w.filled === w.quantity) working.splice(i, 1);
            }
            sync();
          }
          for (const w of working) expect(w.filled).toBeLessThanOrEqual(w.quantity);
          const reserved = working.filter((w) => w.side === 'buy').reduce((s, w) => s.plus(w.limit.times(w.quantity - w.filled)), new Decimal(0));
          expect(accountMetrics(state, prices).reserved.equals(reserved)).toBe(true);
          for (const symbol of SYMBOLS) expect(sellableShares(state, symbol)).toBeGreaterThanOrEqual(0);
          expect(state.cash.plus(costBasisOf(state)).equals(OPENING_CASH.plus(state.realizedPnl))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
