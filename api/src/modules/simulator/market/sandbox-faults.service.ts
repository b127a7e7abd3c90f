import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountNotFound } from '../simulator.errors';
import { AccountMarkets } from './account-markets.service';
import { scriptFault, StoredFault, takeFault } from './market.queries';

export const FAULT_TYPES = ['rate_limited', 'broker_unavailable', 'connection_broken'] as const;
export type FaultType = (typeof FAULT_TYPES)[number];

/**
 * Scripted faults (SANDBOX.md "Control"): the next `calls` calls of an account, or its calls for
 * the next `seconds` of real time, fail the way a broker fails; then it recovers. Counted in
 * Postgres, so two instances together fail exactly `calls` calls.
 */
@Injectable()
export class SandboxFaults {
  constructor(
    private readonly dataSource: DataSource,
    private readonly markets: AccountMarkets,
  ) {}

  async script(accountId: string, type: FaultType, limit: { calls?: number; seconds?: number }): Promise<StoredFault> {
    const market = await this.markets.sandbox(accountId);
    if (!market) throw new AccountNotFound();
    const fault: StoredFault =
      limit.seconds !== undefined
        ? { type, callsLeft: null, until: new Date(this.markets.realNow().getTime() + limit.seconds * 1000).toISOString() }
        : { type, callsLeft: limit.calls ?? 1, until: null };
    await scriptFault(this.dataSource, accountId, fault);
    this.markets.changed(accountId);
    return fault;
  }

  /** Cheap (cached) first look: false means no fault is waiting. */
  mayBeDue(accountId: string): Promise<boolean> {
    return this.markets.mayHaveFault(accountId);
  }

  /** The fault this call must answer with, counting it; null when none is due (or it ran out). */
  async take(accountId: string): Promise<FaultType | null> {
    if (!(await this.markets.mayHaveFault(accountId))) return null;
    const row = await takeFault(this.dataSource, accountId, this.markets.realNow());
    if (!row) {
      this.markets.changed(accountId);
      return null;
    }
    const { fault } = row;
    if (row.spent) this.markets.changed(accountId);
    const expired = fault.until !== null && new Date(fault.until).getTime() <= this.markets.realNow().getTime();
    return expired ? null : fault.type;
  }
}
