import type { EntityManager } from 'typeorm';
import type { AppendNotice, ConnectionData, PublicEventType } from '../../simulator';
import { connectionById, type ConnectionRow } from './connections.queries';

export const connectionData = (r: ConnectionRow): ConnectionData => ({
  id: r.id,
  appId: r.app_id,
  broker: r.broker,
  status: r.status,
  brokenReason: r.broken_reason,
  reauthBy: r.reauth_by?.toISOString() ?? null,
  accountIds: r.account_ids,
});

/**
 * The event on each account of the connection (its SSE stream, its events list, the developer's
 * webhooks), written by `append` in the transaction of the change it tells of (creation, break,
 * repair, revocation): both stand, or neither. The connection as it is now in that transaction.
 */
export async function announceConnection(m: EntityManager, append: AppendNotice, id: string, type: PublicEventType): Promise<void> {
  const row = await connectionById(m, id);
  if (!row) return;
  const body = { connection: connectionData(row) };
  // In one order everywhere, so two transitions of connections sharing an account cannot deadlock.
  for (const accountId of [...row.account_ids].sort()) await append(accountId, type, body);
}
