import { awaitsTrigger, DueAction, firstCrossings, sandboxPrices } from '../engine';
import type { EnclosingTransaction } from '../ledger/enclosing-transaction';
import type { TradingLedger } from '../ledger/trading-ledger.service';
import type { OrderRow } from '../simulator.rows';
import type { SandboxMarket } from './account-markets.service';

/**
 * Does a clock move's due work up to `to`, in time order, each change through the ledger at its
 * own moment: `rows` holds the stored rows of the orders the path crosses (a fill needs no
 * lookup then). What an action makes fall due within the move (a script's next step, the limit
 * of a stop_limit just triggered) goes into the queue in time order, after its equals.
 */
export async function doDueWork(
  ledger: TradingLedger,
  market: SandboxMarket,
  to: Date,
  queue: DueAction[],
  rows: Map<string, OrderRow>,
  within: EnclosingTransaction,
): Promise<void> {
  const later = (i: number, next: DueAction) => {
    let j = i + 1;
    while (j < queue.length && queue[j].at.getTime() <= next.at.getTime()) j++;
    queue.splice(j, 0, next);
  };
  const account = market.accountId;
  for (let i = 0; i < queue.length; i++) {
    const action = queue[i];
    const moment = { now: action.at, prices: sandboxPrices(market.seed, action.at) };
    const row = rows.get(action.orderId);
    if (action.kind === 'fill' && row && awaitsTrigger({ orderType: row.order_type, triggeredAt: row.triggered_at })) {
      // A stop fills at this minute's price; a stop_limit rests as a limit from now on, maybe crossed within this move (at this minute too).
      const limit = await ledger.triggerStop(account, action.orderId, moment, within);
      if (!limit) continue;
      rows.set(row.id, { ...row, triggered_at: action.at });
      const asLimit = { id: row.id, symbol: row.symbol, side: row.side, crossLimit: limit, expiresAt: row.expires_at };
      const at = firstCrossings([asLimit], new Date(action.at.getTime() - 1), to, market.seed).get(row.id);
      if (at) later(i, { at, orderId: row.id, kind: 'fill' });
    } else if (action.kind === 'fill') await ledger.fillPendingMany(account, [row!], moment, within);
    else if (action.kind === 'expire') await ledger.expirePending(account, action.orderId, moment, within);
    else {
      const next = await ledger.scriptStep(account, action.orderId, moment, within);
      if (next && next.getTime() <= to.getTime()) later(i, { at: next, orderId: action.orderId, kind: 'step' });
    }
  }
}
