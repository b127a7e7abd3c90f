import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DemoAccountMissingException } from '../trading.exceptions';
import { AccountMarkets, StoredFault } from './account-markets.service';

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
    if (!market) throw new DemoAccountMissingException();
    const fault: StoredFault =
      limit.seconds !== undefined
        ? { type, callsLeft: null, until: new Date(this.markets.realNow().getTime() + limit.seconds * 1000).toISOString() }
        : { type, callsLeft: limit.calls ?? 1, until: null };
    await this.dataSource.query('UPDATE sandbox_markets SET fault = $2, updated_at = now() WHERE account_id = $1', [accountId, JSON.stringify(fault)]);
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
    // An UPDATE answers [rows, count] through TypeORM.
    const [[row]] = await this.dataSource.query(
      `WITH old AS (SELECT fault FROM sandbox_markets WHERE account_id = $1 AND fault IS NOT NULL FOR UPDATE)
       UPDATE sandbox_markets m SET fault = CASE
           WHEN (old.fault->>'until') IS NOT NULL AND (old.fault->>'until')::timestamptz > $2 THEN old.fault
           WHEN (old.fault->>'callsLeft')::int > 1 THEN jsonb_set(old.fault, '{callsLeft}', to_jsonb((old.fault->>'callsLeft')::int - 1))
           ELSE NULL END
       FROM old WHERE m.account_id = $1
       RETURNING old.fault AS fault, m.fault IS NULL AS spent`,
      [accountId, this.markets.realNow()],
    );
    if (!row) {
      this.markets.changed(accountId);
      return null;
    }
    const fault = row.fault as StoredFault;
    if (row.spent) this.markets.changed(accountId);
    const expired = fault.until !== null && new Date(fault.until).getTime() <= this.markets.realNow().getTime();
    return expired ? null : fault.type;
  }
}
