/** Runs one statement; the limiter's only dependency, so its rules test without a database. */
export type LeaseQuery = (sql: string, params: unknown[]) => Promise<{ hits: number; last_grant: number }[]>;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Calls left this minute across every instance, as far as this one knows. */
  remaining: number;
  resetSeconds: number;
}

interface KeyWindow {
  window: number;
  /** Calls leased from Postgres and not used yet. */
  tokens: number;
  /** Calls granted to all instances this window, as of this instance's last lease. */
  grantedEverywhere: number;
  exhausted: boolean;
  lease: Promise<void> | null;
}

const WINDOW_MS = 60_000;
/**
 * The allowance is handed out in small leases: a lease is the only query, and an instance
 * never lets through more than it leased, so N instances together stay within the limit (a
 * few leased calls may go unused when the minute ends: the error is on the safe side).
 */
export const leaseSize = (limit: number) => Math.max(1, Math.min(100, Math.ceil(limit / 20)));

const LEASE = `
  INSERT INTO api_rate_windows (key_id, window_start, hits, last_grant) VALUES ($1::uuid, $2::bigint, LEAST($3::int, $4::int), LEAST($3::int, $4::int))
  ON CONFLICT (key_id, window_start) DO UPDATE
    SET hits = api_rate_windows.hits + LEAST($3::int, $4::int - api_rate_windows.hits), last_grant = LEAST($3::int, $4::int - api_rate_windows.hits)
    WHERE api_rate_windows.hits < $4::int
  RETURNING hits, last_grant`;

/**
 * Calls per API key and minute, counted once across all instances: each instance leases
 * calls from a per-key, per-minute row in Postgres and spends them locally, so most calls
 * cost no query at all (one in `leaseSize(limit)` waits for a lease).
 */
export class ApiRateLimiter {
  private readonly windows = new Map<string, KeyWindow>();

  constructor(
    private readonly query: LeaseQuery,
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts `cost` calls (a heavy call weighs more than one) against the key's minute, or refuses it. */
  async take(keyId: string, cost = 1): Promise<RateDecision> {
    for (;;) {
      const at = this.now();
      const window = Math.floor(at / WINDOW_MS);
      let state = this.windows.get(keyId);
      if (!state || state.window !== window) {
        if (this.windows.size > 100_000) this.windows.clear();
        state = { window, tokens: 0, grantedEverywhere: 0, exhausted: false, lease: null };
        this.windows.set(keyId, state);
      }
      const resetSeconds = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - at) / 1000));
      if (state.tokens >= cost) {
        state.tokens -= cost;
        return { allowed: true, limit: this.limit, remaining: Math.max(0, this.limit - state.grantedEverywhere + state.tokens), resetSeconds };
      }
      if (state.exhausted) return { allowed: false, limit: this.limit, remaining: Math.max(0, state.tokens), resetSeconds };
      state.lease ??= this.lease(keyId, state, cost - state.tokens).finally(() => (state!.lease = null));
      await state.lease;
    }
  }

  /** Seconds until the key's minute ends, when this instance knows it has no calls left in it; null otherwise (no query). */
  knownExhausted(keyId: string): number | null {
    const at = this.now();
    const state = this.windows.get(keyId);
    if (!state?.exhausted || state.tokens > 0 || state.window !== Math.floor(at / WINDOW_MS)) return null;
    return Math.max(1, Math.ceil(((state.window + 1) * WINDOW_MS - at) / 1000));
  }

  /** Leases at least `needed` calls (fewer when the minute has fewer left: then the next lease finds it exhausted). */
  private async lease(keyId: string, state: KeyWindow, needed: number): Promise<void> {
    const [row] = await this.query(LEASE, [keyId, state.window, Math.max(leaseSize(this.limit), needed), this.limit]);
    if (!row || row.last_grant <= 0) {
      state.exhausted = true;
      if (row) state.grantedEverywhere = row.hits;
      return;
    }
    state.tokens += row.last_grant;
    state.grantedEverywhere = row.hits;
  }
}
