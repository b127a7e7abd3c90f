import { lastMonths, lastWeeks, startOfMinute } from './periods';

describe('chart periods', () => {
  it('lists twelve months ending with the current one, across a year boundary', () => {
    const months = lastMonths(new Date('2026-02-10T08:00:00Z'), 12);
    expect(months.map((m) => m.label)).toEqual(['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb']);
    expect(months[0].start.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(months[11].end.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('lists Monday-based weeks ending with the current one', () => {
    const weeks = lastWeeks(new Date('2026-03-15T23:59:00Z'), 3);
    expect(weeks.map((w) => w.label)).toEqual(['Feb 23', 'Mar 2', 'Mar 9']);
    expect(weeks[2].end.toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(lastWeeks(new Date('2026-03-16T00:00:00Z'), 1)[0].label).toBe('Mar 16');
  });

  it('truncates to the minute', () => {
    expect(startOfMinute(new Date('2026-03-15T12:00:59.999Z')).toISOString()).toBe('2026-03-15T12:00:00.000Z');
  });
});
