import Decimal from 'decimal.js';
import type { Queryable } from '../../../database/queryable';
import { AccountMetrics, accountMetrics, AccountState, isTradingSymbol, Prices } from '../engine';
import type { BalanceRow } from './account-reader.queries';
import { accountBalance, heldPositions, workingReservations } from './account-reader.queries';

/** An account's money as its doors show it: the metrics at some prices, and what its fills realized. */
export interface AccountValuation {
  metrics: AccountMetrics;
  realizedPnl: Decimal;
}

/**
 * The one valuation of an account outside a change: its cash, the positions it holds and what its
 * working orders reserve (workingReservations), valued at `prices` (the live market's for a
 * session's account, the account's own clock's for a developer's). `balance`, when the caller has
 * already read the account's row; undefined when the account is gone.
 */
export async function valueAccount(db: Queryable, accountId: string, prices: Prices, balance?: BalanceRow): Promise<AccountValuation | undefined> {
  const [account, positions, reserving] = await Promise.all([
    balance ?? accountBalance(db, accountId),
    heldPositions(db, accountId),
    workingReservations(db, accountId),
  ]);
  if (!account) return undefined;
  const state: AccountState = {
    cash: new Decimal(account.cash),
    realizedPnl: new Decimal(account.realized_pnl),
    holdings: Object.fromEntries(
      positions.filter((p) => isTradingSymbol(p.symbol)).map((p) => [p.symbol, { quantity: p.quantity, costBasis: new Decimal(p.cost_basis) }]),
    ),
    pending: reserving.map((o) => ({ ...o, limitPrice: new Decimal(o.limit_price) })),
  };
  return { metrics: accountMetrics(state, prices), realizedPnl: state.realizedPnl };
}
