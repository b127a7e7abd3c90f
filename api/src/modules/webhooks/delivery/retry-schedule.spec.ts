import { ATTEMPT_DELAYS_MS, nextAttemptAt, parseRetryAfter } from './retry-schedule';

describe('the webhook retry schedule', () => {
  const t0 = new Date('2026-11-23T12:00:00Z');
  const after = (at: Date | null) => (at ? (at.getTime() - t0.getTime()) / 1000 : null);

  it('tries now, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then stops', () => {
    expect(ATTEMPT_DELAYS_MS.map((ms) => ms / 1000)).toEqual([0, 5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect([1, 2, 3, 4, 5, 6, 7].map((made) => after(nextAttemptAt(made, t0)))).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(nextAttemptAt(8, t0)).toBeNull();
  });

  it('waits for a longer Retry-After, never less than the schedule, at most a day', () => {
    expect(after(nextAttemptAt(1, t0, 120_000))).toBe(120);
    expect(after(nextAttemptAt(2, t0, 1_000))).toBe(300);
    expect(after(nextAttemptAt(1, t0, 7 * 24 * 3600_000))).toBe(24 * 3600);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('120', t0)).toBe(120_000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:01:00 GMT', t0)).toBe(60_000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', t0)).toBe(0);
    expect(parseRetryAfter('soon', t0)).toBeNull();
    expect(parseRetryAfter(undefined, t0)).toBeNull();
  });
});
