import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import Decimal from 'decimal.js';
import { DataSource, EntityManager } from 'typeorm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  actionTarget,
  applyClockAction,
  ClockAction,
  clockNow,
  dueActionsWith,
  marketStatus,
  minuteOf,
  sandboxPrices,
  SearchedCrossings,
  searchCrossings,
  TradingSymbol,
} from '../engine';
import type { EnclosingTransaction } from '../ledger/enclosing-transaction';
import { preparedQueryable } from '../../../database/prepared-statements';
import { TradingLedger } from '../ledger/trading-ledger.service';
import { AccountNotFound } from '../simulator.errors';
import { assertClockMove } from './clock-move-check';
import { doDueWork } from './due-queue';
import { advanceTrailingStops, trailingTriggers } from './trailing-marks';
import { workingOrderOf } from './working-order';
import { ClockStatus, statusOf } from './clock-status';
import { AccountMarkets, SandboxMarket } from './account-markets.service';
import {
  markProcessedUntil,
  nextStepOrExpiry,
  ordersByIds,
  processedUntil,
  savePriceReadCrossedLimits,
  setPriceGuard,
  runningMarketsWithWorkingOrders,
  storeClock,
  workingOrders,
} from './market.queries';

/**
 * Moves sandbox accounts' clocks and sets their prices. Whatever falls due in the time a clock
 * moves over is done in time order, each change stamped with its own moment of account time,
 * through the ledger like any other change (same events, same streams). One control action per
 * account at a time across instances: each holds its sandbox_markets row.
 */
/** A timer never fires sooner than this after it is armed (no hot loop), nor is armed further ahead than the longest wait. */
const SHORTEST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 60_000;
/** A running clock far behind catches up a month of its time per transaction, letting other work run in between. */
const CATCH_UP_CHUNK_MS = 31 * 86_400_000;

