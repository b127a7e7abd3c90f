const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** When each attempt is made, counted from the one before (Svix's schedule): 8 attempts over ~28 h. */
export const ATTEMPT_DELAYS_MS = [0, 5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];

/** A receiver's Retry-After is honoured, up to this long. */
const LONGEST_RETRY_AFTER_MS = 24 * HOUR;

/**
 * When to try again after `attemptsMade` attempts of the current round, or null when the
 * schedule is spent. A Retry-After longer than the scheduled wait postpones the next attempt.
 */
export function nextAttemptAt(attemptsMade: number, now: Date, retryAfterMs: number | null = null): Date | null {
  if (attemptsMade >= ATTEMPT_DELAYS_MS.length) return null;
  const wait = Math.max(ATTEMPT_DELAYS_MS[attemptsMade], Math.min(retryAfterMs ?? 0, LONGEST_RETRY_AFTER_MS));
  return new Date(now.getTime() + wait);
}

/** Retry-After as seconds or an HTTP date (RFC 9110), in milliseconds from `now`; null if absent or unreadable. */
export function parseRetryAfter(header: string | undefined, now: Date): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * SECOND;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
