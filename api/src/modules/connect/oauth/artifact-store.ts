import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../../config';
import { PgChannel } from '../../../database/pg-channel';
import { poolOf } from '../../../database/pool-of';
import { standaloneStatements, type StatementRunner } from '../../../database/prepared-statements';
import type { AdapterPayload } from './oidc-provider';

/** Models whose id is the secret a client holds: stored under its SHA-256, so a read of the table yields no usable token. */
const SECRET_IDS = new Set(['AccessToken', 'RefreshToken', 'AuthorizationCode']);
const REVOCATIONS = 'connect_revocations';

type Listener = (grantId: string) => void;

/**
 * oidc-provider's artifacts in Postgres (one table, see the migration), shared by every instance.
 * A revoked grant is announced on a channel so each instance's access-token cache drops it. What
 * every token call runs (find, upsert, consume) goes as named prepared statements: planning them
 * afresh cost Postgres more than running them (docs/decisions/prepared-statements-for-hot-sql.md).
 */
@Injectable()
export class ArtifactStore implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly channel: PgChannel;
  private readonly listeners: Listener[] = [];
  private readonly statements: StatementRunner;

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService,
  ) {
    this.channel = new PgChannel(REVOCATIONS, config.getOrThrow<DatabaseConfig>('database').url ?? '', poolOf(dataSource));
    this.statements = standaloneStatements(dataSource.manager, poolOf(dataSource), 'oauth');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.channel.listen((grantId) => this.listeners.forEach((l) => l(grantId)), { onReconnected: () => this.listeners.forEach((l) => l('*')) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.channel.close();
  }

  /** `grantId` is '*' when announcements may have been missed (reconnected): drop everything. */
  onRevoked(listener: Listener): void {
    this.listeners.push(listener);
  }

  static storedId(model: string, id: string): string {
    return SECRET_IDS.has(model) ? createHash('sha256').update(id).digest('base64url') : id;
  }

  async upsert(model: string, id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    await this.statements(
      `INSERT INTO oauth_artifacts (model, id, payload, grant_id, uid, expires_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(secs => $6::int) END)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
      [model, ArtifactStore.storedId(model, id), payload, payload.grantId ?? null, payload.uid ?? null, expiresIn ?? null],
    );
  }

  async find(model: string, id: string): Promise<AdapterPayload | undefined> {
    return this.first('id = $2', [model, ArtifactStore.storedId(model, id)]);
  }

  async findByUid(model: string, uid: string): Promise<AdapterPayload | undefined> {
    return this.first('uid = $2', [model, uid]);
  }

  /** Marks the artifact used once; false when it already was (two redemptions raced, or a replay). */
  async consume(model: string, id: string): Promise<boolean> {
    const consumed = await this.statements('UPDATE oauth_artifacts SET consumed_at = now() WHERE model = $1 AND id = $2 AND consumed_at IS NULL RETURNING 1', [
      model,
      ArtifactStore.storedId(model, id),
    ]);
    return consumed.length > 0;
  }

  async destroy(model: string, id: string): Promise<string | null> {
    const [rows] = await this.dataSource.query<[{ grant_id: string | null }[], number]>(
      'DELETE FROM oauth_artifacts WHERE model = $1 AND id = $2 RETURNING grant_id',
      [model, ArtifactStore.storedId(model, id)],
    );
    const grantId = rows[0]?.grant_id ?? null;
    if (grantId && model === 'AccessToken') await this.announce(grantId);
    return grantId;
  }

  /** Every artifact of the grant, of any model, and the grant itself; announced to every instance. */
  async revokeGrant(grantId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM oauth_artifacts WHERE grant_id = $1 OR (model = 'Grant' AND id = $1)`, [grantId]);
    await this.announce(grantId);
  }

  /** Everything issued to a deleted client, whatever its grant; its grants announced so caches drop their tokens. */
  async revokeClient(clientId: string, grantIds: string[]): Promise<void> {
    const [rows] = await this.dataSource.query<[{ grant_id: string | null }[], number]>(
      `DELETE FROM oauth_artifacts WHERE payload->>'clientId' = $1 RETURNING grant_id`,
      [clientId],
    );
    const all = new Set([...grantIds, ...rows.flatMap((r) => (r.grant_id ? [r.grant_id] : []))]);
    for (const grantId of all) await this.announce(grantId);
  }

  /** A connection of the grant changed (broke, was repaired): every instance drops what it cached of the grant's tokens. */
  async grantChanged(grantId: string): Promise<void> {
    await this.announce(grantId);
  }

  /** Deletes what expired; returns how many rows went. */
  async removeExpired(): Promise<number> {
    const [, count] = await this.dataSource.query<[unknown[], number]>('DELETE FROM oauth_artifacts WHERE expires_at <= now()');
    return count;
  }

  async accessTokenPayload(token: string): Promise<AdapterPayload | undefined> {
    return this.find('AccessToken', token);
  }

  private async first(where: string, params: unknown[]): Promise<AdapterPayload | undefined> {
    const [row] = await this.statements<{ payload: AdapterPayload; consumed_at: Date | null }>(
      `SELECT payload, consumed_at FROM oauth_artifacts WHERE model = $1 AND ${where} AND (expires_at IS NULL OR expires_at > now())`,
      params,
    );
    if (!row) return undefined;
    return row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload;
  }

  private async announce(grantId: string): Promise<void> {
    this.listeners.forEach((l) => l(grantId));
    await this.dataSource.query('SELECT pg_notify($1, $2)', [REVOCATIONS, grantId]);
  }
}
