import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import Decimal from 'decimal.js';
import { DataSource, EntityManager } from 'typeorm';
import { CLOCK, Clock } from '../../../common/clock';
import { DEFAULT_BROKER_ID } from '../brokers/broker-profiles';
import { OPENING_CASH, SandboxOpening, TradingSymbol } from '../engine';
import { AccountMarkets } from '../market/account-markets.service';
import { lockSandboxMarket } from '../market/market.queries';
import type { OrderRow } from '../simulator.rows';
import { restingLimitsCrossed } from './account-snapshot';
import { ChangeGuard } from './account-transaction';
import { resetAccountRows } from './account-reset';
import { ChangeRunner } from './change-runner';
import { EnclosingTransaction } from './enclosing-transaction';
import { fillAtLimits } from './fills';
import { openSandboxAccount, openSessionAccount } from './ledger.queries';
import { MarketMoment, sandboxTime } from './market-moment';
import { cancelWorking, expireWorking } from './order-cancels';
import { PlaceOrder, Placed, placeOrderIn } from './order-placement';
import { takeScriptStep } from './scripted-steps';
import { triggerStop } from './stop-triggers';

export type { MarketMoment } from './market-moment';
export type { PlaceOrder } from './order-placement';

export interface SandboxOwner {
  userId: number;
  label: string | null;
  seed: number | null;
  /** The broker the account is at (an id of BROKER_IDS, checked by the caller); DEFAULT_BROKER_ID unless given. */
  broker?: string;
}

/**
 * Every change to an account, as the simulator's callers ask for it. Each is one change made by
 * the ChangeRunner (change-runner.ts: the snapshot, queue and guarded-statement protocol, and
 * why); what a change decides lives beside it: order-placement.ts, order-cancels.ts,
 * scripted-steps.ts, fills.ts.
 */
@Injectable()
export class TradingLedger {
  private readonly changes: ChangeRunner;

  constructor(
    private readonly dataSource: DataSource,
    events: EventEmitter2,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly markets: AccountMarkets,
  ) {
    this.changes = new ChangeRunner(dataSource, events);
  }

  async openAccount(): Promise<string> {
    const id = await openSessionAccount(this.dataSource, OPENING_CASH.toFixed(2));
    this.markets.openedDemo(id);
    return id;
  }

  /**
   * Opens a developer's sandbox account with its opening cash and positions, which a reset
   * returns to; with `id` when the caller chose it (an idempotent request's reserved id). `m`
   * lets the caller open it inside its own transaction (the quota check).
   */
  async openSandboxAccount(m: EntityManager, owner: SandboxOwner, opening: SandboxOpening, id?: string): Promise<string> {
    const positions = opening.positions.map((p) => ({
      symbol: p.symbol,
      quantity: p.quantity,
      cost_basis: new Decimal(p.averageCost).times(p.quantity).toFixed(6),
    }));
    return openSandboxAccount(
      m,
      { id, cash: opening.cash, owner_user_id: owner.userId, label: owner.label, seed: owner.seed, opening, broker: owner.broker ?? DEFAULT_BROKER_ID },
      positions,
    );
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
    await this.changes.enclosing(accountId, async ({ manager: m, events }) => {
      await lockSandboxMarket(m, accountId);
      this.changes.forget(accountId);
      events.push([await resetAccountRows(m, accountId, this.clock)]);
    });
    this.markets.changed(accountId);
  }

  /**
   * How many orders of the account are working as this instance last left it, or undefined when
   * it holds no snapshot of it. A hint: another instance may have changed the account since.
   */
  workingOrdersHint(accountId: string): number | undefined {
    return this.changes.snapshotOf(accountId)?.pendingById.size;
  }

  /**
   * The resting limits new prices cross (see restingLimitsCrossed) in each account `include`
   * picks, as this instance last left it: found without a read. A hint, as every snapshot is: an
   * order placed through another instance is not here (the caller asks the database after), and
   * a change decided on a snapshot another instance made stale is decided again under the lock.
   */
  restingLimitsCrossedInSnapshots(priceOf: (symbol: string) => Decimal | undefined, include: (accountId: string) => boolean): Map<string, OrderRow[]> {
    const crossed = new Map<string, OrderRow[]>();
    this.changes.forEachSnapshot((snapshot, accountId) => {
      if (snapshot.pendingById.size === 0 || !include(accountId)) return;
      const orders = restingLimitsCrossed(snapshot, priceOf);
      if (orders && orders.length > 0) crossed.set(accountId, orders);
    });
    return crossed;
  }

