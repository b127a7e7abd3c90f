import fc from 'fast-check';
import { currentOrNextSession, tradingSession, type TradingSession } from './market-hours';
import { isoDate, newYorkWallTime, nextDate } from './new-york-time';

/** The search as it was first written: from New York's wall date, through the time zone database. */
function fromNewYorkDate(instant: Date): TradingSession {
  const wall = newYorkWallTime(instant);
  let date = isoDate(wall.year, wall.month, wall.day);
  for (let i = 0; i < 366; i++, date = nextDate(date)) {
    const session = tradingSession(date);
    if (session && session.close.getTime() > instant.getTime()) return session;
  }
  throw new Error('no session');
}

const HOUR = 3_600_000;
/** Instants that matter most: either side of each bell and of each DST change, to the millisecond. */
const EDGES = [
  '2026-03-08T07:00:00Z',
  '2026-11-01T06:00:00Z',
  '2027-03-14T07:00:00Z',
  '2026-03-09T13:30:00Z',
  '2026-11-02T21:00:00Z',
  '2026-11-27T18:00:00Z',
  '2026-12-31T21:00:00Z',
];

describe('the session under way or next, found without time zone formatting', () => {
  it('is the one the search from New York’s wall date finds, at any instant from 2025 to 2029', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2029, 0, 1) }), (ms) => {
        const instant = new Date(ms);
        expect(currentOrNextSession(instant)).toBe(fromNewYorkDate(instant));
      }),
      { numRuns: 5_000 },
    );
  });

  it('is the same for every instant of a minute, whichever of them was asked first', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2029, 0, 1) }), fc.integer({ min: 0, max: 59_999 }), (ms, other) => {
        const start = ms - (ms % 60_000);
        for (const t of [ms, start + 59_999, start, start + other]) expect(currentOrNextSession(new Date(t))).toBe(fromNewYorkDate(new Date(t)));
      }),
      { numRuns: 2_000 },
    );
  });

  it('is the same at every millisecond around the bells, the DST changes and New York’s midnight', () => {
    const instants = EDGES.flatMap((edge) => {
      const t = Date.parse(edge);
      return [-5 * HOUR, -HOUR, -1, 0, 1, HOUR, 5 * HOUR].map((d) => new Date(t + d));
    });
    for (const instant of instants) expect(currentOrNextSession(instant)).toBe(fromNewYorkDate(instant));
  });
});
