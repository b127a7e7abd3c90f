import Decimal from 'decimal.js';
import { AccountState, isTradingSymbol } from '../engine';
import type { Queryable } from '../../../database/queryable';
import type { BalanceRow, HoldingRow, ReservingOrderRow } from '../simulator.rows';
import { accountBalance, heldPositions, workingReservations } from './account-reader.queries';

// The one account reader: an account as the rules see it (AccountState), read outside a change,
// for a door to value at its prices (accountMetrics). Both doors' account figures come from here.

/** The account's money, holdings and working orders' reservations; undefined when it is gone. */
export async function readAccountState(db: Queryable, accountId: string): Promise<AccountState | undefined> {
  const [balance, holdings, reserving] = await Promise.all([accountBalance(db, accountId), heldPositions(db, accountId), workingReservations(db, accountId)]);
  return balance && accountState(balance, holdings, reserving);
}

/** As readAccountState, for an account whose balance the caller has read already (a page of accounts). */
export async function readAccountStateWith(db: Queryable, accountId: string, balance: BalanceRow): Promise<AccountState> {
  const [holdings, reserving] = await Promise.all([heldPositions(db, accountId), workingReservations(db, accountId)]);
  return accountState(balance, holdings, reserving);
}

/** Rows of a symbol that left the list are left out (see simulator.rows.ts). */
export function accountState(balance: BalanceRow, holdings: HoldingRow[], reserving: ReservingOrderRow[]): AccountState {
  return {
    cash: new Decimal(balance.cash),
    realizedPnl: new Decimal(balance.realized_pnl),
    holdings: Object.fromEntries(
      holdings.filter((p) => isTradingSymbol(p.symbol)).map((p) => [p.symbol, { quantity: p.quantity, costBasis: new Decimal(p.cost_basis) }]),
    ),
    pending: reserving.map((o) => ({ symbol: o.symbol, side: o.side, quantity: o.quantity, limitPrice: new Decimal(o.limit_price) })),
  };
}
