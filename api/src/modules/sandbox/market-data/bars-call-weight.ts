/**
 * How many calls a bars request counts as against its key's rate limit: one per 1,000 bars it
 * may answer (a page of 10,000 minutes takes some 100 ms to draw cold), so a key pages through a
 * year of minutes (ten pages of 10,000) with 100 of its 600 calls a minute, not 10.
 */
export function barsCallWeight(limit: number): number {
  return Math.max(1, Math.ceil(limit / 1_000));
}
