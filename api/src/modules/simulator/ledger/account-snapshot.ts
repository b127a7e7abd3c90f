import type Decimal from 'decimal.js';
import type { AccountState, PendingOrder } from '../engine';
import type { OrderRow } from '../simulator.rows';

/** One account as of one version (its event sequence): what a change needs to decide. */
export interface AccountSnapshot {
  readonly eventSeq: number;
  readonly state: AccountState;
  readonly pendingById: ReadonlyMap<string, PendingOrder>;
  readonly positionIds: ReadonlyMap<string, string>;
  /**
   * The stored rows of those working orders that are plain resting limits (not scripted, nothing
   * filled) placed through this instance: what a set price needs to fill them without reading them.
   */
  readonly restingRows: ReadonlyMap<string, OrderRow>;
}

/**
 * The working orders that new prices cross (buys limited at or above their symbol's price, sells
 * at or below), oldest first, as stored. `priceOf` gives the new price of each symbol that moved
 * (undefined for the others). Null when a working order in a symbol that moved has no stored row
 * here (read under a lock, scripted, or partly filled): then only the database knows them all.
 */
export function restingLimitsCrossed(
  { pendingById, restingRows }: Pick<AccountSnapshot, 'pendingById' | 'restingRows'>,
  priceOf: (symbol: string) => Decimal | undefined,
): OrderRow[] | null {
  const crossed: OrderRow[] = [];
  for (const [id, pending] of pendingById) {
    const price = priceOf(pending.symbol);
    if (!price) continue;
    const row = restingRows.get(id);
    if (!row) return null;
    if (pending.side === 'buy' ? pending.limitPrice.gte(price) : pending.limitPrice.lte(price)) crossed.push(row);
  }
  // As the database orders them: created_at, then id (time-ordered UUIDs, compared as their bytes).
  return crossed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
