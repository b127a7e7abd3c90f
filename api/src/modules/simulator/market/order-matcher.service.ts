import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Prices, SYMBOLS } from '../engine';
import { TradingLedger } from '../ledger/trading-ledger.service';
import type { OrderRow } from '../simulator.rows';
import { AccountMarkets } from './account-markets.service';
import { demoLimitsCrossedBy } from './market.queries';

/** Accounts whose crossed orders are filled at the same time (a connection each, out of the pool): docs/decisions/tick-fills-four-accounts-at-a-time.md. */
const MATCH_CONCURRENCY = 4;

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
    private readonly markets: AccountMarkets,
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

  /**
   * Returns how many orders it filled: each account's crossed orders in one ledger change (one
   * statement, its events pushed together), the path a sandbox's set price takes. First those
   * this instance knows from the accounts as it last left them, with no read: the ones a tick
   * crosses are usually there, and their fills go out a read sooner (the figure:
   * docs/decisions/set-based-fills-of-crossed-limits.md). Then those only
   * the database knows: orders placed through another instance, accounts this one has not kept.
   * Sandbox accounts are not in the live market: their own clocks match them.
   */
  async match(prices: Prices): Promise<number> {
    const cents = SYMBOLS.map((s) => prices[s].toFixed(2));
    // Rounded once per symbol, not once per order compared.
    const rounded = new Map(SYMBOLS.map((s) => [s as string, prices[s].toDecimalPlaces(2)]));
    const known = this.ledger.restingLimitsCrossedInSnapshots(
      (symbol) => rounded.get(symbol),
      (accountId) => this.markets.knownDemo(accountId),
    );
    let filled = await this.fillEach(known);
    // Read once the fills above have committed: what they filled is no longer pending.
    const rest = new Map<string, OrderRow[]>();
    for (const order of await demoLimitsCrossedBy(this.dataSource, SYMBOLS, cents)) {
      const orders = rest.get(order.account_id);
      if (orders) orders.push(order);
      else rest.set(order.account_id, [order]);
    }
    filled += await this.fillEach(rest);
    return filled;
  }

  /**
   * A few accounts at a time (each account's changes are queued one after another anyway): the
   * last account's fills do not wait for every other account's round trip.
   */
  private async fillEach(byAccount: Map<string, OrderRow[]>): Promise<number> {
    const waiting = [...byAccount];
    // Each worker counts its own accounts' fills; the total is their sum, shared by none of them.
    const worker = async () => {
      let filled = 0;
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        const [accountId, orders] = next;
        // A cancel may win the race for an order; the change then fills the others (or none).
        filled += await this.ledger.fillPendingMany(accountId, orders).catch((error: Error) => {
          this.logger.warn(`Matching account ${accountId} failed: ${error.message}`);
          return 0;
        });
      }
      return filled;
    };
    const counts = await Promise.all(Array.from({ length: Math.min(MATCH_CONCURRENCY, waiting.length) }, worker));
    return counts.reduce((sum, n) => sum + n, 0);
  }
}
