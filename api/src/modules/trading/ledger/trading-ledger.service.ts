import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import { accountMetrics, applyFill, dayOrderExpiry, decideOrder, OPENING_CASH, OrderRequest, TradingSymbol } from '../engine';
import { AccountEvent, TradingEvents } from '../events/trading.events';
import { MarketPrices } from '../market/market-prices.service';
import { Clock, TRADING_CLOCK } from '../trading.tokens';
import { OrderNotCancelableException, OrderNotFoundException } from '../trading.exceptions';
import { accountView, orderView, OrderView, positionView, Row, tradeView } from '../trading.views';
import { AccountTransaction } from './account-transaction';
import { announceAccountEvents } from '../stream/account-event-channel';
import { TradingInstance } from '../stream/trading-instance';

export interface PlaceOrder extends OrderRequest {
  clientOrderId?: string;
}

/**
 * Every change to an account: one transaction holding the account row's lock, order
 * transitions as conditional updates, and the events published only after commit.
 */
@Injectable()
export class TradingLedger {
  constructor(
    private readonly dataSource: DataSource,
    private readonly market: MarketPrices,
    private readonly events: EventEmitter2,
    @Inject(TRADING_CLOCK) private readonly clock: Clock,
    private readonly instance: TradingInstance,
  ) {}

  async openAccount(): Promise<string> {
    const [row] = await this.dataSource.query('INSERT INTO demo_accounts (cash) VALUES ($1) RETURNING id', [OPENING_CASH.toFixed(2)]);
    return row.id as string;
  }

  /** Returns the order and whether it was created now (false: a replayed clientOrderId). */
  async placeOrder(accountId: string, order: PlaceOrder): Promise<{ order: OrderView; created: boolean }> {
    return this.change(accountId, async (tx) => {
      if (order.clientOrderId) {
        const [existing] = await tx.m.query('SELECT * FROM trading_orders WHERE account_id = $1 AND client_order_id = $2', [accountId, order.clientOrderId]);
        if (existing) return { order: orderView(existing), created: false };
      }
      const prices = this.market.current();
      const decision = decideOrder(tx.state, order, prices);
      const status = decision.outcome === 'fill' ? 'filled' : decision.outcome === 'pending' ? 'pending' : 'rejected';
      const [row] = await tx.m.query(
        `INSERT INTO trading_orders (account_id, client_order_id, symbol, side, order_type, quantity, limit_price, status, reason, reason_details, filled_price, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [
          accountId,
          order.clientOrderId ?? null,
          order.symbol,
          order.side,
          order.orderType,
          order.quantity,
          order.limitPrice?.toFixed(2) ?? null,
          status,
          decision.outcome === 'reject' ? decision.reason : null,
          decision.outcome === 'reject' ? JSON.stringify(decision.details) : null,
          decision.outcome === 'fill' ? decision.price.toFixed(2) : null,
          dayOrderExpiry(this.clock.now()),
        ],
      );
      if (decision.outcome === 'reject') {
        tx.record('order.rejected', { order: orderView(row) });
        return { order: orderView(row), created: true };
      }
      tx.record('order.accepted', { order: orderView(row) });
      if (decision.outcome === 'pending') {
        tx.addPending(row.id, { symbol: order.symbol, side: order.side, quantity: order.quantity, limitPrice: order.limitPrice! });
        this.recordAccount(tx);
      } else {
        await this.fill(tx, row, decision.price);
      }
      return { order: orderView(row), created: true };
    });
  }

  async cancelOrder(accountId: string, orderId: string, reason = 'CANCELED_BY_USER'): Promise<OrderView> {
    return this.change(accountId, async (tx) => {
      const [current] = await tx.m.query('SELECT status FROM trading_orders WHERE id = $1 AND account_id = $2', [orderId, accountId]);
      if (!current) throw new OrderNotFoundException();
      const [[row]] = await tx.m.query(
        `UPDATE trading_orders SET status = 'canceled', reason = $2, updated_at = now() WHERE id = $1 AND status = 'pending' RETURNING *`,
        [orderId, reason],
      );
      if (!row) throw new OrderNotCancelableException(current.status);
      tx.removePending(orderId);
      tx.record('order.canceled', { order: orderView(row) });
      this.recordAccount(tx);
      return orderView(row);
    });
  }

  /** Fills a pending limit order at its limit; does nothing if it is no longer pending. */
  async fillPending(accountId: string, orderId: string): Promise<OrderView | null> {
    return this.change(accountId, async (tx) => {
      const [[row]] = await tx.m.query(
        `UPDATE trading_orders SET status = 'filled', filled_price = limit_price, updated_at = now()
         WHERE id = $1 AND account_id = $2 AND status = 'pending' RETURNING *`,
        [orderId, accountId],
      );
      if (!row) return null;
      tx.removePending(orderId);
      await this.fill(tx, row, new Decimal(row.limit_price));
      return orderView(row);
    });
  }

  private async fill(tx: AccountTransaction, order: Row, price: Decimal): Promise<void> {
    const symbol = order.symbol as TradingSymbol;
    const result = applyFill(tx.state, { symbol, side: order.side as 'buy' | 'sell', quantity: order.quantity as number, price });
    tx.state = result.state;
    const [fill] = await tx.m.query(
      `INSERT INTO trading_fills (order_id, account_id, symbol, side, quantity, price, realized_pnl) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [order.id, tx.accountId, symbol, order.side, order.quantity, price.toFixed(2), result.realizedPnl.toFixed(6)],
    );
    const [position] = await tx.m.query(
      `INSERT INTO trading_positions (account_id, symbol, quantity, cost_basis) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id, symbol) DO UPDATE SET quantity = EXCLUDED.quantity, cost_basis = EXCLUDED.cost_basis, updated_at = now()
       RETURNING *`,
      [tx.accountId, symbol, result.holding.quantity, result.holding.costBasis.toFixed(6)],
    );
    tx.record('order.filled', { order: { ...orderView(order), status: 'filled', filledPrice: price.toNumber() }, trade: tradeView(fill) });
    tx.record('position.changed', { position: positionView(position, this.market.current()) });
    this.recordAccount(tx);
  }

  private recordAccount(tx: AccountTransaction): void {
    tx.record('account.changed', { account: accountView(tx.accountId, accountMetrics(tx.state, this.market.current()), tx.state.realizedPnl) });
  }

  private async change<T>(accountId: string, work: (tx: AccountTransaction) => Promise<T>): Promise<T> {
    let events: AccountEvent[] = [];
    const result = await this.dataSource.transaction(async (m) => {
      const tx = await AccountTransaction.open(m, accountId);
      const value = await work(tx);
      events = await tx.commit();
      await announceAccountEvents(m, this.instance.id, events);
      return value;
    });
    for (const event of events) this.events.emit(TradingEvents.accountEvent, event);
    return result;
  }
}
