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
 * leader is gone. The sandbox pass runs beside the feed, as the matcher does: with many running
 * clocks it took seconds and held the next ticks (pauses of 6-11 s in the chaos suite). Only delegates.
 */
@Injectable()
export class MarketClockJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MarketClockJob.name);
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private sandboxPass: Promise<void> | null = null;
  private readonly leader: LeaderLock;
  private readonly tickMs: number;

  constructor(
    private readonly config: ConfigService,
    private readonly market: MarketPrices,
    private readonly expiry: OrderExpiry,
    private readonly sandboxClocks: SandboxClock,
    @Inject(CLOCK) private readonly clock: Clock,
    draining: Draining,
  ) {
    this.leader = new LeaderLock('trading:market-clock', config.getOrThrow<DatabaseConfig>('database').url ?? '');
    this.tickMs = config.getOrThrow<TradingConfig>('trading').priceTickMs;
    draining.onDrain(() => this.stop());
  }

  onApplicationBootstrap(): void {
    if (this.tickMs > 0) this.timer = setInterval(() => void this.tick(), this.tickMs);
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  /** No more ticks: the one in flight finishes, then the lead goes to another instance. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current;
    await this.sandboxPass;
    await this.leader.release();
  }

  /** Resolves once the tick, and the sandbox pass it started or found running, are done (tests and tools wait on it). */
  async tick(): Promise<void> {
    this.current ??= this.run().finally(() => (this.current = null)); // a slow tick is skipped, never stacked
    await this.current;
    await this.sandboxPass;
  }

  private async run(): Promise<void> {
    try {
      if (await this.leader.acquire()) {
        const started = Date.now();
        await this.market.advance();
        await this.expiry.expireDue(this.clock.now());
        this.sandboxPass ??= this.catchUpSandboxClocks().finally(() => (this.sandboxPass = null));
        this.warnIfSlow('A market tick', Date.now() - started);
      } else {
        await this.market.refresh();
      }
    } catch (error) {
      this.logger.warn(`Market tick failed: ${(error as Error).message}`);
    }
  }

  private async catchUpSandboxClocks(): Promise<void> {
    const started = Date.now();
    try {
      const clocks = await this.sandboxClocks.catchUpRunning();
      this.warnIfSlow(`Catching up ${clocks} running sandbox clocks`, Date.now() - started);
    } catch (error) {
      this.logger.warn(`Catching up sandbox clocks failed: ${(error as Error).message}`);
    }
  }

  private warnIfSlow(what: string, ms: number): void {
    if (this.tickMs > 0 && ms > this.tickMs) this.logger.warn(`${what} took ${ms} ms, longer than a tick (${this.tickMs} ms)`);
  }
}
