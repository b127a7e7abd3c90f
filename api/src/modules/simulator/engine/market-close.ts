import { newYorkInstant, newYorkWallTime } from './new-york-time';

const CLOSE_HOUR = 16;

/** The last answer: it holds for every instant from `from` until the close it names. */
let last: { from: number; expiry: Date } | undefined;

/**
 * When a day order placed at `instant` expires: 16:00 New York time that day, or the next
 * day's 16:00 when placed at or after the close. DST is handled by the time zone database.
 * The answer is the first close after `instant`, so it is reused until that close (time
 * zone formatting is a measurable part of placing an order).
 */
export function dayOrderExpiry(instant: Date): Date {
  const at = instant.getTime();
  if (last && at >= last.from && at < last.expiry.getTime()) return new Date(last.expiry);
  const expiry = computeDayOrderExpiry(instant);
  last = { from: at, expiry };
  return new Date(expiry);
}

function computeDayOrderExpiry(instant: Date): Date {
  const wall = newYorkWallTime(instant);
  const today = newYorkInstant(wall.year, wall.month, wall.day, CLOSE_HOUR);
  if (instant.getTime() < today.getTime()) return today;
  // Noon-based day arithmetic sidesteps 23- and 25-hour days.
  const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, 12) + 86_400_000);
  return newYorkInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), CLOSE_HOUR);
}