@Injectable()
export class SandboxClock implements OnModuleDestroy {
  private readonly logger = new Logger(SandboxClock.name);
  /** Per running account this instance knows of: the timer of its next scripted step or expiry. */
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly markets: AccountMarkets,
    private readonly ledger: TradingLedger,
  ) {}

  onModuleDestroy(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * Arms a timer for the real moment the account's running clock reaches its next scripted step
   * (fill_after, a partial fill's interval, cancel_by_broker) or day-order close, which then
   * happens and is pushed at that moment instead of on the next market tick. Re-armed after every
   * catch-up; a frozen clock or an account with nothing waiting has none. Never fails the call
   * that arms it (the market tick still catches up): a failure is logged.
   */
  async arm(accountId: string): Promise<void> {
    await this.armTimer(accountId).catch((error: Error) => this.logger.warn(`No timer for ${accountId}: ${error.message}`));
  }

  private async armTimer(accountId: string): Promise<void> {
    const previous = this.timers.get(accountId);
    if (previous) clearTimeout(previous);
    this.timers.delete(accountId);
    const market = await this.markets.cachedSandbox(accountId);
    if (!market || market.clock.frozen) return;
    const at = await nextStepOrExpiry(this.dataSource, accountId);
    if (!at || this.stopped) return;
    const wait = (at.getTime() - clockNow(market.clock, this.markets.realNow()).getTime()) / market.clock.speed;
    // Further ahead than the longest wait: look again then (the clock may have moved), doing nothing yet.
    const due = wait <= LONGEST_WAIT_MS;
    const timer = setTimeout(
      () => {
        this.timers.delete(accountId);
        (due ? this.catchUpLocked(accountId) : Promise.resolve())
          .catch((error: Error) => this.logger.warn(`Due work of ${accountId} failed: ${error.message}`))
          .finally(() => void this.arm(accountId));
      },
      Math.min(LONGEST_WAIT_MS, Math.max(SHORTEST_WAIT_MS, Math.ceil(wait))),
    );
    timer.unref();
    this.timers.set(accountId, timer);
  }

  async status(accountId: string): Promise<ClockStatus> {
    const market = await this.markets.sandbox(accountId);
    if (!market) throw new AccountNotFound();
    return statusOf(market.clock, clockNow(market.clock, this.markets.realNow()));
  }

  /**
   * Freeze, resume, advance or set the clock (never backwards, within the calendar, two years at
   * most), optionally at a new speed. `charge` is told how many account seconds the clock moves,
   * once the move is known to be allowed and before any work (the rate limit's weight). The
   * crossings of the resting limits are searched before the market's row is locked, yielding the
   * event loop: the transaction only does what falls due (and searches what changed meanwhile).
   */
  async control(accountId: string, action: ClockAction, speed?: number, charge?: (seconds: number) => Promise<void>): Promise<ClockStatus> {
    const before = await this.markets.sandbox(accountId);
    if (!before) throw new AccountNotFound();
    const from = clockNow(before.clock, this.markets.realNow());
    const to = actionTarget(before.clock, action, this.markets.realNow());
    assertClockMove(action, from, to);
    await charge?.((to.getTime() - from.getTime()) / 1000);
    const ahead = await this.searchAhead(before, to);
    const status = await this.ledger.enclosing(accountId, async (within) => {
      const m = within.manager;
      const market = await this.lock(m, accountId);
      const realNow = this.markets.realNow();
      const now = clockNow(market.clock, realNow);
      const target = actionTarget(market.clock, action, realNow);
      assertClockMove(action, now, target);
      await this.process(market, target, within, ahead);
      const clock = applyClockAction(market.clock, action, target, realNow, speed);
      await storeClock(m, accountId, clock);
      return statusOf(clock, target);
    });
    this.markets.changed(accountId);
    // Frozen: no timer; running (again, or at a new speed): one for the new moment.
    await this.arm(accountId);
    return status;
  }

  /** Sets a price at the account's now (for the rest of that minute) and fills the resting limits it crosses. */
  async setPrice(accountId: string, symbol: TradingSymbol, price: Decimal): Promise<{ symbol: TradingSymbol; price: string; at: string; filled: number }> {
    const result = (await this.setPriceOnFrozenClock(accountId, symbol, price)) ?? (await this.setPriceLocked(accountId, symbol, price));
    this.markets.changed(accountId);
    return result;
  }

  /**
   * The usual case, a frozen clock with nothing due, in one statement: the crossed limits are
   * known from the ledger's snapshot and the market from the cache, and the statement stands
   * only if both still are as they were (see setPriceGuard). Null when it could not be decided
   * so or did not stand (another instance moved the clock or the account meanwhile).
   */
  private async setPriceOnFrozenClock(accountId: string, symbol: TradingSymbol, price: Decimal) {
    const market = await this.markets.cachedSandbox(accountId);
    if (!market?.clock.frozen) return null;
    const now = clockNow(market.clock, this.markets.realNow());
    if (now.getTime() > market.processedUntil.getTime() || !marketStatus(now).isOpen) return null;
    const overrides = { ...market.overrides, [symbol]: { price: price.toFixed(2), minute: minuteOf(now) } };
    const moment = { now, prices: sandboxPrices(market.seed, now, overrides) };
    const filled = await this.ledger.fillCrossedOnSnapshot(accountId, symbol, price, moment, setPriceGuard(accountId, market.overrides, overrides, now));
    return filled === null ? null : { symbol, price: price.toFixed(2), at: now.toISOString(), filled };
  }

  private async setPriceLocked(accountId: string, symbol: TradingSymbol, price: Decimal) {
    return this.ledger.enclosing(accountId, async (within) => {
      const m = within.manager;
      const market = await this.lock(m, accountId);
      const now = clockNow(market.clock, this.markets.realNow());
      await this.process(market, now, within);
      const overrides = { ...market.overrides, [symbol]: { price: price.toFixed(2), minute: minuteOf(now) } };
      const crossed = await savePriceReadCrossedLimits(preparedQueryable(m), accountId, overrides, now, symbol, price.toFixed(2));
      const moment = { now, prices: sandboxPrices(market.seed, now, overrides) };
      // All of them in one ledger change: one statement, their events together. A closed market moves its price but fills nothing.
      const filled = marketStatus(now).isOpen ? await this.ledger.fillPendingMany(accountId, crossed, moment, within) : 0;
      return { symbol, price: price.toFixed(2), at: now.toISOString(), filled };
    });
  }

  /**
   * Running (unfrozen) clocks with working orders: does what fell due since they were last
   * processed. The market job runs it every tick on one instance, so due work is done within a
   * tick of its account time even if nobody calls. Returns how many it processed.
   */
  async catchUpRunning(): Promise<number> {
    const rows = await runningMarketsWithWorkingOrders(this.dataSource);
    for (const { account_id } of rows) {
      await this.catchUpLocked(account_id);
      // Orders placed through other instances get their timer here.
      if (!this.timers.has(account_id)) await this.arm(account_id);
    }
    return rows.length;
  }

  /**
   * Before a call about the account answers or acts: a running clock's due work up to its now
   * (day orders expired at their close, fill_after and partial fills at their time, resting limits
   * at the minute the path crosses them), so the call sees the account as of its clock time.
   * Nothing to do, the usual case, costs no lock: an account this instance last left with no
   * working order is skipped outright (another instance's orders are caught up by the market job
   * within a tick), otherwise its working orders are read and the due work computed first.
   */
  async catchUp(accountId: string): Promise<void> {
    // Due work that fails (logged) never fails the call: the next call, the timer or the tick retries it.
    await this.catchUpNow(accountId).catch((error: Error) => this.logger.warn(`Due work of ${accountId} failed: ${error.message}`));
  }

  private async catchUpNow(accountId: string): Promise<void> {
    if (this.ledger.workingOrdersHint(accountId) === 0) return;
    const market = await this.markets.cachedSandbox(accountId);
    if (!market || market.clock.frozen) return;
    const now = clockNow(market.clock, this.markets.realNow());
    const [rows, until] = await Promise.all([workingOrders(this.dataSource, accountId), processedUntil(this.dataSource, accountId)]);
    if (rows.length === 0 || !until || now.getTime() <= until.getTime()) return;
    const working = rows.map(workingOrderOf);
    const searched = await searchCrossings(working, until, now, market.seed);
    for (const [id, at] of trailingTriggers(rows, until, now, market.seed)) searched.crossings.set(id, at);
    if (dueActionsWith(working, until, now, searched.crossings).length === 0) return;
    await this.catchUpLocked(accountId, searched);
    await this.arm(accountId);
  }

  /**
   * Under the market's lock: a running clock's due work up to its now, a month of its time per
   * transaction at most, other work running between two (see CATCH_UP_CHUNK_MS). `ahead`: the
   * crossings searched before, reused for the orders that did not change since.
   */
  private async catchUpLocked(accountId: string, ahead?: SearchedCrossings): Promise<void> {
    for (let behind = true; behind;) {
      behind = await this.ledger.enclosing(accountId, async (within) => {
        const m = within.manager;
        const market = await this.markets.sandbox(accountId, m, true);
        if (!market || market.clock.frozen) return false;
        const now = clockNow(market.clock, this.markets.realNow()).getTime();
        const to = new Date(Math.min(now, market.processedUntil.getTime() + CATCH_UP_CHUNK_MS));
        await this.process(market, to, within, ahead);
        await markProcessedUntil(m, accountId, to);
        return to.getTime() < now;
      });
      if (behind) await nextTurn();
    }
  }

  /** The crossings of the market's working orders from its processed-until to `to`, searched with no lock held. */
  private async searchAhead(market: SandboxMarket, to: Date): Promise<SearchedCrossings | undefined> {
    if (to.getTime() <= market.processedUntil.getTime()) return undefined;
    const rows = await workingOrders(this.dataSource, market.accountId);
    return searchCrossings(rows.map(workingOrderOf), market.processedUntil, to, market.seed);
  }

  private async lock(m: EntityManager, accountId: string): Promise<SandboxMarket> {
    const market = await this.markets.sandbox(accountId, m, true);
    if (!market) throw new AccountNotFound();
    return market;
  }

  /**
   * Does, in time order, what falls due from the market's processed-until to `to`: inside the
   * transaction that holds the market's row, on its connection (see EnclosingTransaction).
   */
  private async process(market: SandboxMarket, to: Date, within: EnclosingTransaction, ahead?: SearchedCrossings): Promise<void> {
    if (to.getTime() <= market.processedUntil.getTime()) return;
    const rows = await workingOrders(within.manager, market.accountId);
    const working = rows.map(workingOrderOf);
    const { crossings } = await searchCrossings(working, market.processedUntil, to, market.seed, ahead);
    // Trailing stops: walked from their stored water marks, which move on with the clock.
    for (const [id, at] of await advanceTrailingStops(within.manager, market.accountId, rows, market.processedUntil, to, market.seed)) crossings.set(id, at);
    const queue = dueActionsWith(working, market.processedUntil, to, crossings);
    const fills = queue.filter((a) => a.kind === 'fill').map((a) => a.orderId);
    // Rows in hand, a fill needs no lookup: the ledger commits it in one round trip.
    const stored = new Map((fills.length ? await ordersByIds(within.manager, fills) : []).map((r) => [r.id, r]));
    await doDueWork(this.ledger, market, to, queue, stored, within);
  }
}
