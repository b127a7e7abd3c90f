import { actionTarget, applyClockAction, clockNow, MarketClock, realTimeClock } from './market-clock';

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
});
