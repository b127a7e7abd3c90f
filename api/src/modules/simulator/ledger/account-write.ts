import { plainArrayLiteral } from '../../../database/plain-array-literal';
import { encodedData } from '../events/encoded-data';
import type { AccountEventType } from '../events/trading.events';
import type { FillRow, PositionRow, ScriptedOrderRow } from '../simulator.rows';

/**
 * A fill's own columns with their SQL types, in the order insertFills sends them; its account and
 * time are the change's, the same for every fill of it, and go once.
 */
const FILL_COLUMNS: [Exclude<keyof FillRow, 'account_id' | 'created_at'>, string][] = [
  ['id', 'uuid'],
  ['order_id', 'uuid'],
  ['symbol', 'varchar'],
  ['side', 'varchar'],
  ['quantity', 'numeric'],
  ['price', 'numeric'],
  ['realized_pnl', 'numeric'],
];

/** trading_orders' columns with their SQL types, for insertOrder (a new column fails to compile until it is here). */
const ORDER_COLUMN_TYPES: Record<keyof ScriptedOrderRow, string> = {
  id: 'uuid',
  account_id: 'uuid',
  client_order_id: 'varchar',
  symbol: 'varchar',
  side: 'varchar',
  order_type: 'varchar',
  quantity: 'numeric',
  notional: 'numeric',
  limit_price: 'numeric',
  stop_price: 'numeric',
  triggered_at: 'timestamptz',
  trail_price: 'numeric',
  trail_percent: 'numeric',
  water_mark: 'numeric',
  reserve_price: 'numeric',
  time_in_force: 'varchar',
  extended_hours: 'boolean',
  status: 'varchar',
  reason: 'varchar',
  reason_details: 'jsonb',
  filled_price: 'numeric',
  filled_quantity: 'numeric',
  expires_at: 'timestamptz',
  simulate: 'jsonb',
  next_step_at: 'timestamptz',
  step: 'int',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/** Between two payloads of appendEvents (chr(30) in its SQL). */
const RECORD_SEPARATOR = '\u001e';

/** An event a change appends to the account's log. */
export interface AppendedEvent {
  type: AccountEventType;
  payload: object;
}

/**
 * True inside a write once the account row's guarded update went through: every other write
 * of the change includes it, so when the account moved on since it was read, nothing is written.
 */
export const ACCOUNT_UPDATED = 'EXISTS (SELECT FROM account)';

/**
 * Everything one ledger change writes, sent as a single statement: each insert or update is
 * a data-modifying CTE (they all run, once, whether or not the final SELECT reads them, and
 * foreign keys are checked at the end of the statement). The account row's update comes
 * first and guards the rest (see ACCOUNT_UPDATED); the statement returns one row when it
 * wrote, none when the guard failed. Numerics go in as strings, so they stay exact.
 */
export class AccountWrite {
  readonly params: unknown[] = [];
  private readonly steps: string[] = [];
  private readonly transitions: { name: string; rows: number }[] = [];

  get isEmpty(): boolean {
    return this.steps.length === 0;
  }

  /** How many rows the conditional transitions must move between them. */
  get expectedTransitions(): number {
    return this.transitions.reduce((n, t) => n + t.rows, 0);
  }

  /** Adds a parameter and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /**
   * Inserts the rows of positions the account did not hold before; columns left out take their
   * defaults. As one jsonb document of rows, parsed once.
   */
  insertPositions(rows: PositionRow[]): void {
    const columns = Object.keys(rows[0]).join(', ');
    this.add(
      `INSERT INTO trading_positions (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::trading_positions, ${this.param(JSON.stringify(rows))}::jsonb)
       WHERE ${ACCOUNT_UPDATED}`,
    );
  }

  /**
   * Inserts an order, each column a typed parameter: Postgres reads each value with its type's
   * own input function, where a JSON document of the row was parsed into jsonb first and then
   * searched for every column (docs/decisions/fills-as-column-arrays-events-as-one-text.md).
   * Columns the row leaves out take their defaults.
   */
  insertOrder(row: ScriptedOrderRow): void {
    const columns = Object.keys(row) as (keyof ScriptedOrderRow)[];
    const values = columns.map((column) => `${this.param(row[column])}::${ORDER_COLUMN_TYPES[column]}`);
    this.add(`INSERT INTO trading_orders (${columns.join(', ')}) SELECT ${values.join(', ')} WHERE ${ACCOUNT_UPDATED}`);
  }

  /**
   * Updates the account's row for the position's symbol, which it already has, to the quantity,
   * cost and time given: a transition that must move that one row. One statement step per position,
   * each found by its key (a set of them joined in one step was hashed, a plan that cost more than
   * the row lock the update saves: docs/decisions/positions-updated-not-upserted.md).
   */
  updatePosition(accountId: string, position: PositionRow): void {
    this.transition(
      `UPDATE trading_positions SET quantity = ${this.param(position.quantity)}, cost_basis = ${this.param(position.cost_basis)}, updated_at = ${this.param(position.updated_at)}
       WHERE account_id = ${this.param(accountId)} AND symbol = ${this.param(position.symbol)} AND ${ACCOUNT_UPDATED} RETURNING 1`,
    );
  }

  /**
   * Inserts a change's fills (all of `accountId`, all at `at`) as one typed array per column:
   * Postgres reads each value with its type's own input function, with no JSON document to parse
   * first and split into fields (cheaper than jsonb rows: docs/decisions/fills-as-column-arrays-events-as-one-text.md).
   * Each array goes as its literal (see plainArrayLiteral).
   */
  insertFills(accountId: string, at: Date, fills: FillRow[]): void {
    const arrays = FILL_COLUMNS.map(([column, type]) => `${this.param(plainArrayLiteral(fills.map((f) => f[column])))}::${type}[]`);
    const columns = FILL_COLUMNS.map(([column]) => column).join(', ');
    this.add(
      `INSERT INTO trading_fills (${columns}, account_id, created_at)
       SELECT f.*, ${this.param(accountId)}::uuid, ${this.param(at)}::timestamptz FROM unnest(${arrays.join(', ')}) AS f(${columns}) WHERE ${ACCOUNT_UPDATED}`,
    );
  }

  /**
   * Appends events to the account's log, sequence numbers from `firstSeq` on, all at one time.
   * Their payloads go as one text, each payload's JSON after a record separator: JSON text never
   * holds that character raw (a string escapes it), so Postgres splits the text without reading
   * it and checks each payload once, as it casts it into the json column that keeps it as sent.
   * Nothing is parsed into jsonb and no key is looked up on the way in (a set price crossing a
   * hundred limits: 102 events of about 700 bytes). As one JSON array, the text was scanned
   * twice, once to check it and once to split it (the figures, and jsonb rows before that:
   * docs/decisions/fills-as-column-arrays-events-as-one-text.md). Each payload's text is the one
   * the streams send (encodedData).
   */
  appendEvents(accountId: string, firstSeq: number, createdAt: string, events: AppendedEvent[]): void {
    const types = this.param(plainArrayLiteral(events.map((e) => e.type)));
    const payloads = this.param(events.map((e) => encodedData(e.payload)).join(RECORD_SEPARATOR));
    this.add(
      `INSERT INTO trading_events (account_id, seq, type, payload, created_at)
       SELECT ${this.param(accountId)}::uuid, ${this.param(firstSeq)}::bigint + e.n - 1, e.type, e.payload::json, ${this.param(createdAt)}::timestamptz
       FROM ROWS FROM (unnest(${types}::varchar[]), string_to_table(${payloads}::text, chr(30))) WITH ORDINALITY AS e(type, payload, n)
       WHERE ${ACCOUNT_UPDATED}`,
    );
  }

  /**
   * An `UPDATE ... WHERE status = 'pending' AND ${ACCOUNT_UPDATED} RETURNING 1` that must move
   * exactly `rows` rows (one order, or the orders of a set-based update).
   */
  transition(update: string, rows = 1): void {
    this.transitions.push({ name: this.add(update), rows });
  }

  add(sql: string): string {
    const name = `w${this.steps.length + 1}`;
    this.steps.push(`${name} AS (${sql})`);
    return name;
  }

  /**
   * The statement, given the account row's guarded `UPDATE demo_accounts ... RETURNING 1`. Its
   * one row (none if the account's update matched nothing) reports `transitioned`.
   */
  sql(accountUpdate: string): string {
    const moved = this.transitions.map(({ name }) => `(SELECT count(*) FROM ${name})`).join(' + ') || '0';
    const steps = [`account AS (${accountUpdate})`, ...this.steps];
    return `WITH ${steps.join(',\n')}\nSELECT (${moved})::int AS transitioned FROM account`;
  }
}
