import Decimal from 'decimal.js';
import { AccountState, isTradingSymbol, PendingOrder } from '../engine';
import type { AccountEvent, AccountEventType } from '../events/trading.events';
import { AccountNotFound } from '../simulator.errors';
import type { FillRow, OrderRow, PositionRow, ScriptedOrderRow } from '../simulator.rows';
import { AccountSnapshot, restingLimitsCrossed } from './account-snapshot';
import { AccountUnderLockRow, LOCK_ACCOUNT_FOR_CHANGE, LockedAccountRow, READ_ACCOUNT_UNDER_LOCK } from './ledger.queries';
import { ACCOUNT_UPDATED, AccountWrite } from './account-write';
import { plainArrayLiteral } from '../../../database/plain-array-literal';
import type { StatementRunner } from '../../../database/prepared-statements';

/** The most events of a change that may share its commit (a market order has four; a tick's hundred fills, all writing, go at once). */
const SHARES_A_COMMIT_UP_TO = 8;

/**
 * What a change decided on something besides the account also writes, and the condition (SQL,
 * with the account's guarded update) that this something is still as it was decided on.
 */
export interface ChangeGuard {
  require: (w: AccountWrite) => string;
  alsoWrite: (w: AccountWrite) => string;
}

/**
 * The one order a change is about: a clientOrderId to replay, an order to cancel or fill, or the
 * id an order about to be placed takes (chosen by its caller: a retry finds it already placed).
 */
export interface OrderLookup {
  clientOrderId?: string;
  newOrderId?: string;
  orderId?: string;
}

/**
 * One account's state, as read under its row lock or as this instance last saw it, and
 * everything the change writes: sent as one statement at commit, guarded by the account's
 * event sequence (its version), with the events it publishes and their announcement.
 */
export class AccountTransaction {
  private readonly write = new AccountWrite();
  private readonly recorded: { type: AccountEventType; data: Record<string, unknown> }[] = [];
  private readonly fills: FillRow[] = [];
  private readonly positions = new Map<string, PositionRow>();
  /** Symbols this change holds for the first time: their rows are inserted, the others updated. */
  private readonly newPositionSymbols = new Set<string>();
  /** Further conditions the account's guarded update must meet (see requireAlso). */
  private readonly preconditions: string[] = [];
  /**
   * When the change happened: the timestamp of every row it writes and event it publishes (a
   * sandbox account's clock time, set by the ledger; real time otherwise).
   */
  now = new Date();
  /** Decided on this instance's last view of the account rather than read under its lock. */
  fromSnapshot = false;

  private constructor(
    readonly accountId: string,
    private readonly eventSeq: number,
    public state: AccountState,
    /** Pending orders by id, so a fill or cancel can take exactly one out (this change's own copy). */
    private readonly pendingById: Map<string, PendingOrder>,
    private readonly positionIds: Map<string, string>,
    /** Rows of the working orders that are plain resting limits, where this instance knows them (see AccountSnapshot). */
    private readonly restingRows: Map<string, OrderRow>,
    /** The looked-up order as stored, or null. */
    readonly order: ScriptedOrderRow | null,
    /** A clientOrderId the change assumes unused: it writes nothing if an order of the account has it. */
    private readonly newClientOrderId: string | null = null,
    /** Likewise an order id the change assumes unused. */
    private readonly newOrderId: string | null = null,
  ) {}

  /**
   * `SELECT ... FOR UPDATE` serializes every change to this account, across instances.
   * Positions and pending orders are read by a second statement *after* the lock is held:
   * folded into the locking statement as subqueries they would come from the snapshot taken
   * before the wait, i.e. stale (the fifty-concurrent-orders test catches exactly that).
   */
  static async lockAndRead(query: StatementRunner, accountId: string, lookup: OrderLookup = {}): Promise<AccountTransaction> {
    const [account] = await query<LockedAccountRow>(LOCK_ACCOUNT_FOR_CHANGE, [accountId]);
    if (!account) throw new AccountNotFound();
    const [{ positions_json, pending_json, ...order }] = await query<AccountUnderLockRow>(READ_ACCOUNT_UNDER_LOCK, [
      accountId,
      lookup.clientOrderId ?? null,
      lookup.orderId ?? lookup.newOrderId ?? null,
    ]);
    const holdings: AccountState['holdings'] = {};
    const positionIds = new Map<string, string>();
    for (const p of positions_json ?? []) {
      positionIds.set(p.symbol, p.id);
      if (isTradingSymbol(p.symbol) && p.quantity !== 0) holdings[p.symbol] = { quantity: p.quantity, costBasis: new Decimal(p.cost_basis) };
    }
    const pendingById = new Map<string, PendingOrder>();
    for (const o of pending_json ?? []) {
      pendingById.set(o.id, { symbol: o.symbol, side: o.side, quantity: o.quantity, limitPrice: new Decimal(o.limit_price) });
    }
    const state = { cash: new Decimal(account.cash), realizedPnl: new Decimal(account.realized_pnl), holdings, pending: [...pendingById.values()] };
    return new AccountTransaction(accountId, Number(account.event_seq), state, pendingById, positionIds, new Map(), order.id === null ? null : order);
  }

