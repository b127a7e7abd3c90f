import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { type PricesTicked, TradingEvents } from '../../simulator';
import { TradingGateway } from './trading.gateway';

/** New prices go out to every demo browser. */
@Injectable()
export class PushPricesListener {
  constructor(private readonly gateway: TradingGateway) {}

  @OnEvent(TradingEvents.pricesTicked)
  onPrices(tick: PricesTicked): void {
    this.gateway.pushPrices(tick);
  }
}
