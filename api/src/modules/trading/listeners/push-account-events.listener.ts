import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AccountEvent, PricesTicked, TradingEvents } from '../events/trading.events';
import { TradingGateway } from '../gateway/trading.gateway';
import { AccountStreams } from '../stream/account-streams';

/** Committed account events and price ticks go out to the browsers (and /v1 event streams). */
@Injectable()
export class PushToSocketsListener {
  constructor(
    private readonly gateway: TradingGateway,
    private readonly streams: AccountStreams,
  ) {}

  /** A change's events, together: one look-up of the account's followers (sockets, SSE streams), one write each. */
  @OnEvent(TradingEvents.accountEvents)
  onAccountEvents(events: AccountEvent[]): void {
    this.streams.push(events);
  }

  @OnEvent(TradingEvents.pricesTicked)
  onPrices(tick: PricesTicked): void {
    this.gateway.pushPrices(tick);
  }
}
