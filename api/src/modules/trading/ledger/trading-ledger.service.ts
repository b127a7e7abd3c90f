import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import Decimal from 'decimal.js';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { accountMetrics, applyFill, dayOrderExpiry, decideOrder, OPENING_CASH, OrderRequest, TradingSymbol } from '../engine';
import { AccountEvent, TradingEvents } from '../events/trading.events';
import { MarketPrices } from '../market/market-prices.service';
import { CLOCK, Clock } from '../../../common/clock';
import { OrderNotCancelableException, OrderNotFoundException } from '../trading.exceptions';
import { accountView, orderView, OrderView, positionView, Row, tradeView } from '../trading.views';
import { TradingInstance } from '../stream/trading-instance';
import { poolOf } from '../../../database/pool-of';
import type { AccountSnapshot } from './account-snapshot';
import { AccountTransaction, OrderLookup } from './account-transaction';
import { OneAtATime } from './one-at-a-time';
import { standaloneStatements, StatementRunner, transactionStatements } from './prepared-query';
import { asStoredJsonb } from './stored-jsonb';

export interface PlaceOrder extends OrderRequest {
  clientOrderId?: string;
}

/**
 * Every change to an account: one transaction that holds the account row's lock and writes
 * only if the account is still at the version the change was decided on; order transitions
 * as conditional updates; the events published only after commit.
 */
@Injectable()
export class TradingLedger {
  /**
   * The accounts this instance changed most recently, as it left them: a change starts from
   * here instead of reading the account again. A hint, never the truth: the write is guarded by
   * the version, so a snapshot another instance made stale only costs a retry.
   */
  private readonly snapshots = new LRUCache<string, AccountSnapshot>({ max: 10_000 });
  private readonly queue = new OneAtATime();
  private readonly standalone: StatementRunner;

  constructor(
    private readonly dataSource: DataSource,
    private readonly market: MarketPrices,
    private readonly events: EventEmitter2,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly instance: TradingInstance,
  ) {
    this.standalone = standaloneStatements(dataSource.manager, poolOf(dataSource));
  }

  async openAccount(): Promise<string> {
    const [row] = await this.dataSource.query('INSERT INTO demo_accounts (cash) VALUES ($1) RETURNING id', [OPENING_CASH.toFixed(2)]);
    return row.id as string;
  }

  /** Returns the order and whether it was created now (false: a replayed clientOrderId). */
  async placeOrder(accountId: string, order: PlaceOrder): Promise<{ order: OrderView; created: boolean }> {
    // The account lock serializes two requests with one clientOrderId: the second finds the first.
    return this.change(accountId, { clientOrderId: order.clientOrderId }, (tx) => {
      if (tx.order) return { order: orderView(tx.order), created: false };
      const decision = decideOrder(tx.state, order, this.market.current());
      const columns = {
        id: randomUUID(),
        account_id: accountId,
        client_order_id: order.clientOrderId ?? null,
        symbol: order.symbol,
        side: order.side,
        order_type: order.orderType,
        quantity: order.quantity,
        limit_price: order.limitPrice?.toFixed(2) ?? null,
        time_in_force: 'day',
        status: decision.outcome === 'fill' ? 'filled' : decision.outcome === 'pending' ? 'pending' : 'rejected',
        reason: decision.outcome === 'reject' ? decision.reason : null,
        reason_details: decision.outcome === 'reject' ? asStoredJsonb(decision.details) : null,
        filled_price: decision.outcome === 'fill' ? decision.price.toFixed(2) : null,
        expires_at: dayOrderExpiry(this.clock.now()),
        created_at: tx.now,
        updated_at: tx.now,
      };
      tx.insertOrder(columns);
      const row: Row = columns;
      if (decision.outcome === 'reject') {
        tx.record('order.rejected', { order: orderView(row) });
        return { order: orderView(row), created: true };
      }
      tx.record('order.accepted', { order: orderView(row) });
      if (decision.outcome === 'pending') {
        tx.addPending(columns.id, { symbol: order.symbol, side: order.side, quantity: order.quantity, limitPrice: order.limitPrice! });
        this.recordAccount(tx);
      } else {
        this.fill(tx, row, decision.price);
      }
      return { order: orderView(row), created: true };
    });
  }

