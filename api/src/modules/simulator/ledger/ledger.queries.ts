import type { Queryable } from '../../../database/queryable';
import type { AccountEvent } from '../events/trading.events';
import type { AccountRow, PositionRow, ReservingOrderRow, ScriptedOrderRow } from '../simulator.rows';

// The ledger's statements. The two an order change runs under the account's lock go through a
// StatementRunner (named prepared statements, see database/prepared-statements.ts); its write is AccountWrite.

/** Takes the account row's lock for one change and reads its money and version. */
export const LOCK_ACCOUNT_FOR_CHANGE = 'SELECT cash, realized_pnl, event_seq FROM demo_accounts WHERE id = $1 FOR UPDATE';
export type LockedAccountRow = Pick<AccountRow, 'cash' | 'realized_pnl' | 'event_seq'>;

// Order columns are listed, not o.*: a prepared statement whose result columns change (a
// migration adding one) fails on connections that prepared it before.
// Positions include closed ones (quantity 0): an upsert keeps their id, and views show it.
/** Under the lock: the order looked up (by clientOrderId or id; all nulls when none), every position and the working orders' reservations
 * (the one rule, as workingReservations in accounts/account-reader.queries.ts states it). */
export const READ_ACCOUNT_UNDER_LOCK = `
  SELECT o.id, o.account_id, o.client_order_id, o.symbol, o.side, o.order_type, o.quantity::float8 AS quantity, o.notional, o.limit_price, o.stop_price,
    o.triggered_at, o.trail_price, o.trail_percent, o.water_mark, o.reserve_price, o.time_in_force, o.extended_hours, o.status, o.reason,
    o.reason_details, o.filled_price, o.filled_quantity::float8 AS filled_quantity, o.expires_at, o.created_at, o.updated_at,
    o.simulate, o.next_step_at, o.step,
    (SELECT json_agg(json_build_object('id', p.id, 'symbol', p.symbol, 'quantity', p.quantity, 'cost_basis', p.cost_basis::text))
       FROM trading_positions p WHERE p.account_id = $1) AS positions_json,
    (SELECT json_agg(json_build_object('id', q.id, 'symbol', q.symbol, 'side', q.side, 'quantity', q.quantity - q.filled_quantity,
         'limit_price', COALESCE(q.limit_price, q.stop_price, q.reserve_price, (q.simulate->>'reservePrice')::numeric)::text))
       FROM trading_orders q WHERE q.account_id = $1 AND q.status IN ('pending', 'partially_filled')) AS pending_json
  FROM (VALUES (1)) AS one
  LEFT JOIN trading_orders o ON o.account_id = $1 AND (o.client_order_id = $2::varchar OR o.id = $3::uuid)`;

/** The order's columns are all null when no order matched (a LEFT JOIN); the aggregates are null when there is nothing to aggregate. */
export type AccountUnderLockRow = (ScriptedOrderRow | { [K in keyof ScriptedOrderRow]: null }) & {
  positions_json: Pick<PositionRow, 'id' | 'symbol' | 'quantity' | 'cost_basis'>[] | null;
  pending_json: (ReservingOrderRow & { id: string })[] | null;
};

/** Opens an account a cookie session owns (the demo's): no owner, no opening to reset to. */
export async function openSessionAccount(db: Queryable, cash: string): Promise<string> {
  const [row] = await db.query<Pick<AccountRow, 'id'>[]>('INSERT INTO demo_accounts (cash) VALUES ($1) RETURNING id', [cash]);
  return row.id;
}

/** A position as a sandbox account opens with it (json_to_recordset input). */
export type OpeningPositionRow = Pick<PositionRow, 'symbol' | 'quantity' | 'cost_basis'>;

