import { brokerById, reauthByOf } from './connect-brokers';

describe('connect brokers: the re-login horizon', () => {
  const at = new Date('2026-11-23T15:30:00.000Z');

  it('Harborline asks again 7 days of account time after the sign-in', () => {
    expect(reauthByOf(brokerById('harborline')!, at)?.toISOString()).toBe('2026-11-30T15:30:00.000Z');
  });

  it('Meridian asks every day; Northwind never', () => {
    expect(reauthByOf(brokerById('meridian')!, at)?.toISOString()).toBe('2026-11-24T15:30:00.000Z');
    expect(reauthByOf(brokerById('northwind')!, at)).toBeNull();
  });

  it('knows no other broker', () => {
    expect(brokerById('robinhood')).toBeUndefined();
  });
});
