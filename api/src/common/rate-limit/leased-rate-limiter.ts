import { LRUCache } from 'lru-cache';

/** Runs one statement; the limiter's only dependency, so its rules test without a database. */
export type LeaseQuery = (sql: string, params: unknown[]) => Promise<{ hits: number; last_grant: number; ends_at: string | number }[]>;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Calls left in this window across every instance, as far as this one knows. */
  remaining: number;
  resetSeconds: number;
}

interface BucketWindow {
  /** When the bucket's shared window ends (epoch ms); unknown until the first lease of it. */
  endsAt: number | undefined;
  /** Calls leased from Postgres and not used yet. */
  tokens: number;
  /** Calls granted to all instances this window, as of this instance's last lease. */
  grantedEverywhere: number;
  exhausted: boolean;
  lease: Promise<void> | null;
}

const MINUTE_MS = 60_000;
const MAX_BUCKETS = 100_000;

/**
 * The allowance is handed out in small leases: a lease is the only query, and an instance
 * never lets through more than it leased, so N instances together stay within the limit (a
 * few leased calls may go unused when the window ends or an instance dies: the error is on the
 * safe side, at most one lease per instance).
 */
export const leaseSize = (limit: number) => Math.max(1, Math.min(100, Math.ceil(limit / 20)));

// One row per bucket: the first call after its window ended starts a new one. Always returns
// the row (last_grant 0 when the window is spent), so an exhausted instance learns when it ends.
const LEASE = `
  INSERT INTO rate_limit_windows AS w (bucket, ends_at, hits, last_grant)
  VALUES ($1, $2::bigint + $5::bigint, LEAST($3::int, $4::int), LEAST($3::int, $4::int))
  ON CONFLICT (bucket) DO UPDATE SET
    ends_at = CASE WHEN w.ends_at <= $2::bigint THEN EXCLUDED.ends_at ELSE w.ends_at END,
    hits = CASE WHEN w.ends_at <= $2::bigint THEN EXCLUDED.hits ELSE w.hits + GREATEST(0, LEAST($3::int, $4::int - w.hits)) END,
    last_grant = CASE WHEN w.ends_at <= $2::bigint THEN EXCLUDED.last_grant ELSE GREATEST(0, LEAST($3::int, $4::int - w.hits)) END
  RETURNING hits, last_grant, ends_at`;

/**
 * Calls per bucket (an API key, a demo account, an address) and window, counted once across all
 * instances: each instance leases calls from the bucket's row in Postgres and spends them
 * locally, so most calls cost no query at all (one in `leaseSize(limit)` waits for a lease).
 * A window starts with the bucket's first call, as an in-memory fixed window would.
 */
export class LeasedRateLimiter {
  /** The buckets this instance counts now; the least recently used is forgotten first (its leased calls go unused). */
  private readonly windows = new LRUCache<string, BucketWindow>({ max: MAX_BUCKETS });

  constructor(
    private readonly query: LeaseQuery,
    readonly limit: number,
    private readonly windowMs: number = MINUTE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The decision when this instance can make it alone (enough leased calls left, or the window
   * spent); undefined when it must lease. `cost` counts a heavy call as several.
   */
  decideNow(bucket: string, cost = 1): RateDecision | undefined {
    const at = this.now();
    const state = this.windowOf(bucket, at);
    if (state.endsAt === undefined) return undefined;
    const resetSeconds = Math.max(1, Math.ceil((state.endsAt - at) / 1000));
    if (state.tokens >= cost) {
      state.tokens -= cost;
      return { allowed: true, limit: this.limit, remaining: Math.max(0, this.limit - state.grantedEverywhere + state.tokens), resetSeconds };
    }
    if (state.exhausted) return { allowed: false, limit: this.limit, remaining: Math.max(0, state.tokens), resetSeconds };
    return undefined;
  }

  /** Counts `cost` calls against the bucket's window, or refuses them. */
  async take(bucket: string, cost = 1): Promise<RateDecision> {
    for (;;) {
      const decision = this.decideNow(bucket, cost);
      if (decision) return decision;
      const state = this.windowOf(bucket, this.now());
      state.lease ??= this.lease(bucket, state, cost - state.tokens).finally(() => (state.lease = null));
      await state.lease;
    }
  }

  /** Seconds until the bucket's window ends, when this instance knows it has no calls left in it; null otherwise (no query). */
  knownExhausted(bucket: string): number | null {
    const at = this.now();
    const state = this.windows.get(bucket);
    if (!state?.exhausted || state.tokens > 0 || state.endsAt === undefined || at >= state.endsAt) return null;
    return Math.max(1, Math.ceil((state.endsAt - at) / 1000));
  }

  private windowOf(bucket: string, at: number): BucketWindow {
    let state = this.windows.get(bucket);
    if (!state || (state.endsAt !== undefined && at >= state.endsAt)) {
      state = { endsAt: undefined, tokens: 0, grantedEverywhere: 0, exhausted: false, lease: null };
      this.windows.set(bucket, state);
    }
    return state;
  }

  /** Leases at least `needed` calls (fewer when the window has fewer left: then the next lease finds it exhausted). */
  private async lease(bucket: string, state: BucketWindow, needed: number): Promise<void> {
    const [row] = await this.query(LEASE, [bucket, this.now(), Math.max(leaseSize(this.limit), needed), this.limit, this.windowMs]);
    state.endsAt = Number(row.ends_at);
    state.grantedEverywhere = row.hits;
    if (row.last_grant > 0) state.tokens += row.last_grant;
    else state.exhausted = true;
  }
}
