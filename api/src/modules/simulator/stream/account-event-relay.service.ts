import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../../config';
import { PgChannel } from '../../../database/pg-channel';
import { poolOf } from '../../../database/pool-of';
import type { AccountEvent } from '../events/trading.events';
import { TradingLedger } from '../ledger/trading-ledger.service';
import { ACCOUNT_EVENT_CHANNEL, AccountEventNotice, isNoticeFrom } from './account-event-channel';
import { eventsBetween } from './account-events.queries';
import { AccountStreams } from './account-streams';
import { TradingInstance } from './trading-instance';

/**
 * Listens for account events committed by OTHER instances and pushes them to this
 * instance's followers (demo sockets, SSE streams), so a visitor's browser hears about a fill
 * whichever instance matched it. A notice carries the events' sequence range, read from
 * `trading_events` only when a follower here needs them. Notices are handled one at a time; a
 * follower still fills a gap itself (a change committed here can overtake a relayed one).
 */
@Injectable()
export class AccountEventRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AccountEventRelay.name);
  private readonly channel: PgChannel;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    config: ConfigService,
    private readonly dataSource: DataSource,
    private readonly instance: TradingInstance,
    private readonly streams: AccountStreams,
    private readonly ledger: TradingLedger,
  ) {
    this.channel = new PgChannel(ACCOUNT_EVENT_CHANNEL, config.getOrThrow<DatabaseConfig>('database').url ?? '', poolOf(dataSource));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.channel.listen((payload) => {
      if (isNoticeFrom(payload, this.instance.id)) return;
      this.queue = this.queue.then(() => this.relay(JSON.parse(payload) as AccountEventNotice));
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.channel.close();
    await this.queue;
  }

  private async relay(notice: AccountEventNotice): Promise<void> {
    // Another instance changed the account: what this one last saw of it is out of date.
    this.ledger.forget(notice.accountId);
    // Most notices are about accounts with no socket here: nothing to read, nothing to send.
    if (notice.origin === this.instance.id || !this.streams.has(notice.accountId)) return;
    try {
      this.streams.push(await this.load(notice));
    } catch (error) {
      this.logger.warn(`Could not relay events ${notice.fromSeq}-${notice.toSeq}: ${(error as Error).message}`);
    }
  }

  private async load({ accountId, fromSeq, toSeq }: AccountEventNotice): Promise<AccountEvent[]> {
    const rows = await eventsBetween(this.dataSource, accountId, fromSeq, toSeq);
    return rows.map((r) => ({ accountId, seq: Number(r.seq), type: r.type, data: r.payload, createdAt: r.created_at.toISOString() }));
  }
}
