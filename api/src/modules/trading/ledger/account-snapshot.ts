import type { AccountState, PendingOrder } from '../engine';
import type { OrderRow } from '../trading.rows';

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
