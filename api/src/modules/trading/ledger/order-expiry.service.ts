import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OrderNotCancelableException } from '../trading.exceptions';
import { TradingLedger } from './trading-ledger.service';

const EXPIRED_AT_CLOSE = 'EXPIRED_AT_CLOSE';

/** Cancels day orders still pending at their close (16:00 New York, fixed when placed). */
@Injectable()
export class OrderExpiry {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: TradingLedger,
  ) {}

  /** Returns how many orders it expired. */
  async expireDue(now: Date): Promise<number> {
    const due: { id: string; account_id: string }[] = await this.dataSource.query(
      `SELECT id, account_id FROM trading_orders WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT 1000`,
      [now],
    );
    let expired = 0;
    for (const order of due) {
      try {
        await this.ledger.cancelOrder(order.account_id, order.id, EXPIRED_AT_CLOSE);
        expired += 1;
      } catch (error) {
        // Filled or canceled in the meantime: that outcome stands.
        if (!(error instanceof OrderNotCancelableException)) throw error;
      }
    }
    return expired;
  }
}
