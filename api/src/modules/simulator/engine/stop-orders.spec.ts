import Decimal from 'decimal.js';
import { awaitsTrigger, crossingOf, LevelsOf } from './stop-orders';

const order = (o: Partial<LevelsOf>): LevelsOf => ({ orderType: 'limit', limitPrice: null, stopPrice: null, triggeredAt: null, scripted: false, ...o });

describe('what the price path crosses for each working order', () => {
  it('is a limit order’s limit', () => {
    expect(crossingOf(order({ limitPrice: '95.00' }))).toEqual({ crossLimit: new Decimal('95.00'), crossAs: 'limit' });
  });

  it('is a stop order’s stop, crossed the stop’s way', () => {
    expect(crossingOf(order({ orderType: 'stop', stopPrice: '110.00' }))).toEqual({ crossLimit: new Decimal('110.00'), crossAs: 'stop' });
  });

  it('is a stop-limit’s stop until it triggers, then its limit', () => {
    const waiting = order({ orderType: 'stop_limit', stopPrice: '110.00', limitPrice: '111.00' });
    expect(awaitsTrigger(waiting)).toBe(true);
    expect(crossingOf(waiting)).toEqual({ crossLimit: new Decimal('110.00'), crossAs: 'stop' });
    const triggered = { ...waiting, triggeredAt: new Date('2026-11-23T15:00:00Z') };
    expect(awaitsTrigger(triggered)).toBe(false);
    expect(crossingOf(triggered)).toEqual({ crossLimit: new Decimal('111.00'), crossAs: 'limit' });
  });

  it('is nothing for a market order or one whose script decides', () => {
    expect(crossingOf(order({ orderType: 'market' }))).toEqual({ crossLimit: null });
    expect(crossingOf(order({ orderType: 'stop', stopPrice: '110.00', scripted: true }))).toEqual({ crossLimit: null });
  });
});
