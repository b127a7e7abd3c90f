import { checkFeed } from './feed';
import type { Kill } from './history';

const run = { start: 0, end: 20_000 };
const everySecond = (from: number, to: number) => Array.from({ length: Math.floor((to - from) / 1000) + 1 }, (_, i) => from + i * 1000);
const leaderKill: Kill = { at: 8_000, instance: 'app2', signal: 'SIGKILL', wasLeader: true };

describe('checkFeed', () => {
  it('holds when the next leader ticks within 5 s of the kill and crossed limits fill at once', () => {
    const ticks = [...everySecond(500, 7_500), ...everySecond(10_500, 19_500)];
    const { verdict, figures } = checkFeed(ticks, [leaderKill], [{ orderId: 'o1', placedAt: 1_000, crossedAt: 3_500, filledAt: 3_520 }], run);
    expect(verdict.violations).toEqual([]);
    expect(figures).toEqual({ longestPauseMs: 3000, takeoversMs: [2500], matcherDelaysMs: [20] });
  });

  it('catches a feed that stopped longer than 5 s after its leader died', () => {
    const ticks = [...everySecond(500, 7_500), ...everySecond(14_500, 19_500)];
    expect(checkFeed(ticks, [leaderKill], [], run).verdict.violations).toEqual([
      `no tick for 7000 ms after ${new Date(7_500).toISOString()}`,
      'leader kill 1: the next tick came 6500 ms later',
    ]);
  });

  it('catches a crossed limit filled late, or never', () => {
    const ticks = everySecond(500, 19_500);
    const { verdict } = checkFeed(
      ticks,
      [],
      [
        { orderId: 'late', placedAt: 1_000, crossedAt: 2_500, filledAt: 9_000 },
        { orderId: 'never', placedAt: 1_000, crossedAt: 4_500, filledAt: null },
        { orderId: 'resting', placedAt: 1_000, crossedAt: null, filledAt: null },
      ],
      run,
    );
    expect(verdict.violations).toEqual([
      'order late filled 6500 ms after the tick that crossed it',
      `order never was crossed at ${new Date(4_500).toISOString()} and never filled`,
    ]);
  });
});
