import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Draining } from '../../../common/lifecycle';
import type { DatabaseConfig, TradingConfig } from '../../../config';
import { LeaderLock } from '../../../database/leader-lock';
import { OrderExpiry } from '../ledger/order-expiry.service';
import { MarketPrices } from '../market/market-prices.service';
import { SandboxClock } from '../market/sandbox-clock.service';
import { CLOCK, Clock } from '../../../common/clock';

/**
 * Every tick, the leader (the instance holding the market's leader lock, until it stops or dies)
 * advances the feed, matches and expires day orders, and catches up sandbox clocks that run; the
 * others pick up the stored prices, and one of them takes the lead at its next tick once the
 * leader is gone. Only delegates.
 */
@Injectable()
export class MarketClockJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MarketClockJob.name);
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private readonly leader: LeaderLock;

  constructor(
    private readonly config: ConfigService,
    private readonly market: MarketPrices,
    private readonly expiry: OrderExpiry,
    private readonly sandboxClocks: SandboxClock,
    @Inject(CLOCK) private readonly clock: Clock,
    draining: Draining,
  ) {
    this.leader = new LeaderLock('trading:market-clock', config.getOrThrow<DatabaseConfig>('database').url ?? '');
    draining.onDrain(() => this.stop());
  }

  onApplicationBootstrap(): void {
    const { priceTickMs } = this.config.getOrThrow<TradingConfig>('trading');
    if (priceTickMs > 0) this.timer = setInterval(() => void this.tick(), priceTickMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  /** No more ticks: the one in flight finishes, then the lead goes to another instance. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current;
    await this.leader.release();
  }

  tick(): Promise<void> {
    this.current ??= this.run().finally(() => (this.current = null)); // a slow tick is skipped, never stacked
    return this.current;
  }

  private async run(): Promise<void> {
    try {
      if (await this.leader.acquire()) {
        await this.market.advance();
        await this.expiry.expireDue(this.clock.now());
        await this.sandboxClocks.catchUpRunning();
      } else {
        await this.market.refresh();
      }
    } catch (error) {
      this.logger.warn(`Market tick failed: ${(error as Error).message}`);
    }
  }
}
