import { LRUCache } from 'lru-cache';
import { IsoDate, isoDate, newYorkInstant, nextDate } from './new-york-time';
import { NYSE_EARLY_CLOSES, NYSE_HOLIDAYS } from './nyse-calendar';

export interface TradingSession {
  date: IsoDate;
  open: Date;
  close: Date;
  earlyClose: boolean;
}

export interface MarketStatus {
  isOpen: boolean;
  /** The next opening bell after `instant` (never the one of a session already under way). */
  nextOpen: Date;
  /** The close of the session under way, or of the next session when closed. */
  nextClose: Date;
}

/** A year of days is plenty: the longest NYSE closure is a long weekend. */
const MAX_DAYS_SEARCHED = 366;

function weekday(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
}

/** The regular session of a calendar day in New York, or null on weekends and holidays. */
export function tradingSession(date: IsoDate): TradingSession | null {
  const known = sessionsByDate.get(date);
  if (known !== undefined) return known || null;
  const session = sessionOf(date);
  sessionsByDate.set(date, session ?? false);
  return session;
}

/**
 * Days already worked out: the time zone formatting behind a session's open and close costs
 * some 50 microseconds, and a clock jump of a year asks for every session in it.
 */
const MAX_REMEMBERED_DAYS = 20_000;
/** false: no session that day (LRUCache holds no null). */
const sessionsByDate = new LRUCache<IsoDate, TradingSession | false>({ max: MAX_REMEMBERED_DAYS });

function sessionOf(date: IsoDate): TradingSession | null {
  const day = weekday(date);
  if (day === 0 || day === 6 || NYSE_HOLIDAYS.has(date)) return null;
  const [y, m, d] = date.split('-').map(Number);
  const earlyClose = NYSE_EARLY_CLOSES.has(date);
  return { date, open: newYorkInstant(y, m, d, 9, 30), close: newYorkInstant(y, m, d, earlyClose ? 13 : 16), earlyClose };
}

/** The sessions from the one under way at `instant` (or the next) on, in time order, for as long as the caller reads. */
export function* sessionsFrom(instant: Date): Generator<TradingSession> {
  let session = currentOrNextSession(instant);
  for (;;) {
    yield session;
    let date = nextDate(session.date);
    let next = tradingSession(date);
    for (let i = 0; !next && i < MAX_DAYS_SEARCHED; i++) next = tradingSession((date = nextDate(date)));
    if (!next) throw new Error(`No trading session within a year of ${session.date}`);
    session = next;
  }
}

/**
 * The session under way at `instant` or, when the market is closed, the next one: the first
 * session to close after `instant`. The search starts at the UTC date of the day before, which is
 * never after New York's date (UTC-4 or UTC-5), and no session of a day before New York's closes
 * after `instant`; so no time zone formatting (about 35 us, twice per sandbox order) is needed,
 * only remembered days. A property test holds it equal to the search from New York's wall date.
 */
export function currentOrNextSession(instant: Date): TradingSession {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  let session = sessionByMinute.get(minute);
  if (!session) {
    if (sessionByMinute.size >= MAX_REMEMBERED_MINUTES) sessionByMinute.clear();
    session = searchCurrentOrNextSession(instant);
    sessionByMinute.set(minute, session);
  }
  return session;
}

const MINUTE_MS = 60_000;
/** Bounds the minutes remembered: a clock moved over a year asks for a few thousand. */
const MAX_REMEMBERED_MINUTES = 10_000;
/**
 * The answer for every instant of a minute is the same: each bell rings on a whole minute (New
 * York is a whole number of hours from UTC), so whether a close is after the instant depends only
 * on the instant's minute. A sandbox order asks three times (its market status twice, its day's
 * close once), and the walk over remembered days cost about 10 µs of a /v1 order as profiled.
 * A plain Map, cleared when full: lru-cache's own bookkeeping showed in the same profile.
 */
const sessionByMinute = new Map<number, TradingSession>();

function searchCurrentOrNextSession(instant: Date): TradingSession {
  const dayBefore = new Date(instant.getTime() - 86_400_000);
  let date = isoDate(dayBefore.getUTCFullYear(), dayBefore.getUTCMonth() + 1, dayBefore.getUTCDate());
  for (let i = 0; i <= MAX_DAYS_SEARCHED; i++, date = nextDate(date)) {
    const session = tradingSession(date);
    if (session && session.close.getTime() > instant.getTime()) return session;
  }
  throw new Error(`No trading session within a year of ${instant.toISOString()}`);
}

export function marketStatus(instant: Date): MarketStatus {
  const session = currentOrNextSession(instant);
  const isOpen = session.open.getTime() <= instant.getTime();
  const nextOpen = isOpen ? currentOrNextSession(session.close).open : session.open;
  return { isOpen, nextOpen, nextClose: session.close };
}

/**
 * When a day order placed at `instant` expires: the close of the session under way, or of the
 * next session when the market is closed (an order placed on Saturday lives through Monday).
 */
export function sessionCloseAfter(instant: Date): Date {
  return currentOrNextSession(instant).close;
}