  /**
   * A change on the state this instance last committed or read, without reading it again: the
   * guarded write then stands only if the account is still at that version (see commit). It
   * can look up no stored order; a clientOrderId or new order id it is given must still be unused.
   */
  static fromSnapshot(accountId: string, snapshot: AccountSnapshot, lookup: OrderLookup = {}): AccountTransaction {
    const { eventSeq, state, pendingById, positionIds, restingRows } = snapshot;
    const tx = new AccountTransaction(
      accountId,
      eventSeq,
      state,
      new Map(pendingById),
      new Map(positionIds),
      new Map(restingRows),
      null,
      lookup.clientOrderId ?? null,
      lookup.newOrderId ?? null,
    );
    tx.fromSnapshot = true;
    return tx;
  }

  /** The account as it stands once this change has committed. */
  snapshot(): AccountSnapshot {
    return {
      eventSeq: this.eventSeq + this.recorded.length,
      state: this.state,
      pendingById: this.pendingById,
      positionIds: this.positionIds,
      restingRows: this.restingRows,
    };
  }

  /**
   * The working orders in `symbol` a price crosses, oldest first, as stored; null when this
   * instance does not know every working order of the symbol's row (see restingLimitsCrossed).
   */
  restingLimitsCrossedBy(symbol: string, price: Decimal): OrderRow[] | null {
    return restingLimitsCrossed({ pendingById: this.pendingById, restingRows: this.restingRows }, (s) => (s === symbol ? price : undefined));
  }

  /**
   * Makes the change stand only if `condition` holds too (SQL, evaluated with the account's
   * guarded update, before anything is written): a set price decided on a cached market holds
   * only while the market is as it was cached. `build` gets the write, to add its parameters.
   */
  requireAlso(build: (w: AccountWrite) => string): void {
    this.preconditions.push(build(this.write));
  }

  /** A further write of the change, made only if the account's guarded update goes through (`build` uses ACCOUNT_UPDATED). */
  writeAlso(build: (w: AccountWrite) => string): void {
    this.write.add(build(this.write));
  }

  /** The id of the account's row for this symbol, if it ever held it. */
  positionId(symbol: string): string | undefined {
    return this.positionIds.get(symbol);
  }

  /** `row`: the order as stored when it is a plain resting limit (see restingLimitsCrossedBy); a working order changed without one is no longer one. */
  addPending(id: string, order: PendingOrder, row?: OrderRow): void {
    this.pendingById.set(id, order);
    if (row) this.restingRows.set(id, row);
    else this.restingRows.delete(id);
    this.state = { ...this.state, pending: [...this.pendingById.values()] };
  }

  pendingOrder(id: string): PendingOrder | undefined {
    return this.pendingById.get(id);
  }

  removePending(...ids: string[]): void {
    for (const id of ids) {
      this.pendingById.delete(id);
      this.restingRows.delete(id);
    }
    this.state = { ...this.state, pending: [...this.pendingById.values()] };
  }

  insertOrder(order: ScriptedOrderRow): void {
    this.write.insertOrder(order);
  }

  insertFill(fill: FillRow): void {
    this.fills.push(fill);
  }

  /**
   * Inserts the account's row for the symbol or updates it (closed positions keep their row and
   * id). Written once per symbol at commit: a change that fills many orders (a set price crossing
   * them) moves a position several times, and one statement may not write a row twice.
   */
  savePosition(position: PositionRow): void {
    // A first position in a symbol: its new id is the row's from now on.
    if (!this.positionIds.has(position.symbol)) {
      this.positionIds.set(position.symbol, position.id);
      this.newPositionSymbols.add(position.symbol);
    }
    this.positions.set(position.symbol, position);
  }

  /**
   * The fills and positions this change collected: the fills as one insert, the positions as one
   * insert of the new symbols' rows and an update of each row the account already has. It knows
   * which rows exist: every write of an account's positions moves its version, which the guarded
   * update checks. An upsert of a row that exists locks it first, a WAL record of its own on every
   * fill (docs/decisions/positions-updated-not-upserted.md); each update must move its row, like
   * an order's transition.
   */
  private flushFillsAndPositions(): void {
    if (this.fills.length > 0) this.write.insertFills(this.accountId, this.now, this.fills.splice(0));
    const inserted: PositionRow[] = [];
    for (const position of this.positions.values()) {
      if (this.newPositionSymbols.has(position.symbol)) inserted.push(position);
      else this.write.updatePosition(this.accountId, position);
    }
    if (inserted.length > 0) this.write.insertPositions(inserted);
    this.positions.clear();
    this.newPositionSymbols.clear();
  }

  /** Conditional, like every order transition: only a working order moves (what filled of it stands). */
  cancelPending(orderId: string, reason: string, status: 'canceled' | 'expired' = 'canceled'): void {
    const w = this.write;
    w.transition(`UPDATE trading_orders SET status = ${w.param(status)}, reason = ${w.param(reason)}, next_step_at = NULL, updated_at = ${w.param(this.now)}
      WHERE id = ${w.param(orderId)} AND account_id = ${w.param(this.accountId)} AND status IN ('pending', 'partially_filled') AND ${ACCOUNT_UPDATED} RETURNING 1`);
  }

