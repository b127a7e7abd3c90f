import Decimal from 'decimal.js';
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../../common/clock';
import { AccountState, accountMetrics, pathSeedOf, sandboxPrices } from '../engine';
import { accountData } from '../events/event-data';
import type { AccountEvent } from '../events/trading.events';
import { resetSandboxMarket } from '../market/market.queries';
import { AccountNotFound } from '../simulator.errors';
import { appendEvent, lockAccountForReset, resetToOpening } from './ledger.queries';

/**
 * Writes a sandbox account back to its opening cash and positions (its orders, fills and
 * positions go) and its market as it opened, in the caller's transaction (which holds the
 * market's row); returns the account.updated it appended, at the clock's new now.
 */
export async function resetAccountRows(m: EntityManager, accountId: string, clock: Clock): Promise<AccountEvent> {
  const account = await lockAccountForReset(m, accountId);
  if (!account?.opening) throw new AccountNotFound();
  const opening = account.opening;
  const holdings: AccountState['holdings'] = {};
  for (const p of opening.positions) holdings[p.symbol] = { quantity: p.quantity, costBasis: new Decimal(p.averageCost).times(p.quantity) };
  const state: AccountState = { cash: new Decimal(opening.cash), realizedPnl: new Decimal(0), holdings, pending: [] };
  // The clock back on real time: the event is stamped, and the account valued, at its new now.
  const now = clock.now();
  const prices = sandboxPrices(pathSeedOf(accountId, account.seed === null ? null : Number(account.seed)), now);
  const event: AccountEvent = {
    accountId,
    seq: Number(account.event_seq) + 1,
    type: 'account.updated',
    data: { accountId, sequence: Number(account.event_seq) + 1, account: accountData(accountId, accountMetrics(state, prices), state.realizedPnl) },
    createdAt: now.toISOString(),
  };
  const positions = opening.positions.map((p) => ({ symbol: p.symbol, quantity: p.quantity, cost_basis: holdings[p.symbol]!.costBasis.toFixed(6) }));
  await resetToOpening(m, accountId, opening.cash, positions, event.seq, now);
  await resetSandboxMarket(m, accountId, now);
  await appendEvent(m, event, now);
  return event;
}
