import type { BrokerProfile } from '../broker-profile';

/** A read-only aggregator: balances and positions, refreshed once a day; no order of any kind. */
export const tidewater: BrokerProfile = {
  id: 'tidewater',
  name: 'Tidewater Brokers',
  version: '2026-11-27.2',
  trading: false,
  capabilities: {
    orderTypes: [],
    timeInForce: {},
    fractional: false,
    notional: false,
    extendedHours: false,
    shortSelling: false,
    rateLimitPerMinute: null,
    orderWritesPerMinute: null,
    tokenPolicy: { accessTokenSeconds: null, accessTokenExpires: true, refreshable: true, reauthEveryDays: 90 },
    history: { depthDays: 365, delaySeconds: 86_400 },
    balancesRefresh: 'daily',
  },
  refusals: {
    trading: { code: 'READ_ONLY_ACCOUNT', message: 'This connection is read-only: Tidewater does not accept orders.' },
    asset: { code: 'READ_ONLY_ACCOUNT', message: 'This connection is read-only: Tidewater does not accept orders.' },
    shortSelling: { code: 'READ_ONLY_ACCOUNT', message: 'This connection is read-only: Tidewater does not accept orders.' },
    orderType: { code: 'READ_ONLY_ACCOUNT', message: 'This connection is read-only: Tidewater does not accept orders.' },
    timeInForce: { code: 'READ_ONLY_ACCOUNT', message: 'This connection is read-only: Tidewater does not accept orders.' },
    fractional: { code: 'READ_ONLY_ACCOUNT', message: 'This connection is read-only: Tidewater does not accept orders.' },
    notional: { code: 'READ_ONLY_ACCOUNT', message: 'This connection is read-only: Tidewater does not accept orders.' },
    extendedHours: { code: 'READ_ONLY_ACCOUNT', message: 'This connection is read-only: Tidewater does not accept orders.' },
  },
};
