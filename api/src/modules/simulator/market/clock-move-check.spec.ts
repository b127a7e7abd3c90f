import { ValidationFailedException } from '../../../common/errors';
import { ClockBackwards } from '../simulator.errors';
import { assertClockMove } from './clock-move-check';

const NOW = new Date('2026-11-23T15:00:00Z');

describe('the moves a sandbox clock refuses', () => {
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      return error as ValidationFailedException;
    }
    throw new Error('not refused');
  };

  it('answers 409 to a move backwards', () => {
    expect(refusal(() => assertClockMove({ action: 'advance', seconds: -1 }, NOW, new Date(NOW.getTime() - 1000)))).toBeInstanceOf(ClockBackwards);
  });

  it('answers 400 naming `to` and the calendar’s range to a set past it', () => {
    const error = refusal(() => assertClockMove({ action: 'set', to: new Date('9999-12-31T00:00:00Z') }, NOW, new Date('9999-12-31T00:00:00Z')));
    expect(error.getStatus()).toBe(400);
    expect(error.errors).toEqual([{ field: 'to', messages: [expect.stringContaining('2026-01-01 to 2027-12-31, New York time')] }]);
  });

  it('answers 400 naming `seconds` to a jump of more than two years', () => {
    const from = new Date('2025-06-01T00:00:00Z');
    const error = refusal(() => assertClockMove({ action: 'advance', seconds: 3 * 366 * 86_400 }, from, new Date('2027-06-05T00:00:00Z')));
    expect(error.errors?.[0]).toEqual({ field: 'seconds', messages: [expect.stringContaining('at most 63244800 seconds (two years)')] });
  });

  it('lets a move within the calendar through, and a freeze anywhere', () => {
    expect(() => assertClockMove({ action: 'set', to: new Date('2027-12-31T20:00:00Z') }, NOW, new Date('2027-12-31T20:00:00Z'))).not.toThrow();
    const late = new Date('2031-01-01T00:00:00Z');
    expect(() => assertClockMove({ action: 'freeze' }, late, late)).not.toThrow();
  });
});
