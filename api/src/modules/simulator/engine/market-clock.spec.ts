import { actionTarget, applyClockAction, CALENDAR_RANGE, clockMoveProblem, clockNow, MarketClock, realTimeClock } from './market-clock';

const T0 = new Date('2026-11-23T15:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe("a sandbox account's clock", () => {
  it('reads real time until it is controlled', () => {
    expect(clockNow(realTimeClock(T0), later(5_000)).toISOString()).toBe(later(5_000).toISOString());
  });

  it('stands still while frozen and runs on from where it stood when resumed', () => {
    const frozen = applyClockAction(realTimeClock(T0), { action: 'freeze' }, later(1_000), later(1_000));
    expect(clockNow(frozen, later(60_000)).toISOString()).toBe(later(1_000).toISOString());
    const resumed = applyClockAction(frozen, { action: 'resume' }, clockNow(frozen, later(60_000)), later(60_000));
    expect(clockNow(resumed, later(61_000)).toISOString()).toBe(later(2_000).toISOString());
  });

  it('advances by seconds and keeps its frozen state', () => {
    const frozen: MarketClock = { frozen: true, speed: 1, anchorReal: T0, anchorAccount: T0 };
    const target = actionTarget(frozen, { action: 'advance', seconds: 120 }, later(9_000));
    expect(target.toISOString()).toBe(later(120_000).toISOString());
    const advanced = applyClockAction(frozen, { action: 'advance', seconds: 120 }, target, later(9_000));
    expect(advanced.frozen).toBe(true);
    expect(clockNow(advanced, later(99_000)).toISOString()).toBe(later(120_000).toISOString());
  });

  it('runs at its speed: 60 account seconds per real second at speed 60', () => {
    const fast = applyClockAction(realTimeClock(T0), { action: 'resume' }, T0, T0, 60);
    expect(clockNow(fast, later(2_000)).toISOString()).toBe(later(120_000).toISOString());
  });

  it('sets to an instant', () => {
    const to = new Date('2027-01-04T14:30:00Z');
    expect(actionTarget(realTimeClock(T0), { action: 'set', to }, T0).toISOString()).toBe(to.toISOString());
  });

  it('moves only forward, never past the calendar it knows, two years at most at once', () => {
    expect(clockMoveProblem(T0, later(-1))).toBe('backwards');
    expect(clockMoveProblem(T0, T0)).toBeNull();
    expect(clockMoveProblem(T0, new Date('2027-12-31T23:59:00-05:00'))).toBeNull();
    expect(clockMoveProblem(T0, new Date('2028-01-01T00:00:00-05:00'))).toBe('past-calendar');
    expect(clockMoveProblem(T0, new Date('9999-12-31T00:00:00Z'))).toBe('past-calendar');
    expect(clockMoveProblem(new Date('2025-06-01T00:00:00Z'), new Date('2025-12-31T00:00:00Z'))).toBeNull();
    expect(clockMoveProblem(new Date('2025-06-01T00:00:00Z'), new Date('2027-06-05T00:00:00Z'))).toBe('too-far');
    expect(CALENDAR_RANGE.text).toBe('2026-01-01 to 2027-12-31, New York time');
    // A clock that already reads past the calendar (real time, one day) may still freeze or resume.
    const late = new Date('2028-03-01T00:00:00Z');
    expect(clockMoveProblem(late, late)).toBeNull();
  });
});
