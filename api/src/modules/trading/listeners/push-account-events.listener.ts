import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AccountEvent, PricesTicked, TradingEvents } from '../events/trading.events';
import { TradingGateway } from '../gateway/trading.gateway';

/** Committed account events and price ticks go out to the browsers. */
@Injectable()
export class PushToSocketsListener {
  constructor(private readonly gateway: TradingGateway) {}

  @OnEvent(TradingEvents.accountEvent)
  onAccountEvent(event: AccountEvent): void {
    this.gateway.pushAccountEvent(event);
  }

  @OnEvent(TradingEvents.pricesTicked)
  onPrices(tick: PricesTicked): void {
    this.gateway.pushPrices(tick);
  }
}
