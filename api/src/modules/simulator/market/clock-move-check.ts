import { CALENDAR_RANGE, ClockAction, clockMoveProblem, MAX_CLOCK_JUMP_SECONDS } from '../engine';
import { ValidationFailedException } from '../../../common/errors';
import { ClockBackwards } from '../simulator.errors';

/** Refuses a move the clock may not make (see clockMoveProblem): 409 backwards, else a 400 naming the field and the bound. */
export function assertClockMove(action: ClockAction, now: Date, target: Date): void {
  const problem = clockMoveProblem(now, target);
  if (!problem) return;
  if (problem === 'backwards') throw new ClockBackwards(now, target);
  const field = action.action === 'set' ? 'to' : 'seconds';
  const message =
    problem === 'past-calendar'
      ? `${field} must not move the clock past the NYSE calendar it knows, ${CALENDAR_RANGE.text} (until ${CALENDAR_RANGE.until.toISOString()}): ${target.toISOString()} is after it`
      : `${field} must move the clock at most ${MAX_CLOCK_JUMP_SECONDS} seconds (two years) at once: it reads ${now.toISOString()}`;
  throw new ValidationFailedException([{ field, messages: [message] }]);
}
