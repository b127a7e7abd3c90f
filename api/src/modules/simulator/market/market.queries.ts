import type { Queryable } from '../../../database/queryable';
import type { MarketClock, PriceOverrides } from '../engine';
import type { ChangeGuard } from '../ledger/account-transaction';
import { ACCOUNT_UPDATED, type AccountWrite } from '../ledger/account-write';
import { ORDER_COLUMNS } from '../ledger/order-columns';
import type { AccountRow, OrderRow, ScriptedOrderRow } from '../simulator.rows';

// The market's statements: the live prices, sandbox markets (clock, prices set by hand, faults)
// and the working orders their moves act on.

/** A scripted fault for an account's next calls (see SandboxFaults). */
export interface StoredFault {
  type: 'rate_limited' | 'broker_unavailable' | 'connection_broken';
  callsLeft: number | null;
  until: string | null;
}

/** trading_prices */
export interface PriceRow {
  symbol: string;
  price: string;
}

/** The live prices stored, for the symbols that have none yet. */
export async function seedPrices(db: Queryable, symbols: readonly string[], prices: string[]): Promise<void> {
  await db.query(`INSERT INTO trading_prices (symbol, price) SELECT * FROM unnest($1::text[], $2::numeric[]) ON CONFLICT (symbol) DO NOTHING`, [
    symbols,
    prices,
  ]);
}

export async function storePrices(db: Queryable, symbols: readonly string[], prices: string[]): Promise<void> {
  await db.query(
    `UPDATE trading_prices p SET price = n.price, updated_at = now() FROM unnest($1::text[], $2::numeric[]) AS n(symbol, price) WHERE p.symbol = n.symbol`,
    [symbols, prices],
  );
}

export function storedPrices(db: Queryable): Promise<PriceRow[]> {
  return db.query<PriceRow[]>('SELECT symbol, price FROM trading_prices');
}

/** Demo accounts' resting limit orders these prices cross, oldest first (sandbox accounts match by their own clocks). */
export function demoLimitsCrossedBy(db: Queryable, symbols: readonly string[], prices: string[]): Promise<OrderRow[]> {
  return db.query<OrderRow[]>(
    `SELECT ${ORDER_COLUMNS.map((c) => `o.${c}`).join(', ')} FROM trading_orders o
     JOIN unnest($1::text[], $2::numeric[]) AS p(symbol, price) ON p.symbol = o.symbol
     JOIN demo_accounts a ON a.id = o.account_id AND a.owner_user_id IS NULL
     WHERE o.status = 'pending' AND o.order_type = 'limit'
       AND ((o.side = 'buy' AND o.limit_price >= p.price) OR (o.side = 'sell' AND o.limit_price <= p.price))
     ORDER BY o.created_at, o.id`,
    [symbols, prices],
  );
}

/** An account with its sandbox market's row, if it has one (every market column null if not; all of it for a demo account). */
export type AccountMarketRow = Pick<AccountRow, 'owner_user_id' | 'seed'> & {
  frozen: boolean | null;
  speed: number;
  anchor_real: Date;
  anchor_account: Date;
  processed_until: Date;
  price_overrides: PriceOverrides;
  fault: StoredFault | null;
};

export async function accountMarket(db: Queryable, accountId: string): Promise<AccountMarketRow | undefined> {
  const [row] = await db.query<AccountMarketRow[]>(
    `SELECT a.owner_user_id, a.seed, m.frozen, m.speed, m.anchor_real, m.anchor_account, m.processed_until, m.price_overrides, m.fault
     FROM demo_accounts a LEFT JOIN sandbox_markets m ON m.account_id = a.id WHERE a.id = $1`,
    [accountId],
  );
  return row;
}

/** A sandbox market made before, read and its row locked (until the transaction ends) in one round trip. */
export async function lockedMarket(db: Queryable, accountId: string): Promise<AccountMarketRow | undefined> {
  const [row] = await db.query<AccountMarketRow[]>(
    `SELECT a.owner_user_id, a.seed, m.frozen, m.speed, m.anchor_real, m.anchor_account, m.processed_until, m.price_overrides, m.fault
     FROM sandbox_markets m JOIN demo_accounts a ON a.id = m.account_id WHERE m.account_id = $1 FOR UPDATE OF m`,
    [accountId],
  );
  return row;
}

