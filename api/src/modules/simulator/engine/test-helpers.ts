import Decimal from 'decimal.js';
import fc from 'fast-check';
import { AccountState, OPENING_CASH, Prices, SYMBOLS } from './types';

/** A fresh $100,000 account, as every spec starts from. */
export function openAccount(): AccountState {
  return { cash: OPENING_CASH, realizedPnl: new Decimal(0), holdings: {}, pending: [] };
}

/** Prices with the given overrides; untouched symbols stay at 100.00. */
export function pricesWith(overrides: Partial<Record<(typeof SYMBOLS)[number], string>>): Prices {
  return Object.fromEntries(SYMBOLS.map((s) => [s, new Decimal(overrides[s] ?? '100.00')])) as Prices;
}

/** Where the property tests' windows start counting: Monday 23 November 2026, 09:00 New York. */
export const PROPERTY_EPOCH = Date.parse('2026-11-23T14:00:00Z');

/** A seeded path's window for the trigger property tests: up to three days within 200 days of PROPERTY_EPOCH, one symbol, one side. */
export const seededWindow = {
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  startMinutes: fc.integer({ min: 0, max: 200 * 24 * 60 }),
  spanMinutes: fc.integer({ min: 1, max: 3 * 24 * 60 }),
  symbol: fc.constantFrom(...SYMBOLS),
  side: fc.constantFrom('buy' as const, 'sell' as const),
};
