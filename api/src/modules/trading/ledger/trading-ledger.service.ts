import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import Decimal from 'decimal.js';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import {
  AccountState,
  accountMetrics,
  applyFill,
  dayOrderExpiry,
  decideOrder,
  immediateOrCancel,
  OPENING_CASH,
  OrderRequest,
  TimeInForce,
  TradingSymbol,
} from '../engine';
import { AccountEvent, TradingEvents } from '../events/trading.events';
import { MarketPrices } from '../market/market-prices.service';
import { CLOCK, Clock } from '../../../common/clock';
import { DemoAccountMissingException, OrderNotCancelableException, OrderNotFoundException } from '../trading.exceptions';
import { ACCOUNT_EVENT_CHANNEL, accountEventNotice } from '../stream/account-event-channel';
import { accountView, orderView, OrderView, positionView, Row, tradeView } from '../trading.views';
import { TradingInstance } from '../stream/trading-instance';
import { poolOf } from '../../../database/pool-of';
import type { AccountSnapshot } from './account-snapshot';
import { AccountTransaction, OrderLookup } from './account-transaction';
import { OneAtATime } from './one-at-a-time';
import { standaloneStatements, StatementRunner, transactionStatements } from './prepared-query';
import { asStoredJsonb } from './stored-jsonb';

export interface SandboxOwner {
  userId: number;
  label: string | null;
  seed: number | null;
}

/** What a sandbox account opens with, and what a reset returns it to. */
export interface SandboxOpening {
  cash: string;
  positions: { symbol: TradingSymbol; quantity: number; averageCost: string }[];
}

export interface PlaceOrder extends OrderRequest {
  clientOrderId?: string;
  /** day (the demo's only kind) unless given. */
  timeInForce?: TimeInForce;
}

/** An IOC limit order the market does not reach when it arrives: nothing fills, so all of it is canceled. */
export const NOT_FILLABLE_NOW = 'NOT_FILLABLE_NOW';

