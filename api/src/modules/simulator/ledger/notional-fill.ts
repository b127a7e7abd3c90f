import Decimal from 'decimal.js';
import { plusShares, sellableShares, sharesForNotional } from '../engine';
import type { ScriptedOrderRow } from '../simulator.rows';
import type { AccountTransaction } from './account-transaction';

/**
 * A notional order that waited (on a closed market, for the open) is sized again at the price it
 * fills at, as Alpaca sizes it at the fill: the amount ÷ that price, rounded down to 9 places; a
 * sell no more than the shares it may sell (its own and those no other sell has promised). It was
 * sized at the price it came in at so that it could hold buying power and shares while it waited.
 * Anything else, or one that filled some already, is returned as it is.
 */
export function sizedAtFill(tx: AccountTransaction, o: ScriptedOrderRow, price: Decimal): ScriptedOrderRow {
  if (o.notional === null || o.filled_quantity !== 0) return o;
  let quantity = sharesForNotional(new Decimal(o.notional), price);
  if (o.side === 'sell') quantity = Math.min(quantity, plusShares(sellableShares(tx.state, o.symbol), o.quantity));
  if (quantity <= 0 || quantity === o.quantity) return o;
  const pending = tx.pendingOrder(o.id);
  if (pending) tx.addPending(o.id, { ...pending, quantity });
  return { ...o, quantity };
}