  /** Another instance changed the account: its next change here reads it under the lock. */
  forget(accountId: string): void {
    this.changes.forget(accountId);
  }

  /** Returns the order and whether it was created now (false: a replayed clientOrderId). */
  async placeOrder(accountId: string, order: PlaceOrder): Promise<Placed> {
    const market = await this.markets.of(accountId);
    const lookup = { clientOrderId: order.clientOrderId, newOrderId: order.id, at: sandboxTime(market) };
    return this.changes.change(accountId, lookup, (tx) => placeOrderIn(tx, order, market, this.clock));
  }

  async cancelOrder(accountId: string, orderId: string, reason = 'CANCELED_BY_USER', at?: MarketMoment): Promise<OrderRow> {
    const market = at ?? (await this.markets.of(accountId));
    return this.changes.change(accountId, { orderId, at: sandboxTime(market) }, (tx) => cancelWorking(tx, orderId, reason, market.prices));
  }

  /**
   * A sandbox day order still pending at its close, at the close in the account's time:
   * status expired, an order.expired event. Does nothing if it is no longer pending.
   */
  async expirePending(accountId: string, orderId: string, at: MarketMoment, within?: EnclosingTransaction): Promise<OrderRow | null> {
    return this.changes.change(accountId, { orderId, at: at.now, within }, (tx) => expireWorking(tx, orderId, at.prices));
  }

  /**
   * Fills a pending limit order at its limit, read under the account's lock; does nothing if
   * it is no longer pending. `at`: the sandbox moment it fills in; otherwise the account's market now.
   */
  async fillPending(accountId: string, orderId: string, at?: MarketMoment): Promise<OrderRow | null> {
    const market = at ?? (await this.markets.of(accountId));
    return this.changes.change(accountId, { orderId, at: sandboxTime(market) }, (tx) => {
      if (tx.order?.status !== 'pending') return null;
      return fillAtLimits(tx, [tx.order], market.prices)[0];
    });
  }

  /**
   * The next step of an order's script, at its time in the account's clock (see takeScriptStep).
   * Returns when the script acts next (null: done). Nothing happens if the order stopped working
   * or the step was already taken (another instance, a retry).
   */
  async scriptStep(accountId: string, orderId: string, at: MarketMoment, within?: EnclosingTransaction): Promise<Date | null> {
    return this.changes.change(accountId, { orderId, at: at.now, within }, (tx) => takeScriptStep(tx, orderId, at.prices));
  }

  /**
   * A stop order's stop reached by the path at `at` (see triggerStop): returns a stop_limit's
   * limit, which it rests at from then on; null when it filled (a stop) or no longer waits.
   */
  async triggerStop(accountId: string, orderId: string, at: MarketMoment, within?: EnclosingTransaction): Promise<Decimal | null> {
    return this.changes.change(accountId, { orderId, at: at.now, within }, (tx) => triggerStop(tx, at.prices));
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
    return this.changes.change(accountId, { at: sandboxTime(market), within }, (tx) => fillAtLimits(tx, orders, market.prices).length);
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
    return this.changes.onSnapshotAlone(accountId, (tx) => {
      const crossed = tx.restingLimitsCrossedBy(symbol, price);
      if (!crossed) return null;
      tx.now = at.now;
      const filled = fillAtLimits(tx, crossed, at.prices).length;
      tx.requireAlso(guard.require);
      tx.writeAlso(guard.alsoWrite);
      return filled;
    });
  }

  /** Runs `work` in one transaction of the account (a sandbox control action): see ChangeRunner.enclosing. */
  async enclosing<T>(accountId: string, work: (within: EnclosingTransaction) => Promise<T>): Promise<T> {
    return this.changes.enclosing(accountId, work);
  }
}
