import { Logger } from '@nestjs/common';

export interface BatchInserterOptions<T> {
  /** A trusted table name: the rows go through `json_populate_recordset(NULL::<table>, $1)`. */
  table: string;
  /** The columns written (the others take their defaults), trusted names. */
  columns: readonly string[];
  /** How an entry becomes a row: column name to value. */
  row: (entry: T) => Record<string, unknown>;
  /** The longest an entry waits before it is written. */
  flushMs: number;
  maxBatch?: number;
  /** Beyond this, entries are dropped rather than let a stalled database eat the memory. */
  maxPending?: number;
  /**
   * The row another table's row must exist for (all trusted names): a row is written only if
   * `table.key` holds its `column`, and that row is locked as a foreign key would lock it
   * (`FOR KEY SHARE`), once per distinct value in the batch and in key order. An entry whose row
   * was deleted while it waited, or is being deleted as the batch is written (waited for), is
   * dropped instead of failing the batch.
   */
  referencing?: { column: string; table: string; key: string };
  /** Told what was stored, after each successful write. */
  onWritten?: (batch: readonly T[]) => void;
  /**
   * Entries that one row can stand for: an entry whose `key` is that of an entry still pending
   * is folded `into` it instead of becoming a row of its own. A batch on its way is never touched.
   */
  merge?: { key: (entry: T) => string; into: (pending: T, entry: T) => void };
  /**
   * A trusted `ON CONFLICT (...) DO UPDATE ...` clause for the insert: rows that add to a row
   * already stored (counts). Give `merge` too, so that no batch names one row twice.
   */
  upsert?: string;
  /**
   * Of a batch, only each `key`'s newest `keep` entries are written: a table trimmed to that many
   * per key right after each batch would delete the others at once (`onWritten` gets those written).
   */
  newestPer?: { key: (entry: T) => string | number; keep: number };
}

type Query = (sql: string, parameters: unknown[]) => Promise<unknown>;

/**
 * Postgres' answers that say the batch lost a race, not that it is wrong: a deadlock (its rows
 * lock accounts that order changes hold) or a serialization failure. Nothing of the batch was
 * written, so it is sent again.
 */
const TRANSIENT_CODES = new Set(['40P01', '40001']);
/** How often a batch that lost such a race is sent in all, and how long it waits in between. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 25;

const isTransient = (error: unknown) => {
  const { code, driverError } = error as { code?: unknown; driverError?: { code?: unknown } };
  return TRANSIENT_CODES.has(String(code ?? driverError?.code));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one batch inserter: collects log-like entries in memory and writes them in one INSERT
 * per batch, at most `flushMs` after the first of them, so logging never adds a database
 * round trip to the request it describes. A batch that lost a race (a deadlock) is sent again;
 * any other failure is logged and the batch dropped (a crash or an outage loses at most what
 * was pending: these are logs, not records).
 */
export class BatchInserter<T> {
  private readonly logger: Logger;
  private readonly sql: string;
  private readonly maxBatch: number;
  private readonly maxPending: number;
  private pending: T[] = [];
  /** The pending entries by their merge key (options.merge). */
  private pendingByKey = new Map<string, T>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly query: Query,
    private readonly options: BatchInserterOptions<T>,
  ) {
    const { referencing } = options;
    const names = [options.table, ...options.columns, ...(referencing ? [referencing.column, referencing.table, referencing.key] : [])];
    for (const name of names) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid name: ${name}`);
    this.logger = new Logger(`BatchInserter:${options.table}`);
    this.maxBatch = options.maxBatch ?? 500;
    this.maxPending = options.maxPending ?? 20_000;
    // One JSON parameter: serialized natively, where pg's array parameters escape every element in JavaScript.
    const columns = options.columns.join(', ');
    const rows = `json_populate_recordset(NULL::${options.table}, $1) WITH ORDINALITY`;
    const insert = `INSERT INTO ${options.table} (${columns}) SELECT ${options.columns.map((c) => `r.${c}`).join(', ')}`;
    const upsert = options.upsert ? ` ${options.upsert}` : '';
    // WITH ORDINALITY keeps the entries' order (and so their ids) whatever plan the filter gets.
    if (!referencing) this.sql = `${insert} FROM ${rows} r ORDER BY r.ordinality${upsert}`;
    else {
      // Locked once per referenced row, not once per entry: a batch of a busy account's calls
      // would otherwise lock its row again for each (a WAL record and a MultiXact each time, when
      // the account's own update holds it meanwhile).
      const { column, table, key } = referencing;
      this.sql =
        `WITH r AS MATERIALIZED (SELECT * FROM ${rows}),` +
        ` kept AS (SELECT k.${key} FROM ${table} k WHERE k.${key} = ANY (ARRAY(SELECT DISTINCT r.${column} FROM r)) ORDER BY k.${key} FOR KEY SHARE)` +
        ` ${insert} FROM r WHERE r.${column} IN (SELECT ${key} FROM kept) ORDER BY r.ordinality${upsert}`;
    }
  }

  add(entry: T): void {
    const { merge } = this.options;
    const key = merge?.key(entry);
    const same = key === undefined ? undefined : this.pendingByKey.get(key);
    if (same) return merge!.into(same, entry);
    if (this.pending.length >= this.maxPending) return;
    if (key !== undefined) this.pendingByKey.set(key, entry);
    this.pending.push(entry);
    if (this.pending.length >= this.maxBatch) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
      this.timer.unref();
    }
  }

  /** Writes everything collected so far; resolves once it is written (or dropped). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const entries = this.pending;
    this.pending = [];
    this.pendingByKey = new Map();
    // `add` flushes at maxBatch, so no batch is ever larger.
    if (entries.length > 0) this.flushing = this.flushing.then(() => this.write(entries));
    return this.flushing;
  }

  private async write(entries: T[]): Promise<void> {
    const batch = this.options.newestPer ? newestPer(entries, this.options.newestPer) : entries;
    const parameters = [JSON.stringify(batch.map(this.options.row))];
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.query(this.sql, parameters);
        break;
      } catch (error) {
        if (attempt < ATTEMPTS && isTransient(error)) {
          await sleep(RETRY_DELAY_MS * attempt);
          continue;
        }
        this.logger.warn(`Dropped ${batch.length} entries: ${(error as Error).message}`);
        return;
      }
    }
    this.options.onWritten?.(batch);
  }
}

/** Each key's last `keep` entries, in the order they came. */
function newestPer<T>(entries: T[], { key, keep }: { key: (entry: T) => string | number; keep: number }): T[] {
  const seen = new Map<string | number, number>();
  const kept: T[] = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const k = key(entries[i]);
    const n = seen.get(k) ?? 0;
    if (n >= keep) continue;
    seen.set(k, n + 1);
    kept.push(entries[i]);
  }
  return kept.reverse();
}