/** A sandbox account's market on first use: real time, running at speed 1, nothing due before now. */
export async function openSandboxMarket(db: Queryable, accountId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_markets (account_id, anchor_real, anchor_account, processed_until) VALUES ($1, $2, $2, $2) ON CONFLICT (account_id) DO NOTHING`,
    [accountId, now],
  );
}

/** Holds the market's row until the transaction ends: one control action per account at a time. */
export async function lockSandboxMarket(db: Queryable, accountId: string): Promise<void> {
  await db.query('SELECT 1 FROM sandbox_markets WHERE account_id = $1 FOR UPDATE', [accountId]);
}

/** The market as it opened (a reset): its clock on real time `now` at speed 1, no set prices, no fault. */
export async function resetSandboxMarket(db: Queryable, accountId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE sandbox_markets SET frozen = false, speed = 1, anchor_real = $2, anchor_account = $2, processed_until = $2, price_overrides = '{}', fault = NULL,
       updated_at = now() WHERE account_id = $1`,
    [accountId, now],
  );
}

/** The clock after a control action; due work up to its account time has been done. */
export async function storeClock(db: Queryable, accountId: string, clock: MarketClock): Promise<void> {
  await db.query(
    `UPDATE sandbox_markets SET frozen = $2, speed = $3, anchor_real = $4, anchor_account = $5, processed_until = GREATEST(processed_until, $5), updated_at = now()
     WHERE account_id = $1`,
    [accountId, clock.frozen, clock.speed, clock.anchorReal, clock.anchorAccount],
  );
}

export async function markProcessedUntil(db: Queryable, accountId: string, until: Date): Promise<void> {
  await db.query('UPDATE sandbox_markets SET processed_until = GREATEST(processed_until, $2) WHERE account_id = $1', [accountId, until]);
}

/** Up to when a sandbox account's due work has been done (undefined: no market yet). */
export async function processedUntil(db: Queryable, accountId: string): Promise<Date | undefined> {
  const [row] = await db.query<{ processed_until: Date }[]>('SELECT processed_until FROM sandbox_markets WHERE account_id = $1', [accountId]);
  return row?.processed_until;
}

/** The account time of the account's next scripted step or day-order expiry (null: none is waiting). */
export async function nextStepOrExpiry(db: Queryable, accountId: string): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | null }[]>(
    `SELECT LEAST(min(next_step_at), min(expires_at)) AS at FROM trading_orders WHERE account_id = $1 AND status IN ('pending', 'partially_filled')`,
    [accountId],
  );
  return row?.at ?? null;
}

/** Running (unfrozen) sandbox clocks whose accounts have working orders. */
export function runningMarketsWithWorkingOrders(db: Queryable): Promise<{ account_id: string }[]> {
  return db.query<{ account_id: string }[]>(
    `SELECT m.account_id FROM sandbox_markets m WHERE NOT m.frozen
       AND EXISTS (SELECT FROM trading_orders o WHERE o.account_id = m.account_id AND o.status IN ('pending', 'partially_filled'))`,
  );
}

/** What a clock move needs of each working order to know when it acts. */
export type WorkingOrderRow = Pick<
  ScriptedOrderRow,
  | 'id'
  | 'symbol'
  | 'side'
  | 'order_type'
  | 'limit_price'
  | 'stop_price'
  | 'triggered_at'
  | 'extended_hours'
  | 'trail_price'
  | 'trail_percent'
  | 'water_mark'
  | 'expires_at'
  | 'next_step_at'
  | 'simulate'
  | 'created_at'
>;

export function workingOrders(db: Queryable, accountId: string): Promise<WorkingOrderRow[]> {
  return db.query<WorkingOrderRow[]>(
    `SELECT id, symbol, side, order_type, limit_price::text, stop_price::text, triggered_at, trail_price::text, trail_percent::text, water_mark::text,
       extended_hours, expires_at, next_step_at, simulate, created_at FROM trading_orders
     WHERE account_id = $1 AND status IN ('pending', 'partially_filled') ORDER BY created_at, id`,
    [accountId],
  );
}

