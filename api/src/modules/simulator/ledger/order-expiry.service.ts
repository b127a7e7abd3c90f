import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OrderNotCancelable } from '../simulator.errors';
import { demoOrdersPendingAtClose } from './ledger.queries';
import { EXPIRED_AT_CLOSE } from '../events/event-data';
import { TradingLedger } from './trading-ledger.service';

/**
 * Cancels demo day orders still pending at their close (16:00 New York, fixed when placed).
 * Sandbox orders expire by their account's clock (SandboxClock), not by real time.
 */
@Injectable()
export class OrderExpiry {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: TradingLedger,
  ) {}

  /** Returns how many orders it expired. */
  async expireDue(now: Date): Promise<number> {
    const due = await demoOrdersPendingAtClose(this.dataSource, now);
    let expired = 0;
    for (const order of due) {
      try {
        await this.ledger.cancelOrder(order.account_id, order.id, EXPIRED_AT_CLOSE);
        expired += 1;
      } catch (error) {
        // Filled or canceled in the meantime: that outcome stands.
        if (!(error instanceof OrderNotCancelable)) throw error;
      }
    }
    return expired;
  }
}
