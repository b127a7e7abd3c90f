import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Prices, SYMBOLS } from '../engine';
import { TradingLedger } from '../ledger/trading-ledger.service';

/** Finds pending limit orders the new prices cross and fills each at its limit. */
@Injectable()
export class OrderMatcher {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: TradingLedger,
  ) {}

  /** Returns how many orders it filled. */
  async match(prices: Prices): Promise<number> {
    const crossed: { id: string; account_id: string }[] = await this.dataSource.query(
      `SELECT o.id, o.account_id FROM trading_orders o
       JOIN unnest($1::text[], $2::numeric[]) AS p(symbol, price) ON p.symbol = o.symbol
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
