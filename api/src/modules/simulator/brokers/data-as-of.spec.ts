import { brokerProfile } from './broker-profiles';
import { balancesAsOf, balancesPricedAt, historyStart, marketDataAsOf } from './data-as-of';

const TUESDAY_10AM = new Date('2026-11-24T15:00:00Z');

describe('what instant a broker shows an account’s data for', () => {
  it('tidewater refreshes balances daily: as of the latest market close', () => {
    expect(balancesAsOf(brokerProfile('tidewater')!, TUESDAY_10AM).toISOString()).toBe('2026-11-23T21:00:00.000Z');
  });

  it('tidewater prices them at the session’s last minute: its closing price, not the path after the bell', () => {
    expect(balancesPricedAt(brokerProfile('tidewater')!, TUESDAY_10AM).toISOString()).toBe('2026-11-23T20:59:59.999Z');
  });

  it('the other brokers value balances live', () => {
    for (const id of ['northwind', 'harborline', 'meridian', 'summit-ridge']) {
      expect(balancesAsOf(brokerProfile(id)!, TUESDAY_10AM)).toBe(TUESDAY_10AM);
      expect(balancesPricedAt(brokerProfile(id)!, TUESDAY_10AM)).toBe(TUESDAY_10AM);
    }
  });

  it('market data is the clock less history.delaySeconds: a day late at tidewater, live elsewhere', () => {
    expect(marketDataAsOf(brokerProfile('tidewater')!, TUESDAY_10AM).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(marketDataAsOf(brokerProfile('meridian')!, TUESDAY_10AM)).toBe(TUESDAY_10AM);
  });

  it('history reaches history.depthDays back from the data’s now: a year at tidewater, two at meridian', () => {
    expect(historyStart(brokerProfile('tidewater')!, TUESDAY_10AM).toISOString()).toBe('2025-11-24T15:00:00.000Z');
    expect(historyStart(brokerProfile('meridian')!, TUESDAY_10AM).toISOString()).toBe('2024-11-24T15:00:00.000Z');
  });
});
