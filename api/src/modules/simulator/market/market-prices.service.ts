import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import { DemoSymbol, isDemoSymbol, Prices, startPrices, SYMBOLS } from '../engine';
import { PricesTicked, TradingEvents } from '../events/trading.events';
import { CLOCK, Clock } from '../../../common/clock';
import { PriceFeed, TRADING_PRICE_FEED } from '../trading.tokens';
import { seedPrices, storedPrices, storePrices } from './market.queries';

/**
 * The current simulated prices. Kept in Postgres so every instance (and a restart) agrees,
 * and cached in memory so placing an order costs no extra query.
 */
@Injectable()
export class MarketPrices implements OnModuleInit {
  private readonly logger = new Logger(MarketPrices.name);
  private prices: Prices = startPrices();

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    @Inject(TRADING_PRICE_FEED) private readonly feed: PriceFeed,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    const seed = startPrices();
    await seedPrices(
      this.dataSource,
      SYMBOLS,
      SYMBOLS.map((s) => seed[s].toFixed(2)),
    );
    await this.load();
  }

  current(): Prices {
    return this.prices;
  }

  /**
   * Leader only: one step of the feed, stored, then announced. It does not wait for the
   * matcher (a listener): the next tick must come on time however many orders this one crossed.
   */
  async advance(): Promise<void> {
    await this.publish(this.feed.next(this.prices), false);
  }

  /** Tests and tools: set some prices by hand; resolves once the matcher has run. */
  async set(overrides: Partial<Record<DemoSymbol, string>>): Promise<void> {
    const next = { ...this.prices };
    for (const [symbol, price] of Object.entries(overrides)) if (isDemoSymbol(symbol)) next[symbol] = new Decimal(price);
    await this.publish(next, true);
  }

  /** Followers: pick up what the leader stored, and pass it on to this instance's sockets. */
  async refresh(): Promise<void> {
    await this.load();
    await this.announce(false);
  }

  private async publish(prices: Prices, awaitListeners: boolean): Promise<void> {
    await storePrices(
      this.dataSource,
      SYMBOLS,
      SYMBOLS.map((s) => prices[s].toFixed(2)),
    );
    this.prices = prices;
    const announced = this.announce(true);
    if (awaitListeners) await announced;
    else announced.catch((error: Error) => this.logger.warn(`A price listener failed: ${error.message}`));
  }

  private async load(): Promise<void> {
    const rows = await storedPrices(this.dataSource);
    const next = { ...this.prices };
    for (const row of rows) if (isDemoSymbol(row.symbol)) next[row.symbol] = new Decimal(row.price);
    this.prices = next;
  }

  private async announce(leader: boolean): Promise<void> {
    const event: PricesTicked = { prices: this.prices, at: this.clock.now().toISOString(), leader };
    await this.events.emitAsync(TradingEvents.pricesTicked, event);
  }
}
