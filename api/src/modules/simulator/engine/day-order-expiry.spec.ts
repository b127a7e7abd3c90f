import { dayOrderExpiry } from './market-close';

describe('day orders expire at 16:00 New York time', () => {
  it('uses EDT (UTC-4) in summer', () => {
    expect(dayOrderExpiry(new Date('2025-07-15T14:00:00Z')).toISOString()).toBe('2025-07-15T20:00:00.000Z');
  });

  it('uses EST (UTC-5) in winter', () => {
    expect(dayOrderExpiry(new Date('2025-01-15T14:00:00Z')).toISOString()).toBe('2025-01-15T21:00:00.000Z');
  });

  it('rolls to the next close when placed at or after 16:00', () => {
    expect(dayOrderExpiry(new Date('2025-01-15T21:00:00Z')).toISOString()).toBe('2025-01-16T21:00:00.000Z');
    expect(dayOrderExpiry(new Date('2025-07-16T03:30:00Z')).toISOString()).toBe('2025-07-16T20:00:00.000Z'); // 23:30 NY the 15th
  });

  it('crosses the spring-forward weekend (EST order, EDT close)', () => {
    // Saturday 8 March 2025, 17:00 EST: the next close is Sunday 9 March 16:00 EDT.
    expect(dayOrderExpiry(new Date('2025-03-08T22:00:00Z')).toISOString()).toBe('2025-03-09T20:00:00.000Z');
  });

  it('crosses the fall-back weekend (EDT order, EST close)', () => {
    // Saturday 1 November 2025, 17:00 EDT: the next close is Sunday 2 November 16:00 EST.
    expect(dayOrderExpiry(new Date('2025-11-01T21:00:00Z')).toISOString()).toBe('2025-11-02T21:00:00.000Z');
  });
});
