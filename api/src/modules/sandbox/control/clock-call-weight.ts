const WEEK_SECONDS = 7 * 86_400;

/**
 * How many calls a clock move counts as against its key's rate limit: one, plus one per week
 * of account time it moves over, since what falls due in it is searched session by session.
 * A two-year jump counts as 105 calls, so a key makes at most five a minute at the default limit.
 */
export function clockCallWeight(seconds: number): number {
  return 1 + Math.floor(Math.max(0, seconds) / WEEK_SECONDS);
}
