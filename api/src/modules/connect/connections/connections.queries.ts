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
  broken_reason: BrokenReason | null;
  reauth_by: Date | null;
  created_at: Date;
}

export const BROKEN_REASONS = ['reauth_required', 'password_changed', 'broker_revoked'] as const;
export type BrokenReason = (typeof BROKEN_REASONS)[number];

const SELECT = `SELECT c.id, c.app_id, a.client_id, a.owner_user_id, c.broker, c.broker_user, c.status, c.granted_scopes, c.account_ids, c.grant_id, c.broken_reason, c.reauth_by, c.created_at
  FROM connect_connections c JOIN connect_apps a ON a.id = c.app_id`;

export async function insertConnection(
  db: Queryable,
  c: { appId: string; broker: string; brokerUser: string; scopes: string[]; accountIds: string[]; grantId: string; reauthBy: Date | null },
): Promise<string> {
  const [row] = await db.query<{ id: string }[]>(
    'INSERT INTO connect_connections (app_id, broker, broker_user, granted_scopes, account_ids, grant_id, reauth_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [c.appId, c.broker, c.brokerUser, c.scopes, c.accountIds, c.grantId, c.reauthBy],
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

/** Marks every live connection of the developer's app revoked (the app is being deleted); their ids. */
export async function revokeConnectionsOfApp(db: Queryable, ownerId: number, appId: string): Promise<string[]> {
  const [rows] = await db.query<[{ id: string }[], number]>(
    `UPDATE connect_connections c SET status = 'revoked', revoked_at = now() FROM connect_apps a
     WHERE a.id = c.app_id AND a.owner_user_id = $1 AND c.app_id = $2 AND c.status <> 'revoked' RETURNING c.id`,
    [ownerId, appId],
  );
  return rows.map((r) => r.id);
}

export async function connectionById(db: Queryable, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.query<ConnectionRow[]>(`${SELECT} WHERE c.id = $1`, [id]);
  return row;
}

/** Active → broken, once: the row as it now is, or undefined when it was not active (already broken, or revoked). */
export async function markBroken(db: Queryable, id: string, reason: BrokenReason): Promise<ConnectionRow | undefined> {
  const [rows] = await db.query<[{ id: string }[], number]>(
    `UPDATE connect_connections SET status = 'broken', broken_reason = $2, broken_at = now() WHERE id = $1 AND status = 'active' RETURNING id`,
    [id, reason],
  );
  return rows[0] ? connectionById(db, id) : undefined;
}

/**
 * A new authorization of the same user: the connection takes the new grant, scopes and horizon,
 * active again. Returns what it was (its old grant to revoke, whether it was broken), or undefined
 * when it is revoked (or gone).
 */
export async function markRepaired(
  db: Queryable,
  id: string,
  r: { grantId: string; scopes: string[]; reauthBy: Date | null },
): Promise<{ previous_grant_id: string; previous_status: ConnectionRow['status'] } | undefined> {
  const [rows] = await db.query<[{ previous_grant_id: string; previous_status: ConnectionRow['status'] }[], number]>(
    `WITH old AS (SELECT id, grant_id, status FROM connect_connections WHERE id = $1 AND status <> 'revoked' FOR UPDATE)
     UPDATE connect_connections c SET status = 'active', broken_reason = NULL, broken_at = NULL, repaired_at = now(), grant_id = $2, granted_scopes = $3, reauth_by = $4
     FROM old WHERE c.id = old.id RETURNING old.grant_id AS previous_grant_id, old.status AS previous_status`,
    [id, r.grantId, r.scopes, r.reauthBy],
  );
  return rows[0];
}

/** Live connections whose broker asks a new sign-in, the soonest first: the horizon job looks at their accounts' clocks. */
export function activeConnectionsWithHorizon(db: Queryable, limit: number): Promise<ConnectionRow[]> {
  return db.query<ConnectionRow[]>(`${SELECT} WHERE c.status = 'active' AND c.reauth_by IS NOT NULL ORDER BY c.reauth_by LIMIT $1`, [limit]);
}
