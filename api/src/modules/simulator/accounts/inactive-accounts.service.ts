import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { deleteIdleAccounts, deleteSessionsOfAccounts } from './accounts.queries';

/** A kind of account that ends after some idle days; another kind is one more line in RETENTION. */
interface Retention {
  kind: string;
  idleDays: number;
  /** Which `demo_accounts` rows are of this kind (SQL over the table's columns). */
  where: string;
}

// Demo accounts belong to a session, sandbox accounts to a developer (owner_user_id).
export const RETENTION: readonly Retention[] = [
  { kind: 'demo', idleDays: 30, where: 'owner_user_id IS NULL' },
  { kind: 'sandbox', idleDays: 90, where: 'owner_user_id IS NOT NULL' },
];

const BATCH = 1000;

/**
 * Deletes accounts nobody has used for their kind's idle days, with everything they own
 * (orders, fills, positions, events and logs go by cascade) and the sessions that point at them.
 */
@Injectable()
export class InactiveAccounts {
  private readonly logger = new Logger(InactiveAccounts.name);

  constructor(private readonly dataSource: DataSource) {}

  /** Returns how many accounts of each kind went. */
  async expire(now: Date): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const { kind, idleDays, where } of RETENTION) {
      const cutoff = new Date(now.getTime() - idleDays * 86_400_000);
      removed[kind] = 0;
      for (;;) {
        const ids = await this.deleteBatch(cutoff, where);
        removed[kind] += ids.length;
        if (ids.length < BATCH) break;
      }
      if (removed[kind]) this.logger.log(`Removed ${removed[kind]} ${kind} accounts idle for ${idleDays} days`);
    }
    return removed;
  }

  private deleteBatch(cutoff: Date, where: string): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      const ids = await deleteIdleAccounts(manager, cutoff, where, BATCH);
      if (ids.length) await deleteSessionsOfAccounts(manager, ids);
      return ids;
    });
  }
}
