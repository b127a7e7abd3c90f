import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import Decimal from 'decimal.js';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { v7 as timeOrderedId } from 'uuid';
import { DataSource, EntityManager } from 'typeorm';
import {
  AccountState,
  accountMetrics,
  applyFill,
  averageFillPrice,
  CANCELED_BY_BROKER,
  DEFAULT_INTERVAL_SECONDS,
  OrderScript,
  partialFillTargets,
  rejectFigures,
  SandboxOpening,
  dayOrderExpiry,
  decideOrder,
  immediateOrCancel,
  marketStatus,
  onClosedMarket,
  OPENING_CASH,
  OrderRequest,
  OrderStatus,
  pathSeedOf,
  Prices,
  sandboxPrices,
  sessionCloseAfter,
  TimeInForce,
  TradingSymbol,
} from '../engine';
import { AccountEvent, TradingEvents } from '../events/trading.events';
import { AccountMarkets } from '../market/account-markets.service';
import { MarketPrices } from '../market/market-prices.service';
import { EXPIRED_AT_CLOSE, SCRIPTED_REJECT } from '../events/event-data';
import { CLOCK, Clock } from '../../../common/clock';
import { AccountNotFound, OrderNotCancelable, OrderNotFound } from '../simulator.errors';
import { accountEventNotice } from '../stream/account-event-channel';
import { accountData, fillData, orderData, positionData } from '../events/event-data';
import type { FillRow, OrderRow, PositionRow, ScriptedOrderRow } from '../simulator.rows';
import { TradingInstance } from '../stream/trading-instance';
import { poolOf } from '../../../database/pool-of';
import { AccountSnapshot, restingLimitsCrossed } from './account-snapshot';
import { AccountTransaction, ChangeGuard, OrderLookup } from './account-transaction';
import { EnclosingTransaction } from './enclosing-transaction';
import { appendAndAnnounceEvent, lockAccountForReset, openDemoAccount, openSandboxAccount, resetToOpening } from './ledger.queries';
import { lockSandboxMarket, resetSandboxMarket } from '../market/market.queries';
import { OneAtATime } from './one-at-a-time';
import { standaloneStatements, StatementRunner, transactionStatements } from './prepared-query';
import { asStoredJsonb } from './stored-jsonb';

export interface SandboxOwner {
  userId: number;
  label: string | null;
  seed: number | null;
}

export interface PlaceOrder extends OrderRequest {
  clientOrderId?: string;
  /**
   * The id the order takes (time-ordered, chosen by the caller): placed again with the same id,
   * the order already placed is answered (created false), never a second one. An idempotent
   * request keeps it, so a retry after a crash finds what the first attempt placed.
   */
  id?: string;
  /** day (the demo's only kind) unless given. */
  timeInForce?: TimeInForce;
  /** Sandbox only: what the broker does with it instead of the market's own rules. */
  simulate?: OrderScript;
}

/** Orders still working: a partially filled one keeps its unfilled rest reserved. */
const WORKING: readonly OrderStatus[] = ['pending', 'partially_filled'];

/** An IOC limit order the market does not reach when it arrives: nothing fills, so all of it is canceled. */
export const NOT_FILLABLE_NOW = 'NOT_FILLABLE_NOW';

/** A moment of an account's market: the time a change happens at and the prices it is valued at. */
export interface MarketMoment {
  sandbox?: boolean;
  now: Date;
  prices: Prices;
}

