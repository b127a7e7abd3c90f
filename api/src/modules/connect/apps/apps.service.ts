import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountNotices } from '../../simulator';
import { AppNotFoundException, AppQuotaException, PublicAppSecretException } from '../connect.errors';
import { announceConnection } from '../connections/connection-events';
import { revokeConnectionsOfApp } from '../connections/connections.queries';
import { ArtifactStore } from '../oauth/artifact-store';
import { AppsByClientId } from './apps-by-client-id';
import type { AppDto, CreatedAppDto } from './dto/app.dto';
import type { CreateAppDto } from './dto/create-app.dto';
import type { UpdateAppDto } from './dto/update-app.dto';
import { AppRow, countOwnedApps, deleteOwnedApp, insertApp, ownedApp, ownedApps, setSecretHash, updateOwnedApp } from './apps.queries';
import { newClientId, newClientSecret } from './client-credentials';

export const MAX_APPS = 10;

export const appDto = (r: AppRow): AppDto => ({
  id: r.id,
  clientId: r.client_id,
  name: r.name,
  type: r.type,
  redirectUris: r.redirect_uris,
  tokenEndpointAuthMethod: r.type === 'confidential' ? 'client_secret_basic' : 'none',
  createdAt: r.created_at.toISOString(),
});

/** A developer's partner apps (OAuth clients): at most MAX_APPS each; the secret is shown once and kept as a hash. */
@Injectable()
export class AppsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly artifacts: ArtifactStore,
    private readonly notices: AccountNotices,
    private readonly byClientId: AppsByClientId,
  ) {}

  async create(ownerId: number, dto: CreateAppDto): Promise<CreatedAppDto> {
    const secret = dto.type === 'confidential' ? newClientSecret() : null;
    const row = await this.dataSource.transaction(async (m) => {
      // Two concurrent registrations must not both pass the quota.
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['connect:apps', ownerId]);
      if ((await countOwnedApps(m, ownerId)) >= MAX_APPS) throw new AppQuotaException(MAX_APPS);
      return insertApp(m, {
        clientId: newClientId(),
        ownerId,
        name: dto.name,
        type: dto.type,
        redirectUris: dto.redirectUris,
        secretHash: secret?.hash ?? null,
      });
    });
    return secret ? { ...appDto(row), clientSecret: secret.secret } : appDto(row);
  }

  async list(ownerId: number): Promise<AppDto[]> {
    return (await ownedApps(this.dataSource, ownerId)).map(appDto);
  }

  async get(ownerId: number, id: string): Promise<AppDto> {
    const row = await ownedApp(this.dataSource, ownerId, id);
    if (!row) throw new AppNotFoundException();
    return appDto(row);
  }

  async update(ownerId: number, id: string, dto: UpdateAppDto): Promise<AppDto> {
    const row = await updateOwnedApp(this.dataSource, ownerId, id, dto);
    if (!row) throw new AppNotFoundException();
    // Every instance drops the app when the change's notice arrives; this one at once.
    this.byClientId.drop(row.client_id);
    return appDto(row);
  }

  /** A new secret at once; the old one stops working (here at once, on other instances when the change's notice arrives). */
  async rotateSecret(ownerId: number, id: string): Promise<CreatedAppDto> {
    const existing = await ownedApp(this.dataSource, ownerId, id);
    if (!existing) throw new AppNotFoundException();
    if (existing.type !== 'confidential') throw new PublicAppSecretException();
    const secret = newClientSecret();
    const row = await setSecretHash(this.dataSource, ownerId, id, secret.hash);
    if (!row) throw new AppNotFoundException();
    this.byClientId.drop(row.client_id);
    return { ...appDto(row), clientSecret: secret.secret };
  }

  /**
   * Deletes the app, its connections (cascade) and every code, grant and token issued to it, on
   * every instance. Its live connections are revoked first, each with its `connection.revoked` on
   * its accounts (which stay the developer's), in the transaction of the deletion.
   */
  async remove(ownerId: number, id: string): Promise<void> {
    const grants = await this.dataSource.query<{ grant_id: string }[]>(
      'SELECT c.grant_id FROM connect_connections c JOIN connect_apps a ON a.id = c.app_id WHERE a.id = $1 AND a.owner_user_id = $2',
      [id, ownerId],
    );
    const clientId = await this.notices.inTransaction(async (m, append) => {
      for (const connectionId of await revokeConnectionsOfApp(m, ownerId, id)) await announceConnection(m, append, connectionId, 'connection.revoked');
      return deleteOwnedApp(m, ownerId, id);
    });
    if (!clientId) throw new AppNotFoundException();
    this.byClientId.drop(clientId);
    await this.artifacts.revokeClient(
      clientId,
      grants.map((g) => g.grant_id),
    );
  }
}
