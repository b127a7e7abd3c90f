import { lastCloseAtOrBefore, previousDate } from './daily-refresh';

const close = (iso: string) => lastCloseAtOrBefore(new Date(iso)).toISOString();

describe('lastCloseAtOrBefore: when a daily refresh last happened', () => {
  it('during a session: the previous trading day’s close', () => {
    expect(close('2026-11-24T15:00:00Z')).toBe('2026-11-23T21:00:00.000Z'); // Tuesday 10:00 → Monday 16:00 (EST)
  });

  it('at and after the close: that day’s close', () => {
    expect(close('2026-11-24T21:00:00Z')).toBe('2026-11-24T21:00:00.000Z');
    expect(close('2026-11-25T03:00:00Z')).toBe('2026-11-24T21:00:00.000Z'); // Tuesday 22:00 New York
  });

  it('skips weekends and holidays, and knows early closes', () => {
    expect(close('2026-11-30T14:00:00Z')).toBe('2026-11-27T18:00:00.000Z'); // Monday 09:00 → Black Friday’s 13:00 close
    expect(close('2026-11-27T12:00:00Z')).toBe('2026-11-25T21:00:00.000Z'); // Friday morning → Wednesday (Thanksgiving shut)
  });

  it('keeps summer time: a July close is 20:00 UTC', () => {
    expect(close('2026-07-07T15:00:00Z')).toBe('2026-07-06T20:00:00.000Z');
  });

  it('previousDate crosses months and years', () => {
    expect(previousDate('2026-03-01')).toBe('2026-02-28');
    expect(previousDate('2027-01-01')).toBe('2026-12-31');
  });
});
