import type { AccountState, PendingOrder } from '../engine';

/** One account as of one version (its event sequence): what a change needs to decide. */
export interface AccountSnapshot {
  readonly eventSeq: number;
  readonly state: AccountState;
  readonly pendingById: ReadonlyMap<string, PendingOrder>;
  readonly positionIds: ReadonlyMap<string, string>;
}
