import { Client, type QueryResult, type QueryResultRow } from 'pg';
import { lockIdFor } from '../../api/src/database/advisory-lock';

export interface Tick {
  /** When the leader stored the prices (the database's clock, epoch ms). */
  at: number;
  prices: Record<string, number>;
}

const POLL_MS = 100;
/** Connections are counted every second (every tenth poll). */
const CONNECTIONS_EVERY = 10;
const MARKET_LOCK = lockIdFor('trading:market-clock');

/**
 * Watches the database from outside the app: every price tick the leader stores, which instance
 * holds the market's leader lock (by the application_name of its connection), and how many
 * connections each instance holds.
 */
export class Watcher {
  readonly ticks: Tick[] = [];
  leader: string | undefined;
  /** The most connections each instance (by application_name) had open at once. */
  readonly peakConnections = new Map<string, number>();
  private polls = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly client: Client;
  private timer?: NodeJS.Timeout;
  private busy = false;

  constructor(url: string) {
    this.client = new Client({ connectionString: url });
  }

  async start(): Promise<void> {
    await this.client.connect();
    this.timer = setInterval(() => void this.poll().catch(() => undefined), POLL_MS);
  }

  /** Each instance's open connections right now (by application_name), and how many of them LISTEN. */
  async connections(): Promise<{ name: string; total: number; listening: number }[]> {
    const { rows } = await this.query<{ name: string; total: string; listening: string }>(
      `SELECT application_name AS name, count(*) AS total, count(*) FILTER (WHERE query LIKE 'LISTEN %') AS listening
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY 1 ORDER BY 1`,
    );
    return rows.map((r) => ({ name: r.name || '(unnamed)', total: Number(r.total), listening: Number(r.listening) }));
  }

  /** One query at a time on the one connection (the poll and the run's own questions share it). */
  private query<R extends QueryResultRow>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
    const result = this.queue.then(() => this.client.query<R>(sql, params));
    this.queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.client.end();
  }

  private async poll(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const prices = await this.query<{ at: string; prices: Record<string, string> }>(
        `SELECT (extract(epoch FROM max(updated_at)) * 1000)::bigint AS at, json_object_agg(symbol, price) AS prices FROM trading_prices`,
      );
      const leader = await this.query<{ name: string }>(
        `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND l.granted AND ((l.classid::bigint << 32) | l.objid::bigint) = $1::bigint`,
        [MARKET_LOCK],
      );
      if ((this.polls += 1) % CONNECTIONS_EVERY === 0) {
        for (const c of await this.connections()) this.peakConnections.set(c.name, Math.max(this.peakConnections.get(c.name) ?? 0, c.total));
      }
      this.leader = leader.rows[0]?.name;
      const at = Number(prices.rows[0]?.at ?? 0);
      if (at && at !== this.ticks.at(-1)?.at) {
        this.ticks.push({ at, prices: Object.fromEntries(Object.entries(prices.rows[0].prices).map(([s, p]) => [s, Number(p)])) });
      }
    } finally {
      this.busy = false;
    }
  }
}
