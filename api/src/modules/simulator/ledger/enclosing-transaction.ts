import type { EntityManager } from 'typeorm';
import type { AccountEvent } from '../events/trading.events';

/**
 * One transaction around an account's ledger changes (a sandbox control action, which holds its
 * market's row throughout): the changes run on its connection and commit with it, and their
 * events wait for that commit. An action that took a second connection while holding the first
 * starved the pool as soon as as many ran at once as it had connections.
 */
export class EnclosingTransaction {
  constructor(
    readonly accountId: string,
    readonly manager: EntityManager,
    /** Each change's events, in commit order, published once the transaction has committed. */
    readonly events: AccountEvent[][],
  ) {}
}