export async function openSandboxAccount(
  db: Queryable,
  account: Pick<AccountRow, 'cash' | 'owner_user_id' | 'label' | 'opening' | 'broker'> & { seed: number | null; id?: string },
  positions: OpeningPositionRow[],
): Promise<string> {
  const [row] = await db.query<Pick<AccountRow, 'id'>[]>(
    `WITH a AS (INSERT INTO demo_accounts (id, cash, owner_user_id, label, seed, opening, broker) VALUES (COALESCE($7::uuid, gen_random_uuid()), $1, $2, $3, $4, $5, $8) RETURNING id),
       p AS (INSERT INTO trading_positions (account_id, symbol, quantity, cost_basis)
             SELECT a.id, x.symbol, x.quantity, x.cost_basis FROM a, json_to_recordset($6) AS x(symbol varchar, quantity numeric, cost_basis numeric))
     SELECT id FROM a`,
    [
      account.cash,
      account.owner_user_id,
      account.label,
      account.seed,
      JSON.stringify(account.opening),
      JSON.stringify(positions),
      account.id ?? null,
      account.broker,
    ],
  );
  return row.id;
}

/** A reset's lock on the account, and what it resets to; undefined when the account is gone. */
export async function lockAccountForReset(db: Queryable, accountId: string): Promise<Pick<AccountRow, 'opening' | 'event_seq' | 'seed'> | undefined> {
  const [row] = await db.query<Pick<AccountRow, 'opening' | 'event_seq' | 'seed'>[]>(
    'SELECT opening, event_seq, seed FROM demo_accounts WHERE id = $1 FOR UPDATE',
    [accountId],
  );
  return row;
}

/** Orders (their fills go with them, by trigger) and positions go; the account takes its opening ones and cash back, its event log goes on. */
export async function resetToOpening(db: Queryable, accountId: string, cash: string, positions: OpeningPositionRow[], eventSeq: number, now: Date) {
  await db.query('DELETE FROM trading_orders WHERE account_id = $1', [accountId]);
  await db.query('DELETE FROM trading_positions WHERE account_id = $1', [accountId]);
  await db.query(
    `INSERT INTO trading_positions (account_id, symbol, quantity, cost_basis)
     SELECT $1, x.symbol, x.quantity, x.cost_basis FROM json_to_recordset($2) AS x(symbol varchar, quantity numeric, cost_basis numeric)`,
    [accountId, JSON.stringify(positions)],
  );
  await db.query('UPDATE demo_accounts SET cash = $2, realized_pnl = 0, event_seq = $3, updated_at = $4 WHERE id = $1', [accountId, cash, eventSeq, now]);
}

/** Takes the account's next event sequence number (its version moves on, so snapshots of it go stale); undefined when the account is gone. */
export async function nextEventSeq(db: Queryable, accountId: string): Promise<number | undefined> {
  const [rows] = await db.query<[Pick<AccountRow, 'event_seq'>[], number]>(
    'UPDATE demo_accounts SET event_seq = event_seq + 1 WHERE id = $1 RETURNING event_seq',
    [accountId],
  );
  return rows[0] ? Number(rows[0].event_seq) : undefined;
}

/** Stores one event for replay (its publication, and so its announcement to other instances, waits for the commit). */
export async function appendEvent(db: Queryable, event: AccountEvent, at: Date): Promise<void> {
  await db.query('INSERT INTO trading_events (account_id, seq, type, payload, created_at) VALUES ($1, $2, $3, $4, $5)', [
    event.accountId,
    event.seq,
    event.type,
    event.data,
    at,
  ]);
}

/** Demo day orders still pending at their close (sandbox orders expire by their own clock). */
export function demoOrdersPendingAtClose(db: Queryable, now: Date): Promise<Pick<ScriptedOrderRow, 'id' | 'account_id'>[]> {
  return db.query(
    `SELECT o.id, o.account_id FROM trading_orders o JOIN demo_accounts a ON a.id = o.account_id AND a.owner_user_id IS NULL
     WHERE o.status = 'pending' AND o.expires_at <= $1 ORDER BY o.expires_at LIMIT 1000`,
    [now],
  );
}
