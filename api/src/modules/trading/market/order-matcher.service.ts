import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Prices, SYMBOLS } from '../engine';
import { TradingLedger } from '../ledger/trading-ledger.service';

/**
 * Finds pending limit orders the new prices cross and fills each at its limit. Matching runs
 * beside the feed, never inside its tick: a flood of crossed orders takes as long as it takes
 * while prices keep ticking, and ticks that arrive meanwhile are matched together afterwards.
 */
@Injectable()
export class OrderMatcher implements OnModuleDestroy {
  private readonly logger = new Logger(OrderMatcher.name);
  private running: Promise<void> | null = null;
  private latest: Prices | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: TradingLedger,
  ) {}

  /** Queues a match on these prices (the newest wins); resolves once a run that saw them has finished. */
  schedule(prices: Prices): Promise<void> {
    this.latest = prices;
    this.running ??= this.drain().finally(() => (this.running = null));
    return this.running;
  }

  /** Lets a run in flight finish before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    this.latest = null;
    await this.running;
  }

  private async drain(): Promise<void> {
    while (this.latest) {
      const prices = this.latest;
      this.latest = null;
      await this.match(prices).catch((error: Error) => this.logger.warn(`Matching failed: ${error.message}`));
    }
  }

  /** Returns how many orders it filled. Sandbox accounts are not in the live market: their own clocks match them. */
  async match(prices: Prices): Promise<number> {
    const crossed: { id: string; account_id: string }[] = await this.dataSource.query(
      `SELECT o.id, o.account_id FROM trading_orders o
       JOIN unnest($1::text[], $2::numeric[]) AS p(symbol, price) ON p.symbol = o.symbol
       JOIN demo_accounts a ON a.id = o.account_id AND a.owner_user_id IS NULL
       WHERE o.status = 'pending' AND o.order_type = 'limit'
         AND ((o.side = 'buy' AND o.limit_price >= p.price) OR (o.side = 'sell' AND o.limit_price <= p.price))
       ORDER BY o.created_at`,
      [SYMBOLS, SYMBOLS.map((s) => prices[s].toFixed(2))],
    );
    let filled = 0;
    for (const order of crossed) {
      // A cancel may win the race for the row lock; the conditional update then fills nothing.
      if (await this.ledger.fillPending(order.account_id, order.id)) filled += 1;
    }
    return filled;
  }
}
