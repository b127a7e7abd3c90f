import Decimal from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { AccountState, isTradingSymbol, PendingOrder } from '../engine';
import type { AccountEvent, AccountEventType } from '../events/trading.events';
import { DemoAccountMissingException } from '../trading.exceptions';

/** One account's state, loaded under its row lock, plus the events this change will publish. */
export class AccountTransaction {
  private readonly recorded: { type: AccountEventType; data: Record<string, unknown> }[] = [];

  private constructor(
    readonly m: EntityManager,
    readonly accountId: string,
    public state: AccountState,
    /** Pending orders by id, so a fill or cancel can take exactly one out. */
    readonly pendingById: Map<string, PendingOrder>,
  ) {}

  /**
   * `SELECT ... FOR UPDATE` serializes every change to this account, across instances.
   * Positions and pending orders are read by separate statements *after* the lock is held:
   * folded into the locking statement as subqueries they would come from the snapshot taken
   * before the wait, i.e. stale (the fifty-concurrent-orders test catches exactly that).
   */
  static async open(m: EntityManager, accountId: string): Promise<AccountTransaction> {
    const [account] = await m.query('SELECT cash, realized_pnl FROM demo_accounts WHERE id = $1 FOR UPDATE', [accountId]);
    if (!account) throw new DemoAccountMissingException();
    const [positions, pending]: [Record<string, string | number>[], Record<string, string | number>[]] = await Promise.all([
      m.query('SELECT symbol, quantity, cost_basis FROM trading_positions WHERE account_id = $1 AND quantity > 0', [accountId]),
      m.query(`SELECT id, symbol, side, quantity, limit_price FROM trading_orders WHERE account_id = $1 AND status = 'pending'`, [accountId]),
    ]);
    const holdings: AccountState['holdings'] = {};
    for (const p of positions) {
      const symbol = String(p.symbol);
      if (isTradingSymbol(symbol)) holdings[symbol] = { quantity: Number(p.quantity), costBasis: new Decimal(p.cost_basis) };
    }
    const pendingById = new Map<string, PendingOrder>();
    for (const o of pending) {
      pendingById.set(String(o.id), {
        symbol: o.symbol as PendingOrder['symbol'],
        side: o.side as PendingOrder['side'],
        quantity: Number(o.quantity),
        limitPrice: new Decimal(o.limit_price),
      });
    }
    const state = { cash: new Decimal(account.cash), realizedPnl: new Decimal(account.realized_pnl), holdings, pending: [...pendingById.values()] };
    return new AccountTransaction(m, accountId, state, pendingById);
  }

  addPending(id: string, order: PendingOrder): void {
    this.pendingById.set(id, order);
    this.state = { ...this.state, pending: [...this.pendingById.values()] };
  }

  removePending(id: string): void {
    this.pendingById.delete(id);
    this.state = { ...this.state, pending: [...this.pendingById.values()] };
  }

  record(type: AccountEventType, data: Record<string, unknown>): void {
    this.recorded.push({ type, data });
  }

  /** Writes cash and sequence numbers in one update and stores the events for replay. */
  async commit(): Promise<AccountEvent[]> {
    const [[row]] = await this.m.query(
      `UPDATE demo_accounts SET cash = $2, realized_pnl = $3, event_seq = event_seq + $4, updated_at = now()
       WHERE id = $1 RETURNING event_seq, now() AS at`,
      [this.accountId, this.state.cash.toFixed(2), this.state.realizedPnl.toFixed(6), this.recorded.length],
    );
    if (this.recorded.length === 0) return [];
    const first = Number(row.event_seq) - this.recorded.length + 1;
    const createdAt = new Date(row.at).toISOString();
    const events = this.recorded.map((e, i) => ({ accountId: this.accountId, seq: first + i, type: e.type, data: e.data, createdAt }));
    await this.m.query(
      `INSERT INTO trading_events (account_id, seq, type, payload, created_at)
       SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::jsonb[], $5::timestamptz[])`,
      [this.accountId, events.map((e) => e.seq), events.map((e) => e.type), events.map((e) => JSON.stringify(e.data)), events.map(() => createdAt)],
    );
    return events;
  }
}
