import type { Row } from '../trading.views';

/**
 * Everything one ledger change writes, sent as a single statement: each insert or update is
 * a data-modifying CTE (they all run, once, whether or not the final SELECT reads them, and
 * foreign keys are checked at the end of the statement). Numerics go in as strings, so they
 * stay exact.
 */
export class AccountWrite {
  readonly params: unknown[] = [];
  private readonly steps: string[] = [];
  private readonly transitions: string[] = [];

  get isEmpty(): boolean {
    return this.steps.length === 0;
  }

  /** How many rows the conditional transitions must move between them (one each). */
  get expectedTransitions(): number {
    return this.transitions.length;
  }

  /** Adds a parameter and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Inserts rows given as column -> value; columns left out take their defaults (now() for timestamps). */
  insert(table: string, rows: Row[], onConflict = ''): void {
    const columns = Object.keys(rows[0]).join(', ');
    this.add(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, ${this.param(JSON.stringify(rows))}) ${onConflict}`);
  }

  /** An `UPDATE ... WHERE status = 'pending' RETURNING 1` that must move exactly one row. */
  transition(update: string): void {
    this.transitions.push(this.add(update));
  }

  add(sql: string): string {
    const name = `w${this.steps.length + 1}`;
    this.steps.push(`${name} AS (${sql})`);
    return name;
  }

  /** The statement; its one row reports `transitioned`, plus the given extra columns. */
  sql(...select: string[]): string {
    const moved = this.transitions.map((name) => `(SELECT count(*) FROM ${name})`).join(' + ') || '0';
    return `WITH ${this.steps.join(',\n')}\nSELECT (${moved})::int AS transitioned${select.map((s) => `, ${s}`).join('')}`;
  }
}
