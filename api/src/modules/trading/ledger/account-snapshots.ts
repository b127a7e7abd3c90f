import type { AccountSnapshot } from './account-snapshot';

const DEFAULT_CAPACITY = 10_000;

/**
 * The accounts this instance changed most recently, as it left them. A change starts from
 * here instead of reading the account again; it is a hint, never the truth: the write is
 * guarded by the version, so a snapshot another instance made stale only costs a retry.
 * Least recently used accounts are dropped first.
 */
export class AccountSnapshots {
  private readonly byAccount = new Map<string, AccountSnapshot>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(accountId: string): AccountSnapshot | undefined {
    const snapshot = this.byAccount.get(accountId);
    if (snapshot) {
      // Re-inserting moves it to the end: Map iterates in insertion order.
      this.byAccount.delete(accountId);
      this.byAccount.set(accountId, snapshot);
    }
    return snapshot;
  }

  set(accountId: string, snapshot: AccountSnapshot): void {
    this.byAccount.delete(accountId);
    this.byAccount.set(accountId, snapshot);
    if (this.byAccount.size > this.capacity) this.byAccount.delete(this.byAccount.keys().next().value!);
  }

  forget(accountId: string): void {
    this.byAccount.delete(accountId);
  }

  get size(): number {
    return this.byAccount.size;
  }
}
