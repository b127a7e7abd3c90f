const NEW_YORK = 'America/New_York';
const CLOSE_HOUR = 16;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function newYorkWallTime(instant: Date): WallTime {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The instant at which New York's clock shows the given wall time (16:00 is never in a DST gap). */
function newYorkInstant(year: number, month: number, day: number, hour: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const wall = newYorkWallTime(new Date(guess));
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - guess;
  return new Date(guess - offset);
}

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
