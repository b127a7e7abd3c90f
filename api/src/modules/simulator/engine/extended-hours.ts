import { sessionsFrom, type TradingSession } from './market-hours';

const HOUR_MS = 3_600_000;
/** Pre-market opens at 04:00 New York, five and a half hours before the bell (no session falls on a daylight-saving switch, a Sunday). */
const PRE_MARKET_MS = 5.5 * HOUR_MS;
/** After-hours runs four hours past the close: to 20:00, or 17:00 after an early close (Alpaca's hours). */
const AFTER_HOURS_MS = 4 * HOUR_MS;

/** A trading day's extended hours: pre-market, the session and after-hours, [open, close). */
export interface ExtendedSession {
  open: Date;
  close: Date;
}

export function extendedSession(session: TradingSession): ExtendedSession {
  return { open: new Date(session.open.getTime() - PRE_MARKET_MS), close: new Date(session.close.getTime() + AFTER_HOURS_MS) };
}

/** The trading days whose extended hours are under way at `instant` or still to come, in time order. */
export function* extendedSessionsFrom(instant: Date): Generator<ExtendedSession> {
  // A session that closed less than four hours ago is still in its after-hours.
  for (const session of sessionsFrom(new Date(instant.getTime() - AFTER_HOURS_MS))) yield extendedSession(session);
}

/**
 * When an extended-hours day order placed at `instant` expires: the end of the after-hours under
 * way or next (a limit placed at 18:00 lives until 20:00 that day; one placed at 21:00, until
 * 20:00 the next trading day).
 */
export function extendedCloseAfter(instant: Date): Date {
  return extendedSessionsFrom(instant).next().value!.close;
}
