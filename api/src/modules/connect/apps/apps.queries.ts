import type { Queryable } from '../../../database/queryable';
import type { AppType } from './app-types';

export interface AppRow {
  id: string;
  client_id: string;
  owner_user_id: number;
  name: string;
  type: AppType;
  redirect_uris: string[];
  secret_hash: string | null;
  created_at: Date;
}

const COLUMNS = 'id, client_id, owner_user_id, name, type, redirect_uris, secret_hash, created_at';

/**
 * The Postgres channel on which a changed or deleted app's client_id is announced, by the
 * statement that changes it (so at its commit, and only then): every instance's AppsByClientId
 * drops what it cached of the app.
 */
export const APP_CHANGES_CHANNEL = 'connect_app_changes';

export function ownedApps(db: Queryable, ownerId: number): Promise<AppRow[]> {
  return db.query<AppRow[]>(`SELECT ${COLUMNS} FROM connect_apps WHERE owner_user_id = $1 ORDER BY created_at DESC, id DESC`, [ownerId]);
}

export async function ownedApp(db: Queryable, ownerId: number, id: string): Promise<AppRow | undefined> {
  const [row] = await db.query<AppRow[]>(`SELECT ${COLUMNS} FROM connect_apps WHERE id = $1 AND owner_user_id = $2`, [id, ownerId]);
  return row;
}

export async function appByClientId(db: Queryable, clientId: string): Promise<AppRow | undefined> {
  const [row] = await db.query<AppRow[]>(`SELECT ${COLUMNS} FROM connect_apps WHERE client_id = $1`, [clientId]);
  return row;
}

export async function countOwnedApps(db: Queryable, ownerId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM connect_apps WHERE owner_user_id = $1', [ownerId]);
  return n;
}

export async function insertApp(
  db: Queryable,
  app: { clientId: string; ownerId: number; name: string; type: AppType; redirectUris: string[]; secretHash: string | null },
): Promise<AppRow> {
  const [row] = await db.query<AppRow[]>(
    `INSERT INTO connect_apps (client_id, owner_user_id, name, type, redirect_uris, secret_hash) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [app.clientId, app.ownerId, app.name, app.type, app.redirectUris, app.secretHash],
  );
  return row;
}

export async function updateOwnedApp(
  db: Queryable,
  ownerId: number,
  id: string,
  change: { name?: string; redirectUris?: string[] },
): Promise<AppRow | undefined> {
  const [row] = await db.query<AppRow[]>(
    announcingChange(`UPDATE connect_apps SET name = COALESCE($3, name), redirect_uris = COALESCE($4, redirect_uris), updated_at = now()
     WHERE id = $1 AND owner_user_id = $2 RETURNING ${COLUMNS}`),
    [id, ownerId, change.name ?? null, change.redirectUris ?? null],
  );
  return row;
}

export async function setSecretHash(db: Queryable, ownerId: number, id: string, secretHash: string): Promise<AppRow | undefined> {
  const [row] = await db.query<AppRow[]>(
    announcingChange(
      `UPDATE connect_apps SET secret_hash = $3, updated_at = now() WHERE id = $1 AND owner_user_id = $2 AND type = 'confidential' RETURNING ${COLUMNS}`,
    ),
    [id, ownerId, secretHash],
  );
  return row;
}

/** Deletes the app and, by cascade, its connections; returns its client_id so its tokens can go too. */
export async function deleteOwnedApp(db: Queryable, ownerId: number, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ client_id: string }[]>(announcingChange('DELETE FROM connect_apps WHERE id = $1 AND owner_user_id = $2 RETURNING client_id'), [
    id,
    ownerId,
  ]);
  return row?.client_id;
}

/** The change, its rows returned, each app's client_id announced on APP_CHANGES_CHANNEL at the commit. */
function announcingChange(change: string): string {
  return `WITH changed AS (${change}) SELECT changed.* FROM changed CROSS JOIN LATERAL (SELECT pg_notify('${APP_CHANGES_CHANNEL}', changed.client_id)) AS announced`;
}
