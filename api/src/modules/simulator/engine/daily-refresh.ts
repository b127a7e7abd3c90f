import { tradingSession } from './market-hours';
import { isoDate, type IsoDate, newYorkWallTime } from './new-york-time';

/** A year of days back is plenty: the longest NYSE closure is a long weekend. */
const MAX_DAYS_SEARCHED = 366;

/** The calendar day before `date`; noon-based so 23- and 25-hour days don't matter. */
export function previousDate(date: IsoDate): IsoDate {
  const [y, m, d] = date.split('-').map(Number);
  const before = new Date(Date.UTC(y, m - 1, d, 12) - 86_400_000);
  return isoDate(before.getUTCFullYear(), before.getUTCMonth() + 1, before.getUTCDate());
}

/**
 * The latest regular session close at or before `instant` (16:00 New York, 13:00 on an early
 * close): when a broker that refreshes balances once a day last did (tidewater's daily refresh).
 */
export function lastCloseAtOrBefore(instant: Date): Date {
  const wall = newYorkWallTime(instant);
  let date = isoDate(wall.year, wall.month, wall.day);
  for (let i = 0; i < MAX_DAYS_SEARCHED; i++, date = previousDate(date)) {
    const session = tradingSession(date);
    if (session && session.close.getTime() <= instant.getTime()) return session.close;
  }
  throw new Error(`No trading session within a year before ${instant.toISOString()}`);
}
