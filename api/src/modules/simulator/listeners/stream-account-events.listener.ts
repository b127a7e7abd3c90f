import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AccountEvent, TradingEvents } from '../events/trading.events';
import { AccountStreams } from '../stream/account-streams';

/** Committed account events go out to the account's followers: the demo's sockets and /v1's event streams. */
@Injectable()
export class StreamAccountEventsListener {
  constructor(private readonly streams: AccountStreams) {}

  /** A change's events, together: one look-up of the account's followers, one write each. */
  @OnEvent(TradingEvents.accountEvents)
  onAccountEvents(events: AccountEvent[]): void {
    this.streams.push(events);
  }
}
