import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { poolOf } from '../../../database/pool-of';
import { AccountEvent, TradingEvents } from '../events/trading.events';
import { ACCOUNT_EVENT_CHANNEL } from './account-event-channel';
import { EventRangeAnnouncer } from './event-range-announcer';
import { TradingInstance } from './trading-instance';

/** A notice waits this long for others; one is in flight at a time. A failed one goes again after RETRY_MS. */
const GATHER_MS = 2;
const RETRY_MS = 1_000;

/**
 * Announces the account events this instance commits to the other instances (AccountEventRelay
 * hears them), gathered a few milliseconds at a time: every committed change is published here
 * (TradingEvents.accountEvents) only after its commit, whichever way it was written.
 */
@Injectable()
export class AccountEventAnnouncer implements OnModuleDestroy {
  private readonly logger = new Logger(AccountEventAnnouncer.name);
  private readonly announcer: EventRangeAnnouncer;

  constructor(dataSource: DataSource, instance: TradingInstance) {
    const pool = poolOf(dataSource);
    this.announcer = new EventRangeAnnouncer(
      instance.id,
      (payload) => pool.query('SELECT pg_notify($1, $2)', [ACCOUNT_EVENT_CHANNEL, payload]),
      { gatherMs: GATHER_MS, retryMs: RETRY_MS },
      (error) => this.logger.warn(`Could not announce account events to the other instances (${error.message}); retrying every ${RETRY_MS} ms`),
    );
  }

  @OnEvent(TradingEvents.accountEvents)
  onAccountEvents(events: AccountEvent[]): void {
    if (events.length > 0) this.announcer.add(events[0].accountId, events[0].seq, events[events.length - 1].seq);
  }

  async onModuleDestroy(): Promise<void> {
    await this.announcer.drain();
  }
}
