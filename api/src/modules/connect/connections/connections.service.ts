import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountNotices, TradingLedger } from '../../simulator';
import { ConnectionNotFoundException } from '../connect.errors';
import { ArtifactStore } from '../oauth/artifact-store';
import { announceConnection } from './connection-events';
import { ConnectionLifecycle } from './connection-lifecycle.service';
import type { ConnectionDto } from './dto/connection.dto';
import { ConnectionRow, connectionOfOwner, connectionsOfOwner, insertConnection, revokeConnection } from './connections.queries';

const OPENING_CASH = '100000.00';

export const connectionDto = (r: ConnectionRow): ConnectionDto => ({
  id: r.id,
  appId: r.app_id,
  broker: r.broker,
  status: r.status,
  brokenReason: r.broken_reason,
  reauthBy: r.reauth_by?.toISOString() ?? null,
  grantedScopes: r.granted_scopes,
  accountIds: r.account_ids,
  createdAt: r.created_at.toISOString(),
});

export interface NewConnection {
  appId: string;
  ownerId: number;
  broker: { id: string; name: string };
  brokerUser: string;
  accounts: { name: string }[];
  scopes: string[];
  grantId: string;
}

/**
 * Connections: an app, a user at a broker, the accounts they picked. The accounts are sandbox
 * accounts of the app's developer (their webhooks and SSE carry the accounts' events), reached
 * with the connection's tokens only through it.
 */
@Injectable()
export class ConnectionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: TradingLedger,
    private readonly notices: AccountNotices,
    private readonly artifacts: ArtifactStore,
    private readonly lifecycle: ConnectionLifecycle,
  ) {}

  /** The accounts, the connection and its `connection.created` on each account, in one transaction. */
  async create(c: NewConnection): Promise<string> {
    // The accounts open on real time: the user signed in at the broker now.
    const reauthBy = await this.lifecycle.reauthByFrom(c.broker.id, []);
    return this.notices.inTransaction(async (m, append) => {
      const accountIds: string[] = [];
      for (const account of c.accounts) {
        const label = `${c.broker.name} · ${account.name}`;
        accountIds.push(
          await this.ledger.openSandboxAccount(m, { userId: c.ownerId, label, seed: null, broker: c.broker.id }, { cash: OPENING_CASH, positions: [] }),
        );
      }
      const id = await insertConnection(m, {
        appId: c.appId,
        broker: c.broker.id,
        brokerUser: c.brokerUser,
        scopes: c.scopes,
        accountIds,
        grantId: c.grantId,
        reauthBy,
      });
      await announceConnection(m, append, id, 'connection.created');
      return id;
    });
  }

  async list(ownerId: number, only?: string): Promise<ConnectionDto[]> {
    return (await connectionsOfOwner(this.dataSource, ownerId, only)).map(connectionDto);
  }

  /** One connection, as of its accounts' clocks (one past its horizon shows broken, as its calls would answer). */
  async get(ownerId: number, id: string): Promise<ConnectionDto> {
    const row = await connectionOfOwner(this.dataSource, ownerId, id);
    if (!row) throw new ConnectionNotFoundException();
    if (row.status === 'active' && (await this.lifecycle.breakIfPastHorizon(row))) return this.get(ownerId, id);
    return connectionDto(row);
  }

  /**
   * Revokes the connection (with its `connection.revoked` on each account, in the same transaction)
   * and every token of its grant, on every instance (ArtifactStore announces it).
   */
  async revoke(ownerId: number, id: string): Promise<void> {
    const revoked = await this.notices.inTransaction(async (m, append) => {
      const row = await revokeConnection(m, ownerId, id);
      if (row) await announceConnection(m, append, id, 'connection.revoked');
      return row;
    });
    if (!revoked) throw new ConnectionNotFoundException();
    await this.artifacts.revokeGrant(revoked.grant_id);
  }
}
