import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource, EntityManager } from 'typeorm';
import { AccountEvent, AccountEventType, TradingEvents } from '../events/trading.events';
import { AccountMarkets } from '../market/account-markets.service';
import { appendEvent, nextEventSeq } from './ledger.queries';

/** Appends an event to an account inside the caller's transaction; false when the account is gone. */
export type AppendNotice = (accountId: string, type: AccountEventType, body: Record<string, unknown>) => Promise<boolean>;

/**
 * Events about an account that are no change of its money or orders (a Connect connection of it
 * broke or was repaired), written in the same transaction as the change they tell of: a crash
 * or an outage loses both or neither, never the event alone. Each takes the account's next
 * sequence number (the account's version moves on, so a snapshot of it is stale and the next
 * ledger change of it is decided again under its lock), is stamped at the account's clock now,
 * stored in the public shape (`accountId`, `sequence`, then the body; webhooks by the trigger),
 * and published to this instance's streams once the transaction has committed.
 */
@Injectable()
export class AccountNotices {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    private readonly markets: AccountMarkets,
  ) {}

  async inTransaction<T>(work: (m: EntityManager, append: AppendNotice) => Promise<T>): Promise<T> {
    const published: AccountEvent[] = [];
    const result = await this.dataSource.transaction(async (m) => {
      const append: AppendNotice = async (accountId, type, body) => {
        const { now } = await this.markets.of(accountId);
        const seq = await nextEventSeq(m, accountId);
        if (seq === undefined) return false;
        const event: AccountEvent = { accountId, seq, type, data: { accountId, sequence: seq, ...body }, createdAt: now.toISOString() };
        await appendEvent(m, event, now);
        published.push(event);
        return true;
      };
      return work(m, append);
    });
    for (const event of published) this.events.emit(TradingEvents.accountEvents, [event]);
    return result;
  }
}
