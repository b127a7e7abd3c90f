import { EventEmitter2 } from '@nestjs/event-emitter';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import type { GroupCommitOptions } from '../../../database/group-commit';
import { poolOf } from '../../../database/pool-of';
import { AccountEvent, TradingEvents } from '../events/trading.events';
import { AccountSnapshot } from './account-snapshot';
import { AccountTransaction, OrderLookup } from './account-transaction';
import { EnclosingTransaction } from './enclosing-transaction';
import { OneAtATime } from './one-at-a-time';
import { groupCommitStatements, StatementRunner, transactionStatements } from '../../../database/prepared-statements';

/** What a change is about and when it happens (a sandbox account's time), and the transaction it joins, if any. */
export type ChangeLookup = OrderLookup & { at?: Date; within?: EnclosingTransaction };

/** A change's decision over the account (its reads and writes go through `tx`), answering the caller's value. */
export type ChangeWork<T> = (tx: AccountTransaction) => T;

/**
 * How every change to an account is made, the reasons in one place (the records:
 * docs/decisions/one-guarded-statement-per-order-change.md, one-queue-per-account.md,
 * set-based-fills-of-crossed-limits.md):
 * - One change of an account at a time in this process (OneAtATime), in the order they came, so
 *   changes made here never race each other for the account row: they would only fail their
 *   version check, or wait on the row lock while holding a pooled connection.
 * - Usually one round trip: the change is decided on the state this instance last left the
 *   account in (its snapshot, a hint, never the truth) and sent as one statement that writes only
 *   while the account is still at that version. A snapshot another instance made stale costs a
 *   retry, not a wrong write. Such statements that queue for a connection share a commit
 *   (group commit: several accounts' statements in one transaction, see groupCommitOptions).
 * - Otherwise (no snapshot, a change about a stored order, the guard failed, or the decision met
 *   an order the snapshot does not know: StaleSnapshot) five: BEGIN, lock the account row, read
 *   it, the same one write, COMMIT.
 * - A control action runs in enclosing(): one transaction on one connection, in the account's
 *   place in the queue for its whole length; its changes join it.
 * - Events reach this process only after the commit, one announcement per change. A failed
 *   change forgets the snapshot, so the account's next change here reads it under the lock.
 */
