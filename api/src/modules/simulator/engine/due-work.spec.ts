import Decimal from 'decimal.js';
import { dueActions, sessionMinutes, WorkingOrder } from './due-work';
import { pathPrice } from './price-path';

const SEED = 42;
// Monday 23 November 2026, 15:59 New York (EST, UTC-5).
const MON_1559 = new Date('2026-11-23T20:59:00Z');

function order(overrides: Partial<WorkingOrder> & { id: string }): WorkingOrder {
  return { symbol: 'AAPL', side: 'buy', crossLimit: null, expiresAt: null, nextStepAt: null, ...overrides };
}

describe('what falls due when a sandbox clock moves', () => {
  it('expires a day order at its close when the clock passes it', () => {
    const close = new Date('2026-11-23T21:00:00Z');
    const actions = dueActions([order({ id: 'a', expiresAt: close })], MON_1559, new Date(MON_1559.getTime() + 120_000), SEED);
    expect(actions).toEqual([{ at: close, orderId: 'a', kind: 'expire' }]);
  });

  it('fills a resting limit at the first session minute the seeded path crosses it', () => {
    const from = new Date('2026-11-23T14:30:00Z'); // 09:30 New York
    const price = pathPrice(SEED, 'AAPL', new Date(from.getTime() + 10 * 60_000));
    const actions = dueActions([order({ id: 'b', crossLimit: price })], from, new Date(from.getTime() + 3_600_000), SEED);
    expect(actions).toHaveLength(1);
    const at = actions[0].at;
    expect(at.getTime()).toBeLessThanOrEqual(from.getTime() + 10 * 60_000);
    expect(pathPrice(SEED, 'AAPL', at).lessThanOrEqualTo(price)).toBe(true);
    for (let t = from.getTime() + 60_000; t < at.getTime(); t += 60_000) expect(pathPrice(SEED, 'AAPL', new Date(t)).greaterThan(price)).toBe(true);
  });

  it('never fills while the market is closed (a weekend) nor after the order expired', () => {
    const friClose = new Date('2026-11-27T18:00:00Z'); // 13:00 early close, day after Thanksgiving
    const monOpen = new Date('2026-11-30T14:30:00Z');
    const always = new Decimal('1000000');
    const [first] = dueActions([order({ id: 'c', crossLimit: always })], friClose, new Date('2026-11-30T23:00:00Z'), SEED);
    expect(first).toEqual({ at: monOpen, orderId: 'c', kind: 'fill' });
    const expired = dueActions([order({ id: 'd', crossLimit: always, expiresAt: friClose })], friClose, monOpen, SEED);
    expect(expired).toEqual([]);
  });

  it('orders steps, fills and expiries by time, oldest order first on a tie', () => {
    const at = new Date('2026-11-23T21:00:00Z');
    const actions = dueActions(
      [order({ id: 'x', expiresAt: at }), order({ id: 'y', nextStepAt: at }), order({ id: 'z', nextStepAt: new Date(at.getTime() - 1) })],
      MON_1559,
      at,
      SEED,
    );
    expect(actions.map((a) => `${a.orderId}:${a.kind}`)).toEqual(['z:step', 'y:step', 'x:expire']);
  });

  it('scans only open minutes: a full regular session is 390 of them, an early close 210', () => {
    expect([...sessionMinutes(new Date('2026-11-23T05:00:00Z'), new Date('2026-11-24T04:59:00Z'))]).toHaveLength(390);
    expect([...sessionMinutes(new Date('2026-11-27T05:00:00Z'), new Date('2026-11-28T04:59:00Z'))]).toHaveLength(210);
    expect([...sessionMinutes(new Date('2026-11-26T05:00:00Z'), new Date('2026-11-27T04:59:00Z'))]).toHaveLength(0); // Thanksgiving
  });
});
