import { marketStatus, sessionCloseAfter, tradingSession } from './market-hours';
import { NYSE_EARLY_CLOSES, NYSE_HOLIDAYS } from './nyse-calendar';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('the NYSE calendar, 2026–2027', () => {
  it('closes the market all day on each of the twenty published holidays', () => {
    expect(NYSE_HOLIDAYS.size).toBe(20);
    for (const date of NYSE_HOLIDAYS.keys()) expect(tradingSession(date)).toBeNull();
  });

  it('observes a Saturday holiday the Friday before and a Sunday holiday the Monday after', () => {
    expect(NYSE_HOLIDAYS.get('2026-07-03')).toMatch(/Independence Day/); // 4 July 2026 is a Saturday
    expect(NYSE_HOLIDAYS.get('2027-07-05')).toMatch(/Independence Day/); // 4 July 2027 is a Sunday
    expect(NYSE_HOLIDAYS.get('2027-12-24')).toMatch(/Christmas/);
    expect(tradingSession('2026-07-02')).toMatchObject({ earlyClose: false });
  });

  it('closes at 13:00 New York time on the day after Thanksgiving and on Christmas Eve', () => {
    expect([...NYSE_EARLY_CLOSES.keys()]).toEqual(['2026-11-27', '2026-12-24', '2027-11-26']);
    expect(iso(tradingSession('2026-11-27')!.close)).toBe('2026-11-27T18:00:00.000Z');
    expect(iso(tradingSession('2026-12-24')!.close)).toBe('2026-12-24T18:00:00.000Z');
    expect(iso(tradingSession('2027-11-26')!.close)).toBe('2027-11-26T18:00:00.000Z');
    expect(iso(tradingSession('2026-11-27')!.open)).toBe('2026-11-27T14:30:00.000Z');
  });

  it('has no session on weekends', () => {
    expect(tradingSession('2026-11-21')).toBeNull(); // Saturday
    expect(tradingSession('2026-11-22')).toBeNull(); // Sunday
  });

  it('answers a remembered day as it worked it out: no session stays null, a session the same object', () => {
    expect([tradingSession('2026-11-21'), tradingSession('2026-11-21')]).toEqual([null, null]);
    expect(tradingSession('2026-11-23')).toBe(tradingSession('2026-11-23'));
  });

  it('opens 09:30 and closes 16:00 in EST (UTC-5) and in EDT (UTC-4)', () => {
    expect(tradingSession('2026-01-15')).toMatchObject({ open: at('2026-01-15T14:30:00Z'), close: at('2026-01-15T21:00:00Z') });
    expect(tradingSession('2026-07-15')).toMatchObject({ open: at('2026-07-15T13:30:00Z'), close: at('2026-07-15T20:00:00Z') });
  });

  it('follows both DST changes: the Friday before in one offset, the Monday after in the other', () => {
    // 2026: clocks spring forward on 8 March and fall back on 1 November.
    expect(iso(tradingSession('2026-03-06')!.close)).toBe('2026-03-06T21:00:00.000Z');
    expect(iso(tradingSession('2026-03-09')!.close)).toBe('2026-03-09T20:00:00.000Z');
    expect(iso(tradingSession('2026-10-30')!.close)).toBe('2026-10-30T20:00:00.000Z');
    expect(iso(tradingSession('2026-11-02')!.close)).toBe('2026-11-02T21:00:00.000Z');
    // Over the spring-forward weekend the next open is Monday 09:30 EDT.
    expect(iso(marketStatus(at('2026-03-06T22:00:00Z')).nextOpen)).toBe('2026-03-09T13:30:00.000Z');
  });
});

describe('the market status at an instant', () => {
  it('is open during a session, with the next open the following trading day', () => {
    expect(marketStatus(at('2026-11-23T15:00:00Z'))).toEqual({
      isOpen: true,
      nextOpen: at('2026-11-24T14:30:00Z'),
      nextClose: at('2026-11-23T21:00:00Z'),
    });
  });

  it('is closed before the bell and at the close itself', () => {
    expect(marketStatus(at('2026-11-23T14:29:59Z')).isOpen).toBe(false);
    expect(marketStatus(at('2026-11-23T21:00:00Z'))).toMatchObject({ isOpen: false, nextOpen: at('2026-11-24T14:30:00Z') });
  });

  it('skips a weekend and a holiday: Friday evening before Good Friday weekend reopens Monday', () => {
    // Thursday 2 April 2026 after the close; Good Friday 3 April closed; Monday 6 April opens.
    expect(marketStatus(at('2026-04-02T21:30:00Z'))).toEqual({
      isOpen: false,
      nextOpen: at('2026-04-06T13:30:00Z'),
      nextClose: at('2026-04-06T20:00:00Z'),
    });
  });

  it('skips Thanksgiving to a 13:00 early close', () => {
    expect(marketStatus(at('2026-11-25T22:00:00Z'))).toEqual({
      isOpen: false,
      nextOpen: at('2026-11-27T14:30:00Z'),
      nextClose: at('2026-11-27T18:00:00Z'),
    });
  });

  it('treats weekdays outside the published years as ordinary sessions', () => {
    expect(marketStatus(at('2028-03-01T15:00:00Z')).isOpen).toBe(true);
  });
});

describe('when a day order expires', () => {
  it('at the close of the session under way', () => {
    expect(iso(sessionCloseAfter(at('2026-11-23T15:59:00Z')))).toBe('2026-11-23T21:00:00.000Z');
  });

  it('at the next session’s close when placed after the close, over a weekend', () => {
    expect(iso(sessionCloseAfter(at('2026-11-20T21:00:00Z')))).toBe('2026-11-23T21:00:00.000Z');
  });

  it('at 13:00 on an early-close day', () => {
    expect(iso(sessionCloseAfter(at('2026-12-24T15:00:00Z')))).toBe('2026-12-24T18:00:00.000Z');
  });
});