const STATUS_OF = { fill: 'filled', pending: 'pending', reject: 'rejected', cancel: 'canceled' } as const;

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

  /**
   * A developer's sandbox account with its opening cash and positions, which a reset returns
   * to. `m` lets the caller open it inside its own transaction (the quota check).
   */
  async openSandboxAccount(m: EntityManager, owner: SandboxOwner, opening: SandboxOpening): Promise<string> {
    const positions = opening.positions.map((p) => ({
      symbol: p.symbol,
      quantity: p.quantity,
      cost_basis: new Decimal(p.averageCost).times(p.quantity).toFixed(6),
    }));
    const [row] = await m.query(
      `WITH a AS (INSERT INTO demo_accounts (cash, owner_user_id, label, seed, opening) VALUES ($1, $2, $3, $4, $5) RETURNING id),
         p AS (INSERT INTO trading_positions (account_id, symbol, quantity, cost_basis)
               SELECT a.id, x.symbol, x.quantity, x.cost_basis FROM a, json_to_recordset($6) AS x(symbol varchar, quantity int, cost_basis numeric))
       SELECT id FROM a`,
      [opening.cash, owner.userId, owner.label, owner.seed, JSON.stringify(opening), JSON.stringify(positions)],
    );
    return row.id as string;
  }

  /**
   * Back to the opening cash and positions: orders, fills and positions go, the event log stays
   * (its sequence goes on, so a stream resumes across a reset) and gains an account.changed.
   * Queued with the account's other changes; other instances' snapshots fail their version check.
   */
  async resetAccount(accountId: string): Promise<void> {
    await this.queue.run(accountId, async () => {
      this.snapshots.delete(accountId);
      const events = await this.dataSource.transaction(async (m) => {
        const [account] = await m.query('SELECT opening, event_seq FROM demo_accounts WHERE id = $1 FOR UPDATE', [accountId]);
        if (!account?.opening) throw new DemoAccountMissingException();
        const opening = account.opening as SandboxOpening;
        const holdings: AccountState['holdings'] = {};
        for (const p of opening.positions) holdings[p.symbol] = { quantity: p.quantity, costBasis: new Decimal(p.averageCost).times(p.quantity) };
        const state: AccountState = { cash: new Decimal(opening.cash), realizedPnl: new Decimal(0), holdings, pending: [] };
        const now = this.clock.now();
        const event: AccountEvent = {
          accountId,
          seq: Number(account.event_seq) + 1,
          type: 'account.changed',
          data: asStoredJsonb({ account: accountView(accountId, accountMetrics(state, this.market.current()), state.realizedPnl) }),
          createdAt: now.toISOString(),
        };
        await m.query('DELETE FROM trading_orders WHERE account_id = $1', [accountId]);
        await m.query('DELETE FROM trading_positions WHERE account_id = $1', [accountId]);
        await m.query(
          `INSERT INTO trading_positions (account_id, symbol, quantity, cost_basis)
           SELECT $1, x.symbol, x.quantity, x.cost_basis FROM json_to_recordset($2) AS x(symbol varchar, quantity int, cost_basis numeric)`,
          [
            accountId,
            JSON.stringify(opening.positions.map((p) => ({ symbol: p.symbol, quantity: p.quantity, cost_basis: holdings[p.symbol]!.costBasis.toFixed(6) }))),
          ],
        );
        await m.query('UPDATE demo_accounts SET cash = $2, realized_pnl = 0, event_seq = $3, updated_at = $4 WHERE id = $1', [
          accountId,
          opening.cash,
          event.seq,
          now,
        ]);
        await m.query('INSERT INTO trading_events (account_id, seq, type, payload, created_at) VALUES ($1, $2, $3, $4, $5)', [
          accountId,
          event.seq,
          event.type,
          event.data,
          now,
        ]);
        await m.query('SELECT pg_notify($1, $2)', [ACCOUNT_EVENT_CHANNEL, accountEventNotice(this.instance.id, [event])]);
        return [event];
      });
      for (const event of events) this.events.emit(TradingEvents.accountEvent, event);
    });
  }

  /** Returns the order and whether it was created now (false: a replayed clientOrderId). */
  async placeOrder(accountId: string, order: PlaceOrder): Promise<{ order: OrderView; created: boolean }> {
    // The account lock serializes two requests with one clientOrderId: the second finds the first.
    return this.change(accountId, { clientOrderId: order.clientOrderId }, (tx) => {
      if (tx.order) return { order: orderView(tx.order), created: false };
      const timeInForce = order.timeInForce ?? 'day';
      const prices = this.market.current();
      let decision = decideOrder(tx.state, order, prices);
      if (timeInForce === 'ioc') decision = immediateOrCancel(decision, order, prices);
      const columns = {
        id: randomUUID(),
        account_id: accountId,
        client_order_id: order.clientOrderId ?? null,
        symbol: order.symbol,
        side: order.side,
        order_type: order.orderType,
        quantity: order.quantity,
        limit_price: order.limitPrice?.toFixed(2) ?? null,
        time_in_force: timeInForce,
        status: STATUS_OF[decision.outcome],
        reason: decision.outcome === 'reject' ? decision.reason : decision.outcome === 'cancel' ? NOT_FILLABLE_NOW : null,
        reason_details: decision.outcome === 'reject' ? asStoredJsonb(decision.details) : null,
        filled_price: decision.outcome === 'fill' ? decision.price.toFixed(2) : null,
        filled_quantity: decision.outcome === 'fill' ? order.quantity : 0,
        expires_at: timeInForce === 'gtc' ? null : dayOrderExpiry(this.clock.now()),
        created_at: tx.now,
        updated_at: tx.now,
      };
      tx.insertOrder(columns);
      const row: Row = columns;
      if (decision.outcome === 'reject') {
        tx.record('order.rejected', { order: orderView(row) });
        return { order: orderView(row), created: true };
      }
      if (decision.outcome === 'cancel') {
        tx.record('order.accepted', { order: orderView({ ...row, status: 'pending', reason: null }) });
        tx.record('order.canceled', { order: orderView(row) });
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
      const row: Row = { ...tx.order, status: 'filled', filled_price: tx.order.limit_price, filled_quantity: tx.order.quantity, updated_at: tx.now };
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