/** What a change is about and when it happens (a sandbox account's time), and the transaction it joins, if any. */
type ChangeLookup = OrderLookup & { at?: Date; within?: EnclosingTransaction };

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
    private readonly markets: AccountMarkets,
  ) {
    this.standalone = standaloneStatements(dataSource.manager, poolOf(dataSource));
  }

  async openAccount(): Promise<string> {
    const id = await openDemoAccount(this.dataSource, OPENING_CASH.toFixed(2));
    this.markets.openedDemo(id);
    return id;
  }

  /**
   * A developer's sandbox account with its opening cash and positions, which a reset returns
   * to. `m` lets the caller open it inside its own transaction (the quota check).
   */
  /** Opens a developer's account, with `id` when the caller chose it (an idempotent request's reserved id). */
  async openSandboxAccount(m: EntityManager, owner: SandboxOwner, opening: SandboxOpening, id?: string): Promise<string> {
    const positions = opening.positions.map((p) => ({
      symbol: p.symbol,
      quantity: p.quantity,
      cost_basis: new Decimal(p.averageCost).times(p.quantity).toFixed(6),
    }));
    return openSandboxAccount(m, { id, cash: opening.cash, owner_user_id: owner.userId, label: owner.label, seed: owner.seed, opening }, positions);
  }

  /**
   * Back to the opening state: the opening cash and positions (orders, fills and positions go),
   * and the market as it opened, its clock on real time at speed 1, no set prices, no scripted
   * fault. The event log stays (its sequence goes on, so a stream resumes across a reset) and
   * gains an account.updated at the clock's new now. Queued with the account's other changes;
   * other instances' snapshots fail their version check and every instance reads the market again.
   */
  async resetAccount(accountId: string): Promise<void> {
    // As a control action: in the account's queue, holding the market's row, on one connection.
    await this.enclosing(accountId, async ({ manager: m, events }) => {
      await lockSandboxMarket(m, accountId);
      this.snapshots.delete(accountId);
      const account = await lockAccountForReset(m, accountId);
      if (!account?.opening) throw new AccountNotFound();
      const opening = account.opening;
      const holdings: AccountState['holdings'] = {};
      for (const p of opening.positions) holdings[p.symbol] = { quantity: p.quantity, costBasis: new Decimal(p.averageCost).times(p.quantity) };
      const state: AccountState = { cash: new Decimal(opening.cash), realizedPnl: new Decimal(0), holdings, pending: [] };
      // The clock back on real time: the event is stamped, and the account valued, at its new now.
      const now = this.clock.now();
      const prices = sandboxPrices(pathSeedOf(accountId, account.seed === null ? null : Number(account.seed)), now);
      const event: AccountEvent = {
        accountId,
        seq: Number(account.event_seq) + 1,
        type: 'account.updated',
        data: { accountId, sequence: Number(account.event_seq) + 1, account: accountData(accountId, accountMetrics(state, prices), state.realizedPnl) },
        createdAt: now.toISOString(),
      };
      const positions = opening.positions.map((p) => ({ symbol: p.symbol, quantity: p.quantity, cost_basis: holdings[p.symbol]!.costBasis.toFixed(6) }));
      await resetToOpening(m, accountId, opening.cash, positions, event.seq, now);
      await resetSandboxMarket(m, accountId, now);
      await appendAndAnnounceEvent(m, event, now, accountEventNotice(this.instance.id, [event]));
      events.push([event]);
    });
    this.markets.changed(accountId);
  }

  /**
   * How many orders of the account are working as this instance last left it, or undefined when
   * it holds no snapshot of it. A hint: another instance may have changed the account since.
   */
  workingOrdersHint(accountId: string): number | undefined {
    return this.snapshots.get(accountId)?.pendingById.size;
  }

  /**
   * The resting limits new prices cross (see restingLimitsCrossed) in each account `include`
   * picks, as this instance last left it: found without a read. A hint, as every snapshot is: an
   * order placed through another instance is not here (the caller asks the database after), and
   * a change decided on a snapshot another instance made stale is decided again under the lock.
   */
  restingLimitsCrossedInSnapshots(priceOf: (symbol: string) => Decimal | undefined, include: (accountId: string) => boolean): Map<string, OrderRow[]> {
    const crossed = new Map<string, OrderRow[]>();
    this.snapshots.forEach((snapshot, accountId) => {
      if (snapshot.pendingById.size === 0 || !include(accountId)) return;
      const orders = restingLimitsCrossed(snapshot, priceOf);
      if (orders && orders.length > 0) crossed.set(accountId, orders);
    });
    return crossed;
  }

  /** Another instance changed the account: its next change here reads it under the lock. */
  forget(accountId: string): void {
    this.snapshots.delete(accountId);
  }

  /** Returns the order and whether it was created now (false: a replayed clientOrderId). */
  async placeOrder(accountId: string, order: PlaceOrder): Promise<{ order: OrderRow; created: boolean }> {
    const market = await this.markets.of(accountId);
    // The account lock serializes two requests with one clientOrderId: the second finds the first.
    return this.change(accountId, { clientOrderId: order.clientOrderId, newOrderId: order.id, at: this.sandboxTime(market) }, (tx) => {
      if (tx.order) return { order: tx.order, created: false };
      const timeInForce = order.timeInForce ?? 'day';
      const prices = market.prices;
      // A script other than `fill` decides in the market's place (a real rejection still stands).
      const script = order.simulate && order.simulate.outcome !== 'fill' ? order.simulate : null;
      let decision = decideOrder(tx.state, order, prices);
      if (timeInForce === 'ioc' && !script) decision = immediateOrCancel(decision, order, prices);
      // A sandbox market keeps exchange hours (the demo's never closes): a market order waits for the open.
      let fillsAt: Date | null = null;
      if (market.sandbox && !script && !marketStatus(market.now).isOpen)
        ({ decision, fillsAt } = onClosedMarket(decision, { ...order, timeInForce }, market.now));
      if (script?.outcome === 'reject') {
        const reason = script.reason ?? 'INSUFFICIENT_BUYING_POWER';
        decision = { outcome: 'reject', reason, details: { ...rejectFigures(reason, tx.state, order, prices), ...SCRIPTED_REJECT } };
      } else if (script && decision.outcome !== 'reject') {
        decision = { outcome: 'pending' };
      }
      const columns = {
        // Time-ordered (UUIDv7): orders placed at one instant of a frozen sandbox clock still list in the order they came.
        id: order.id ?? timeOrderedId(),
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
        // A sandbox day order lives until its session's close (the calendar's, early closes too).
        expires_at: timeInForce === 'gtc' ? null : market.sandbox ? sessionCloseAfter(market.now) : dayOrderExpiry(this.clock.now()),
        // A scripted market order waits too: it holds buying power at the price it came in at. So does one
        // waiting for the open, as a fill_after step due then (at that moment's price).
        simulate:
          script && decision.outcome === 'pending'
            ? asStoredJsonb({ ...script, reservePrice: prices[order.symbol].toFixed(2) })
            : fillsAt
              ? asStoredJsonb({ outcome: 'fill_after' as const, reservePrice: prices[order.symbol].toFixed(2) })
              : null,
        next_step_at: script && decision.outcome === 'pending' ? firstStepAt(script, tx.now) : fillsAt,
        step: 0,
        created_at: tx.now,
        updated_at: tx.now,
      };
      const row: ScriptedOrderRow = columns;
      if (script?.outcome === 'cancel_by_broker' && !columns.next_step_at && decision.outcome === 'pending') {
        Object.assign(row, { status: 'canceled', reason: CANCELED_BY_BROKER, simulate: null });
        decision = { outcome: 'cancel' };
      }
      if (script?.outcome === 'partial_fill' && decision.outcome === 'pending') {
        tx.addPending(row.id, {
          symbol: order.symbol,
          side: order.side,
          quantity: order.quantity,
          limitPrice: order.limitPrice ?? prices[order.symbol],
        });
        tx.record('order.accepted', { order: orderData(row) });
        const after = this.partialFill(tx, row, script, prices, true);
        tx.insertOrder(after);
        return { order: after, created: true };
      }
      tx.insertOrder(row);
      if (decision.outcome === 'reject') {
        tx.record('order.rejected', { order: orderData(row) });
        return { order: row, created: true };
      }
      if (decision.outcome === 'cancel') {
        tx.record('order.accepted', { order: orderData(asAccepted(row)) });
        tx.record('order.canceled', { order: orderData(row) });
        return { order: row, created: true };
      }
      // A market order that fills at once was accepted first: its accepted event shows it pending.
      tx.record('order.accepted', { order: orderData(asAccepted(row)) });
      if (decision.outcome === 'pending') {
        // A resting market order (scripted) reserves at the price it came in at; a plain resting limit is kept as stored, for a set price to fill.
        tx.addPending(
          columns.id,
          { symbol: order.symbol, side: order.side, quantity: order.quantity, limitPrice: order.limitPrice ?? prices[order.symbol] },
          script || fillsAt ? undefined : row,
        );
        this.recordAccount(tx, prices);
      } else {
        this.fill(tx, row, decision.price, prices);
      }
      return { order: row, created: true };
    });
  }

  async cancelOrder(accountId: string, orderId: string, reason = 'CANCELED_BY_USER', at?: MarketMoment): Promise<OrderRow> {
    const market = at ?? (await this.markets.of(accountId));
    return this.change(accountId, { orderId, at: this.sandboxTime(market) }, (tx) => {
      if (!tx.order) throw new OrderNotFound();
      // A partially filled order: what filled stands, the rest is canceled.
      if (!WORKING.includes(tx.order.status)) throw new OrderNotCancelable(tx.order.status);
      tx.cancelPending(orderId, reason);
      const row: OrderRow = { ...tx.order, status: 'canceled', reason, updated_at: tx.now };
      tx.removePending(orderId);
      // The demo's day orders are canceled at the close with EXPIRED_AT_CLOSE: publicly, they expired.
      tx.record(reason === EXPIRED_AT_CLOSE ? 'order.expired' : 'order.canceled', { order: orderData(row) });
      this.recordAccount(tx, market.prices);
      return row;
    });
  }

  /**
   * A sandbox day order still pending at its close, at the close in the account's time:
   * status expired, an order.expired event. Does nothing if it is no longer pending.
   */
  async expirePending(accountId: string, orderId: string, at: MarketMoment, within?: EnclosingTransaction): Promise<OrderRow | null> {
    return this.change(accountId, { orderId, at: at.now, within }, (tx) => {
      if (!tx.order || !WORKING.includes(tx.order.status)) return null;
      tx.cancelPending(orderId, EXPIRED_AT_CLOSE, 'expired');
      const row: OrderRow = { ...tx.order, status: 'expired', reason: EXPIRED_AT_CLOSE, updated_at: tx.now };
      tx.removePending(orderId);
      tx.record('order.expired', { order: orderData(row) });
      this.recordAccount(tx, at.prices);
      return row;
    });
  }

  /**
   * Fills a pending limit order at its limit, read under the account's lock; does nothing if
   * it is no longer pending. `at`: the sandbox moment it fills in; otherwise the account's market now.
   */
  async fillPending(accountId: string, orderId: string, at?: MarketMoment): Promise<OrderRow | null> {
    const market = at ?? (await this.markets.of(accountId));
    return this.change(accountId, { orderId, at: this.sandboxTime(market) }, (tx) => {
      if (tx.order?.status !== 'pending') return null;
      return this.fillAtLimits(tx, [tx.order], market.prices)[0];
    });
  }

  /**
   * The next step of an order's script, at its time in the account's clock: fill_after fills
   * what is left, cancel_by_broker cancels it, partial_fill fills its next share. Returns when
   * the script acts next (null: done). Nothing happens if the order stopped working or the step
   * was already taken (another instance, a retry).
   */
  async scriptStep(accountId: string, orderId: string, at: MarketMoment, within?: EnclosingTransaction): Promise<Date | null> {
    return this.change(accountId, { orderId, at: at.now, within }, (tx) => {
      const o = tx.order;
      if (!o || !WORKING.includes(o.status) || !o.next_step_at || !o.simulate) return null;
      const script = o.simulate;
      if (script.outcome === 'cancel_by_broker') {
        tx.cancelPending(orderId, CANCELED_BY_BROKER);
        const row: ScriptedOrderRow = { ...o, status: 'canceled', reason: CANCELED_BY_BROKER, next_step_at: null, updated_at: tx.now };
        tx.removePending(orderId);
        tx.record('order.canceled', { order: orderData(row) });
        this.recordAccount(tx, at.prices);
        return null;
      }
      if (script.outcome === 'partial_fill') return this.partialFill(tx, o, script, at.prices, false).next_step_at;
      // fill_after: what is left fills at the limit, or at the market price of that moment.
      const left = o.quantity - o.filled_quantity;
      const price = o.limit_price !== null ? new Decimal(o.limit_price) : at.prices[o.symbol];
      this.fillPart(tx, o, left, price, at.prices, null);
      return null;
    });
  }

  /**
   * The partial_fill step due now (step 0 when placed): fills its share, or skips a share that
   * rounds to no whole share; the order stays partially filled until the last one.
   */
  private partialFill(tx: AccountTransaction, o: ScriptedOrderRow, script: OrderScript, prices: Prices, placing: boolean): ScriptedOrderRow {
    const step = placing ? 0 : o.step + 1;
    const targets = partialFillTargets(o.quantity, script.fillRatios ?? [1]);
    const quantity = targets[step] - o.filled_quantity;
    const next = step + 1 < targets.length ? new Date(tx.now.getTime() + (script.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS) * 1000) : null;
    const price = o.limit_price !== null ? new Decimal(o.limit_price) : prices[o.symbol];
    if (quantity > 0) return this.fillPart(tx, o, quantity, price, prices, next, step, placing);
    const row: ScriptedOrderRow = { ...o, next_step_at: next, step, updated_at: tx.now };
    if (!placing) tx.advanceWorking(o.id, o.step, row);
    this.recordAccount(tx, prices);
    return row;
  }

  /**
   * Fills `quantity` more of a working order at `price`: partially_filled until all of it has,
   * then filled; the average fill price follows. Returns the order's row after it; an order
   * being placed (`placing`) is inserted as that row by the caller instead of updated.
   */
  private fillPart(
    tx: AccountTransaction,
    o: ScriptedOrderRow,
    quantity: number,
    price: Decimal,
    prices: Prices,
    next: Date | null,
    step = o.step,
    placing = false,
  ): ScriptedOrderRow {
    const before = o.filled_quantity;
    const filled = before + quantity;
    const done = filled === o.quantity;
    const row: ScriptedOrderRow = {
      ...o,
      status: done ? 'filled' : 'partially_filled',
      filled_quantity: filled,
      filled_price: averageFillPrice(before, o.filled_price === null ? null : new Decimal(o.filled_price), quantity, price).toFixed(2),
      next_step_at: done ? null : next,
      step,
      updated_at: tx.now,
    };
    if (!placing) tx.advanceWorking(o.id, o.step, row);
    const pending = tx.pendingOrder(o.id);
    if (done) tx.removePending(o.id);
    else if (pending) tx.addPending(o.id, { ...pending, quantity: o.quantity - filled });
    this.fill(tx, row, price, prices, quantity);
    return row;
  }

  /**
   * Fills, in one change of the account, those of these limit orders (rows as stored) still
   * pending, each at its limit: the live market's tick or a set price crossing a hundred resting
   * orders commits them in one statement. `at`: the sandbox moment they fill in; otherwise the
   * account's market now. Returns how many it filled.
   */
  async fillPendingMany(accountId: string, orders: OrderRow[], at?: MarketMoment, within?: EnclosingTransaction): Promise<number> {
    if (orders.length === 0) return 0;
    const market = at ?? (await this.markets.of(accountId));
    return this.change(accountId, { at: this.sandboxTime(market), within }, (tx) => this.fillAtLimits(tx, orders, market.prices).length);
  }

  /**
   * A set price decided on this instance's snapshot of the account and sent as one statement,
   * with no transaction around it: the resting limits `price` crosses are filled at `at`
   * (their events, as fillPendingMany's) and `alsoWrite` is written with them, all only if the
   * account is still at the snapshot's version and `require` still holds. Returns how many
   * filled, or null when it could not be decided or did not stand: nothing was written then,
   * and the caller takes the locked way.
   */
  async fillCrossedOnSnapshot(accountId: string, symbol: TradingSymbol, price: Decimal, at: MarketMoment, guard: ChangeGuard): Promise<number | null> {
    return this.queue.run(accountId, async () => {
      const snapshot = this.snapshots.get(accountId);
      if (!snapshot) return null;
      const tx = AccountTransaction.fromSnapshot(accountId, snapshot);
      const crossed = tx.restingLimitsCrossedBy(symbol, price);
      if (!crossed) return null;
      tx.now = at.now;
      const filled = this.fillAtLimits(tx, crossed, at.prices).length;
      tx.requireAlso(guard.require);
      tx.writeAlso(guard.alsoWrite);
      try {
        const events = await tx.commit(this.standalone, this.instance.id);
        if (events) return this.committed(tx, filled, events);
      } catch (error) {
        this.snapshots.delete(accountId);
        throw error;
      }
      // The account or the market moved on (another instance): this instance reads them again.
      this.snapshots.delete(accountId);
      return null;
    });
  }

  /**
   * Those of these limit orders still pending filled whole at their limits, oldest first: one
   * set-based update of the orders, one insert of their fills, one upsert per symbol; an
   * order.filled each, then one position.updated per symbol and one account.updated, as the
   * change leaves them (the states between two fills of one change were never committed).
   * Returns the orders' rows after.
   */
  private fillAtLimits(tx: AccountTransaction, orders: OrderRow[], prices: Prices): OrderRow[] {
    const ids = new Set<string>();
    const filling = orders.filter((o) => {
      const id = o.id;
      if (o.status !== 'pending' || ids.has(id)) return false;
      // Stored as pending but not in this instance's last view: another instance placed it since.
      if (!tx.pendingOrder(id) && tx.fromSnapshot) throw new StaleSnapshot();
      if (!tx.pendingOrder(id)) return false;
      ids.add(id);
      return true;
    });
    if (filling.length === 0) return [];
    tx.fillPendingAtLimit([...ids]);
    tx.removePending(...ids);
    const positions = new Map<TradingSymbol, PositionRow>();
    const rows = filling.map((o) => {
      const row: OrderRow = { ...o, status: 'filled', filled_price: o.limit_price, filled_quantity: o.quantity, updated_at: tx.now };
      // A pending order filled here is a resting limit order: it has a limit.
      const position = this.settle(tx, row, new Decimal(o.limit_price!));
      positions.set(position.symbol, position);
      return row;
    });
    for (const position of positions.values()) tx.record('position.updated', { position: positionData(position, prices) });
    this.recordAccount(tx, prices);
    return rows;
  }

  /** A sandbox account's changes carry its clock's time; a demo account's the real time. */
  private sandboxTime(market: MarketMoment): Date | undefined {
    return market.sandbox === false ? undefined : market.now;
  }

  /** Moves cash and shares for a fill of `quantity` (all of the order unless told) and records it; `order` is the row after it. */
  private fill(tx: AccountTransaction, order: OrderRow, price: Decimal, prices: Prices, quantity = order.quantity): void {
    const position = this.settle(tx, order, price, quantity);
    tx.record('position.updated', { position: positionData(position, prices) });
    this.recordAccount(tx, prices);
  }

  /**
   * A fill's cash and shares, its trade and the order's event (order.filled, or
   * order.partially_filled); returns the position's row after it. The position and account
   * events are the caller's.
   */
  private settle(tx: AccountTransaction, order: OrderRow, price: Decimal, quantity = order.quantity): PositionRow {
    const symbol = order.symbol;
    const result = applyFill(tx.state, { symbol, side: order.side, quantity, price });
    tx.state = result.state;
    const fill: FillRow = {
      id: timeOrderedId(),
      order_id: order.id,
      account_id: tx.accountId,
      symbol,
      side: order.side,
      quantity,
      price: price.toFixed(2),
      realized_pnl: result.realizedPnl.toFixed(6),
      created_at: tx.now,
    };
    const position: PositionRow = {
      id: tx.positionId(symbol) ?? randomUUID(),
      account_id: tx.accountId,
      symbol,
      quantity: result.holding.quantity,
      cost_basis: result.holding.costBasis.toFixed(6),
      updated_at: tx.now,
    };
    tx.insertFill(fill);
    tx.savePosition(position);
    const type = order.status === 'partially_filled' ? 'order.partially_filled' : 'order.filled';
    tx.record(type, { order: orderData(order), fill: fillData(fill) });
    return position;
  }

  private recordAccount(tx: AccountTransaction, prices: Prices): void {
    tx.record('account.updated', { account: accountData(tx.accountId, accountMetrics(tx.state, prices), tx.state.realizedPnl) });
  }

  /**
   * Runs `work` on the account and commits what it wrote, one change of the account at a time
   * in this process. Usually in one round trip: decided on the state this instance left the
   * account in, written by one statement that stands only if the account is still at that
   * version. Otherwise (the first change here, one about a stored order, or another instance
   * changed the account meanwhile) in five: BEGIN, lock the account, read it, write, COMMIT.
   * Events reach this process only after the commit. `within`: see enclosing().
   */
  private change<T>(accountId: string, lookup: ChangeLookup, work: (tx: AccountTransaction) => T): Promise<T> {
    const within = lookup.within;
    if (within) {
      // enclosing() holds the account's place in the queue for the whole transaction.
      if (within.accountId !== accountId) throw new Error(`A change of ${accountId} inside the transaction of ${within.accountId}`);
      return this.changeWithin(within, lookup, work);
    }
    return this.queue.run(accountId, async () => {
      try {
        const done =
          (await this.onSnapshot(this.standalone, accountId, lookup, work)) ??
          (await this.dataSource.transaction((m) => this.underLock(transactionStatements(m), accountId, lookup, work)));
        return this.committed(done.tx, done.value, done.events);
      } catch (error) {
        this.snapshots.delete(accountId);
        throw error;
      }
    });
  }

  /**
   * A change made on the enclosing transaction's connection. Its snapshot is kept at once, so the
   * transaction's next change starts from it (if the transaction fails, enclosing() drops it);
   * its events wait for the commit.
   */
  private async changeWithin<T>(within: EnclosingTransaction, lookup: ChangeLookup, work: (tx: AccountTransaction) => T): Promise<T> {
    const statements = transactionStatements(within.manager);
    const accountId = within.accountId;
    const done = (await this.onSnapshot(statements, accountId, lookup, work)) ?? (await this.underLock(statements, accountId, lookup, work));
    this.snapshots.set(accountId, done.tx.snapshot());
    if (done.events.length > 0) within.events.push(done.events);
    return done.value;
  }

  /** The change decided on this instance's snapshot of the account and sent as one guarded statement; null when it has none, or the account had moved on. */
  private async onSnapshot<T>(statements: StatementRunner, accountId: string, lookup: ChangeLookup, work: (tx: AccountTransaction) => T) {
    const snapshot = lookup.orderId ? undefined : this.snapshots.get(accountId);
    if (!snapshot) return null;
    const tx = AccountTransaction.fromSnapshot(accountId, snapshot, lookup);
    if (lookup.at) tx.now = lookup.at;
    const decided = decide(tx, work);
    const events = decided && (await tx.commit(statements, this.instance.id));
    return decided && events ? { tx, value: decided.value, events } : null;
  }

  /** The change decided on the account as read under its row lock, inside a transaction. */
  private async underLock<T>(statements: StatementRunner, accountId: string, lookup: ChangeLookup, work: (tx: AccountTransaction) => T) {
    const tx = await AccountTransaction.lockAndRead(statements, accountId, lookup);
    if (lookup.at) tx.now = lookup.at;
    const value = work(tx);
    // Under the row lock the version cannot have moved.
    const events = await tx.commit(statements, this.instance.id);
    if (!events) throw new Error(`Account ${accountId} changed while its row was locked`);
    return { tx, value, events };
  }

  /**
   * Runs `work` in one transaction of the account (a sandbox control action), in the account's
   * place in the queue: the ledger changes it makes through the EnclosingTransaction it is given
   * join it, they commit together, and their events are published once they have. Holding the
   * queue throughout matters: the transaction keeps the account's row locked from its first
   * change to its commit, so another change queued between two of its changes would wait on that
   * row while the transaction waited on the queue. If it fails, nothing of it was written, and
   * this instance reads the account again.
   */
  async enclosing<T>(accountId: string, work: (within: EnclosingTransaction) => Promise<T>): Promise<T> {
    return this.queue.run(accountId, async () => {
      try {
        const published: AccountEvent[][] = [];
        const result = await this.dataSource.transaction((m) => work(new EnclosingTransaction(accountId, m, published)));
        for (const events of published) this.events.emit(TradingEvents.accountEvents, events);
        return result;
      } catch (error) {
        this.snapshots.delete(accountId);
        throw error;
      }
    });
  }

  /** Keeps the account as the committed change left it, and publishes the change's events. */
  private committed<T>(tx: AccountTransaction, value: T, events: AccountEvent[]): T {
    this.snapshots.set(tx.accountId, tx.snapshot());
    // One announcement per change, its events in sequence: listeners fan them out once per account.
    if (events.length > 0) this.events.emit(TradingEvents.accountEvents, events);
    return value;
  }
}

/** Thrown by a change decided on a snapshot that turns out to be behind the stored account: it is decided again under the lock. */
class StaleSnapshot extends Error {}

/** The change's work on a snapshot, or null when the snapshot is behind (see StaleSnapshot). */
function decide<T>(tx: AccountTransaction, work: (tx: AccountTransaction) => T): { value: T } | null {
  try {
    return { value: work(tx) };
  } catch (error) {
    if (error instanceof StaleSnapshot) return null;
    throw error;
  }
}

/** An order as it was accepted, before the change filled or canceled it: pending, nothing filled. */
function asAccepted(row: OrderRow): OrderRow {
  return { ...row, status: 'pending', reason: null, reason_details: null, filled_price: null, filled_quantity: 0 };
}

/** When a script first acts after the order is placed at `now` (null: it acts at once, or never). */
function firstStepAt(script: OrderScript, now: Date): Date | null {
  const after = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  if (script.outcome === 'fill_after') return after(script.seconds ?? 0);
  if (script.outcome === 'cancel_by_broker') return script.seconds ? after(script.seconds) : null;
  if (script.outcome === 'partial_fill') return (script.fillRatios?.length ?? 1) > 1 ? after(script.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS) : null;
  return null;
}
