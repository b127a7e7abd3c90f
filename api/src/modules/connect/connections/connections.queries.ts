import type { Queryable } from '../../../database/queryable';

export interface ConnectionRow {
  id: string;
  app_id: string;
  client_id: string;
  owner_user_id: number;
  broker: string;
  broker_user: string;
  status: 'active' | 'broken' | 'revoked';
  granted_scopes: string[];
  account_ids: string[];
  grant_id: string;
  created_at: Date;
}

const SELECT = `SELECT c.id, c.app_id, a.client_id, a.owner_user_id, c.broker, c.broker_user, c.status, c.granted_scopes, c.account_ids, c.grant_id, c.created_at
  FROM connect_connections c JOIN connect_apps a ON a.id = c.app_id`;

export async function insertConnection(
  db: Queryable,
  c: { appId: string; broker: string; brokerUser: string; scopes: string[]; accountIds: string[]; grantId: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }[]>(
    'INSERT INTO connect_connections (app_id, broker, broker_user, granted_scopes, account_ids, grant_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [c.appId, c.broker, c.brokerUser, c.scopes, c.accountIds, c.grantId],
  );
  return row.id;
}

export async function connectionByGrant(db: Queryable, grantId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.query<ConnectionRow[]>(`${SELECT} WHERE c.grant_id = $1`, [grantId]);
  return row;
}

/** The developer's connections (every app of theirs), newest first; `only` narrows to one (an app's token sees its own). */
export function connectionsOfOwner(db: Queryable, ownerId: number, only?: string): Promise<ConnectionRow[]> {
  return db.query<ConnectionRow[]>(`${SELECT} WHERE a.owner_user_id = $1 AND ($2::uuid IS NULL OR c.id = $2) ORDER BY c.created_at DESC, c.id DESC LIMIT 500`, [
    ownerId,
    only ?? null,
  ]);
}

export async function connectionOfOwner(db: Queryable, ownerId: number, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.query<ConnectionRow[]>(`${SELECT} WHERE a.owner_user_id = $1 AND c.id = $2`, [ownerId, id]);
  return row;
}

/** Marks it revoked; the row it was, or undefined when there is no live one of this developer's. */
export async function revokeConnection(db: Queryable, ownerId: number, id: string): Promise<{ grant_id: string } | undefined> {
  const [rows] = await db.query<[{ grant_id: string }[], number]>(
    `UPDATE connect_connections c SET status = 'revoked', revoked_at = now() FROM connect_apps a
     WHERE a.id = c.app_id AND a.owner_user_id = $1 AND c.id = $2 AND c.status <> 'revoked' RETURNING c.grant_id`,
    [ownerId, id],
  );
  return rows[0];
}
