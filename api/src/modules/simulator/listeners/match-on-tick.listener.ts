import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { PricesTicked, TradingEvents } from '../events/trading.events';
import { OrderMatcher } from '../market/order-matcher.service';

/** price feed --tick--> matcher: only the instance that produced the tick matches on it. */
@Injectable()
export class MatchOnTickListener {
  constructor(private readonly matcher: OrderMatcher) {}

  @OnEvent(TradingEvents.pricesTicked, { promisify: true })
  async onTick(tick: PricesTicked): Promise<void> {
    if (tick.leader) await this.matcher.schedule(tick.prices);
  }
}