/** Trailing stops' water marks as a clock move leaves them (working ones only): the next move continues from them. */
export async function storeWaterMarks(db: Queryable, accountId: string, marks: Map<string, string>): Promise<void> {
  if (marks.size === 0) return;
  await db.query(
    `UPDATE trading_orders o SET water_mark = m.mark FROM unnest($2::uuid[], $3::numeric[]) AS m(id, mark)
     WHERE o.id = m.id AND o.account_id = $1 AND o.status IN ('pending', 'partially_filled') AND o.water_mark IS DISTINCT FROM m.mark`,
    [accountId, [...marks.keys()], [...marks.values()]],
  );
}

/** Stored orders with every column the ledger's views read. */
const ORDER_ROWS = `SELECT ${ORDER_COLUMNS.join(', ')} FROM trading_orders`;

/** These orders, in no particular order. */
export function ordersByIds(db: Queryable, ids: string[]): Promise<OrderRow[]> {
  return db.query<OrderRow[]>(`${ORDER_ROWS} WHERE id = ANY($1)`, [ids]);
}

/**
 * Saves an account's price overrides (due work done up to `now`) and reads its resting limits
 * (not scripted) the new price of `symbol` crosses, oldest first: one round trip.
 */
export function savePriceReadCrossedLimits(
  db: Queryable,
  accountId: string,
  overrides: PriceOverrides,
  now: Date,
  symbol: string,
  price: string,
): Promise<OrderRow[]> {
  return db.query<OrderRow[]>(
    `WITH saved AS (
       UPDATE sandbox_markets SET price_overrides = $4, processed_until = GREATEST(processed_until, $5), updated_at = now() WHERE account_id = $1)
     ${ORDER_ROWS}
     WHERE account_id = $1 AND symbol = $2 AND status = 'pending' AND order_type = 'limit' AND simulate IS NULL
       AND ((side = 'buy' AND limit_price >= $3::numeric) OR (side = 'sell' AND limit_price <= $3::numeric))
     ORDER BY created_at, id`,
    [accountId, symbol, price, JSON.stringify(overrides), now],
  );
}

/**
 * A set price decided on a cached market, as the guard of the ledger's one statement (see
 * TradingLedger.fillCrossedOnSnapshot): `require` holds only while the market's row is still
 * frozen at `now` with nothing due and the overrides it was decided on, and locks that row
 * first, as a control action does; `alsoWrite` saves the new overrides with the fills.
 */
export function setPriceGuard(accountId: string, cached: PriceOverrides, overrides: PriceOverrides, now: Date): ChangeGuard {
  return {
    require: (w: AccountWrite) =>
      `EXISTS (SELECT FROM sandbox_markets WHERE account_id = ${w.param(accountId)} AND frozen AND anchor_account = ${w.param(now)}
         AND processed_until >= ${w.param(now)} AND price_overrides = ${w.param(JSON.stringify(cached))}::jsonb FOR UPDATE)`,
    alsoWrite: (w: AccountWrite) =>
      `UPDATE sandbox_markets SET price_overrides = ${w.param(JSON.stringify(overrides))}::jsonb, updated_at = now()
       WHERE account_id = ${w.param(accountId)} AND ${ACCOUNT_UPDATED}`,
  };
}

export async function scriptFault(db: Queryable, accountId: string, fault: StoredFault): Promise<void> {
  await db.query('UPDATE sandbox_markets SET fault = $2, updated_at = now() WHERE account_id = $1', [accountId, JSON.stringify(fault)]);
}

/** The fault a call takes (counted down, or kept while its time lasts) and whether it is now spent; undefined when none is stored. */
export async function takeFault(db: Queryable, accountId: string, realNow: Date): Promise<{ fault: StoredFault; spent: boolean } | undefined> {
  // An UPDATE answers [rows, count] through TypeORM.
  const [[row]] = await db.query<[{ fault: StoredFault; spent: boolean }[], number]>(
    `WITH old AS (SELECT fault FROM sandbox_markets WHERE account_id = $1 AND fault IS NOT NULL FOR UPDATE)
     UPDATE sandbox_markets m SET fault = CASE
         WHEN (old.fault->>'until') IS NOT NULL AND (old.fault->>'until')::timestamptz > $2 THEN old.fault
         WHEN (old.fault->>'callsLeft')::int > 1 THEN jsonb_set(old.fault, '{callsLeft}', to_jsonb((old.fault->>'callsLeft')::int - 1))
         ELSE NULL END
     FROM old WHERE m.account_id = $1
     RETURNING old.fault AS fault, m.fault IS NULL AS spent`,
    [accountId, realNow],
  );
  return row;
}
