import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { TradingConfig } from '../../../config';
import { runExclusively } from '../../../database/advisory-lock';
import { OrderExpiry } from '../ledger/order-expiry.service';
import { MarketPrices } from '../market/market-prices.service';
import { CLOCK, Clock } from '../../../common/clock';

/**
 * Every tick, one instance (whoever takes the advisory lock) advances the feed, matches and
 * expires day orders; the others pick up the stored prices. Only delegates.
 */
@Injectable()
export class MarketClockJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MarketClockJob.name);
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: ConfigService,
    private readonly market: MarketPrices,
    private readonly expiry: OrderExpiry,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    const { priceTickMs } = this.config.getOrThrow<TradingConfig>('trading');
    if (priceTickMs > 0) this.timer = setInterval(() => void this.tick(), priceTickMs);
  }

  /** Lets an in-flight tick finish before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current;
  }

  tick(): Promise<void> {
    this.current ??= this.run().finally(() => (this.current = null)); // a slow tick is skipped, never stacked
    return this.current;
  }

  private async run(): Promise<void> {
    try {
      const { ran } = await runExclusively(this.dataSource, 'trading:market-clock', async () => {
        await this.market.advance();
        await this.expiry.expireDue(this.clock.now());
      });
      if (!ran) await this.market.refresh();
    } catch (error) {
      this.logger.warn(`Market tick failed: ${(error as Error).message}`);
    }
  }
}
