import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../../config';
import { PgChannel } from '../../../database/pg-channel';
import { poolOf } from '../../../database/pool-of';
import type { AccountEvent } from '../events/trading.events';
import { TradingLedger } from '../ledger/trading-ledger.service';
import type { EventRow } from '../simulator.rows';
import { ACCOUNT_EVENT_CHANNEL, AccountEventNotice, AnnouncedRange, isNoticeFrom } from './account-event-channel';
import { eventsBetween, lastEventsPast } from './account-events.queries';
import { AccountStreams } from './account-streams';
import { TradingInstance } from './trading-instance';

/** How often the followed accounts are checked for events no notice told of. */
export const SWEEP_MS = 1_000;

/**
 * Listens for account events committed by OTHER instances (AccountEventAnnouncer) and pushes them
 * to this instance's followers (demo sockets, SSE streams), so a visitor's browser hears about a
 * fill whichever instance matched it. A notice carries sequence ranges, read from
 * `trading_events` only for an account followed here. Notices are announced after their commit,
 * so one can be lost (its instance died first, or this one's LISTEN connection dropped): every
 * SWEEP_MS the followed accounts whose last event is past the last one pushed here get that
 * event, and their followers fill the gap from the table (followAccount), so a lost notice
 * delays events by a sweep at most. Notices and sweeps are handled one at a time.
 */
@Injectable()
export class AccountEventRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AccountEventRelay.name);
  private readonly channel: PgChannel;
  private queue: Promise<void> = Promise.resolve();
  private sweeper: NodeJS.Timeout | null = null;
  private sweepQueued = false;
  private sweepFailing = false;

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
      const notice = JSON.parse(payload) as AccountEventNotice;
      this.queue = this.queue.then(() => this.relay(notice.ranges));
    });
    this.sweeper = setInterval(() => this.queueSweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.channel.close();
    await this.queue;
  }

  private async relay(ranges: AnnouncedRange[]): Promise<void> {
    for (const [accountId, fromSeq, toSeq] of ranges) {
      // Another instance changed the account: what this one last saw of it is out of date.
      this.ledger.forget(accountId);
      // Most are about accounts with no follower here: nothing to read, nothing to send.
      if (!this.streams.has(accountId)) continue;
      try {
        const rows = await eventsBetween(this.dataSource, accountId, fromSeq, toSeq);
        this.streams.push(rows.map((row) => eventOf(accountId, row)));
      } catch (error) {
        this.logger.warn(`Could not relay events ${fromSeq}-${toSeq}: ${(error as Error).message}`);
      }
    }
  }

  private queueSweep(): void {
    if (this.sweepQueued) return;
    this.sweepQueued = true;
    this.queue = this.queue.then(() => this.sweep()).finally(() => (this.sweepQueued = false));
  }

  private async sweep(): Promise<void> {
    const followed = this.streams.followed();
    if (followed.size === 0) return;
    const accountIds = [...followed.keys()];
    try {
      const rows = await lastEventsPast(
        this.dataSource,
        accountIds,
        accountIds.map((id) => followed.get(id) ?? -1),
      );
      this.sweepFailing = false;
      for (const row of rows) this.streams.push([eventOf(row.account_id, row)]);
    } catch (error) {
      if (!this.sweepFailing) this.logger.warn(`Could not check the followed accounts for missed events: ${(error as Error).message}`);
      this.sweepFailing = true;
    }
  }
}

const eventOf = (accountId: string, row: EventRow): AccountEvent => ({
  accountId,
  seq: Number(row.seq),
  type: row.type,
  data: row.payload,
  createdAt: row.created_at.toISOString(),
});
