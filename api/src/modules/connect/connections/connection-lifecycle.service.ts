import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountMarkets, AccountNotices, brokerProfile, clockNow, reauthByOf } from '../../simulator';
import { ConnectionNotFoundException, ConnectionRevokedException } from '../connect.errors';
import { ArtifactStore } from '../oauth/artifact-store';
import { announceConnection } from './connection-events';
import { activeConnectionsWithHorizon, type BrokenReason, connectionOfOwner, type ConnectionRow, markBroken, markRepaired } from './connections.queries';

/** How many live connections with a horizon the job looks at per run (the soonest horizons first). */
const HORIZON_BATCH = 1000;

/**
 * A connection's lifecycle (CONNECT.md "Connections"): it breaks on demand or when one of its
 * accounts' clocks passes its broker's re-login horizon, and its user repairs it through the
 * portal with connection_id (same connection, same accounts). Each transition is a conditional
 * update, so it happens, and its events go out, once however many calls and instances race; every
 * instance drops its cached tokens of the connection (ArtifactStore's channel). See
 * docs/decisions/connect-connection-lifecycle.md.
 */
@Injectable()
export class ConnectionLifecycle {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notices: AccountNotices,
    private readonly markets: AccountMarkets,
    private readonly artifacts: ArtifactStore,
  ) {}

  /** The latest of the accounts' clocks (each account has its own): the connection's "now". */
  async clockOf(accountIds: readonly string[]): Promise<Date> {
    let latest = this.markets.realNow();
    for (const accountId of accountIds) {
      const market = await this.markets.cachedSandbox(accountId);
      const now = market ? clockNow(market.clock, this.markets.realNow()) : latest;
      if (now.getTime() > latest.getTime()) latest = now;
    }
    return latest;
  }

  /** When a sign-in at the broker now must be made again (null: never). */
  async reauthByFrom(brokerId: string, accountIds: readonly string[]): Promise<Date | null> {
    const broker = brokerProfile(brokerId);
    return broker ? reauthByOf(broker, await this.clockOf(accountIds)) : null;
  }

  /** POST /v1/sandbox/connections/{id}/break: the developer's own live connection, broken now (already broken: as it is). */
  async breakOnDemand(ownerId: number, id: string, reason: BrokenReason): Promise<ConnectionRow> {
    const row = await connectionOfOwner(this.dataSource, ownerId, id);
    if (!row) throw new ConnectionNotFoundException();
    if (row.status === 'revoked') throw new ConnectionRevokedException();
    return (await this.break(id, reason)) ?? row;
  }

  /** Whether the connection's horizon has passed on `accountId`'s clock (cheap: the account's market is cached). */
  async pastHorizonOn(reauthByMs: number, accountId: string): Promise<boolean> {
    const market = await this.markets.cachedSandbox(accountId);
    return !!market && clockNow(market.clock, this.markets.realNow()).getTime() >= reauthByMs;
  }

  /** Breaks it (reauth_required) if one of its accounts' clocks has passed its horizon; true when it is broken now. */
  async breakIfPastHorizon(row: ConnectionRow): Promise<boolean> {
    if (row.status !== 'active' || !row.reauth_by) return row.status === 'broken';
    if ((await this.clockOf(row.account_ids)).getTime() < row.reauth_by.getTime()) return false;
    await this.break(row.id, 'reauth_required');
    return true;
  }

  /** The job's round: every live connection with a horizon, broken if one of its clocks passed it. Returns how many broke. */
  async breakAllPastHorizon(): Promise<number> {
    let broken = 0;
    for (const row of await activeConnectionsWithHorizon(this.dataSource, HORIZON_BATCH)) {
      if ((await this.clockOf(row.account_ids)).getTime() >= row.reauth_by!.getTime() && (await this.break(row.id, 'reauth_required'))) broken++;
    }
    return broken;
  }

  /**
   * The user signed in again through the portal with connection_id: the connection takes the new
   * grant (the old one's tokens are revoked), the scopes just granted and a new horizon, active
   * again with the same id and accounts. `connection.repaired` goes out when it was broken.
   */
  async repair(row: ConnectionRow, grantId: string, scopes: string[]): Promise<void> {
    const reauthBy = await this.reauthByFrom(row.broker, row.account_ids);
    const before = await this.notices.inTransaction(async (m, append) => {
      const was = await markRepaired(m, row.id, { grantId, scopes, reauthBy });
      if (was?.previous_status === 'broken') await announceConnection(m, append, row.id, 'connection.repaired');
      return was;
    });
    if (!before) throw new ConnectionRevokedException();
    if (before.previous_grant_id !== grantId) await this.artifacts.revokeGrant(before.previous_grant_id);
  }

  /** Active → broken, once; the row as it now is when this call turned it, else null. */
  private async break(id: string, reason: BrokenReason): Promise<ConnectionRow | null> {
    const row = await this.notices.inTransaction(async (m, append) => {
      const broken = await markBroken(m, id, reason);
      if (broken) await announceConnection(m, append, id, 'connection.broken');
      return broken ?? null;
    });
    if (row) await this.artifacts.grantChanged(row.grant_id);
    return row;
  }
}