export class ChangeRunner {
  /** The accounts this instance changed most recently, as it left them. */
  private readonly snapshots = new LRUCache<string, AccountSnapshot>({ max: 10_000 });
  private readonly queue = new OneAtATime();
  /** The one-statement changes' runner: each its own transaction, or a commit shared with others queued beside it. */
  private readonly oneStatement: StatementRunner;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
  ) {
    const pool = poolOf(dataSource);
    this.oneStatement = groupCommitStatements(dataSource.manager, pool, 'ledger', groupCommitOptions(pool.options.max ?? 10));
  }

  /** The account as this instance last left it, if it holds it. */
  snapshotOf(accountId: string): AccountSnapshot | undefined {
    return this.snapshots.get(accountId);
  }

  forEachSnapshot(visit: (snapshot: AccountSnapshot, accountId: string) => void): void {
    this.snapshots.forEach(visit);
  }

  /** The account's next change here reads it under the lock. */
  forget(accountId: string): void {
    this.snapshots.delete(accountId);
  }

  /** Runs `work` on the account and commits what it wrote (see the class). `within`: see enclosing(). */
  change<T>(accountId: string, lookup: ChangeLookup, work: ChangeWork<T>): Promise<T> {
    const within = lookup.within;
    if (within) {
      // enclosing() holds the account's place in the queue for the whole transaction.
      if (within.accountId !== accountId) throw new Error(`A change of ${accountId} inside the transaction of ${within.accountId}`);
      return this.changeWithin(within, lookup, work);
    }
    return this.queue.run(accountId, async () => {
      try {
        const done =
          (await this.onSnapshot(this.oneStatement, accountId, lookup, work)) ??
          (await this.dataSource.transaction((m) => this.underLock(transactionStatements(m, 'ledger'), accountId, lookup, work)));
        return this.committed(done.tx, done.value, done.events);
      } catch (error) {
        this.snapshots.delete(accountId);
        throw error;
      }
    });
  }

  /**
   * A change only on the snapshot, as one statement with no transaction around it: null when
   * this instance holds no snapshot, `work` declines (answers null), or the account moved on
   * (then the snapshot is forgotten). Nothing was written then; the caller takes the locked way.
   */
  onSnapshotAlone<T>(accountId: string, work: ChangeWork<T | null>): Promise<T | null> {
    return this.queue.run(accountId, async () => {
      const snapshot = this.snapshots.get(accountId);
      if (!snapshot) return null;
      const tx = AccountTransaction.fromSnapshot(accountId, snapshot);
      const value = work(tx);
      if (value === null) return null;
      try {
        const events = await tx.commit(this.oneStatement);
        if (events) return this.committed(tx, value, events);
      } catch (error) {
        this.snapshots.delete(accountId);
        throw error;
      }
      // The account (or what `work` required of the rest) moved on: this instance reads them again.
      this.snapshots.delete(accountId);
      return null;
    });
  }

  /**
   * Runs `work` in one transaction of the account (a sandbox control action), in the account's
   * place in the queue: the changes it makes through the EnclosingTransaction it is given join
   * it, commit together, and their events are published once they have. Holding the queue
   * throughout matters: the transaction keeps the account's row locked from its first change to
   * its commit, so another change queued between two of its changes would wait on that row while
   * the transaction waited on the queue. If it fails, nothing of it was written, and this
   * instance reads the account again.
   */
  enclosing<T>(accountId: string, work: (within: EnclosingTransaction) => Promise<T>): Promise<T> {
    return this.queue.run(accountId, async () => {
      try {
        const published: AccountEvent[][] = [];
        const result = await this.dataSource.transaction((m) => work(new EnclosingTransaction(accountId, m, published)));
        for (const events of published) this.events.emit(TradingEvents.accountEvents, events);
        return result;
      } catch (error) {
        this.snapshots.delete(accountId);
        throw error;
      }
    });
  }

  /**
   * A change made on the enclosing transaction's connection. Its snapshot is kept at once, so the
   * transaction's next change starts from it (if the transaction fails, enclosing() drops it);
   * its events wait for the commit.
   */
  private async changeWithin<T>(within: EnclosingTransaction, lookup: ChangeLookup, work: ChangeWork<T>): Promise<T> {
    const statements = transactionStatements(within.manager, 'ledger');
    const accountId = within.accountId;
    const done = (await this.onSnapshot(statements, accountId, lookup, work)) ?? (await this.underLock(statements, accountId, lookup, work));
    this.snapshots.set(accountId, done.tx.snapshot());
    if (done.events.length > 0) within.events.push(done.events);
    return done.value;
  }

  /** The change decided on this instance's snapshot of the account and sent as one guarded statement; null when it has none, or the account had moved on. */
  private async onSnapshot<T>(statements: StatementRunner, accountId: string, lookup: ChangeLookup, work: ChangeWork<T>) {
    const snapshot = lookup.orderId ? undefined : this.snapshots.get(accountId);
    if (!snapshot) return null;
    const tx = AccountTransaction.fromSnapshot(accountId, snapshot, lookup);
    if (lookup.at) tx.now = lookup.at;
    const decided = decide(tx, work);
    const events = decided && (await tx.commit(statements));
    return decided && events ? { tx, value: decided.value, events } : null;
  }

  /** The change decided on the account as read under its row lock, inside a transaction. */
  private async underLock<T>(statements: StatementRunner, accountId: string, lookup: ChangeLookup, work: ChangeWork<T>) {
    const tx = await AccountTransaction.lockAndRead(statements, accountId, lookup);
    if (lookup.at) tx.now = lookup.at;
    const value = work(tx);
    // Under the row lock the version cannot have moved.
    const events = await tx.commit(statements);
    if (!events) throw new Error(`Account ${accountId} changed while its row was locked`);
    return { tx, value, events };
  }

  /** Keeps the account as the committed change left it, and publishes the change's events. */
  private committed<T>(tx: AccountTransaction, value: T, events: AccountEvent[]): T {
    this.snapshots.set(tx.accountId, tx.snapshot());
    // One announcement per change, its events in sequence: listeners fan them out once per account.
    if (events.length > 0) this.events.emit(TradingEvents.accountEvents, events);
    return value;
  }
}

/**
 * How the ledger's one-statement changes share commits (docs/decisions/group-commit-of-ledger-statements.md):
 * two connections at most, and never more than half the pool (the rest is left to reads, the
 * locked way and the pool's other users); up to eight statements a commit. Pipelined, a group
 * holds its connection for one round trip, so two carry as much as four did and the statements
 * share commits more (docs/decisions/group-commit-pipelined.md: two and eight against four and
 * four, 2,453-2,672 against 2,187-2,346 demo orders/s).
 */
export function groupCommitOptions(poolSize: number): GroupCommitOptions {
  return { connections: Math.min(2, Math.max(1, Math.floor(poolSize / 2))), batch: 8 };
}

/** Thrown by a change decided on a snapshot that turns out to be behind the stored account: it is decided again under the lock. */
export class StaleSnapshot extends Error {}

/** The change's work on a snapshot, or null when the snapshot is behind (see StaleSnapshot). */
function decide<T>(tx: AccountTransaction, work: ChangeWork<T>): { value: T } | null {
  try {
    return { value: work(tx) };
  } catch (error) {
    if (error instanceof StaleSnapshot) return null;
    throw error;
  }
}