  /** A scripted step of a working order, taken once: only from the step it was decided on (a notional order's quantity is set at its fill). */
  advanceWorking(orderId: string, fromStep: number, row: ScriptedOrderRow): void {
    const w = this.write;
    w.transition(`UPDATE trading_orders SET status = ${w.param(row.status)}, quantity = ${w.param(row.quantity)}, filled_quantity = ${w.param(row.filled_quantity)},
      filled_price = ${w.param(row.filled_price)}, next_step_at = ${w.param(row.next_step_at)}, step = ${w.param(row.step)}, updated_at = ${w.param(this.now)}
      WHERE id = ${w.param(orderId)} AND account_id = ${w.param(this.accountId)} AND status IN ('pending', 'partially_filled') AND step = ${w.param(fromStep)}
        AND ${ACCOUNT_UPDATED} RETURNING 1`);
  }

  /** A stop_limit's stop reached, once: it rests as a limit order from now on (no status change, no event). */
  markTriggered(orderId: string): void {
    const w = this.write;
    w.transition(`UPDATE trading_orders SET triggered_at = ${w.param(this.now)}, updated_at = ${w.param(this.now)}
      WHERE id = ${w.param(orderId)} AND account_id = ${w.param(this.accountId)} AND status = 'pending' AND triggered_at IS NULL AND ${ACCOUNT_UPDATED} RETURNING 1`);
  }

  /**
   * Pending limit orders (distinct ids) filled whole at their limits: one set-based update
   * however many there are, so its text (and prepared statement) is the same for one or a thousand.
   */
  fillPendingAtLimit(orderIds: string[]): void {
    const w = this.write;
    w.transition(
      `UPDATE trading_orders SET status = 'filled', filled_price = limit_price, filled_quantity = quantity, updated_at = ${w.param(this.now)}
      WHERE id = ANY(${w.param(plainArrayLiteral(orderIds))}::uuid[]) AND account_id = ${w.param(this.accountId)} AND status = 'pending' AND ${ACCOUNT_UPDATED} RETURNING 1`,
      orderIds.length,
    );
  }

  /** Records an event of the change; its data (the public shape, event-data.ts) starts with the account and its sequence number. */
  record(type: AccountEventType, data: Record<string, unknown>): void {
    this.recorded.push({ type, data: { accountId: this.accountId, sequence: this.eventSeq + this.recorded.length + 1, ...data } });
  }

  /**
   * Sends the change as one statement: its writes, cash and sequence numbers and the events for
   * replay, all guarded by the account's update, which matches only while the account is at the
   * version this change started from. Returns the events (none when nothing changed), or null
   * when the account had moved on and nothing was written. The caller publishes the events once
   * they are committed (other instances hear of them from AccountEventAnnouncer).
   */
  async commit(query: StatementRunner): Promise<AccountEvent[] | null> {
    this.flushFillsAndPositions();
    if (this.recorded.length === 0 && this.write.isEmpty) return [];
    const createdAt = this.now.toISOString();
    const events = this.recorded.map((e, i) => ({ accountId: this.accountId, seq: this.eventSeq + 1 + i, type: e.type, data: e.data, createdAt }));
    const w = this.write;
    if (events.length > 0) {
      w.appendEvents(
        this.accountId,
        events[0].seq,
        createdAt,
        events.map((e) => ({ type: e.type, payload: e.data })),
      );
    }
    const unusedClientOrderId = this.newClientOrderId
      ? `AND NOT EXISTS (SELECT FROM trading_orders WHERE account_id = ${w.param(this.accountId)} AND client_order_id = ${w.param(this.newClientOrderId)})`
      : '';
    const unusedOrderId = this.newOrderId ? `AND NOT EXISTS (SELECT FROM trading_orders WHERE id = ${w.param(this.newOrderId)}::uuid)` : '';
    const accountUpdate = `UPDATE demo_accounts SET cash = ${w.param(this.state.cash.toFixed(2))}, realized_pnl = ${w.param(this.state.realizedPnl.toFixed(6))},
       event_seq = ${w.param(this.eventSeq + events.length)}, updated_at = ${w.param(this.now)}
       WHERE id = ${w.param(this.accountId)} AND event_seq = ${w.param(this.eventSeq)} ${unusedClientOrderId} ${unusedOrderId}
         ${this.preconditions.map((c) => `AND ${c}`).join(' ')} RETURNING 1`;
    // A small change may share its commit (group commit): the account's id orders it in a group.
    const [row] = await query<{ transitioned: number }>(w.sql(accountUpdate), w.params, events.length <= SHARES_A_COMMIT_UP_TO ? this.accountId : undefined);
    if (!row) return null;
    // At the account's version a pending order cannot have moved; if one did, the invariant is broken.
    if (row.transitioned !== w.expectedTransitions) throw new Error(`An order or position of account ${this.accountId} changed outside its version`);
    return events;
  }
}
