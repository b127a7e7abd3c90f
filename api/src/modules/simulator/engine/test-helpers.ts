import Decimal from 'decimal.js';
import { AccountState, OPENING_CASH, Prices, SYMBOLS } from './types';

/** A fresh $100,000 account, as every spec starts from. */
export function openAccount(): AccountState {
  return { cash: OPENING_CASH, realizedPnl: new Decimal(0), holdings: {}, pending: [] };
}

/** Prices with the given overrides; untouched symbols stay at 100.00. */
export function pricesWith(overrides: Partial<Record<(typeof SYMBOLS)[number], string>>): Prices {
  return Object.fromEntries(SYMBOLS.map((s) => [s, new Decimal(overrides[s] ?? '100.00')])) as Prices;
}