  async cancelOrder(accountId: string, orderId: string, reason = 'CANCELED_BY_USER'): Promise<OrderView> {
    return this.change(accountId, { orderId }, (tx) => {
      if (!tx.order) throw new OrderNotFoundException();
      if (tx.order.status !== 'pending') throw new OrderNotCancelableException(tx.order.status as string);
      tx.cancelPending(orderId, reason);
      const row: Row = { ...tx.order, status: 'canceled', reason, updated_at: tx.now };
      tx.removePending(orderId);
      tx.record('order.canceled', { order: orderView(row) });
      this.recordAccount(tx);
      return orderView(row);
    });
  }

  /** Fills a pending limit order at its limit; does nothing if it is no longer pending. */
  async fillPending(accountId: string, orderId: string): Promise<OrderView | null> {
    return this.change(accountId, { orderId }, (tx) => {
      if (tx.order?.status !== 'pending') return null;
      tx.fillPendingAtLimit(orderId);
      const row: Row = { ...tx.order, status: 'filled', filled_price: tx.order.limit_price, updated_at: tx.now };
      tx.removePending(orderId);
      this.fill(tx, row, new Decimal(row.limit_price as string));
      return orderView(row);
    });
  }

  private fill(tx: AccountTransaction, order: Row, price: Decimal): void {
    const symbol = order.symbol as TradingSymbol;
    const result = applyFill(tx.state, { symbol, side: order.side as 'buy' | 'sell', quantity: order.quantity as number, price });
    tx.state = result.state;
    const fill = {
      id: randomUUID(),
      order_id: order.id,
      account_id: tx.accountId,
      symbol,
      side: order.side,
      quantity: order.quantity,
      price: price.toFixed(2),
      realized_pnl: result.realizedPnl.toFixed(6),
      created_at: tx.now,
    };
    const position = {
      id: tx.positionId(symbol) ?? randomUUID(),
      account_id: tx.accountId,
      symbol,
      quantity: result.holding.quantity,
      cost_basis: result.holding.costBasis.toFixed(6),
      updated_at: tx.now,
    };
    tx.insertFill(fill);
    tx.savePosition(position);
    tx.record('order.filled', { order: { ...orderView(order), status: 'filled', filledPrice: price.toNumber() }, trade: tradeView(fill) });
    tx.record('position.changed', { position: positionView(position, this.market.current()) });
    this.recordAccount(tx);
  }

  private recordAccount(tx: AccountTransaction): void {
    tx.record('account.changed', { account: accountView(tx.accountId, accountMetrics(tx.state, this.market.current()), tx.state.realizedPnl) });
  }

  /**
   * Runs `work` on the account and commits what it wrote, one change of the account at a time
   * in this process. Usually in one round trip: decided on the state this instance left the
   * account in, written by one statement that stands only if the account is still at that
   * version. Otherwise (the first change here, one about a stored order, or another instance
   * changed the account meanwhile) in five: BEGIN, lock the account, read it, write, COMMIT.
   * Events reach this process only after the commit.
   */
  private change<T>(accountId: string, lookup: OrderLookup, work: (tx: AccountTransaction) => T): Promise<T> {
    return this.queue.run(accountId, async () => {
      try {
        const snapshot = lookup.orderId ? undefined : this.snapshots.get(accountId);
        if (snapshot) {
          const tx = AccountTransaction.fromSnapshot(accountId, snapshot, lookup.clientOrderId);
          const value = work(tx);
          const events = await tx.commit(this.standalone, this.instance.id);
          if (events) return this.committed(tx, value, events);
        }
        let committed!: { tx: AccountTransaction; events: AccountEvent[] };
        const value = await this.dataSource.transaction(async (m) => {
          const statements = transactionStatements(m);
          const tx = await AccountTransaction.lockAndRead(statements, accountId, lookup);
          const result = work(tx);
          // Under the row lock the version cannot have moved.
          const events = await tx.commit(statements, this.instance.id);
          if (!events) throw new Error(`Account ${accountId} changed while its row was locked`);
          committed = { tx, events };
          return result;
        });
        return this.committed(committed.tx, value, committed.events);
      } catch (error) {
        this.snapshots.delete(accountId);
        throw error;
      }
    });
  }

  /** Keeps the account as the committed change left it, and publishes the change's events. */
  private committed<T>(tx: AccountTransaction, value: T, events: AccountEvent[]): T {
    this.snapshots.set(tx.accountId, tx.snapshot());
    for (const event of events) this.events.emit(TradingEvents.accountEvent, event);
    return value;
  }
}
