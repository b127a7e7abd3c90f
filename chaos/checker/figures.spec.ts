import { orderLatencies, percentile, reconnectTimes } from './figures';
import type { OrderOp } from './history';

describe('figures', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
  });

  it('splits answered order calls by whether they began just after a kill, leaving unanswered ones and the warm-up out', () => {
    const op: OrderOp = {
      client: 'c',
      accountId: 'a',
      signature: 's',
      attempts: [
        { outcome: 'ok', start: 1_000, end: 1_020 },
        { outcome: 'ok', start: 10_500, end: 11_300 },
        { outcome: 'unknown', start: 10_600, end: 20_600 },
        { outcome: 'failed', start: 16_000, end: 16_030 },
      ],
    };
    const kills = [{ at: 10_000, instance: 'app1', signal: 'SIGKILL' as const, wasLeader: false }];
    expect(orderLatencies([op], kills, 5000)).toEqual({ duringKill: [800], otherwise: [20, 30] });
    expect(orderLatencies([op], kills, 5000, 5_000)).toEqual({ duringKill: [800], otherwise: [30] });
  });

  it('measures the reconnections that came back', () => {
    expect(
      reconnectTimes([
        { lostAt: 100, backAt: 1_300 },
        { lostAt: 5_000, backAt: null },
      ]),
    ).toEqual([1_200]);
  });
});
