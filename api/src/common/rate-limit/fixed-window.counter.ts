export interface WindowCount {
  /** Hits counted in the current window, this one included when it was allowed. */
  hits: number;
  /** Whether this hit was refused: the window had already reached the limit. */
  blocked: boolean;
  /** Whole seconds until the window ends (at least 1). */
  resetSeconds: number;
}

interface Window {
  endsAt: number;
  hits: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Counts hits per key in fixed windows: one counter per key, O(1) and synchronous per request.
 * A fixed window may let up to twice the limit through across a window boundary, the usual
 * trade of `X-RateLimit-Reset` style limits. Counts live in this process.
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  hit(key: string, windowMs: number, limit: number): WindowCount {
    const at = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= at) {
      window = { endsAt: at + windowMs, hits: 0 };
      this.windows.set(key, window);
    }
    const resetSeconds = Math.max(1, Math.ceil((window.endsAt - at) / 1000));
    if (window.hits >= limit) return { hits: window.hits, blocked: true, resetSeconds };
    window.hits += 1;
    return { hits: window.hits, blocked: false, resetSeconds };
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const at = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= at) this.windows.delete(key);
  }
}
