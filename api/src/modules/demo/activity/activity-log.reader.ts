import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../../config';
import { PgChannel } from '../../../database/pg-channel';
import { poolOf } from '../../../database/pool-of';
import { logView } from '../trading.views';
import { latestLogEntries } from './activity-log.queries';

const LOG_ENTRIES_RETURNED = 50;
const ACTIVITY_CHANNEL = 'trading_activity';
/** Bounds how long an instance can miss another's notice (e.g. while its listener reconnects). */
const CACHE_TTL_MS = 5_000;
const MAX_ACCOUNTS = 10_000;

type LogEntry = ReturnType<typeof logView>;

/**
 * The newest log entries per account, kept in memory until the account's log changes.
 * Every open demo polls its log every second while the log changes only when the account
 * makes other calls, so nearly every poll can be answered without a query. The writer
 * reports what it stored (`changed`), and the other instances hear of it on a Postgres
 * channel.
 */
@Injectable()
export class ActivityLogReader implements OnApplicationBootstrap, OnModuleDestroy {
  /** Each account's entries as the response body: serialized once per change, not once per poll. */
  private readonly cache = new LRUCache<string, string>({ max: MAX_ACCOUNTS, ttl: CACHE_TTL_MS });
  /** Bumped on every change, so a read that raced a write does not cache what it saw. */
  private readonly generations = new LRUCache<string, number>({ max: MAX_ACCOUNTS });
  private readonly channel: PgChannel;

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService,
  ) {
    this.channel = new PgChannel(ACTIVITY_CHANNEL, config.getOrThrow<DatabaseConfig>('database').url ?? '', poolOf(dataSource));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.channel.listen(
      (payload) => {
        for (const accountId of JSON.parse(payload) as string[]) this.forget(accountId);
      },
      // Notices sent while the listener was down are lost: start over from the database.
      { onReconnected: () => this.cache.clear() },
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.channel.close();
  }

  /** The body latestJson would answer, when it is in memory (no query); undefined otherwise. */
  cachedJson(accountId: string): string | undefined {
    return this.cache.get(accountId);
  }

  /** The newest entries, newest first, as a JSON array. */
  async latestJson(accountId: string): Promise<string> {
    const cached = this.cache.get(accountId);
    if (cached !== undefined) return cached;
    const generation = this.generations.get(accountId) ?? 0;
    const rows = await latestLogEntries(this.dataSource, accountId, LOG_ENTRIES_RETURNED);
    const json = JSON.stringify(rows.map(logView) satisfies LogEntry[]);
    if ((this.generations.get(accountId) ?? 0) === generation) this.cache.set(accountId, json);
    return json;
  }

  /** The writer stored entries of these accounts: drop them here and on every other instance. */
  changed(accountIds: string[]): void {
    for (const accountId of accountIds) this.forget(accountId);
    this.channel.notify(JSON.stringify(accountIds));
  }

  private forget(accountId: string): void {
    this.cache.delete(accountId);
    this.generations.set(accountId, (this.generations.get(accountId) ?? 0) + 1);
  }
}
