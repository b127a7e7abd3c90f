import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../../config';
import { PgChannel } from '../../../database/pg-channel';
import { poolOf } from '../../../database/pool-of';
import { APP_CHANGES_CHANNEL, appByClientId, type AppRow } from './apps.queries';

/**
 * The apps (OAuth clients) by client_id, as the token endpoint reads one on every call, kept in
 * memory while this instance hears of their changes: the statement that changes an app (its
 * redirect URIs, a rotated secret, its deletion) announces it at its commit, and every instance
 * drops it then. Nothing is kept while the channel is down (a notice could be missed), everything
 * is dropped when it is back, and a read that a change overtook is not kept. Why:
 * docs/decisions/apps-cached-by-client-id.md.
 */
@Injectable()
export class AppsByClientId implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly apps = new LRUCache<string, AppRow>({ max: 1_000 });
  private readonly channel: PgChannel;
  /** Moves on with every change heard, so that a read begun before it is not kept. */
  private changes = 0;

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService,
  ) {
    this.channel = new PgChannel(APP_CHANGES_CHANNEL, config.getOrThrow<DatabaseConfig>('database').url ?? '', poolOf(dataSource));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.channel.listen((clientId) => this.drop(clientId), { onReconnected: () => this.drop() });
  }

  async onModuleDestroy(): Promise<void> {
    await this.channel.close();
  }

  async find(clientId: string): Promise<AppRow | undefined> {
    const kept = this.apps.get(clientId);
    if (kept) return kept;
    const changesBefore = this.changes;
    const row = await appByClientId(this.dataSource, clientId);
    if (row && this.channel.listening && this.changes === changesBefore) this.apps.set(clientId, row);
    return row;
  }

  /** Drops the app (every app without one): its change was announced, or notices may have been missed. */
  drop(clientId?: string): void {
    this.changes += 1;
    if (clientId === undefined) this.apps.clear();
    else this.apps.delete(clientId);
  }
}
