import { Injectable } from '@nestjs/common';
import type { AccountEvent } from '../events/trading.events';

/** Hears one account's events a committed change at a time, in sequence. */
export type AccountEventListener = (events: AccountEvent[]) => void;

/**
 * Listeners on this instance for one account's committed events (the demo's sockets, /v1's
 * server-sent event streams, both through followAccount). Fed with the events this instance
 * commits and those other instances announce (AccountEventRelay), in sequence order per account.
 */
@Injectable()
export class AccountStreams {
  private readonly listeners = new Map<string, Set<AccountEventListener>>();
  /** The last sequence number pushed for each followed account, once one was. */
  private readonly lastPushed = new Map<string, number>();

  /** Returns the unsubscribe function. */
  subscribe(accountId: string, listener: AccountEventListener): () => void {
    let set = this.listeners.get(accountId);
    if (!set) this.listeners.set(accountId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(accountId) === set) {
        this.listeners.delete(accountId);
        this.lastPushed.delete(accountId);
      }
    };
  }

  has(accountId: string): boolean {
    return this.listeners.has(accountId);
  }

  /** Every followed account, with the last sequence number pushed for it here (undefined before the first). */
  followed(): Map<string, number | undefined> {
    return new Map([...this.listeners.keys()].map((accountId) => [accountId, this.lastPushed.get(accountId)]));
  }

  /** One account's events (a change's, in sequence). */
  push(events: AccountEvent[]): void {
    const set = events.length > 0 ? this.listeners.get(events[0].accountId) : undefined;
    if (!set) return;
    const { accountId, seq } = events[events.length - 1];
    if (seq > (this.lastPushed.get(accountId) ?? 0)) this.lastPushed.set(accountId, seq);
    for (const listener of set) listener(events);
  }
}
