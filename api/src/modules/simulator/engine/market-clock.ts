import { newYorkInstant } from './new-york-time';
import { NYSE_CALENDAR_YEARS } from './nyse-calendar';

/**
 * A sandbox account's clock. Its time is never ticked: it is computed from an anchor pair (a
 * real instant and the account's instant at that moment) plus the elapsed real time times the
 * speed, or the anchor itself while frozen. Every control action re-anchors at the real
 * instant it happens, so instances agree on `now` without coordinating anything but the row.
 */
export interface MarketClock {
  frozen: boolean;
  /** Account seconds per real second while running. */
  speed: number;
  anchorReal: Date;
  anchorAccount: Date;
}

export type ClockAction = { action: 'freeze' } | { action: 'resume' } | { action: 'advance'; seconds: number } | { action: 'set'; to: Date };

export const MAX_CLOCK_SPEED = 10_000;
/** How far one action moves a clock at most: two years, a leap day included. */
export const MAX_CLOCK_JUMP_SECONDS = 2 * 366 * 86_400;
/** The instants the NYSE calendar knows (midnight New York starting its first year, and after its last). */
export const CALENDAR_RANGE = {
  from: newYorkInstant(NYSE_CALENDAR_YEARS.first, 1, 1, 0),
  until: newYorkInstant(NYSE_CALENDAR_YEARS.last + 1, 1, 1, 0),
  text: `${NYSE_CALENDAR_YEARS.first}-01-01 to ${NYSE_CALENDAR_YEARS.last}-12-31, New York time`,
} as const;

export type ClockMoveProblem = 'backwards' | 'past-calendar' | 'too-far';

/**
 * Why a clock reading `now` may not move to `target`, or null: never backwards, never past the
 * calendar's last year (holidays and early closes would be wrong there; before its first year,
 * where only real time or a test's clock starts, weekends are still right), and never further
 * than MAX_CLOCK_JUMP_SECONDS at once. Staying put (freeze, resume) is always fine.
 */
export function clockMoveProblem(now: Date, target: Date): ClockMoveProblem | null {
  if (target.getTime() < now.getTime()) return 'backwards';
  if (target.getTime() === now.getTime()) return null;
  if (target.getTime() >= CALENDAR_RANGE.until.getTime()) return 'past-calendar';
  if (target.getTime() - now.getTime() > MAX_CLOCK_JUMP_SECONDS * 1000) return 'too-far';
  return null;
}

/** A clock that reads real time: what every account has until its clock is first controlled. */
export function realTimeClock(realNow: Date): MarketClock {
  return { frozen: false, speed: 1, anchorReal: realNow, anchorAccount: realNow };
}

export function clockNow(clock: MarketClock, realNow: Date): Date {
  if (clock.frozen) return new Date(clock.anchorAccount);
  const elapsed = realNow.getTime() - clock.anchorReal.getTime();
  return new Date(clock.anchorAccount.getTime() + Math.max(0, elapsed) * clock.speed);
}

/** The account instant an action moves the clock to (equal to now for freeze and resume). */
export function actionTarget(clock: MarketClock, action: ClockAction, realNow: Date): Date {
  const now = clockNow(clock, realNow);
  if (action.action === 'advance') return new Date(now.getTime() + action.seconds * 1000);
  if (action.action === 'set') return new Date(action.to);
  return now;
}

/**
 * The clock after the action, re-anchored at `realNow` on `target` (see actionTarget), with the
 * speed changed when one is given. Moving backwards is the caller's check: it must refuse.
 */
export function applyClockAction(clock: MarketClock, action: ClockAction, target: Date, realNow: Date, speed?: number): MarketClock {
  const frozen = action.action === 'freeze' ? true : action.action === 'resume' ? false : clock.frozen;
  return { frozen, speed: speed ?? clock.speed, anchorReal: new Date(realNow), anchorAccount: new Date(target) };
}
